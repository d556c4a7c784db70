import { style } from '@vanilla-extract/css';

/**
 * Internal resets of the layout primitives: a `ul`/`ol` or a `fieldset` rendered by `Stack`,
 * `Inline` or `Tiles` loses the browser's bullets, indent and frame, so the primitive's `space` is
 * the only spacing.
 */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** See `listReset`: a `fieldset` without border, margin, padding and minimum width. */
export const fieldsetReset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });
