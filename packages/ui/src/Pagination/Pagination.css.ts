import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/sprinkles.css.ts';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Numbered pages and gaps: hidden on phones, where "Page 3 of 10" stands in for them. */
export const pageSlot = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const summary = style({
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { display: 'none' } },
});

/** Page buttons and links; the current page is a solid accent square. */
export const item = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xxs,
      minWidth: vars.size.controlMd,
      height: vars.size.controlMd,
      padding: `0 ${vars.space.xs}`,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      background: 'transparent',
      color: vars.color.text,
      fontSize: vars.font.fontSize.sm,
      fontWeight: vars.font.fontWeight.medium,
      fontVariantNumeric: 'tabular-nums',
      textDecoration: 'none',
      cursor: 'pointer',
      transition,
      selectors: {
        '&[data-hovered]': { background: vars.color.surfaceHover },
        '&[data-pressed]': { background: vars.color.surfacePressed },
        '&[aria-current="page"]': {
          background: vars.color.accent,
          color: vars.color.onAccent,
          fontWeight: vars.font.fontWeight.semibold,
          cursor: 'default',
        },
        '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    kind: {
      page: {},
      step: {
        padding: `0 ${vars.space.sm}`,
        borderColor: vars.color.border,
        background: vars.color.surface,
        selectors: {
          '&[data-disabled]': { background: 'transparent' },
        },
      },
    },
  },
  defaultVariants: { kind: 'page' },
});

export const stepLabel = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlMd,
  paddingBottom: vars.space.xs,
  color: vars.color.textSubtle,
  userSelect: 'none',
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
