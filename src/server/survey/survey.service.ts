/**
 * The questionnaire's rules (SPEC §4, §5, §9) for the client (by survey token) and for staff: which
 * sections a package shows, saving answers, the dietary recall and workout rows, and submitting.
 */
import { dateProblem } from '../../shared/fields';
import {
  type AssessmentView,
  assessmentViewOf,
  DIETARY_RECALL,
  isAnswered,
  isCategoryShown,
  isSportsCategory,
  type MealTypeOption,
  progressPercent,
  type RecallRowInput,
  recallSortKey,
  SURVEY_MESSAGES,
  type SurveyDefinition,
  type SurveyResponses,
  sectionRank,
  sectionTitle,
  TRAINING,
  TRAINING_ROUTINE,
  WORKOUT,
  type WorkoutInput,
} from '../../shared/survey';
import {
  questionMissingMessage,
  RECALL_DEFAULT_TIMES,
  recallMissingMessage,
} from '../../shared/survey-options';
import type { AppDeps } from '../app-deps';
import type { SurveyPackageRow } from '../auth/policy';
import { inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { packages } from '../db/schema/index';
import { writeAudit } from '../lib/audit';
import { AppError, notFound, ValidationError } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { listFitnessTimings, listMealTimings } from '../lib/timings';
import * as repo from './survey.repository';

/** Package statuses after which the questionnaire is read only (and its token answers no more writes). */
export const CLOSED_STATUSES = ['Completed', 'Cancelled'];
export const RECEIVED_STATUS = 'Survey Response Received';
/** Packages created before this day may still show the OLD sections (SPEC §9); none exist here. */

type Pkg = SurveyPackageRow;

const isClosed = (pkg: Pkg) => CLOSED_STATUSES.includes(pkg.status);

export function assertOpen(pkg: Pkg) {
  if (isClosed(pkg)) throw new AppError(409, SURVEY_MESSAGES.closed);
}

export async function definitionOf(db: AppDeps['db'], pkg: Pkg): Promise<SurveyDefinition> {
  const sports = isSportsCategory(pkg.category);
  const questions = (await repo.listQuestions(db)).filter((q) => isCategoryShown(q.category, sports));
  const categories = [...new Set(questions.map((q) => q.category))].sort(
    (a, b) => sectionRank(a) - sectionRank(b) || a.localeCompare(b),
  );
  const group = sports ? 'sports' : 'nonsports';
  const mealRows = await listMealTimings(db, [`${group}_m`, `${group}_nm`]);
  const meal_types: MealTypeOption[] = mealRows.map((r) => ({
    meal_type: r.meal_type,
    // The client's recall starts at times most clients keep (decision 193), else the category's.
    default_time: RECALL_DEFAULT_TIMES[r.meal_type] ?? (r.default_time ? r.default_time.slice(0, 5) : null),
    mandatory: r.group.endsWith('_m'),
  }));
  const routineRows = await listFitnessTimings(
    db,
    sports ? ['sports', 'general fitness_s'] : ['general fitness_ns'],
  );
  const routinesIn = (g: string) => routineRows.filter((r) => r.group === g).map((r) => r.routine_type);
  return {
    package: {
      id: pkg.id,
      client_id: pkg.clientId,
      client_first_name: pkg.clientFirstName,
      category: pkg.category,
      is_sports: sports,
      status: pkg.status,
      closed: isClosed(pkg),
      submitted: pkg.surveyCompletedAt !== null,
    },
    sections: categories.map((category) => ({
      category,
      title: sectionTitle(category),
      questions: questions.filter((q) => q.category === category),
    })),
    meal_types,
    routines: sports
      ? { training: routinesIn('sports'), workout: routinesIn('general fitness_s') }
      : { workout: routinesIn('general fitness_ns') },
  };
}

const allQuestions = (def: SurveyDefinition) => def.sections.flatMap((s) => s.questions);
/** The question whose response row carries the workout flags and notes. */
const routineQuestion = (def: SurveyDefinition) =>
  allQuestions(def).find((q) => q.category === TRAINING_ROUTINE);

export async function responsesOf(
  db: AppDeps['db'],
  pkg: Pkg,
  def: SurveyDefinition,
): Promise<SurveyResponses> {
  const responses = await repo.listResponses(db, pkg.id);
  const byQuestion = new Map(responses.map((r) => [r.question_id, r]));
  const questions = allQuestions(def);
  const count = questions.filter((q) => isAnswered(q, byQuestion.get(q.id))).length;
  const routine = routineQuestion(def);
  const flags = routine ? byQuestion.get(routine.id) : undefined;
  return {
    responses,
    count,
    total: questions.length,
    no_workout: flags?.workout ?? false,
    no_training: flags?.training ?? false,
    notes: flags?.notes ?? null,
  };
}

/** Saves one answer, checking the question is shown for this package and the answer is one of its own. */
export async function saveAnswer(
  deps: AppDeps,
  pkg: Pkg,
  input: { question_id: number; answer_id?: number; text_response: string },
) {
  assertOpen(pkg);
  const def = await definitionOf(deps.db, pkg);
  const question = allQuestions(def).find((q) => q.id === input.question_id);
  if (!question) throw notFound('Question not found.');
  const answerIds = new Set(question.answers.map((a) => a.id));
  let answerId: number | null = null;
  let text: string | null = input.text_response.trim() || null;
  if (question.type === 'single_select' || question.type === 'yes_no') {
    if (input.answer_id !== undefined) {
      if (!answerIds.has(input.answer_id)) throw notFound('Answer not found.');
      answerId = input.answer_id;
      text = null;
    } else if (question.type === 'yes_no' && text && !['Yes', 'No'].includes(text)) {
      throw new ValidationError({ text_response: 'Please choose Yes or No' });
    }
  } else if (question.type === 'multi_select') {
    let chosen: unknown;
    try {
      chosen = JSON.parse(text ?? '[]');
    } catch {
      chosen = null;
    }
    if (!Array.isArray(chosen) || !chosen.every((v) => Number.isInteger(v)))
      throw new ValidationError({ text_response: 'Please choose from the list' });
    if (!chosen.every((v) => answerIds.has(v as number))) throw notFound('Answer not found.');
    text = JSON.stringify([...new Set(chosen as number[])]);
  } else if (question.type === 'date' && text) {
    const problem = dateProblem(text);
    if (problem) throw new ValidationError({ text_response: problem });
  }
  await inTransaction(deps.db, async (tx) => {
    await repo.upsertResponse(tx, pkg.id, question.id, { answerId, textResponse: text });
    await writeAudit(tx, {
      userId: null,
      action: 'answer',
      entity: 'survey_response',
      entityId: pkg.id,
      changes: { question_id: question.id },
    });
  });
  const { count, total } = await responsesOf(deps.db, pkg, def);
  return { count, total };
}

type RecallMode = 'client' | 'staff';

/**
 * Saves the dietary recall rows (complete rows only; SPEC §5): an empty list, an incomplete row
 * or the same type and time twice is refused with the SPEC message, and nothing changes.
 */
export async function saveRecall(
  deps: AppDeps,
  pkg: Pkg,
  rows: RecallRowInput[],
  mode: RecallMode,
  userId: number | null,
) {
  if (mode === 'client') assertOpen(pkg);
  const def = await definitionOf(deps.db, pkg);
  const types = new Set(def.meal_types.map((m) => m.meal_type));
  if (!rows.length)
    throw new ValidationError({ mealList: SURVEY_MESSAGES.emptyRecall }, SURVEY_MESSAGES.emptyRecall);
  const errors: Record<string, string> = {};
  rows.forEach((row, i) => {
    if (!row.type || !row.time || !row.description)
      errors[`mealList.${i}`] = SURVEY_MESSAGES.incompleteRecall;
    else if (!types.has(row.type)) errors[`mealList.${i}.type`] = 'Please choose a meal type from the list';
    else if (!/^([01]\d|2[0-3]):(00|15|30|45)$/.test(row.time.slice(0, 5)))
      errors[`mealList.${i}.time`] = 'Please choose a time in 15-minute steps';
  });
  if (Object.keys(errors).length) {
    const incomplete = Object.values(errors).includes(SURVEY_MESSAGES.incompleteRecall);
    throw new ValidationError(
      errors,
      incomplete ? SURVEY_MESSAGES.incompleteRecall : 'Please correct the rows',
    );
  }
  const existing = await repo.listRecall(deps.db, pkg.id);
  for (const row of rows) {
    if (row.mealId && !existing.some((e) => e.id === row.mealId)) throw notFound('Meal row not found.');
  }
  // The rows as they will be: stored rows updated by the list, plus the new ones.
  const edited = new Map(rows.filter((r) => r.mealId).map((r) => [r.mealId, r]));
  const final = [
    ...existing.map((e) => edited.get(e.id) ?? { type: e.type, time: e.time, description: e.description }),
    ...rows.filter((r) => !r.mealId),
  ];
  const seen = new Set<string>();
  for (const row of final) {
    const key = `${row.type}|${row.time.slice(0, 5)}`;
    if (seen.has(key)) {
      const message =
        mode === 'staff' ? SURVEY_MESSAGES.duplicateStaffRecall : SURVEY_MESSAGES.duplicateRecall;
      throw new ValidationError({ mealList: message }, message);
    }
    seen.add(key);
  }
  await inTransaction(deps.db, async (tx) => {
    for (const row of rows) {
      const values = { type: row.type, time: row.time.slice(0, 5), description: row.description };
      if (row.mealId) await repo.updateRecallRow(tx, row.mealId, values);
      else await repo.insertRecallRow(tx, { ...values, packageId: pkg.id, clientId: pkg.clientId });
    }
    await writeAudit(tx, {
      userId,
      action: 'update',
      entity: 'dietary_recall',
      entityId: pkg.id,
      changes: { rows: rows.length },
    });
  });
  return sortedRecall(await repo.listRecall(deps.db, pkg.id));
}

export const sortedRecall = <T extends { type: string; time: string | null }>(rows: T[]) =>
  [...rows].sort((a, b) => recallSortKey(a) - recallSortKey(b));

export async function deleteRecall(
  deps: AppDeps,
  pkg: Pkg,
  id: number,
  mode: RecallMode,
  userId: number | null,
) {
  if (mode === 'client') assertOpen(pkg);
  const row = await repo.findRecallRow(deps.db, pkg.id, id);
  if (!row) throw notFound('Meal row not found.');
  const def = await definitionOf(deps.db, pkg);
  const mandatory = def.meal_types.some((m) => m.mandatory && m.meal_type === row.mealType);
  if (mandatory && mode === 'client') throw new AppError(422, SURVEY_MESSAGES.mandatoryMeal);
  await inTransaction(deps.db, async (tx) => {
    await repo.deleteRecallRow(tx, id);
    await writeAudit(tx, { userId, action: 'delete', entity: 'dietary_recall', entityId: id });
  });
}

const workoutClockMinutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return (h * 60 + m - 240 + 1440) % 1440;
};

