/**
 * Labels of the data-display and feedback components: pagination, badge,
 * avatar, tag group, file drop zone, toasts, tables, skeletons, stats, empty states and notification items.
 */
export const display = {
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    previousShort: 'Previous',
    nextShort: 'Next',
    summary: 'Page {{page}} of {{total}}',
  },
  tagGroup: {
    /**
     * A tag's remove button (TagGroup); react-aria adds the tag's own text to its name
     * ("Remove React").
     */
    remove: 'Remove',
  },
  badge: {
    /** Shown instead of a count above the cap (R-LIMIT-11: "99+"). */
    overflow: '{{max}}+',
  },
  avatar: {
    /** Accessible name when no name is known (R-SHELL-2 falls back to "User"). */
    fallbackName: 'User',
  },
  fileDropZone: {
    drop: 'Drag and drop a file here',
    or: 'or',
    browse: 'Choose a file',
    replace: 'Replace file',
    remove: 'Remove file',
    dropHere: 'Drop the file to upload it',
    hint: '{{types}} up to {{size}}',
    selectedLabel: 'File:',
    preview: 'Preview of {{name}}',
    errors: {
      tooLarge: '“{{name}}” is {{size}}. The maximum size is {{max}}.',
      type: '“{{name}}” is not an accepted file type. Use {{types}}.',
      multiple: 'Drop one file at a time.',
      unreadable: 'This item is not a file.',
    },
    kinds: {
      avatar: 'Profile photo',
      logo: 'Company logo',
      resume: 'Resume',
    },
  },
  toast: {
    region: 'Notifications',
    close: 'Dismiss notification',
    types: {
      success: 'Success',
      error: 'Error',
      warning: 'Warning',
      info: 'Information',
    },
  },
  table: {
    empty: 'No rows to show.',
  },
  gridList: {
    empty: 'Nothing to show.',
  },
  stat: {
    trendUp: 'Up {{value}}',
    trendDown: 'Down {{value}}',
    trendFlat: 'No change',
  },
  notificationItem: {
    unread: 'Unread',
    kinds: {
      application_received: 'New application',
      application_status_changed: 'Application update',
      posting_closed: 'Job posting closed',
      message: 'Message',
      system: 'Hireloop notice',
      job_alert: 'Job alert',
      team: 'Hiring team',
    },
  },
  markdown: {
    externalLink: '(opens in a new tab)',
  },
} as const;
