import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

/** The page area next to the sidebar: padded, content centred up to the content width. */
export const content = style({
  width: '100%',
  maxWidth: `calc(${vars.size.contentMax} + 2 * ${vars.space.xl})`,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    [media.desktop]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

/** The profile menu and the theme switch: side by side, stacked in the collapsed sidebar. */
export const profileArea = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  selectors: {
    '&[data-stacked]': { flexDirection: 'column' },
  },
});
