/**
 * Sign-in and registration screens of the web app (apps/web, R-VALID-2, R-VALID-3); the field labels
 * and the spec's messages are in the `auth` and `validation` namespaces.
 */
export const webAuth = {
  login: {
    documentTitle: 'Sign in',
    errorTitle: 'We could not sign you in',
    rememberHint: 'Stay signed in on this device. Leave it off on a shared computer.',
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
  },
} as const;
