import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The public pages fill the window at least, so the footer sits at its bottom. */
export const frame = style({ minHeight: '100vh' });

/** The header stays at the top of the window, above the page, with a hairline under it. */
export const header = style({
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
});

/** No focus ring on `main` when the skip link moves the focus there. */
export const main = style({ outline: 'none' });
