import { style } from '@vanilla-extract/css';

/** A saved search's name and summary: a long word breaks rather than widening the card. */
export const itemText = style({ overflowWrap: 'anywhere' });
