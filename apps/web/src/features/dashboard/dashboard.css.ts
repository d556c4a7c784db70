import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const sectionTitle = style({
  fontSize: vars.font.fontSize.lg,
  marginBlockEnd: vars.space.md,
});

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  marginBlockEnd: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
