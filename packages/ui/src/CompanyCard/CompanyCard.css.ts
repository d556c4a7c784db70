import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from '../private/styles.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.fontSize.lg,
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  // Wraps between words; breaks inside a word only when the word alone is wider than the card
  // (`anywhere` also let the layout shrink the name below its longest word).
  overflowWrap: 'break-word',
});

export const nameLink = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
      '&[data-hovered]': { color: vars.color.accentText },
    },
  },
]);

export const subtitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
});

export const jobs = style({ color: vars.color.accentText });
export const noJobs = style({ color: vars.color.textMuted });

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
