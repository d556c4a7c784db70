import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { resetFor, type BlockElement, type Space } from '../private/layout.ts';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

/** Props of `Stack`. */
export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /**
   * Element to render. `ul`/`ol` lose their bullets and indent (the children are the `li`s);
   * `fieldset` loses its frame.
   * @default 'div'
   */
  as?: BlockElement;
  /**
   * Vertical space between the children: a space token (`xs` 8 px, `sm` 12 px, `md` 16 px,
   * `lg` 24 px, `xl` 32 px…) or one per breakpoint (`{ mobile: 'md', desktop: 'lg' }`).
   * @default 'md'
   */
  space?: Space;
  /**
   * Horizontal alignment of the children: `stretch` to the full width, or `start`, `center`,
   * `end` at their own width.
   * @default 'stretch'
   */
  align?: keyof typeof alignItems;
  /**
   * Widest the stack may grow: `prose` (a readable line, 65 characters), `form` (a form column),
   * `content` (the page's content column).
   * @default undefined (the parent's width)
   */
  maxWidth?: Extract<Sprinkles['maxWidth'], 'prose' | 'form' | 'content'>;
  /** The element, e.g. to move focus to a section. */
  ref?: Ref<HTMLElement>;
  /** The stacked children, top to bottom. */
  children?: ReactNode;
}

/**
 * Layout primitive: children one under another with the same space between them, and no margins
 * of their own (Braid's Stack). The everyday building block of a screen: a section's heading and
 * text, a form's fields, a list of cards (`as="ul"`).
 *
 * @example <Stack as="section" space="lg" aria-labelledby="profile">…</Stack>
 */
export function Stack({
  as: Element = 'div',
  space = 'md',
  align = 'stretch',
  maxWidth,
  ...props
}: StackProps) {
  const className = clsx(
    sprinkles({
      display: 'flex',
      flexDirection: 'column',
      gap: space,
      alignItems: alignItems[align],
      maxWidth,
    }),
    resetFor(Element),
  );
  return <Element className={className} {...(props as HTMLAttributes<HTMLElement>)} />;
}