export async function saveWorkout(deps: AppDeps, pkg: Pkg, input: WorkoutInput) {
  assertOpen(pkg);
  const def = await definitionOf(deps.db, pkg);
  const routines = input.category === TRAINING ? def.routines.training : def.routines.workout;
  const errors: Record<string, string> = {};
  if (!routines) throw new ValidationError({ category: 'This package has no sports training section' });
  if (!routines.includes(input.routine_type)) errors.routine_type = SURVEY_MESSAGES.routineType;
  if (workoutClockMinutes(input.end_time) <= workoutClockMinutes(input.start_time))
    errors.end_time = 'Please choose an end time after the start time';
  const days = {
    monday: input.monday,
    tuesday: input.tuesday,
    wednesday: input.wednesday,
    thursday: input.thursday,
    friday: input.friday,
    saturday: input.saturday,
    sunday: input.sunday,
  };
  if (!Object.values(days).some(Boolean)) errors.days = SURVEY_MESSAGES.days;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (input.id && !(await repo.findWorkout(deps.db, pkg.id, input.id))) throw notFound('Schedule not found.');
  const values = {
    packageId: pkg.id,
    clientId: pkg.clientId,
    category: input.category,
    routineType: input.routine_type,
    startTime: input.start_time,
    endTime: input.end_time,
    ...days,
  };
  const routine = routineQuestion(def);
  return inTransaction(deps.db, async (tx) => {
    const id = input.id ?? (await repo.insertWorkout(tx, values));
    if (input.id) await repo.updateWorkout(tx, input.id, values);
    // A schedule in a section means the section is no longer "none".
    if (routine)
      await repo.upsertResponse(
        tx,
        pkg.id,
        routine.id,
        input.category === TRAINING ? { training: false } : { workout: false },
      );
    await writeAudit(tx, {
      userId: null,
      action: input.id ? 'update' : 'create',
      entity: 'workout_schedule',
      entityId: id,
    });
    return id;
  });
}

