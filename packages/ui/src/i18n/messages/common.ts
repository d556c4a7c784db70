/** Shared words: actions, states and labels used across components and screens. */
export const common = {
  appName: 'Hireloop',
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    save: 'Save',
    saveChanges: 'Save changes',
    delete: 'Delete',
    edit: 'Edit',
    back: 'Back',
    next: 'Next',
    previous: 'Previous',
    retry: 'Try again',
    clear: 'Clear',
    search: 'Search',
    submit: 'Submit',
    moreActions: 'More actions',
    showMore: 'Show more',
  },
  states: {
    loading: 'Loading…',
    saving: 'Saving…',
    optional: 'Optional',
    required: 'Required',
  },
} as const;
