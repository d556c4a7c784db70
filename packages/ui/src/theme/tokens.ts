/**
 * Raw design tokens of the design system: the single typed source of every colour, spacing, size,
 * radius, type, shadow, motion, z-index and breakpoint value. `theme.css.ts` turns them into a
 * vanilla-extract theme contract (`vars`) and one class per theme (`lightTheme`, `darkTheme`);
 * components reference only `vars`, never these raw values.
 *
 * Look: a calm, professional job-site palette — neutral cool greys, an indigo accent and a teal
 * secondary accent, an 8 px spacing rhythm, soft layered shadows. Every text/background pair that
 * components use is listed in `contrastPairs` and tested for WCAG 2.2 AA in both themes.
 */

/** Colour scales (hex). Only `lightColors` / `darkColors` below pick from them. */
export const palette = {
  white: '#ffffff',
  gray: {
    25: '#fbfcfd',
    50: '#f6f7f9',
    100: '#eef0f4',
    200: '#e2e5eb',
    300: '#cdd2db',
    400: '#9aa2b1',
    500: '#6b7384',
    600: '#4d5566',
    700: '#363d4c',
    800: '#242a36',
    850: '#1b2029',
    900: '#141820',
    950: '#0d1016',
  },
  indigo: {
    50: '#eef0ff',
    100: '#e0e4ff',
    200: '#c6cdff',
    300: '#a4aefc',
    400: '#8590f6',
    500: '#6669ee',
    600: '#4f4ce0',
    700: '#413dc4',
    800: '#35339c',
    900: '#2a2a78',
    950: '#1c1b4a',
  },
  teal: {
    50: '#effcf9',
    100: '#cdf6ec',
    300: '#5fd6c0',
    400: '#2dbba5',
    600: '#0f7a6d',
    700: '#0d6259',
    800: '#0f4f48',
    950: '#062824',
  },
  red: {
    50: '#fef2f2',
    100: '#fde3e3',
    300: '#fca5a5',
    400: '#f87171',
    600: '#d12a2a',
    700: '#b01f1f',
    800: '#8f1d1d',
    950: '#3a0c0c',
  },
  green: {
    50: '#effaf3',
    300: '#7ee2a3',
    400: '#4ccc7e',
    700: '#17753c',
    800: '#155e32',
    950: '#07281a',
  },
  amber: {
    50: '#fff8eb',
    300: '#fcd071',
    400: '#f9b938',
    700: '#a8520a',
    800: '#87400d',
    950: '#2f1a05',
  },
  sky: {
    50: '#eff8ff',
    300: '#86cdf7',
    400: '#4fb3ee',
    700: '#0b65a0',
    800: '#0e5383',
    950: '#06263d',
  },
} as const;

/**
 * Semantic colour roles. Names say what the colour is for, not what it looks like:
 * `text*` on `background`/`surface*`, `on*` is text drawn on the matching solid fill,
 * `*Subtle` a tinted background with its `*SubtleText` foreground.
 */
