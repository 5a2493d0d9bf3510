import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { surveyAnswers, surveyQuestions } from '../schema/index';
import { SURVEY_QUESTIONS } from './survey-questions-data';

/** Inserts missing questions (by code) and their answers; never edits what exists. */
export async function seedSurveyQuestions(db: Db): Promise<void> {
  await db
    .insert(surveyQuestions)
    .values(
      SURVEY_QUESTIONS.map((q, i) => ({
        code: q.code,
        category: q.category,
        text: q.text,
        type: q.type,
        mandatory: q.mandatory ?? false,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  const stored = await db
    .select({ id: surveyQuestions.id, code: surveyQuestions.code })
    .from(surveyQuestions)
    .where(
      inArray(
        surveyQuestions.code,
        SURVEY_QUESTIONS.map((q) => q.code),
      ),
    );
  const idByCode = new Map(stored.map((r) => [r.code, r.id]));
  const answers = SURVEY_QUESTIONS.flatMap((q) =>
    (q.answers ?? (q.type === 'yes_no' ? ['Yes', 'No'] : [])).map((textAnswer, i) => ({
      questionId: idByCode.get(q.code)!,
      textAnswer,
      sortOrder: i,
    })),
  );
  if (answers.length) await db.insert(surveyAnswers).values(answers).onConflictDoNothing();
}
