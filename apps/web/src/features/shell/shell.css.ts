import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The page area next to the sidebar: content centred up to the content width plus its padding. */
export const content = style({ maxWidth: `calc(${vars.size.contentMax} + 2 * ${vars.space.xl})` });
