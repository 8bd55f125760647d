/**
 * The server's error codes (src/core/api/error-codes.ts), keyed by code. In English the web shows
 * the server's own message, word for word (it is often more specific); these are the texts of
 * the codes, for the other languages to translate. {{field}} is the field's name.
 */
export const errors = {
  request: {
    invalid: 'The request was refused.',
    notFound: 'Not found',
    conflict: 'This conflicts with what is already saved.',
    tooLarge: 'This is too large.',
    unsupportedMedia: 'This kind of file is not accepted.',
    tooMany: 'Too many requests. Please wait and try again.',
    failed: 'The request failed.',
    badJson: 'body: is not valid JSON',
    emptyBody: 'body: must not be empty',
    notJson: 'Content-Type must be application/json',
    badUrl: 'params: must be valid percent-encoded UTF-8',
    paramTooLong: 'params: is too long',
  },
  server: { error: 'Internal Server Error' },
  validation: { invalid: '{{field}}: is invalid' },
  auth: {
    unauthorized: 'Unauthorized',
    forbidden: 'You do not have permission to do this',
    wrongPassword: 'Invalid email or password',
    tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    disabled: 'This account has been disabled. Ask your administrator.',
  },
  photos: {
    quotaFull:
      'Photo storage for this client is full ({{usedMb}} of {{quotaMb}} MB used). The photo was not saved. Ask your administrator to raise the limit.',
  },
  // Backend.
  backend: {
    emailTaken: 'A user with this email already exists',
    nameTaken: 'A new name is already the name of another location here',
    newNameTaken: 'A new name is already taken here; search again',
    locationsChanged: 'Some locations changed meanwhile; search again',
  },
  // Marina Settings and the account screens (settings helper).
  account: {
    wrongCurrentPassword: 'The password you entered is not your current password',
    invalidLink: 'This link is invalid, used or expired. Ask your administrator for a new one.',
  },
  locationTypes: {
    nameTaken: 'Location type already exists',
    inUse: 'Location type is in use',
    inUseByDeleted: 'Location type is still used by deleted locations kept for history',
  },
  shiftQuestions: {
    hasAnswers: 'This question already has answers; deactivate it and add a new question instead',
  },
  // The locations screens.
  locations: {
    nameTaken: 'A location with this name already exists here.',
    typeExists: 'A location type with this name already exists.',
  },
  tours: {
    tooManyStarts:
      'Too many tour runs started: at most {{max}} in {{minutes}} minutes. Please wait a few minutes and try again.',
  },
} as const;
