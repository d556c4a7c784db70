/**
 * The signed-in shell of the web app (apps/web, R-SHELL-1 Signed-in shell): sidebar extras, the
 * profile menu and the unread badge. Menu labels are in `nav`, the logout dialog in `auth.logout`,
 * the session warning in `session`.
 */
export const webShell = {
  profileMenu: 'Account menu for {{name}}',
  profile: 'Profile',
  settings: 'Settings',
  unreadBadge_one: '{{count, number}} unread notification',
  unreadBadge_other: '{{count, number}} unread notifications',
  unreadAnnouncement_one: 'You have {{count, number}} unread notification',
  unreadAnnouncement_other: 'You have {{count, number}} unread notifications',
  roleCustomer: 'Job seeker',
  roleBusiness: 'Employer',
  skipToContent: 'Skip to content',
  preferences: 'Display preferences',
} as const;
