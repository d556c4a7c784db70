import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The row of segments inside the shell. */
export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  whiteSpace: 'nowrap',
  gap: 0,
  padding: `0 ${vars.space.sm}`,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.fontSize.md,
});

/** One editable part (day, month, hour, …) or a literal between them. */
export const segment = style({
  // 24 px wide at least: each segment is a target of its own (WCAG 2.2 target size).
  display: 'inline-block',
  minWidth: '1.5rem',
  textAlign: 'center',
  padding: `0 ${vars.space.xxxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { minWidth: 0, padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-focused]': {
      background: vars.color.focusRing,
      color: vars.color.surface,
    },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

/** The shell: the zone moves under the segments when both do not fit on one line. */
export const box = style({ flexWrap: 'wrap', rowGap: 0 });

/** The time zone shown after the segments. */
export const zone = style({
  marginLeft: 'auto',
  paddingRight: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
  whiteSpace: 'nowrap',
});