export type ColorTokens = {
  /** Page canvas behind cards and the shell. */
  background: string;
  /** Cards, dialogs, inputs, the sidebar. */
  surface: string;
  /** Slightly recessed areas: table headers, skeletons, code. */
  surfaceMuted: string;
  /** Hover fill of list rows, menu items, ghost buttons. */
  surfaceHover: string;
  /** Pressed / selected fill of list rows and menu items. */
  surfacePressed: string;
  /** Decorative hairlines and dividers (no contrast requirement). */
  border: string;
  /** Borders that identify a control (inputs, checkboxes): at least 3:1 against surfaces. */
  borderStrong: string;
  /** Body text and headings. */
  text: string;
  /** Secondary text: descriptions, metadata. */
  textMuted: string;
  /** Tertiary text: placeholders, captions. Still AA (4.5:1) on every surface. */
  textSubtle: string;
  /** Text of disabled controls (exempt from contrast rules, kept readable anyway). */
  textDisabled: string;
  /** Primary accent fill (primary buttons, selected states). */
  accent: string;
  accentHover: string;
  accentPressed: string;
  /** Text and icons on `accent`. */
  onAccent: string;
  /** Accent as a foreground on surfaces: links, active nav items, checked marks. */
  accentText: string;
  /** Tinted background of selected nav items, info chips. */
  accentSubtle: string;
  accentSubtleText: string;
  /** Teal secondary accent, used sparingly (highlights, success-like emphasis, charts). */
  secondary: string;
  onSecondary: string;
  secondarySubtle: string;
  secondarySubtleText: string;
  /** Destructive actions and error states. */
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  onDanger: string;
  /** Error messages and invalid field borders on surfaces. */
  dangerText: string;
  dangerSubtle: string;
  dangerSubtleText: string;
  success: string;
  onSuccess: string;
  successText: string;
  successSubtle: string;
  successSubtleText: string;
  warning: string;
  onWarning: string;
  warningText: string;
  warningSubtle: string;
  warningSubtleText: string;
  info: string;
  onInfo: string;
  infoText: string;
  infoSubtle: string;
  infoSubtleText: string;
  /** Keyboard focus ring: at least 3:1 against every surface. */
  focusRing: string;
  /** Modal backdrop. */
  overlay: string;
  /** Tooltip / inverse surfaces and their text. */
  inverseSurface: string;
  inverseText: string;
};

/** Light theme colours. */
export const lightColors: ColorTokens = {
  background: palette.gray[50],
  surface: palette.white,
  surfaceMuted: palette.gray[100],
  surfaceHover: palette.gray[100],
  surfacePressed: palette.gray[200],
  border: palette.gray[200],
  borderStrong: '#7d8596',
  text: palette.gray[900],
  textMuted: palette.gray[600],
  textSubtle: '#5f6778',
  textDisabled: palette.gray[400],
  accent: palette.indigo[600],
  accentHover: palette.indigo[700],
  accentPressed: palette.indigo[800],
  onAccent: palette.white,
  accentText: palette.indigo[700],
  accentSubtle: palette.indigo[50],
  accentSubtleText: palette.indigo[800],
  secondary: palette.teal[600],
  onSecondary: palette.white,
  secondarySubtle: palette.teal[50],
  secondarySubtleText: palette.teal[800],
  danger: palette.red[600],
  dangerHover: palette.red[700],
  dangerPressed: palette.red[800],
  onDanger: palette.white,
  dangerText: palette.red[700],
  dangerSubtle: palette.red[50],
  dangerSubtleText: palette.red[800],
  success: palette.green[700],
  onSuccess: palette.white,
  successText: palette.green[700],
  successSubtle: palette.green[50],
  successSubtleText: palette.green[800],
  warning: palette.amber[400],
  onWarning: palette.gray[950],
  warningText: palette.amber[700],
  warningSubtle: palette.amber[50],
  warningSubtleText: palette.amber[800],
  info: palette.sky[700],
  onInfo: palette.white,
  infoText: palette.sky[700],
  infoSubtle: palette.sky[50],
  infoSubtleText: palette.sky[800],
  focusRing: palette.indigo[500],
  overlay: 'rgba(13, 16, 22, 0.48)',
  inverseSurface: palette.gray[850],
  inverseText: palette.gray[50],
};

/** Dark theme colours: lighter accents with dark text on fills, raised surfaces get lighter. */
export const darkColors: ColorTokens = {
  background: palette.gray[950],
  surface: palette.gray[900],
  surfaceMuted: palette.gray[850],
  surfaceHover: palette.gray[800],
  surfacePressed: palette.gray[700],
  border: palette.gray[800],
  borderStrong: '#6f788a',
  text: palette.gray[50],
  textMuted: palette.gray[300],
  textSubtle: palette.gray[400],
  textDisabled: palette.gray[500],
  accent: palette.indigo[400],
  accentHover: palette.indigo[300],
  accentPressed: palette.indigo[200],
  onAccent: palette.gray[950],
  accentText: palette.indigo[300],
  accentSubtle: palette.indigo[950],
  accentSubtleText: palette.indigo[200],
  secondary: palette.teal[400],
  onSecondary: palette.gray[950],
  secondarySubtle: palette.teal[950],
  secondarySubtleText: palette.teal[100],
  danger: palette.red[400],
  dangerHover: palette.red[300],
  dangerPressed: palette.red[100],
  onDanger: palette.gray[950],
  dangerText: palette.red[300],
  dangerSubtle: palette.red[950],
  dangerSubtleText: palette.red[100],
  success: palette.green[400],
  onSuccess: palette.gray[950],
  successText: palette.green[300],
  successSubtle: palette.green[950],
  successSubtleText: palette.green[300],
  warning: palette.amber[400],
  onWarning: palette.gray[950],
  warningText: palette.amber[300],
  warningSubtle: palette.amber[950],
  warningSubtleText: palette.amber[300],
  info: palette.sky[400],
  onInfo: palette.gray[950],
  infoText: palette.sky[300],
  infoSubtle: palette.sky[950],
  infoSubtleText: palette.sky[300],
  focusRing: palette.indigo[300],
  overlay: 'rgba(0, 0, 0, 0.6)',
  inverseSurface: palette.gray[100],
  inverseText: palette.gray[900],
};

