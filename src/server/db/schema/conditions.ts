import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ClientConditions } from '../../../shared/conditions';
import { clients } from './clients';
import { users } from './users';

/** A client's confirmed conditions and life stages (issue 35, shared/conditions.ts, decision 220). */
export const clientConditions = pgTable('client_conditions', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<ClientConditions>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
