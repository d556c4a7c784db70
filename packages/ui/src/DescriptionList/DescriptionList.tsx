import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Space } from '../private/layout.ts';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';
import { Text, type TextTone } from '../Text/Text.tsx';
import * as styles from './DescriptionList.css.ts';

/** Props of `DescriptionList`. */
export interface DescriptionListProps extends Omit<
  HTMLAttributes<HTMLDListElement>,
  'className' | 'style'
> {
  /**
   * Type size of the terms and values: `xs` 12 px, `sm` 14 px, `md` 16 px.
   * @default undefined (the parent's size)
   */
  size?: Extract<Sprinkles['fontSize'], 'xs' | 'sm' | 'md'>;
  /**
   * Vertical space between the rows (a space token: `xxs` 4 px, `xs` 8 px, `sm` 12 px…); terms and
   * values are 16 px apart.
   * @default 'xs'
   */
  space?: Space;
  /** The rows: `DescriptionItem`s. */
  children?: ReactNode;
}

/**
 * Layout primitive: terms and their values side by side, as a `<dl>` on a two-column grid — the
 * terms in a column as wide as the longest, each value beside its term and wrapping (a long URL
 * breaks rather than widening the list). For a posting's or a company's facts, a scorecard's
 * ratings, an application's summary. Screen readers announce a list of terms with their values.
 *
 * @example
 * <DescriptionList size="sm">
 *   <DescriptionItem term="Industry">Software</DescriptionItem>
 *   <DescriptionItem term="Location">Berlin</DescriptionItem>
 * </DescriptionList>
 */
export function DescriptionList({ size, space = 'xs', ...props }: DescriptionListProps) {
  return (
    <dl
      className={clsx(
        sprinkles({ display: 'grid', columnGap: 'md', rowGap: space, fontSize: size }),
        styles.list,
      )}
      {...props}
    />
  );
}

/** Props of `DescriptionItem`. */
export interface DescriptionItemProps {
  /** The term (`<dt>`). */
  term: ReactNode;
  /**
   * The term's colour role.
   * @default 'muted'
   */
  termTone?: TextTone;
  /** The value (`<dd>`): text or any content (a list, a link, a bar). */
  children?: ReactNode;
}

/**
 * A row of a `DescriptionList`: its term (`<dt>`, muted by default) and its value (`<dd>`), grouped
 * in a `<div>` that takes no box, so both are cells of the list's grid.
 */
export function DescriptionItem({ term, termTone = 'muted', children }: DescriptionItemProps) {
  return (
    <div className={styles.item}>
      <Text as="dt" tone={termTone}>
        {term}
      </Text>
      <dd>{children}</dd>
    </div>
  );
}
