/**
 * The stable codes the server sends beside its English `message` (decision 0043), so that the
 * web can show the text in the user's language. A code never changes meaning; the English
 * message may be more specific than the code (it names the field or the record).
 *
 * `params` carry what a translation needs: `field` ('body.email') for request and validation
 * codes, numbers for the photo quota.
 */
export const ERROR_CODES = [
  // Any status without a more specific code.
  'request.invalid',
  'request.notFound',
  'request.conflict',
  'request.tooLarge',
  'request.unsupportedMedia',
  'request.tooMany',
  'request.failed',
  'request.badJson',
  'request.emptyBody',
  'request.notJson',
  'request.badUrl',
  'request.paramTooLong',
  'server.error',
  // The request's input did not match the route's schema: params.field, params.issue (zod's code).
  'validation.invalid',
  'auth.unauthorized',
  'auth.forbidden',
  'auth.wrongPassword',
  'auth.tooManyAttempts',
  'auth.disabled',
  // params.usedMb, params.quotaMb
  'photos.quotaFull',
  // Backend (users, name fixer).
  'backend.emailTaken',
  // params.name: the new name another location of the same parent already has.
  'backend.nameTaken',
  'backend.newNameTaken',
  'backend.locationsChanged',
  // Marina Settings and the account screens (settings helper).
  'account.wrongCurrentPassword',
  'account.invalidLink',
  'locationTypes.nameTaken',
  'locationTypes.inUse',
  'locationTypes.inUseByDeleted',
  'shiftQuestions.hasAnswers',
  // Locations: a sibling location already has the name; the client already has a type of the name.
  'locations.nameTaken',
  'locations.typeExists',
  // Tour runs started by one user: params.max in params.minutes (decision 0052).
  'tours.tooManyStarts',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an answer whose thrower named none. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'request.invalid';
    case 401:
      return 'auth.unauthorized';
    case 403:
      return 'auth.forbidden';
    case 404:
      return 'request.notFound';
    case 409:
      return 'request.conflict';
    case 413:
      return 'request.tooLarge';
    case 415:
      return 'request.unsupportedMedia';
    case 429:
      return 'request.tooMany';
    default:
      return status >= 500 ? 'server.error' : 'request.failed';
  }
}

export type ErrorParams = Readonly<Record<string, string | number>>;

/** The error body every route answers with. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
  issues?: unknown[];
}

const FIELD_PREFIX = /^((?:body|params|query|querystring)(?:\.[\w.]+)?): /;

/** The field a message names first ('body.parentId: …' -> 'body.parentId'), if any. */
export const messageField = (message: string): string | undefined => FIELD_PREFIX.exec(message)?.[1];
