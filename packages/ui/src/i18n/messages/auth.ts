/** Sign-in, registration and sign-out (spec §2, §4, §8). */
export const auth = {
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to continue to your account.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    noAccount: 'New here?',
    createAccount: 'Create an account',
    failed: 'Authentication failed',
    invalidResponse: 'Invalid response format from login API',
  },
  register: {
    title: 'Create your account',
    chooseRole: 'How will you use Hireloop?',
    roleLabel: 'Account type',
    roles: {
      customer: {
        title: 'Job seeker',
        description: 'Find jobs, save the ones you like and follow your applications.',
      },
      business: {
        title: 'Employer',
        description: 'Post jobs, review applications and hire your next colleague.',
      },
    },
    firstName: 'First name',
    lastName: 'Last name',
    businessName: 'Business name',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    agreedToTerms: 'I agree to the Terms of Service and Privacy Policy',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    failed: 'Registration failed. Please try again.',
  },
  logout: {
    title: 'Confirm Logout',
    message:
      'Are you sure you want to log out? You will need to sign in again to access your account.',
    cancel: 'Cancel',
    confirm: 'Logout',
    menuItem: 'Logout',
    loggedOut: 'You have been logged out',
  },
  userFallback: 'User',
} as const;
