/**
 * Labels of the signed-in shell and public page chrome: sidebar, mobile top
 * bar, footer, theme switch and language picker (R-UI-1 to R-UI-3, R-SHELL-1).
 */
export const shell = {
  sidebar: {
    navigation: 'Main navigation',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    account: 'Account',
    home: '{{appName}} home',
    skipToMain: 'Skip to main content',
  },
  footer: {
    contact: 'Contact',
    follow: 'Follow us',
    email: 'Email',
    phone: 'Phone',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    tagline: 'Find work you love, and the people to do it with.',
    newTab: '(opens in a new tab)',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  themeSwitch: {
    label: 'Dark theme',
  },
  languagePicker: {
    label: 'Language',
  },
} as const;
