import { createContainer, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';
import { toastInsets } from '../Toast/toastInsets.css.ts';

const widthTransition = `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`;

/**
 * The shell switches layout on its own width (a container query at the desktop breakpoint), which
 * is the window's width in the app and lets stories show the phone layout in a narrow frame.
 */
const shellContainer = createContainer();
const desktop = `${shellContainer} (min-width: ${breakpoints.desktop}px)`;

export const shell = style({
  containerName: shellContainer,
  containerType: 'inline-size',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

/** Page grid: the sidebar beside the content on desktop, a top bar above it below desktop. */
export const frame = style({
  minHeight: 'inherit',
  '@container': {
    [desktop]: { display: 'flex', alignItems: 'stretch' },
  },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.topBar,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [desktop]: { display: 'none' } },
});

// While the sticky top bar shows (below the desktop breakpoint; the shell is as wide as the
// window in the app), toasts stack below it rather than over its menu and profile buttons.
globalStyle(`:root:has(${topBar})`, {
  '@media': {
    [`screen and (max-width: ${breakpoints.desktop - 0.02}px)`]: {
      vars: { [toastInsets.top]: vars.size.topBar },
    },
  },
});

export const topBarSpacer = style({ flex: 1 });

/** The desktop sidebar: 16rem open, 5rem collapsed (R-SHELL-1, R-LIMIT-14: 64 and 20 units). */
export const sidebar = style({
  display: 'none',
  '@container': {
    [desktop]: {
      position: 'sticky',
      top: 0,
      zIndex: vars.zIndex.sidebar,
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      width: vars.size.sidebarOpen,
      height: '100vh',
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
      transition: widthTransition,
    },
  },
  selectors: {
    '&[data-collapsed]': { width: vars.size.sidebarCollapsed },
  },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.topBar,
  padding: `0 ${vars.space.md}`,
  flexShrink: 0,
  selectors: {
    '[data-collapsed] > &': { justifyContent: 'center', padding: 0 },
  },
});

export const homeLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.targetMin,
    borderRadius: vars.radius.md,
    color: 'inherit',
    textDecoration: 'none',
  },
]);

export const navScroll = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A navigation link; the active one (aria-current="page") is tinted with the accent. */
export const navLink = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlMd,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontSize: vars.font.fontSize.sm,
    fontWeight: vars.font.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
      '&[aria-current="page"]': {
        background: vars.color.accentSubtle,
        color: vars.color.accentSubtleText,
        fontWeight: vars.font.fontWeight.semibold,
      },
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        left: `calc(-1 * ${vars.space.sm})`,
        top: vars.space.xs,
        bottom: vars.space.xs,
        width: '3px',
        borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
        background: vars.color.accent,
      },
      '[data-collapsed] &': { justifyContent: 'center', padding: 0 },
    },
  },
]);

/** A `SidebarNavButton`: the link's look on a button. */
export const navButton = style({
  width: '100%',
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  textAlign: 'start',
});

export const navIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});

export const navLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    // Collapsed: the label stays the link's accessible name but is not drawn.
    '[data-collapsed] &': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const navBadge = style({
  flexShrink: 0,
  selectors: {
    '[data-collapsed] &': {
      position: 'absolute',
      top: '2px',
      right: '6px',
      transform: 'scale(0.85)',
    },
  },
});

export const sidebarFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
  selectors: {
    '[data-collapsed] > &': { alignItems: 'center' },
  },
});

export const collapseButton = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.controlMd,
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.fontSize.sm,
    fontWeight: vars.font.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
      '[data-collapsed] &': { justifyContent: 'center', padding: 0, width: vars.size.controlMd },
    },
  },
]);

export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
]);

export const main = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  display: 'flex',
  width: `min(${vars.size.sidebarOpen}, calc(100vw - ${vars.space.xxl}))`,
  background: vars.color.surface,
  boxShadow: vars.shadow.xl,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.size.topBar,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The account entries at the foot of the drawer. */
export const drawerFooter = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Who is signed in, at the head of the drawer's account entries. */
export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  color: vars.color.text,
});

export const profileButton = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    // Shrinks (the name ellipsised) to leave room for a control beside it, e.g. a theme switch.
    minWidth: 0,
    minHeight: vars.size.controlLg,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed], &[aria-expanded="true"]': { background: vars.color.surfacePressed },
      '[data-collapsed] &': { width: 'auto', padding: vars.space.xxs },
    },
  },
]);

export const profileButtonCompact = style({ width: 'auto', padding: vars.space.xxs });

export const profileText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const profileName = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const profileDetail = style({
  fontSize: vars.font.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
