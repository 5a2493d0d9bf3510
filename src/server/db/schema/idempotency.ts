import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Idempotent writes (issue 51 point 2, decision 290): a request carrying an `Idempotency-Key`
 * header is answered once per user and key; a retry with the same key within 24 hours gets the
 * first answer back. Kept in the database so every app server sees the same keys.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with other content is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** null while the first request runs; then its answer. */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
