/**
 * Validation messages. The password requirements' own messages come with the requirements the
 * app passes to `PasswordField` (the API's rules).
 */
export const validation = {
  password: {
    checklistLabel: 'Password requirements',
    ruleMet: 'met',
    ruleNotMet: 'not met',
    notMet: 'The password does not meet every requirement above.',
  },
  required: 'This field is required',
  email: 'Enter a valid email address',
  formError: 'Please check the highlighted fields and try again.',
} as const;
