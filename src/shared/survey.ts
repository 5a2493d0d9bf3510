/**
 * The client's assessment questionnaire (SPEC §2 /survey, §3, §4, §5, §8, §9): sections, the
 * dietary recall and workout rules, messages, and the shapes both sides use.
 */
import { z } from 'zod';
import { id, optionalId, text } from './fields';

/** SPEC §8 and §5 texts, verbatim. */
export const SURVEY_MESSAGES = {
  invalidToken: 'Invalid assessment token',
  completed:
    'Congratulations!!! You have sucessfully completed the Nutrition Assessment Questionnaire. The details have been sent to your nutritionist who will get back to you in 2-3 days.',
  savedForLater: 'Your data is saved. Please come back later to complete the Survey',
  mealListSaved: 'Meal List updated Successfully!',
  mealRowDeleted: 'Meal Time row deleted Successfully!',
  duplicateRecall: 'Duplicate entry exists with same Time and Type!!',
  incompleteRecall: 'Please fill all fields in dietary information',
  emptyRecall: 'Please fill dietary information',
  duplicateStaffRecall: 'Another entry with same meal type and time exists!!',
  routineType: 'Please Select the Routine Type',
  time: 'Please Select the Time',
  days: 'Please Select the atleast one day',
  overlap: 'The current schedule overlaps with other schedule!',
  updateTraining: 'Please update Sports or Exercise Training Routine section',
  updateRecall: 'Please update Dietary Recall section',
  mandatory: 'Please answer every question marked *',
  closed: 'This questionnaire is closed: the package has ended. You can still read your answers.',
  mandatoryMeal: 'This meal is part of every dietary recall and cannot be deleted',
  noData: 'No data available',
  noMealTimes: 'No Meal time list for this package.',
  recallPlaceholder: "Describe what you usually eat and drink (type 'NA' if not applicable)",
} as const;

/** SPEC §9 special categories. */
export const DIETARY_RECALL = 'DIETARY RECALL';
export const TRAINING_ROUTINE = 'SPORT OR EXERCISE TRAINING ROUTINE';
const OLD_CATEGORIES = ['DIETARY RECALL OLD', 'SPORT OR EXERCISE TRAINING ROUTINE OLD'];
const SPORTS_ONLY = ['MEDICAL CONDITIONS_SPORTS', 'SYMPTOMS_SPORTS', 'INJURIES_SPORTS'];
const NON_SPORTS_ONLY = ['MEDICAL CONDITIONS', 'SYMPTOMS'];

/** The order of the sections (SPEC §9 special categories in the order of SPEC §1; the rest after). */
const SECTION_ORDER = [
  'GOALS',
  'LIFESTYLE',
  'FOOD PREFERENCES',
  DIETARY_RECALL,
  TRAINING_ROUTINE,
  'MEDICAL CONDITIONS',
  'MEDICAL CONDITIONS_SPORTS',
  'SYMPTOMS',
  'SYMPTOMS_SPORTS',
  'INJURIES_SPORTS',
];

export const isSportsCategory = (packageCategory: string) =>
  packageCategory.trim().toLowerCase() === 'sports';

/** Whether a question category is shown for a package (SPEC §9). */
export function isCategoryShown(category: string, sports: boolean): boolean {
  if (OLD_CATEGORIES.includes(category)) return false;
  if (sports) return !NON_SPORTS_ONLY.includes(category);
  return !SPORTS_ONLY.includes(category);
}

export function sectionRank(category: string): number {
  const at = SECTION_ORDER.indexOf(category);
  return at < 0 ? SECTION_ORDER.length : at;
}

/** A section's title: 'MEDICAL CONDITIONS_SPORTS' → 'Medical Conditions'. */
export function sectionTitle(category: string): string {
  return category
    .replace(/_SPORTS$/, '')
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Workout categories (SPEC §9) and the routine types each offers. */
export const WORKOUT = 'workout';
export const TRAINING = 'training';
export type WorkoutCategory = typeof WORKOUT | typeof TRAINING;

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];
export const WEEKDAYS: readonly Day[] = DAYS.slice(0, 5);
export const WEEKENDS: readonly Day[] = DAYS.slice(5);