export async function deleteWorkout(deps: AppDeps, pkg: Pkg, id: number) {
  assertOpen(pkg);
  if (!(await repo.findWorkout(deps.db, pkg.id, id))) throw notFound('Schedule not found.');
  await inTransaction(deps.db, async (tx) => {
    await repo.deleteWorkout(tx, id);
    await writeAudit(tx, { userId: null, action: 'delete', entity: 'workout_schedule', entityId: id });
  });
}

/** The 'No Exercise/Training' (workout) and 'No Sports Training' (training) flags. */
export async function saveNoneFlags(
  deps: AppDeps,
  pkg: Pkg,
  flags: { training?: boolean; workout?: boolean },
) {
  assertOpen(pkg);
  const def = await definitionOf(deps.db, pkg);
  const routine = routineQuestion(def);
  if (!routine) throw notFound('Question not found.');
  await inTransaction(deps.db, async (tx) => {
    await repo.upsertResponse(tx, pkg.id, routine.id, {
      ...(flags.workout === undefined ? {} : { workout: flags.workout }),
      ...(flags.training === undefined || !def.package.is_sports ? {} : { training: flags.training }),
    });
    await writeAudit(tx, {
      userId: null,
      action: 'update',
      entity: 'survey_response',
      entityId: pkg.id,
      changes: flags,
    });
  });
}

