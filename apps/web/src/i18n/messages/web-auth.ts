/**
 * Sign-in and registration screens of the web app (apps/web, R-VALID-2, R-VALID-3); the field labels
 * and the spec's messages are in the `auth` and `validation` namespaces.
 */
export const webAuth = {
  login: {
    documentTitle: 'Sign in',
    errorTitle: 'We could not sign you in',
    rememberHint: 'Stay signed in on this device. Leave it off on a shared computer.',
    forgotPassword: 'Forgot password?',
    otp: 'Authentication code',
    otpHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  forgot: {
    documentTitle: 'Reset your password',
    title: 'Reset your password',
    lead: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send the link',
    back: 'Back to sign in',
  },
  reset: {
    documentTitle: 'Choose a new password',
    title: 'Choose a new password',
    lead: 'After the change, every device signed in to your account is signed out.',
    password: 'New password',
    confirmPassword: 'Confirm the new password',
    submit: 'Change the password',
    doneTitle: 'Password changed',
    signIn: 'Sign in',
    invalidTitle: 'This link does not work',
    newLink: 'Ask for a new link',
  },
  registerSelect: {
    documentTitle: 'Create an account',
    lead: 'Choose the kind of account you need. You can create the other kind later with another e-mail address.',
    continue: 'Continue',
  },
  registerForm: {
    titleCustomer: 'Create your job seeker account',
    titleBusiness: 'Create your employer account',
    leadCustomer: 'Save jobs, apply in a minute and follow every application.',
    leadBusiness: 'Post jobs and review applications in one place.',
    otherRole: 'Choose another account type',
    avatar: 'Profile photo',
    logo: 'Company logo',
    pictureHint: 'Optional. JPEG, PNG, WebP, GIF or AVIF, up to 2 MB.',
    errorTitle: 'We could not create your account',
    passwordMismatch: 'The passwords do not match.',
    submitHint: 'Fill in every required field and accept the terms to continue.',
    titleInvitation: 'Join {{company}} on Hireloop',
    leadInvitation: {
      admin:
        'You were invited as an admin: postings, applications, the company profile and its team.',
      recruiter:
        'You were invited as a recruiter: postings, every application, messages and interviews.',
      interviewer:
        "You were invited as an interviewer: the applications of the postings you're put on, with private notes and scorecards.",
    },
    invitedEmail: 'The address the invitation was sent to.',
    invitationLoading: 'Reading your invitation…',
    invitationInvalidTitle: 'This invitation link does not work',
    invitationFailedTitle: 'We could not read your invitation',
    invitationMangled: 'This link is incomplete: open it again from the invitation e-mail.',
    invitationInvalidText:
      'Invitation links work once, for 7 days. Ask the person who invited you to send a new one.',
    createCompany: 'Register a new company instead',
    retry: 'Try again',
  },
} as const;
