import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** A line of the stats' grid that spans the three columns: the heading, the note, the error. */
export const fullRow = style({ gridColumn: '1 / -1' });

/** The stats' heading: small capitals, spaced out. */
export const statsHeading = style([
  fullRow,
  { textTransform: 'uppercase', letterSpacing: vars.font.letterSpacing.wide },
]);
