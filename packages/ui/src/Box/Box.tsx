import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';

/** Props of `Box`: sprinkles atoms, `as`, and the native props of the rendered element. */
export type BoxProps<E extends ElementType = 'div'> = Sprinkles & {
  /**
   * Element or component to render.
   * @default 'div'
   */
  as?: E;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as' | 'className' | 'children'>;

/**
 * Polymorphic layout primitive: every sprinkles property (padding, gap, display, colour roles...)
 * is a prop, everything else goes to the rendered element.
 *
 * @example <Box as="section" display="flex" gap={{ mobile: 'sm', desktop: 'lg' }} padding="md" />
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const Component: ElementType = as ?? 'div';
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return <Component className={classes || undefined} {...native} />;
}
