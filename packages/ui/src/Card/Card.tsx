import type { HTMLAttributes, ReactNode } from 'react';
import { card, type CardVariants } from './Card.css.ts';

/** Props of `Card`. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /**
   * Element to render: `article` for a self-contained item (a job, a company), `section` for a
   * titled part of a page, `li` inside a list.
   * @default 'div'
   */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /**
   * `outlined` hairline border, `elevated` with a soft shadow, `muted` recessed without border.
   * @default 'outlined'
   */
  variant?: CardVariants['variant'];
  /**
   * Inner spacing: `none`, `sm` 12 px, `md` 24 px, `lg` 32 px.
   * @default 'md'
   */
  padding?: CardVariants['padding'];
  /**
   * The card holds a primary link or button covering it (see JobCard): highlight on hover and
   * when a control inside has keyboard focus.
   * @default false
   */
  interactive?: boolean;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
  /**
   * The card's content.
   * @default undefined
   */
  children?: ReactNode;
}

/** A surface that groups related content: a job, a company, a stat, a settings section. */
export function Card({
  as: Element = 'div',
  variant,
  padding,
  interactive,
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={[card({ variant, padding, interactive }), className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