/** Spacing scale on an 8 px rhythm (with 4 px and 12 px steps for tight spots). rem, 1rem = 16 px. */
export const space = {
  none: '0',
  /** 2 px */
  xxxs: '0.125rem',
  /** 4 px */
  xxs: '0.25rem',
  /** 8 px */
  xs: '0.5rem',
  /** 12 px */
  sm: '0.75rem',
  /** 16 px */
  md: '1rem',
  /** 24 px */
  lg: '1.5rem',
  /** 32 px */
  xl: '2rem',
  /** 48 px */
  xxl: '3rem',
  /** 64 px */
  xxxl: '4rem',
} as const;

/**
 * Fixed sizes. `sidebarOpen` / `sidebarCollapsed` are the spec's "64 units open, 20 collapsed"
 * (R-SHELL-1, R-LIMIT-14) in a 4 px unit: 16rem and 5rem.
 */
export const size = {
  /** Sidebar width when open (R-SHELL-1: 64 units). */
  sidebarOpen: '16rem',
  /** Sidebar width when collapsed (R-SHELL-1: 20 units). */
  sidebarCollapsed: '5rem',
  /** Height of the mobile top bar. */
  topBar: '3.5rem',
  /** Minimum pointer target (WCAG 2.2 SC 2.5.8: 24 × 24 CSS px). */
  targetMin: '1.5rem',
  /** Control heights: small 32 px, medium 40 px, large 48 px. */
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  iconSm: '1rem',
  iconMd: '1.25rem',
  iconLg: '1.5rem',
  avatarSm: '2rem',
  avatarMd: '2.5rem',
  avatarLg: '4rem',
  avatarXl: '6rem',
  /** Max width of page content. */
  contentMax: '75rem',
  /** Comfortable measure for running text. */
  proseMax: '42rem',
  /** Max width of single-column forms (login, register). */
  formMax: '28rem',
  dialogSm: '26rem',
  dialogMd: '34rem',
  dialogLg: '48rem',
  popoverMin: '12rem',
} as const;

/** Corner radii. */
export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

/** Type scale: Inter (self-hosted variable font) with a system fallback stack. */
export const typography = {
  fontFamily: {
    body: "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    /** 12 px */
    xs: '0.75rem',
    /** 14 px */
    sm: '0.875rem',
    /** 16 px */
    md: '1rem',
    /** 18 px */
    lg: '1.125rem',
    /** 20 px */
    xl: '1.25rem',
    /** 24 px */
    xxl: '1.5rem',
    /** 30 px */
    xxxl: '1.875rem',
    /** 36 px */
    display: '2.25rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    snug: '1.35',
    normal: '1.5',
    relaxed: '1.65',
  },
  letterSpacing: {
    tight: '-0.015em',
    normal: '0',
    wide: '0.04em',
  },
} as const;

/** Soft, layered shadows per theme (dark uses deeper, less visible shadows plus a hairline). */
/** Shadow scale (CSS box-shadow values). */
export type ShadowTokens = Record<'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', string>;

