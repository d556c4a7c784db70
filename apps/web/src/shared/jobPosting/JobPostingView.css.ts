import { style } from '@vanilla-extract/css';

/** The facts' grid: the terms in a column as wide as the longest, each value beside its term. */
export const definitions = style({ gridTemplateColumns: 'auto minmax(0, 1fr)' });

/** A fact's value: a long word (a URL, a place) breaks rather than widening the panel. */
export const definition = style({ overflowWrap: 'anywhere' });
