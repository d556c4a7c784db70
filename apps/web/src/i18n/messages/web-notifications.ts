/**
 * The notifications screen of the web app (apps/web, R-NOTIF-1 Notifications screen); tab, group,
 * action, empty and outcome texts are in the `notifications` namespace.
 */
export const webNotifications = {
  lead: 'Updates on your applications, job postings and account.',
  tabsLabel: 'Filter notifications',
  paginationLabel: 'Notification pages',
  refreshFailed: 'Showing the last notifications we could load.',
  retry: 'Try again',
  open: 'Open',
  unreadSummary_one: '{{count, number}} unread',
  unreadSummary_other: '{{count, number}} unread',
  emptyHint: {
    all: 'When something happens with your applications or postings, you will see it here.',
    unread: 'New notifications will show up here.',
    important: 'Mark a notification as important to keep it here.',
  },
} as const;
