import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fk, idColumns, tstz } from './columns.ts';
import { users } from './tenancy.ts';

/**
 * One-time set-password links. Only a SHA-256 hash of the token is stored, so a copy of the
 * database does not hold working links. A link is used once (used_at) and expires.
 */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    id: idColumns().id,
    tokenHash: text('token_hash').notNull().unique(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_set_tokens_user_idx').on(t.userId)],
);
