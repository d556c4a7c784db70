/** Notifications screen, items and API outcomes (R-NOTIF-1, R-ERR-7). */
export const notifications = {
  title: 'Notifications',
  tabs: { all: 'All', unread: 'Unread', important: 'Important' },
  groups: { today: 'Today', yesterday: 'Yesterday', earlier: 'Earlier' },
  actions: {
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    markImportant: 'Mark as important',
    unmarkImportant: 'Remove from important',
    delete: 'Delete',
  },
  empty: {
    all: 'You have no notifications yet.',
    unread: 'You are all caught up.',
    important: 'No important notifications.',
  },
  unreadCount_one: '{{count, number}} unread notification',
  unreadCount_other: '{{count, number}} unread notifications',
  errors: {
    fetch: 'Failed to fetch notifications',
    unreadCount: 'Failed to get unread count',
    markRead: 'Failed to mark notification as read',
    delete: 'Failed to delete notification',
    fetchSettings: 'Failed to fetch notification settings',
    updateSettings: 'Failed to update notification settings',
  },
  success: {
    markRead: 'Notification marked as read',
    delete: 'Notification deleted',
    settingsUpdated: 'Settings updated successfully',
  },
} as const;
