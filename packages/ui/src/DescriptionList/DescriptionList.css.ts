import { globalStyle, style } from '@vanilla-extract/css';

/** The list: terms in a column as wide as the longest, each value beside its term. */
export const list = style({ gridTemplateColumns: 'auto minmax(0, 1fr)' });

/** A value: a long word (a URL, a place) breaks rather than widening the list. */
globalStyle(`${list} > div > dd`, { overflowWrap: 'anywhere' });

/** A term and its value: their wrapper takes no box, so both are cells of the list's grid. */
export const item = style({ display: 'contents' });
