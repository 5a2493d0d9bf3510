/**
 * The questionnaire's messages, sections, days and times, without Zod: the planner's assessment
 * panel and the questionnaire's sections load these, not the request schemas (decision 085).
 * `survey.ts` re-exports them.
 */

export const SURVEY_MESSAGES = {
  invalidToken: 'Invalid assessment token',
  completed:
    // SPEC §8 quotes 'sucessfully'; the client reads it spelled right (issue 34, decision 193).
    'Congratulations!!! You have successfully completed the Nutrition Assessment Questionnaire. The details have been sent to your nutritionist who will get back to you in 2-3 days.',
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
export const isQuarterHour = (t: string) => /^([01]\d|2[0-3]):(00|15|30|45)(:00)?$/.test(t);

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

/** Issue 25: a recall row whose time was never touched asks the client to confirm it first. */
export const RECALL_TIME_MESSAGES = {
  question: (type: string, time: string) => `Is ${time12(time)} right for ${type || 'this meal'}?`,
  /** The answer buttons under the question: they look like buttons, not like a label (issue 34). */
  yes: 'Yes',
  change: 'Change time',
  /** Accessible names: which row's time the answer is about. */
  confirm: (time: string) => `Yes, ${time12(time)}`,
} as const;

/**
 * Default times of the client's dietary recall (issue 34, decision 193; SPEC §4's 04:00 wake-up
 * and 06:00 breakfast are too early for most clients). A meal type not listed keeps the
 * category's own default time.
 */
export const RECALL_DEFAULT_TIMES: Record<string, string> = {
  'On Waking Up': '06:30',
  Breakfast: '08:00',
  'Morning Snack': '11:00',
  'Mid-Morning': '11:00',
  Lunch: '13:00',
  'Evening Snack': '17:00',
  Dinner: '20:00',
};

/** 'Please update Dietary Recall section' (SPEC §5), then which meal still needs describing. */
export const recallMissingMessage = (types: string[]) =>
  `Please update Dietary Recall section: describe ${types.join(', ')}`;

/** 'Please answer every question marked *' (SPEC §5), then the first question still unanswered. */
export const questionMissingMessage = (text: string) => `Please answer every question marked *: “${text}”`;
