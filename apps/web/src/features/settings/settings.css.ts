import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const section = style({ gap: vars.space.lg });

export const sectionHeading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const sectionDescription = style({
  color: vars.color.textMuted,
  maxWidth: vars.size.proseMax,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.proseMax,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const picture = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const pictureControls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 16rem',
  minWidth: 0,
  maxWidth: vars.size.formMax,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.fontSize.sm });

export const resume = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.fontWeight.semibold,
  marginBlockEnd: vars.space.xs,
});

export const kindTable = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const kindHeader = style({
  textAlign: 'left',
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.semibold,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const kindCell = style({
  textAlign: 'start',
  fontWeight: vars.font.fontWeight.regular,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const kindName = style({ fontWeight: vars.font.fontWeight.medium });

export const kindHint = style({ color: vars.color.textMuted, fontSize: vars.font.fontSize.sm });

export const sessionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const sessionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const sessionInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  minWidth: 0,
});

export const sessionDevice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  fontWeight: vars.font.fontWeight.medium,
});

export const danger = style({
  borderColor: vars.color.danger,
});

export const emailRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const errorText = style({ color: vars.color.dangerText, fontSize: vars.font.fontSize.sm });

/** The upload's status line (a live region, so never hidden; empty, it has no height). */
export const pictureStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
});

/** The heading of a step of the second-factor flow (focused when the step opens). */
export const stepTitle = style({ fontSize: vars.font.fontSize.md });

/** The QR code of the second factor's secret (white quiet zone, legible in both themes). */
export const qrCode = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  padding: vars.space.xs,
  background: '#ffffff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** The second factor's secret or recovery codes, in a monospaced font. */
export const code = style({
  fontFamily: vars.font.fontFamily.mono,
  fontSize: vars.font.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

export const recoveryCodes = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  maxWidth: vars.size.proseMax,
});

/** "Save these now…": the one-time warning above the recovery codes. */
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
  fontWeight: vars.font.fontWeight.medium,
  maxWidth: vars.size.proseMax,
});
