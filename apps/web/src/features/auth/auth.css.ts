import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The role choice's column: as wide as a large dialog (its two role cards side by side). */
export const wide = style({ maxWidth: vars.size.dialogLg });

/** The screen's heading: 24 px, without a ring when it takes the focus. */
export const title = style({ fontSize: vars.font.fontSize.xxl, outline: 'none' });
