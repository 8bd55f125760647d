/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: unknown[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: unknown[]) => new HttpError(400, message, issues);
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
