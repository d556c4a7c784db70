import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The picture's controls beside it: from 16rem wide, so they wrap under it on a phone. */
export const pictureControls = style({
  flex: '1 1 16rem',
  minWidth: 0,
  maxWidth: vars.size.formMax,
});

export const kindTable = style({ width: '100%', borderCollapse: 'collapse' });

export const kindHeader = style({
  textAlign: 'left',
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.semibold,
  color: vars.color.textMuted,
  padding: vars.space.xs,
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

/** A signed-in session: a rule under every one but the last. */
export const sessionItem = style({
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

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

/** The recovery codes: as many 9rem columns as fit. */
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
