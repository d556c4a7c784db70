import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
  color: vars.color.text,
});

/** The dashed drop area; it lights up while a file is dragged over it. */
export const zone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1.5px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  transition,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      background: vars.color.accentSubtle,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textDisabled },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
  },
});

export const zoneEmpty = style({
  flexDirection: 'column',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const uploadIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const dropText = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
});

export const orText = style({
  fontSize: vars.font.fontSize.xs,
  color: vars.color.textMuted,
});

export const hint = style({
  fontSize: vars.font.fontSize.xs,
  color: vars.color.textMuted,
});

export const preview = style({
  width: vars.size.avatarXl,
  height: vars.size.avatarXl,
  flexShrink: 0,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const previewRound = style({ borderRadius: vars.radius.full });
export const previewSquare = style({ borderRadius: vars.radius.lg });

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerSubtleText,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

export const fileName = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.regular,
  color: vars.color.textMuted,
});

export const fileNameText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.dangerText,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.15em' });
