/** Signing in (spec 000 section 3). */
export const auth = {
  title: 'Sign in',
  companySignIn: 'Sign in with your company account',
  or: 'or',
  intro: 'Use the email and password your marina gave you.',
  tagline: 'Management System',
  email: 'Email',
  password: 'Password',
  hidePassword: 'Hide password',
  showPassword: 'Show password',
  signingIn: 'Signing in...',
  signIn: 'Sign In',
  failed: 'Sign-in failed. Please try again.',
} as const;