/** 'HH:mm' or 'HH:mm:ss' → minutes after midnight. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '13:30' → '01:30 PM' (SPEC: hh:mm A). */
export function time12(time: string): string {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Every quarter hour of the day, from 12:00 AM (dietary recall times). */
export const RECALL_TIMES = Array.from({ length: 96 }, (_, i) => hhmm(i * 15));
/** Workout times: quarter hours from 04:00 AM to 03:45 AM the next morning's clock (SPEC §5). */
export const WORKOUT_TIMES = Array.from({ length: 96 }, (_, i) => hhmm(240 + i * 15));
const isQuarterHour = (t: string) => /^([01]\d|2[0-3]):(00|15|30|45)(:00)?$/.test(t);

/** Workout time on the 04:00-based clock, so 01:00 AM comes after 11:00 PM. */
export const workoutClock = (time: string) => (minutesOf(time) - 240 + 1440) % 1440;

/** A new dietary recall row's time, and the blank-time sort keys of SPEC §4. */
export const NEW_ROW_TIME = '23:00';
const BLANK_TIME_SORT: Record<string, number> = {
  'Pre-Training': minutesOf('23:57'),
  'During Training': minutesOf('23:58'),
  'Post-Training': minutesOf('23:59'),
};

/** Recall rows by time; a row without time sorts as SPEC §4 says (Pre/During/Post-Training last). */
export function recallSortKey(row: { type: string; time: string | null }): number {
  if (row.time) return minutesOf(row.time);
  return BLANK_TIME_SORT[row.type] ?? minutesOf('23:56');
}

export type WorkoutDays = Record<Day, boolean>;

/** Two schedules overlap when they share a day and their times cross (SPEC §5). */
export function schedulesOverlap(
  a: { start_time: string; end_time: string } & WorkoutDays,
  b: { start_time: string; end_time: string } & WorkoutDays,
): boolean {
  if (!DAYS.some((d) => a[d] && b[d])) return false;
  return (
    workoutClock(a.start_time) < workoutClock(b.end_time) &&
    workoutClock(b.start_time) < workoutClock(a.end_time)
  );
}

/** The survey token travels with every public call (query for reads, body for writes). */
export const surveyTokenSchema = z.object({ survey_token: z.string().min(1).max(200) });

export const responseInputSchema = surveyTokenSchema.extend({
  question_id: id('Please choose a question'),
  answer_id: optionalId('Please choose an answer'),
  text_response: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(5000)),
});

const recallTime = z
  .string()
  .refine(isQuarterHour, 'Please choose a time in 15-minute steps')
  .transform((t) => t.slice(0, 5));

export const recallRowSchema = z.object({
  mealId: optionalId(),
  type: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), text(100)),
  time: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string()),
  description: z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), text(1000)),
});
export type RecallRowInput = z.infer<typeof recallRowSchema>;

export const recallSaveSchema = surveyTokenSchema.extend({
  mealList: z.array(recallRowSchema).max(40, 'At most 40 rows'),
});
export const staffRecallSaveSchema = z.object({
  package_id: id('Please choose a package'),
  mealList: z.array(recallRowSchema).max(40, 'At most 40 rows'),
});
export const recallTimeSchema = recallTime;

const flagOf = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

export const workoutInputSchema = surveyTokenSchema.extend({
  id: optionalId(),
  category: z.enum([WORKOUT, TRAINING], { message: 'Please choose workout or training' }),
  routine_type: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ message: SURVEY_MESSAGES.routineType }).min(1, SURVEY_MESSAGES.routineType).max(100),
  ),
  start_time: z
    .string({ message: SURVEY_MESSAGES.time })
    .refine(isQuarterHour, SURVEY_MESSAGES.time)
    .transform((t) => t.slice(0, 5)),
  end_time: z
    .string({ message: SURVEY_MESSAGES.time })
    .refine(isQuarterHour, SURVEY_MESSAGES.time)
    .transform((t) => t.slice(0, 5)),
  monday: flagOf,
  tuesday: flagOf,
  wednesday: flagOf,
  thursday: flagOf,
  friday: flagOf,
  saturday: flagOf,
  sunday: flagOf,
});
export type WorkoutInput = z.infer<typeof workoutInputSchema>;

export const deleteByIdSchema = surveyTokenSchema.extend({ id: id() });

/** Each flag is changed only when sent, so the two checkboxes never overwrite each other. */
export const emptyWorkoutSchema = surveyTokenSchema.extend({
  training: flagOf.optional(),
  workout: flagOf.optional(),
});
export const workoutNotesSchema = surveyTokenSchema.extend({
  notes: z.preprocess((v) => v ?? '', text(2000)),
});

/** What the questionnaire page loads (GET /api/v1/survey/question/list). */
export type SurveyQuestion = {
  id: number;
  category: string;
  text: string;
  type: string;
  mandatory: boolean;
  ref_id: number | null;
  answers: { id: number; text_answer: string }[];
};
export type SurveySection = { category: string; title: string; questions: SurveyQuestion[] };