export const lightShadow: ShadowTokens = {
  none: 'none',
  xs: '0 1px 2px rgba(16, 24, 40, 0.05)',
  sm: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
  md: '0 4px 12px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.04)',
  lg: '0 12px 24px -6px rgba(16, 24, 40, 0.12), 0 4px 8px -4px rgba(16, 24, 40, 0.05)',
  xl: '0 24px 48px -12px rgba(16, 24, 40, 0.22)',
};

export const darkShadow: ShadowTokens = {
  none: 'none',
  xs: '0 1px 2px rgba(0, 0, 0, 0.4)',
  sm: '0 1px 3px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.04)',
  md: '0 4px 12px -2px rgba(0, 0, 0, 0.55), 0 0 0 1px rgba(255, 255, 255, 0.05)',
  lg: '0 12px 24px -6px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.06)',
  xl: '0 24px 48px -12px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.06)',
};

/** Motion: durations (ms) and easings. All durations become 0 ms under `prefers-reduced-motion`. */
export const motion = {
  duration: {
    /** 100 ms: hover and press feedback. */
    fast: '100ms',
    /** 180 ms: small transitions (focus, colour). */
    normal: '180ms',
    /** 280 ms: overlays entering, sidebar collapsing. */
    slow: '280ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/** Stacking order, lowest first. */
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  sidebar: '200',
  overlay: '300',
  modal: '400',
  popover: '500',
  toast: '600',
  tooltip: '700',
} as const;

/**
 * Breakpoints (min-width, px). Not CSS variables (media queries cannot read them): used by the
 * sprinkles conditions and `media` helpers. `desktop` is where the sidebar stays beside the content;
 * below it the mobile top bar shows.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 640,
  desktop: 1024,
} as const;

/** Everything shared by both themes, plus each theme's colours and shadows. */
export const tokens = {
  space,
  size,
  radius,
  typography,
  motion,
  zIndex,
  breakpoints,
  light: { color: lightColors, shadow: lightShadow },
  dark: { color: darkColors, shadow: darkShadow },
} as const;

/** What a contrast pair is for: body text needs 4.5:1, large text and UI parts 3:1 (WCAG 2.2 AA). */
export type ContrastKind = 'text' | 'ui';

/**
 * Every foreground/background colour pair the components draw, with the WCAG level it must reach.
 * The contrast test checks each pair in both themes; add a pair here when a component uses a new one.
 */
export const contrastPairs: ReadonlyArray<
  readonly [keyof ColorTokens, keyof ColorTokens, ContrastKind]
> = [
  ...(['background', 'surface', 'surfaceMuted', 'surfaceHover'] as const).flatMap((bg) => [
    ['text', bg, 'text'] as const,
    ['textMuted', bg, 'text'] as const,
    ['textSubtle', bg, 'text'] as const,
    ['accentText', bg, 'text'] as const,
    ['dangerText', bg, 'text'] as const,
    ['successText', bg, 'text'] as const,
    ['warningText', bg, 'text'] as const,
    ['infoText', bg, 'text'] as const,
    ['borderStrong', bg, 'ui'] as const,
    ['focusRing', bg, 'ui'] as const,
    ['accent', bg, 'ui'] as const,
    ['danger', bg, 'ui'] as const,
  ]),
  ['text', 'surfacePressed', 'text'],
  ['onAccent', 'accent', 'text'],
  ['onAccent', 'accentHover', 'text'],
  ['onAccent', 'accentPressed', 'text'],
  ['accentSubtleText', 'accentSubtle', 'text'],
  ['onSecondary', 'secondary', 'text'],
  ['secondarySubtleText', 'secondarySubtle', 'text'],
  ['onDanger', 'danger', 'text'],
  ['onDanger', 'dangerHover', 'text'],
  ['onDanger', 'dangerPressed', 'text'],
  ['dangerSubtleText', 'dangerSubtle', 'text'],
  ['onSuccess', 'success', 'text'],
  ['successSubtleText', 'successSubtle', 'text'],
  ['onWarning', 'warning', 'text'],
  ['warningSubtleText', 'warningSubtle', 'text'],
  ['onInfo', 'info', 'text'],
  ['infoSubtleText', 'infoSubtle', 'text'],
  ['inverseText', 'inverseSurface', 'text'],
  ['accentText', 'accentSubtle', 'text'],
];
