import { Inbox } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import * as styles from './EmptyState.css.ts';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /**
   * What is empty, e.g. "You have no notifications yet." or "No saved jobs yet". Leave it out
   * when the page's own heading already says it (a not-found page inside its screen's frame).
   * @default undefined
   */
  title?: ReactNode;
  /**
   * One or two sentences on why and what to do next.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Icon component (a lucide-react icon), drawn decoratively in a tinted circle.
   * @default Inbox
   */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * Call to action: a Button or Link (e.g. "Find jobs").
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline: 1 when the empty state is the whole page
   * (a not-found screen).
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * `md` for a whole page or list, `sm` inside a card or a panel.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * What a list or screen shows when it has nothing yet: an icon, a title, a short explanation and
 * an optional action. Texts come from the screen's messages.
 */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  headingLevel = 2,
  size,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      <span className={styles.iconWrap({ size })} aria-hidden="true">
        <Icon className={styles.icon} strokeWidth={1.75} />
      </span>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
