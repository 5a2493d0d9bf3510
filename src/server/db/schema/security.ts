import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Sign-in that a password attack cannot block (issue 51 point 3, decision in docs/decisions):
 * passkeys, authenticator-app secrets, the short-lived challenges of both, and every sign-in.
 */

/** WebAuthn credentials (passkeys) a user added in Settings → Security. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url (a public key: nothing secret). */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    /** 'singleDevice' or 'multiDevice' (synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * Short-lived, single-use challenges: a WebAuthn challenge (id = the challenge itself) or a
 * half-done sign-in waiting for its authenticator code (id = SHA-256 of the token the browser holds).
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    /** 'passkey-register' | 'passkey-login' | 'totp' | 'totp-setup'. */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A pending sign-in: how the first factor was given, and "Remember password". */
    method: text('method'),
    persistent: boolean('persistent').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);

/** A user's authenticator app: the secret encrypted (AES-256-GCM), never sent after setup. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret, encrypted; null until a first code confirms one. */
  secret: text('secret'),
  /** A secret shown at setup, encrypted, waiting for its first code. */
  pendingSecret: text('pending_secret'),
  /** The last 30-second step whose code was accepted: a code works once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every sign-in (and every wrong authenticator code): what Settings → Security lists. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password' | 'passkey' | 'link', with '+totp' when a code followed; 'totp' for a wrong code. */
    method: text('method').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_user_idx').on(t.userId, t.createdAt)],
);