export type SurveyPackage = {
  id: number;
  client_id: number;
  client_first_name: string;
  category: string;
  is_sports: boolean;
  status: string;
  /** Completed or Cancelled: read only. */
  closed: boolean;
  submitted: boolean;
};

export type MealTypeOption = { meal_type: string; default_time: string | null; mandatory: boolean };

export type SurveyDefinition = {
  package: SurveyPackage;
  sections: SurveySection[];
  meal_types: MealTypeOption[];
  /** Routine types per shown workout category. */
  routines: { training?: string[]; workout: string[] };
};

export type SurveyAnswer = {
  question_id: number;
  answer_id: number | null;
  text_response: string | null;
  training: boolean;
  workout: boolean;
  notes: string | null;
};

export type RecallRow = { id: number; type: string; time: string; description: string };

export type WorkoutRow = {
  id: number;
  category: WorkoutCategory;
  routine_type: string;
  start_time: string;
  end_time: string;
} & WorkoutDays;

export type SurveyResponses = {
  responses: SurveyAnswer[];
  count: number;
  total: number;
  /** The 'No Exercise/Training' and 'No Sports Training' flags. */
  no_workout: boolean;
  no_training: boolean;
  notes: string | null;
};

/** SPEC §4: percent from count/total, plus 1 with workout rows, plus 1 with a meal list, capped at 100. */
export function progressPercent(
  count: number,
  total: number,
  hasWorkouts: boolean,
  hasMeals: boolean,
): number {
  const percent = total > 0 ? Math.floor((count / total) * 100) : 0;
  return Math.min(100, percent + (hasWorkouts ? 1 : 0) + (hasMeals ? 1 : 0));
}

/** A staff member's read-only view of one package's questionnaire (side panel, client details). */
export type AssessmentView = {
  package: SurveyPackage;
  /** The meal types of the package's category (the staff's dietary recall offers them all). */
  meal_types: MealTypeOption[];
  sections: {
    category: string;
    title: string;
    answers: { question: string; answer: string | null; mandatory: boolean }[];
  }[];
  recall: RecallRow[];
  workouts: WorkoutRow[];
  no_workout: boolean;
  no_training: boolean;
  training_notes: string | null;
  answered: number;
  submitted_at: string | null;
};

/** Whether a question has an answer (a choice, chosen ids, or text). */
export function isAnswered(
  q: Pick<SurveyQuestion, 'type'>,
  r: { answer_id: number | null; text_response: string | null } | undefined,
): boolean {
  if (!r) return false;
  if (r.answer_id !== null) return true;
  if (q.type === 'multi_select') return chosenIds(r.text_response).length > 0;
  return Boolean(r.text_response?.trim());
}

/** A multi-select answer: the JSON array of chosen answer ids (anything else reads as none). */
export function chosenIds(text: string | null | undefined): number[] {
  try {
    const value = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/** The readable answers of a questionnaire (answer texts, never ids): the view tab and the staff view. */
export function assessmentViewOf(
  def: SurveyDefinition,
  answers: Pick<SurveyResponses, 'responses' | 'no_workout' | 'no_training' | 'notes' | 'count'>,
  recall: RecallRow[],
  workouts: WorkoutRow[],
  submittedAt: string | null,
): AssessmentView {
  const byQuestion = new Map(answers.responses.map((r) => [r.question_id, r]));
  const textOf = (q: SurveyQuestion): string | null => {
    const r = byQuestion.get(q.id);
    if (!r || !isAnswered(q, r)) return null;
    const label = (answerId: number) => q.answers.find((a) => a.id === answerId)?.text_answer ?? '';
    if (r.answer_id !== null) return label(r.answer_id);
    if (q.type === 'multi_select') return chosenIds(r.text_response).map(label).join(', ');
    return r.text_response;
  };
  return {
    package: def.package,
    meal_types: def.meal_types,
    sections: def.sections.map((s) => ({
      category: s.category,
      title: s.title,
      answers: s.questions.map((q) => ({ question: q.text, answer: textOf(q), mandatory: q.mandatory })),
    })),
    recall: [...recall].sort((a, b) => recallSortKey(a) - recallSortKey(b)),
    workouts,
    no_workout: answers.no_workout,
    no_training: answers.no_training,
    training_notes: answers.notes,
    answered: answers.count,
    submitted_at: submittedAt,
  };
}
