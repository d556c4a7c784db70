import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The facts' grid: the terms in a column as wide as the longest, each value beside its term. */
export const definitions = style({ gridTemplateColumns: 'auto minmax(0, 1fr)' });

/** A fact's value: a long word (a URL) breaks rather than widening the side panel. */
export const definition = style({ overflowWrap: 'anywhere' });

/** The filter panel's title row, as tall as its "Clear" button even without it. */
export const filtersHeader = style({ minHeight: vars.size.controlSm });
