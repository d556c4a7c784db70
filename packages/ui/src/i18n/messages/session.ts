/** Session timeout warning and outcomes (R-SESSION-2, R-SESSION-5). */
export const session = {
  warning: {
    title: 'Your session is about to expire',
    message:
      'For your security, you will be logged out after a period of inactivity. Do you want to stay logged in?',
    countdownLabel: 'Time remaining',
    stay: 'Stay Logged In',
    logout: 'Logout Now',
  },
  extended: 'Session extended successfully',
  extendFailed: 'Failed to extend session',
  expired: 'Your session has expired. Please log in again.',
} as const;
