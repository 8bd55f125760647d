import { z } from 'zod';
import { deviceTimeField } from '#core/common/device-time.ts';
import { multiLine } from '#core/common/single-line.ts';
import { gpsFieldsSchema, isoDateTimeSchema } from '#core/common/wire.schema.ts';
import { ALERT_AUDIENCES, ALERT_EVENT_TYPES, ALERT_KINDS, ALERT_LIMITS, ALERT_STATES } from './alerts.ts';

/** POST /api/alerts: a guard's SOS, idempotent by guid (the outbox sends it first). */
export const createAlertBodySchema = z
  .object({
    guid: z.uuid(),
    marinaId: z.uuid(),
    kind: z.literal('sos', { error: 'must be sos' }),
    ...deviceTimeField,
  })
  .extend(gpsFieldsSchema.shape);

const person = z.object({ guid: z.uuid().nullable(), name: z.string() });

/** An alert as every read answers it. */
export const alertSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  state: z.enum(ALERT_STATES),
  raisedBy: person,
  raisedAt: z.string(),
  deviceTime: z.string().nullable(),
  gpsLatitude: z.string().nullable(),
  gpsLongitude: z.string().nullable(),
  gpsAccuracy: z.string().nullable(),
  /** The raiser's last check-in at this marina before the alert (where they were last seen). */
  lastCheckIn: z.object({ locationGuid: z.uuid(), locationName: z.string(), at: z.string() }).nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: person.nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: person.nullable(),
  resolutionNote: z.string().nullable(),
});

export const alertEventSchema = z.object({
  type: z.enum(ALERT_EVENT_TYPES),
  at: z.string(),
  by: person.nullable(),
  note: z.string().nullable(),
  /** A `notified` event: the ladder's tier told; `exhausted`: everyone with admin rights. */
  tier: z.enum(ALERT_AUDIENCES).nullable(),
  /** How many people a `notified` or `exhausted` event told. */
  recipients: z.number().int().nullable(),
});

/** GET /api/alerts/:guid: the alert and its timeline, oldest first. */
export const alertWithEventsSchema = alertSchema.extend({ events: z.array(alertEventSchema) });

/** GET /api/alerts: a marina's alerts, newest first; `state` filters, `from`/`to` bound when raised. */
export const listAlertsQuerySchema = z.object({
  marinaId: z.uuid(),
  state: z.enum(ALERT_STATES).optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json'),
});

export const alertListSchema = z.array(alertSchema);

/** POST /api/alerts/:guid/resolve: what happened, in a note. */
export const resolveAlertBodySchema = z.object({
  note: multiLine(
    z
      .string({ error: 'must be a note' })
      .trim()
      .min(1, 'must not be empty')
      .max(ALERT_LIMITS.noteLength, `must be at most ${ALERT_LIMITS.noteLength} characters`),
  ),
});

export type Alert = z.output<typeof alertSchema>;
export type AlertWithEvents = z.output<typeof alertWithEventsSchema>;
export type CreateAlertBody = z.output<typeof createAlertBodySchema>;