export async function saveWorkoutNotes(deps: AppDeps, pkg: Pkg, notes: string) {
  assertOpen(pkg);
  const def = await definitionOf(deps.db, pkg);
  const routine = routineQuestion(def);
  if (!routine) throw notFound('Question not found.');
  await inTransaction(deps.db, async (tx) => {
    // The notes are the answer to the section's question too, so they count in the progress.
    await repo.upsertResponse(tx, pkg.id, routine.id, {
      notes: notes.trim() || null,
      textResponse: notes.trim() || null,
    });
    await writeAudit(tx, { userId: null, action: 'update', entity: 'survey_response', entityId: pkg.id });
  });
}

/** What still stops a submission, in SPEC §5's order; empty when it may be submitted. */
export async function submissionProblems(db: AppDeps['db'], pkg: Pkg, def: SurveyDefinition) {
  const answers = await responsesOf(db, pkg, def);
  const workouts = await repo.listWorkouts(db, pkg.id);
  const recall = await repo.listRecall(db, pkg.id);
  const problems: Record<string, string> = {};
  const needsWorkout = !answers.no_workout && !workouts.some((w) => w.category === WORKOUT);
  const needsTraining =
    def.package.is_sports && !answers.no_training && !workouts.some((w) => w.category === TRAINING);
  if (needsWorkout || needsTraining) problems.workout = SURVEY_MESSAGES.updateTraining;
  const mandatoryMeals = def.meal_types.filter((m) => m.mandatory).map((m) => m.meal_type);
  // Name the meals still missing, so the client knows what to fill in (issue 34).
  const missingMeals = mandatoryMeals.filter((t) => !recall.some((r) => r.type === t));
  if (missingMeals.length) problems.recall = recallMissingMessage(missingMeals);
  else if (!recall.length) problems.recall = SURVEY_MESSAGES.updateRecall;
  const byQuestion = new Map(answers.responses.map((r) => [r.question_id, r]));
  for (const q of allQuestions(def)) {
    if (q.mandatory && q.category !== DIETARY_RECALL && !isAnswered(q, byQuestion.get(q.id)))
      problems[`question.${q.id}`] = questionMissingMessage(q.text);
  }
  return problems;
}

