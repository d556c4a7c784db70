import { style } from '@vanilla-extract/css';

/** Legal text reads with a little more air between its lines than body text (1.6). */
export const document = style({ lineHeight: 1.6 });
