import { and, asc, eq, ne } from 'drizzle-orm';
import type { RecallRow, SurveyAnswer, SurveyQuestion, WorkoutRow } from '../../shared/survey';
import type { Db } from '../db/client';
import {
  clients,
  dietaryRecall,
  nutritionists,
  packages,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  workoutSchedules,
} from '../db/schema/index';

export async function listQuestions(db: Db): Promise<SurveyQuestion[]> {
  const questions = await db
    .select()
    .from(surveyQuestions)
    .orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
  const answers = await db
    .select()
    .from(surveyAnswers)
    .orderBy(asc(surveyAnswers.sortOrder), asc(surveyAnswers.id));
  return questions.map((q) => ({
    id: q.id,
    category: q.category,
    text: q.text,
    type: q.type,
    mandatory: q.mandatory,
    ref_id: q.refId,
    answers: answers
      .filter((a) => a.questionId === q.id)
      .map((a) => ({ id: a.id, text_answer: a.textAnswer })),
  }));
}

export async function listResponses(db: Db, packageId: number): Promise<SurveyAnswer[]> {
  const found = await db.select().from(surveyResponses).where(eq(surveyResponses.packageId, packageId));
  return found.map((r) => ({
    question_id: r.questionId,
    answer_id: r.answerId,
    text_response: r.textResponse,
    training: r.training,
    workout: r.workout,
    notes: r.notes,
  }));
}

export async function findResponse(db: Db, packageId: number, questionId: number) {
  const [row] = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.packageId, packageId), eq(surveyResponses.questionId, questionId)));
  return row;
}

export async function upsertResponse(
  db: Db,
  packageId: number,
  questionId: number,
  values: Partial<
    Pick<typeof surveyResponses.$inferInsert, 'answerId' | 'textResponse' | 'training' | 'workout' | 'notes'>
  >,
) {
  await db
    .insert(surveyResponses)
    .values({ packageId, questionId, ...values })
    .onConflictDoUpdate({
      target: [surveyResponses.packageId, surveyResponses.questionId],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function listRecall(db: Db, packageId: number): Promise<RecallRow[]> {
  const found = await db.select().from(dietaryRecall).where(eq(dietaryRecall.packageId, packageId));
  return found.map((r) => ({
    id: r.id,
    type: r.mealType,
    time: r.mealTime.slice(0, 5),
    description: r.mealDescription,
  }));
}

export async function findRecallRow(db: Db, packageId: number, id: number) {
  const [row] = await db
    .select()
    .from(dietaryRecall)
    .where(and(eq(dietaryRecall.packageId, packageId), eq(dietaryRecall.id, id)));
  return row;
}

export async function insertRecallRow(
  db: Db,
  values: { packageId: number; clientId: number; type: string; time: string; description: string },
) {
  await db.insert(dietaryRecall).values({
    packageId: values.packageId,
    clientId: values.clientId,
    mealType: values.type,
    mealTime: values.time,
    mealDescription: values.description,
  });
}

export async function updateRecallRow(
  db: Db,
  id: number,
  values: { type: string; time: string; description: string },
) {
  await db
    .update(dietaryRecall)
    .set({ mealType: values.type, mealTime: values.time, mealDescription: values.description })
    .where(eq(dietaryRecall.id, id));
}

export async function deleteRecallRow(db: Db, id: number) {
  await db.delete(dietaryRecall).where(eq(dietaryRecall.id, id));
}

export async function listWorkouts(db: Db, packageId: number): Promise<WorkoutRow[]> {
  const found = await db
    .select()
    .from(workoutSchedules)
    .where(eq(workoutSchedules.packageId, packageId))
    .orderBy(asc(workoutSchedules.startTime), asc(workoutSchedules.id));
  return found.map((w) => ({
    id: w.id,
    category: w.category as WorkoutRow['category'],
    routine_type: w.routineType,
    start_time: w.startTime.slice(0, 5),
    end_time: w.endTime.slice(0, 5),
    monday: w.monday,
    tuesday: w.tuesday,
    wednesday: w.wednesday,
    thursday: w.thursday,
    friday: w.friday,
    saturday: w.saturday,
    sunday: w.sunday,
  }));
}

export async function findWorkout(db: Db, packageId: number, id: number) {
  const [row] = await db
    .select()
    .from(workoutSchedules)
    .where(and(eq(workoutSchedules.packageId, packageId), eq(workoutSchedules.id, id)));
  return row;
}

export type WorkoutValues = Omit<typeof workoutSchedules.$inferInsert, 'id' | 'createdAt'>;

export async function insertWorkout(db: Db, values: WorkoutValues) {
  const [row] = await db.insert(workoutSchedules).values(values).returning({ id: workoutSchedules.id });
  return row.id;
}

export async function updateWorkout(db: Db, id: number, values: Partial<WorkoutValues>) {
  await db.update(workoutSchedules).set(values).where(eq(workoutSchedules.id, id));
}

export async function deleteWorkout(db: Db, id: number) {
  await db.delete(workoutSchedules).where(eq(workoutSchedules.id, id));
}

export async function markSubmitted(db: Db, packageId: number, status: string) {
  await db
    .update(packages)
    .set({ status, surveyCompletedAt: new Date(), updatedAt: new Date() })
    .where(eq(packages.id, packageId));
}

/**
 * The questionnaire proposes its language for the client's messages (decision 261): the client's
 * language becomes `language` unless a staff save chose it. Answers the language it replaced, or
 * undefined when nothing changed.
 */
export async function proposeClientLanguage(db: Db, clientId: number, language: string) {
  const [before] = await db
    .select({ language: clients.language })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.languageByStaff, false), ne(clients.language, language)))
    .for('update');
  if (!before) return undefined;
  await db.update(clients).set({ language, updatedAt: new Date() }).where(eq(clients.id, clientId));
  return before.language;
}

export async function nutritionistOf(db: Db, packageId: number) {
  const [row] = await db
    .select({ email: nutritionists.email, firstName: nutritionists.firstName })
    .from(packages)
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .where(eq(packages.id, packageId));
  return row;
}
