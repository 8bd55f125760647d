/**
 * Safety alerts (issue 33, decision 0059): an SOS or a missed safety check, and the states it
 * goes through until a person has answered it. Zod-free.
 */
export const ALERT_KINDS = ['sos', 'missed_check'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** raised → notifying → acknowledged → resolved, or exhausted when the ladder ends unanswered. */
export const ALERT_STATES = ['raised', 'notifying', 'acknowledged', 'resolved', 'exhausted'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** Each change of an alert, kept for ever in its timeline. */
export const ALERT_EVENT_TYPES = [
  'raised',
  'notified',
  'acknowledged',
  'resolved',
  'exhausted',
  /** The guard answered a missed check after its grace: they were OK then; the alert stays open. */
  'answered',
] as const;
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];

/** Who an escalation step told: a tier of the ladder, or at its end everyone with admin rights. */
export const ALERT_AUDIENCES = ['marina_admins', 'client_admins', 'all_admins'] as const;
export type AlertAudience = (typeof ALERT_AUDIENCES)[number];

/** Bounds a real marina never meets (docs/security.md). */
export const ALERT_LIMITS = {
  /** A resolution note. */
  noteLength: 2000,
  /** Alerts in one answer of GET /api/alerts (newest first). */
  listMax: 500,
  /** Alerts one transaction of the escalation job steps up; it repeats until a batch is short. */
  escalationBatch: 50,
  /** Open shifts one run of the missed-check job looks at (one per guard on duty). */
  checkedShiftsPerRun: 1000,
  /** A shift open longer than this is a shift nobody ended, not a guard on duty: not checked. */
  checkedShiftHours: 24,
} as const;

export const ALERT_MESSAGES = {
  ownAlert: 'You cannot acknowledge your own alert',
  notAcknowledged: 'Acknowledge the alert before resolving it',
  alreadyResolved: 'This alert is already resolved',
  alreadyAcknowledged: (name: string | null) => `Already acknowledged by ${name ?? 'someone else'}`,
  /** The resolution of a missed check whose answer arrived late but was given within the grace. */
  wasOkOffline: 'Was OK, offline',
} as const;

/** Whether nobody has answered the alert yet. */
export const isOpen = (state: AlertState): boolean =>
  state === 'raised' || state === 'notifying' || state === 'exhausted';
