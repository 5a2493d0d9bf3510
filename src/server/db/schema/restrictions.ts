import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Restrictions } from '../../../shared/restrictions';
import { clients } from './clients';
import { users } from './users';

/** A client's allergies, intolerances, dislikes and diet rules (issue 26, shared/restrictions.ts). */
export const clientRestrictions = pgTable('client_restrictions', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Restrictions>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
