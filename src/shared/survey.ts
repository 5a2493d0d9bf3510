/**
 * The client's assessment questionnaire (SPEC §2 /survey, §3, §4, §5, §8, §9): sections, the
 * dietary recall and workout rules, messages, and the shapes both sides use.
 */
import { z } from 'zod';
import { id, optionalId, text } from './fields';
import {
  isQuarterHour,
  recallSortKey,
  SURVEY_MESSAGES,
  TRAINING,
  WORKOUT,
  type WorkoutCategory,
  type WorkoutDays,
} from './survey-options';

/** SPEC §8 and §5 texts, verbatim. */
export {
  DAYS,
  type Day,
  DIETARY_RECALL,
  hhmm,
  isCategoryShown,
  isSportsCategory,
  minutesOf,
  NEW_ROW_TIME,
  RECALL_TIMES,
  recallSortKey,
  SURVEY_MESSAGES,
  schedulesOverlap,
  sectionRank,
  sectionTitle,
  TRAINING,
  TRAINING_ROUTINE,
  time12,
  WEEKDAYS,
  WEEKENDS,
  WORKOUT,
  WORKOUT_TIMES,
  type WorkoutCategory,
  type WorkoutDays,
  workoutClock,
} from './survey-options';

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
  /** The practice the questionnaire's header names (issue 25); only on the client's page. */
  practice?: SurveyPractice;
};

export type SurveyPractice = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The uploaded logo through this questionnaire's token (issue 34); null: NutriDesk's leaf. */
  logo_url: string | null;
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
