/**
 * What a browser API's rejection carries, read without asserting its type: a DOMException's
 * `name` (NotAllowedError ...), a GeolocationPositionError's numeric `code`. Undefined for a
 * thrown value that has none (a string, null).
 */
export const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

export const errorCode = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
    ? error.code
    : undefined;
