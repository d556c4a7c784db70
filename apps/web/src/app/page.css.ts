import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, media, toastInsets, vars } from '@hireloop/ui';

const base = style({
  width: '100%',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** Page widths. */
export const page = styleVariants({
  narrow: [base, { maxWidth: vars.size.formMax }],
  content: [base, { maxWidth: vars.size.contentMax }],
  wide: [base, { maxWidth: '100%' }],
});

/**
 * Heading, lead, then the actions at the start edge: the shell's toaster stacks at the top-right
 * (R-TOAST-4), so actions kept to the left are never under a toast (docs/decisions/025).
 */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.fontSize.xxl,
  outline: 'none',
  '@media': { [media.desktop]: { fontSize: vars.font.fontSize.xxxl } },
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.md,
  maxWidth: vars.size.proseMax,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
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
      flexWrap: 'nowrap',
      alignItems: 'center',
      height: barHeight,
      paddingInline: vars.space.md,
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

export const hiddenOnPhone = style({ '@media': { [belowTablet]: { display: 'none' } } });

/** The page's end stays clear of the phone action bar. */
export const withActionBar = style({
  '@media': { [belowTablet]: { paddingBottom: barHeight } },
});

// Toasts of the bottom corner stack above the bar.
globalStyle(`:root:has(${actionBar})`, {
  '@media': { [belowTablet]: { vars: { [toastInsets.bottom]: barHeight } } },
});

/** Loading region. */
export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
