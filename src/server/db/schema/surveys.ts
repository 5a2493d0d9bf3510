import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { packages } from './packages';

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the shipped question bank, so a re-sync never duplicates. */
    code: text('code').notNull().unique(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    type: text('type').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    refId: integer('ref_id').references((): AnyPgColumn => surveyQuestions.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('survey_questions_category_idx').on(t.category, t.sortOrder)],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    textAnswer: text('text_answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('survey_answers_uq').on(t.questionId, t.textAnswer)],
);

/** One answer per package and question; multi-select keeps a JSON array of answer ids in text. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id),
    answerId: integer('answer_id').references(() => surveyAnswers.id),
    textResponse: text('text_response'),
    /** The 'No Sports Training' / 'No Exercise/Training' checkboxes. */
    training: boolean('training').notNull().default(false),
    workout: boolean('workout').notNull().default(false),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('survey_responses_uq').on(t.packageId, t.questionId)],
);

export const dietaryRecall = pgTable(
  'dietary_recall',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    mealType: text('meal_type').notNull(),
    mealTime: time('meal_time').notNull(),
    mealDescription: text('meal_description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dietary_recall_uq').on(t.packageId, t.mealType, t.mealTime)],
);

export const workoutSchedules = pgTable(
  'workout_schedules',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    category: text('category').notNull(),
    routineType: text('routine_type').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    monday: boolean('monday').notNull().default(false),
    tuesday: boolean('tuesday').notNull().default(false),
    wednesday: boolean('wednesday').notNull().default(false),
    thursday: boolean('thursday').notNull().default(false),
    friday: boolean('friday').notNull().default(false),
    saturday: boolean('saturday').notNull().default(false),
    sunday: boolean('sunday').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workout_schedules_package_idx').on(t.packageId)],
);
