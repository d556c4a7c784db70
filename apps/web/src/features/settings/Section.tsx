import { Card, Heading } from '@hireloop/ui';
import { useId, type ReactNode, type Ref } from 'react';
import * as styles from './settings.css.ts';

/**
 * A titled part of a settings tab.
 * @param headingRef given, the heading can take the focus (`tabIndex={-1}`), e.g. when a flow
 *   inside the section returns to its start
 */
export function Section({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="lg" className={styles.section}>
      <div className={styles.sectionHeading}>
        <Heading level={2} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Heading>
        {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
