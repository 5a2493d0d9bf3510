import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { storedFiles } from './files';
import { nutritionists } from './nutritionists';
import { users } from './users';

/** Body parameter definitions (weight, HbA1c, TSH …) with unit and reference range. */
export const bodyParameters = pgTable('body_parameters', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  unit: text('unit'),
  dataType: text('data_type').notNull().default('decimal'),
  range: text('range'),
  rangeMin: numeric('range_min'),
  rangeMax: numeric('range_max'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A set of readings on one date, or (type non-empty) an uploaded nutrition PDF. */
export const vitalReadings = pgTable(
  'vital_readings',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    dietitianId: integer('dietitian_id').references(() => nutritionists.id),
    notes: text('notes'),
    readingDate: date('reading_date').notNull(),
    type: text('type').notNull().default(''),
    reportFileId: integer('report_file_id').references(() => storedFiles.id),
    nutriFileId: integer('nutri_file_id').references(() => storedFiles.id),
    jsonData: jsonb('json_data'),
    /** 'client' for a weight the client logged on the plan link (issue 28); staff readings stay 'nutritionist'. */
    reportedBy: text('reported_by').notNull().default('nutritionist'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vital_readings_client_idx').on(t.clientId, t.readingDate)],
);

export const vitalValues = pgTable(
  'vital_values',
  {
    id: serial('id').primaryKey(),
    readingId: integer('reading_id')
      .notNull()
      .references(() => vitalReadings.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => bodyParameters.id),
    decimalValue: numeric('decimal_value'),
    stringValue: text('string_value'),
  },
  (t) => [unique('vital_values_uq').on(t.readingId, t.parameterId)],
);
