import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The centred column of the sign-in and registration screens. */
export const screen = style({
  width: '100%',
  maxWidth: vars.size.formMax,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const wide = style({ maxWidth: vars.size.dialogLg });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: vars.font.fontSize.xxl, outline: 'none' });

export const lead = style({ color: vars.color.textMuted });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerSubtleText,
  border: `1px solid ${vars.color.danger}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const alertTitle = style({ fontWeight: vars.font.fontWeight.semibold });

export const hint = style({ fontSize: vars.font.fontSize.sm, color: vars.color.textMuted });

/** A short outcome shown in place of a form (password reset: link sent, password changed). */
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

/** "Forgot password?" under the password field, at the end of the line. */
export const forgotButton = style({ alignSelf: 'flex-end' });
