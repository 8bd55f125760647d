import { codeForStatus, type ErrorCode, type ErrorParams } from '#core/api/error-codes.ts';

/**
 * An error whose status and message are safe to show to the client, with its stable code
 * (decision 0043): the status's general one unless the thrower names a more specific one.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: unknown[],
    code?: ErrorCode,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (message: string, issues?: unknown[]) => new HttpError(400, message, issues);
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
