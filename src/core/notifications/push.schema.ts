import { z } from 'zod';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';

/** Web Push's bounds (issue 33, docs/security.md): far above a real marina's, below a flood's. */
export const PUSH_LIMITS = {
  /** A push service's address: FCM's are ~190 characters, Apple's and Mozilla's shorter. */
  endpointLength: 2048,
  /** Phones (browsers) one user gets alerts on; the oldest is dropped for a new one past it. */
  subscriptionsPerUser: 10,
  /** Sending attempts per message; after the last failure it stays unsent with its error. */
  attempts: 5,
  /** A push older than this is not sent any more: the alarm it stands for is on the bell by then. */
  maxAgeMinutes: 60,
  /** Messages one run of the sender takes; the rest wait for the next run (every 5 s). */
  perRun: 100,
  /** The longest body a notification shows; a push message's payload must stay under 4 KB. */
  bodyLength: 1000,
} as const;

/** base64url without padding, as `PushSubscription.toJSON()` gives its keys, of `bytes` bytes. */
const base64urlOf = (bytes: number, name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be base64url (the ${name} of the browser's subscription)`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 6) / 8) === bytes,
      `must be ${bytes} bytes (the ${name} of the browser's subscription)`,
    );

const endpointSchema = z
  .url('must be the push service address of the subscription')
  .max(PUSH_LIMITS.endpointLength)
  .refine((url) => url.startsWith('https://'), 'must be an https:// address');

/**
 * POST /api/push-subscriptions: a browser's `PushSubscription` as JSON. Not strict: a browser may
 * send more than these three fields, and the rest is of no use here.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65, 'p256dh key'),
    /** The browser's authentication secret (16 bytes). */
    auth: base64urlOf(16, 'auth secret'),
  }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push-subscriptions: the subscription's address, as the browser has it. */
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: endpointSchema });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

/** A subscription as the server keeps it for the user (never its keys). */
export const pushSubscriptionSchema = z.object({ endpoint: z.string(), createdAt: isoDateTimeSchema });
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionSchema>;

/** GET /api/push/public-key: the server's VAPID public key, base64url, for `pushManager.subscribe`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * What a push message carries to the service worker (JSON, encrypted by the push service's rules):
 * the notification's text and link, and for a safety alert its guid, for the Acknowledge action.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path the notification opens. */
  link: string | null;
  /** One notification per tag on the phone: a later step of the same alert replaces it. */
  tag: string;
  /** A safety alert's guid: the notification offers Acknowledge. */
  alertGuid: string | null;
}
