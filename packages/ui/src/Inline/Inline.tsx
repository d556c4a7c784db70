import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { resetFor, type Space } from '../private/layout.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

/** Props of `Inline`. */
export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /**
   * Element to render; `ul`/`ol` lose their bullets and indent (the children are the `li`s).
   * @default 'div'
   */
  as?: 'div' | 'span' | 'ul' | 'ol' | 'p' | 'footer' | 'header' | 'nav' | 'dl';
  /**
   * Space between the children, across and between the wrapped lines: a space token (`xxs` 4 px,
   * `xs` 8 px, `sm` 12 px, `md` 16 px…) or one per breakpoint.
   * @default 'sm'
   */
  space?: Space;
  /**
   * Horizontal placement: `start`, `center`, `end`, or `between` (first and last child at the
   * edges, e.g. a title and its actions).
   * @default 'start'
   */
  align?: keyof typeof justifyContent;
  /**
   * Vertical alignment of the children in a line: `top`, `center`, `bottom`, `baseline` (text of
   * different sizes on one line), `stretch`.
   * @default 'center'
   */
  alignY?: keyof typeof alignItems;
  /**
   * Keep the children on one line (they shrink) instead of wrapping.
   * @default false
   */
  noWrap?: boolean;
  /** The element. */
  ref?: Ref<HTMLElement>;
  /** The children, in reading order. */
  children?: ReactNode;
}

/**
 * Layout primitive: children side by side with the same space between them, wrapping onto the next
 * line when the row is full (Braid's Inline): buttons of a form, badges, a job's facts, a title
 * with its actions (`align="between"`).
 *
 * @example <Inline space="xs"><Badge>Remote</Badge><Badge>Full-time</Badge></Inline>
 */
export function Inline({
  as: Element = 'div',
  space = 'sm',
  align = 'start',
  alignY = 'center',
  noWrap = false,
  ...props
}: InlineProps) {
  const className = clsx(
    sprinkles({
      display: Element === 'span' ? 'inline-flex' : 'flex',
      flexWrap: noWrap ? 'nowrap' : 'wrap',
      gap: space,
      justifyContent: justifyContent[align],
      alignItems: alignItems[alignY],
    }),
    resetFor(Element),
  );
  return <Element className={className} {...(props as HTMLAttributes<HTMLElement>)} />;
}
