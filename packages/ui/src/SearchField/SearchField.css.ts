import { style } from '@vanilla-extract/css';
import { field } from '../private/styles.css.ts';

export const searchField = style([field]);

export const clearButton = style({
  selectors: {
    [`${searchField}[data-empty] &`]: { visibility: 'hidden' },
  },
});

export const searchInput = style({
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
  },
});