/**
 * Submits the questionnaire: checked like the page checks it, then the package becomes 'Survey
 * Response Received' and the nutritionist is mailed a link to the package.
 */
export async function submit(deps: AppDeps, pkg: Pkg, language: 'en' | 'hi' = 'en') {
  assertOpen(pkg);
  const def = await definitionOf(deps.db, pkg);
  const problems = await submissionProblems(deps.db, pkg, def);
  if (Object.keys(problems).length) {
    const first =
      problems.workout ??
      problems.recall ??
      Object.values(problems).find((m) => m.startsWith(SURVEY_MESSAGES.mandatory)) ??
      SURVEY_MESSAGES.mandatory;
    throw new ValidationError(problems, first);
  }
  const nutritionist = await repo.nutritionistOf(deps.db, pkg.id);
  await inTransaction(deps.db, async (tx) => {
    // The package re-read under its lock (issue 51): a package completed or cancelled while the
    // client pressed Submit stays closed, and the questionnaire says so.
    const locked = await lockedFor(tx, packages, pkg.id, SURVEY_MESSAGES.invalidToken);
    assertOpen({ ...pkg, status: locked.status });
    await repo.markSubmitted(tx, pkg.id, RECEIVED_STATUS);
    await writeAudit(tx, {
      userId: null,
      action: 'submit',
      entity: 'package',
      entityId: pkg.id,
      changes: { status: { from: locked.status, to: RECEIVED_STATUS } },
    });
    // Filled in Hindi: the client's messages are proposed in Hindi too, unless the staff chose.
    const replaced = language === 'hi' ? await repo.proposeClientLanguage(tx, pkg.clientId, 'hi') : undefined;
    if (replaced)
      await writeAudit(tx, {
        userId: null,
        action: 'update',
        entity: 'client',
        entityId: pkg.clientId,
        changes: { language: { from: replaced, to: 'hi' } },
      });
  });
  if (nutritionist?.email) {
    // The mail names no health data: the nutritionist reads the answers after signing in.
    await deps.mailer.send({
      to: nutritionist.email,
      subject: `Assessment form received from ${pkg.clientFirstName}`,
      text: [
        `Dear ${nutritionist.firstName},`,
        '',
        `${pkg.clientFirstName} ${pkg.clientLastName} has submitted the Nutrition Assessment Questionnaire.`,
        'Their answers are beside the planner of the package:',
        '',
        `${deps.config.publicUrl}/workspace/${pkg.id}/list`,
        '',
        await practiceNameOf(deps.db, deps.config.practiceName),
      ].join('\n'),
    });
  }
}

/** The staff view: every shown section with answer texts (never ids), the recall and the workouts. */
export async function assessmentView(db: AppDeps['db'], pkg: Pkg): Promise<AssessmentView> {
  const def = await definitionOf(db, pkg);
  const answers = await responsesOf(db, pkg, def);
  const [recall, workouts] = await Promise.all([repo.listRecall(db, pkg.id), repo.listWorkouts(db, pkg.id)]);
  return assessmentViewOf(def, answers, recall, workouts, pkg.surveyCompletedAt?.toISOString() ?? null);
}

export { progressPercent };
