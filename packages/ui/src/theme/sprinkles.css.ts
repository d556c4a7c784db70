import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './tokens.ts';
import { vars } from './theme.css.ts';

/** Media queries for the breakpoints, for use in `style({ '@media': { [media.desktop]: ... } })`. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: { ...vars.space, auto: 'auto' },
    marginBottom: { ...vars.space, auto: 'auto' },
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.fontSize,
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.fontWeight,
    lineHeight: vars.font.lineHeight,
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    minWidth: ['0'],
    maxWidth: {
      content: vars.size.contentMax,
      prose: vars.size.proseMax,
      form: vars.size.formMax,
      full: '100%',
    },
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    borderStyle: ['solid', 'none'],
    borderWidth: { none: '0', thin: '1px' },
  },
});

/**
 * Atomic layout and colour classes from theme tokens. Responsive properties take a value or a
 * per-breakpoint object / array: `sprinkles({ padding: { mobile: 'md', desktop: 'xl' } })`.
 */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

/** Props accepted by `sprinkles()` and by `Box`. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
