import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Running text from Markdown (job descriptions, company profiles): a calm reading measure. */
export const prose = style({
  maxWidth: vars.size.proseMax,
  color: vars.color.text,
  fontSize: vars.font.fontSize.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} :is(h2, h3, h4, h5, h6)`, {
  marginTop: vars.space.xl,
  marginBottom: 0,
  color: vars.color.text,
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} h2`, { fontSize: vars.font.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.font.fontSize.lg });
globalStyle(`${prose} :is(h4, h5, h6)`, { fontSize: vars.font.fontSize.md });
globalStyle(`${prose} :is(h2, h3, h4, h5, h6) + *`, { marginTop: vars.space.xs });
globalStyle(`${prose} :is(ul, ol)`, { paddingLeft: vars.space.lg, marginBottom: 0 });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${prose} li::marker`, { color: vars.color.textSubtle });
globalStyle(`${prose} strong`, { fontWeight: vars.font.fontWeight.semibold });
globalStyle(`${prose} a`, {
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} a:hover`, { textDecorationThickness: '2px' });
globalStyle(`${prose} blockquote`, {
  marginLeft: 0,
  marginRight: 0,
  marginBottom: 0,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} code`, {
  fontFamily: vars.font.fontFamily.mono,
  fontSize: '0.875em',
  padding: `0.1em 0.35em`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
globalStyle(`${prose} pre`, {
  marginBottom: 0,
  overflowX: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle(`${prose} pre code`, { padding: 0, background: 'transparent' });
globalStyle(`${prose} hr`, {
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.xl} 0`,
});
globalStyle(`${prose} img`, { borderRadius: vars.radius.md, height: 'auto' });

export const externalIcon = style({
  display: 'inline',
  width: '0.8em',
  height: '0.8em',
  marginLeft: '0.2em',
  verticalAlign: 'baseline',
});
