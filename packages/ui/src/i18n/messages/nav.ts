/** Navigation labels and screen titles (R-SHELL-1, R-ROUTE-2, R-ROUTE-3). */
export const nav = {
  dashboard: 'Dashboard',
  findJobs: 'Find Jobs',
  savedJobs: 'Saved Jobs',
  savedSearches: 'Saved Searches',
  applications: 'Applications',
  applicationSubmitted: 'Application Submitted',
  browseCompanies: 'Browse Companies',
  postings: 'Job postings',
  newPosting: 'New job posting',
  notifications: 'Notifications',
  messages: 'Messages',
  settings: 'Settings',
  settingsTabs: {
    profile: 'Profile',
    /** A business's members and invitations (issue 36). */
    team: 'Team',
    privacy: 'Privacy',
    security: 'Security',
    notifications: 'Notifications',
    account: 'Account',
  },
  unauthorized: 'You do not have access to this page',
  notFound: 'Page not found',
} as const;
