import { Card } from '@hireloop/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './settings.css.ts';

/** A titled part of a settings tab. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="lg" className={styles.section}>
      <div className={styles.sectionHeading}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
