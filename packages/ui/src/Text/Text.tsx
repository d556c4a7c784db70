import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';
import { textStyle } from './Text.css.ts';

const tones = {
  neutral: 'text',
  muted: 'textMuted',
  subtle: 'textSubtle',
  accent: 'accentText',
  danger: 'dangerText',
  success: 'successText',
  warning: 'warningText',
  info: 'infoText',
} as const satisfies Record<string, Sprinkles['color']>;

/** What a text is for, as a colour role: body, secondary, an error, a success… */
export type TextTone = keyof typeof tones;

/** Every `TextTone`, in the order the docs list them. */
export const textTones = Object.keys(tones) as TextTone[];

/** Props of `Text`. */
export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /**
   * Element to render: `p` for a paragraph, `span` inside a line, `div` for a block, `strong`
   * for important words, `small` for fine print, `time` for a date (with `dateTime`).
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'time' | 'dt' | 'dd' | 'li';
  /**
   * Type size: `xs` 12 px, `sm` 14 px, `md` 16 px, `lg` 18 px, `xl` 20 px.
   * @default undefined (the parent's size)
   */
  size?: Extract<Sprinkles['fontSize'], 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  /**
   * Colour role: `neutral` body text, `muted` secondary (descriptions, metadata), `subtle`
   * captions, `accent`, and the status tones `danger`, `success`, `warning`, `info` (all at
   * least 4.5 : 1 on every surface, both themes). Never the only sign of a status: say it in words.
   * @default undefined (the parent's colour)
   */
  tone?: TextTone;
  /**
   * Font weight.
   * @default undefined (the element's: bold for `strong`, regular otherwise)
   */
  weight?: 'regular' | 'medium' | 'semibold';
  /**
   * Alignment.
   * @default undefined (start)
   */
  align?: 'left' | 'center' | 'right';
  /**
   * One line, cut with "…" when too long (the full text stays in the DOM for screen readers;
   * give it a `title` when sighted users need it too).
   * @default false
   */
  truncate?: boolean;
  /**
   * Keep the line breaks the text contains (a note, a cover letter) and wrap long words.
   * @default false
   */
  preserveLines?: boolean;
  /** `datetime` of a `time` element (ISO 8601). */
  dateTime?: string;
  /** The element. */
  ref?: Ref<HTMLElement>;
  /** The text. */
  children?: ReactNode;
}

/**
 * Typography primitive: body text in a theme size, colour role and weight, without margins
 * (Braid's Text). Use it for paragraphs, descriptions, metadata and status lines instead of a
 * class of one's own; headings are `Heading`.
 *
 * @example <Text size="sm" tone="muted">Posted 3 days ago</Text>
 */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  truncate = false,
  preserveLines = false,
  ...props
}: TextProps) {
  const className = clsx(
    sprinkles({
      fontSize: size,
      color: tone && tones[tone],
      fontWeight: weight,
      textAlign: align,
    }),
    truncate && textStyle.truncate,
    preserveLines && textStyle.preserveLines,
  );
  return <Element className={className || undefined} {...(props as HTMLAttributes<HTMLElement>)} />;
}
