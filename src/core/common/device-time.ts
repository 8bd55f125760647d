import { isoDateTimeSchema } from './wire.schema.ts';

/**
 * When an entry was made on the phone (ADR 0021). Phones that worked offline send it with each
 * create; the server keeps it beside the time it received the entry. A clock a little fast is
 * normal; one far ahead or years behind is broken, and the entry is refused (400) so the guard
 * sees it rather than a report showing a check-in from tomorrow.
 */
export const DEVICE_CLOCK_AHEAD_MS = 5 * 60_000;
/**
 * The offline window (ADR 0023): a queue is sent within a shift or a weekend without signal. A
 * record older than that is not one anybody can vouch for as a patrol, so it is refused (the
 * phone shows the server's words and keeps the entry until the guard discards it).
 */
export const DEVICE_TIME_MAX_AGE_MS = 72 * 60 * 60_000;

export const DEVICE_TIME_FUTURE = 'must not be more than 5 minutes ahead of the server clock';
export const DEVICE_TIME_TOO_OLD = 'must not be more than 72 hours in the past';

export const deviceTimeSchema = isoDateTimeSchema
  .refine((value) => Date.parse(value) <= Date.now() + DEVICE_CLOCK_AHEAD_MS, DEVICE_TIME_FUTURE)
  .refine((value) => Date.parse(value) >= Date.now() - DEVICE_TIME_MAX_AGE_MS, DEVICE_TIME_TOO_OLD);

/** The optional field every offline-capable create accepts. */
export const deviceTimeField = { deviceTime: deviceTimeSchema.optional() };

/** The Date to store, or null when the device sent none. */
export const deviceTimeOf = (body: { deviceTime?: string | undefined }): Date | null =>
  body.deviceTime ? new Date(body.deviceTime) : null;
