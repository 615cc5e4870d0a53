/** Answers any endpoint may give: sign-in needed, malformed requests, limits, our own faults. */
export const common = {
  authRequired: 'Authentication required. Please log in.',
  somethingWentWrong: 'Something went wrong on our side. Please try again.',
  malformedJson: 'Malformed JSON in request body',
  valueNotStored: 'A value in the request cannot be stored.',
  noSuchEndpoint: 'No such endpoint: {method} {path}',
  crossSite: 'Cross-site request refused.',
  notAccepted: 'The request was not accepted.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyTries:
    'Too many tries. Try again in {seconds, plural, one {{seconds} second} other {{seconds} seconds}}.',
  rateLimited:
    'Too many requests: at most {max} every {unit, select, hour {{count, plural, one {hour} other {{count} hours}}} minute {{count, plural, one {minute} other {{count} minutes}}} other {{count} seconds}} from {per, select, user {one account} other {one address}}. Please try again in {seconds, plural, one {{seconds} second} other {{seconds} seconds}}.',
  nulCharacters: '{where}: must not contain NUL characters',
  /**
   * What zod says of a field, for the languages that do not keep zod's own English words.
   * English answers keep zod's message as it is; these are its meaning, per issue code.
   */
  validation: {
    required: 'Required',
    invalidType: 'Invalid input: expected {expected}',
    tooShort: 'Too small: expected at least {minimum} characters',
    tooLong: 'Too big: expected at most {maximum} characters',
    tooSmall: 'Too small: expected at least {minimum}',
    tooBig: 'Too big: expected at most {maximum}',
    tooFewItems: 'Too small: expected at least {minimum} items',
    tooManyItems: 'Too big: expected at most {maximum} items',
    invalidFormat: 'Invalid format',
    invalidEmail: 'Invalid email address',
    invalidValue: 'Invalid option',
    unknownKeys: 'Unrecognized key(s) in object: {keys}',
    invalid: 'Invalid input',
  },
} as const;
