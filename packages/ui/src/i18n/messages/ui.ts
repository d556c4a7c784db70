/** Labels of the components' own controls (not of the content they show). */
export const ui = {
  passwordField: {
    show: 'Show password',
  },
  searchField: {
    clear: 'Clear search',
  },
  select: {
    placeholder: 'Select an option',
  },
  comboBox: {
    showSuggestions: 'Show suggestions',
    noResults: 'No results',
  },
  dialog: {
    close: 'Close dialog',
  },
  form: {
    errorTitle: 'We could not save this form',
  },
} as const;
