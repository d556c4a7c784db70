/** Validation messages. Password rules are R-VALID-1, word for word. */
export const validation = {
  password: {
    minLength: 'Must be at least 8 characters',
    uppercase: 'Must contain uppercase letter',
    lowercase: 'Must contain lowercase letter',
    number: 'Must contain number',
    special: 'Must contain special character',
    checklistLabel: 'Password requirements',
    ruleMet: 'met',
    ruleNotMet: 'not met',
    notMet: 'The password does not meet every requirement above.',
  },
  required: 'This field is required',
  email: 'Enter a valid email address',
  formError: 'Please check the highlighted fields and try again.',
} as const;
