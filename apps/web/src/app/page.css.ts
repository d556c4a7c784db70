import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media, toastInsets, vars } from '@hireloop/ui';

/** The page heading: 24 px, 30 px from desktops, without a ring when focused by a navigation. */
export const title = style({
  fontSize: vars.font.fontSize.xxl,
  outline: 'none',
  '@media': { [media.desktop]: { fontSize: vars.font.fontSize.xxxl } },
});

const belowTablet = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
/** Height of the phone action bar: a large control and its padding. */
const barHeight = `calc(${vars.size.controlLg} + 2 * ${vars.space.sm} + 1px)`;

/**
 * On phones the actions of a page that asks for it sit in a bar fixed to the bottom of the
 * screen: at hand wherever the page is scrolled, and away from the toasts at the top.
 */
export const actionBar = style({
  '@media': {
    [belowTablet]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.sticky,
      height: barHeight,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

// The buttons share the bar; the last (the primary action) takes the room left.
globalStyle(`${actionBar} > *:last-child`, {
  '@media': { [belowTablet]: { flex: '1 1 auto' } },
});

/** The page's end stays clear of the phone action bar. */
export const withActionBar = style({
  '@media': { [belowTablet]: { paddingBottom: barHeight } },
});

// Toasts of the bottom corner stack above the bar.
globalStyle(`:root:has(${actionBar})`, {
  '@media': { [belowTablet]: { vars: { [toastInsets.bottom]: barHeight } } },
});
