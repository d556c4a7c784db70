import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The filter panel's title row, as tall as its "Clear" button even without it. */
export const filtersHeader = style({ minHeight: vars.size.controlSm });
