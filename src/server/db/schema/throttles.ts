import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Unknown tokens tried per address (issue 51 point 4, decision 290): the plan link, the
 * questionnaire and the calendar feed count their misses here, so the wait holds across app
 * servers. A valid token is answered without reading these rows.
 */
export const tokenGuesses = pgTable(
  'token_guesses',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    /** 'plan-link' | 'survey' | 'calendar-feed' */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_guesses_ip_idx').on(t.ip, t.createdAt)],
);
