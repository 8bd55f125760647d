import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, fk, idColumns, outboxColumns, tstz } from './columns.ts';
import { clients, marinas, users } from './tenancy.ts';

/** One alert for one user (issue 17 item 6, decision 0029): migration 0014. */
export const notifications = pgTable(
  'notifications',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    /** The recipient. */
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An app path (`/tour-runs/…`), or null. */
    link: text('link'),
    /** The alert's identity: the same alert is stored once per user. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
    /**
     * What it is about (`tour:<guid>`), when alerts about that gather into it (decision 0052):
     * null for an alert that stands alone. Migration 0021.
     */
    groupKey: text('group_key'),
    /** How many alerts it holds; title, body and link are the latest one's. */
    alertCount: integer('alert_count').notNull().default(1),
  },
  (t) => [
    unique('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_open_group_idx')
      .on(t.userId, t.groupKey, t.createdAt)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/**
 * Every alert a user was given, by its dedupe key (decision 0052): the one record that an alert
 * was counted, also when it went into a notification that gathers several. Migration 0021.
 */
export const notificationAlerts = pgTable(
  'notification_alerts',
  {
    id: serial('id').primaryKey(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: fk('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notification_alerts_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('notification_alerts_notification_idx').on(t.notificationId),
  ],
);

/** The alert e-mail outbox: at most one per notification, sent by a claimed sender. */
export const alertEmails = pgTable(
  'alert_emails',
  {
    id: serial('id').primaryKey(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    notificationId: fk('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' })
      .unique('alert_emails_notification_unique'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...outboxColumns(),
  },
  (t) => [index('alert_emails_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * "Alerts on this phone" (issue 33): a browser's Web Push subscription, one per user and browser.
 * The endpoint is the browser's own address at its push service, so it is unique in a client: the
 * same phone signed in as a colleague moves the subscription to them (signing out drops it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url: what a message is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.clientId, t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The push outbox, as the e-mail one: one message per notification and subscription, sent by a
 * claimed sender; a subscription the push service says is gone takes its messages with it.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subscriptionId: fk('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: fk('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    ...outboxColumns(),
  },
  (t) => [
    unique('push_messages_once').on(t.subscriptionId, t.notificationId),
    index('push_messages_notification_idx').on(t.notificationId),
    index('push_messages_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);
