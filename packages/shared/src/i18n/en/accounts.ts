/** Signing up and in, the e-mail verification, the account's own page and leaving it. */
export const accounts = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  nameInvalid: 'Name must not contain control characters',
  passwordsDoNotMatch: 'Passwords do not match',
  wrongAddress:
    'This page was opened at an address Littlestar does not answer on. Open {url} and try again.',
  languageInvalid: 'Please choose en or hi',
  dotInPath: 'Not found: the address has a "." or ".." part.',
  tooManyFailedSignIns:
    'Too many failed sign-ins for this account. Please try again in {seconds} seconds, or reset your password.',
  /** better-auth's own answers, word for word as it gives them. */
  auth: {
    invalidCredentials: 'Invalid email or password',
    userExists: 'User already exists. Use another email.',
    userExistsShort: 'User already exists.',
    invalidToken: 'Invalid token',
    invalidPassword: 'Invalid password',
    emailNotVerified: 'Email not verified',
  },
  verification: {
    required:
      'Please verify your e-mail address to make your free story. We sent you a link; you can send it again.',
  },
  leave: {
    passwordRequired: 'Please enter your password to delete your account.',
    wrongPassword: 'The password is not correct.',
    signInAgain:
      'For your safety, please log out, log in again with Google and delete your account within 5 minutes.',
    exportQueued: "We are preparing your data. We'll e-mail you a link when it's ready.",
    exportRunning:
      "We are still preparing the data you asked for. We'll e-mail you a link when it's ready.",
    exportTooLarge:
      'Your data is too large for one download, so we could not prepare the zip file.',
  },
} as const;
