import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EMPTY_RESTRICTIONS, RESTRICTION_QUESTIONS, type Restrictions } from '../../shared/restrictions';
import type { Db } from '../db/client';
import {
  clientRestrictions,
  clients,
  packages,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
} from '../db/schema/index';

/** The client's saved list (an empty one when never saved). */
export async function savedList(db: Db, clientId: number): Promise<Restrictions> {
  const [row] = await db
    .select({ data: clientRestrictions.data })
    .from(clientRestrictions)
    .where(eq(clientRestrictions.clientId, clientId));
  return { ...EMPTY_RESTRICTIONS, ...(row?.data ?? {}) };
}

export async function upsertList(tx: Db, clientId: number, data: Restrictions, userId: number) {
  await tx
    .insert(clientRestrictions)
    .values({ clientId, data, updatedBy: userId })
    .onConflictDoUpdate({
      target: clientRestrictions.clientId,
      set: { data, updatedBy: userId, updatedAt: new Date() },
    });
}

/**
 * The diet, allergy, dislike and fasting answers of every package of the client, newest package
 * first; a chosen answer (diet, Yes/No) reads as its text.
 */
export async function questionnaireAnswers(db: Db, clientId: number) {
  const chosen = alias(surveyAnswers, 'chosen');
  const list = await db
    .select({
      packageId: packages.id,
      question: surveyQuestions.code,
      field: surveyQuestions.text,
      text: sql<string | null>`coalesce(${chosen.textAnswer}, ${surveyResponses.textResponse})`,
    })
    .from(surveyResponses)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
    .innerJoin(packages, eq(packages.id, surveyResponses.packageId))
    .leftJoin(chosen, eq(chosen.id, surveyResponses.answerId))
    .where(
      and(eq(packages.clientId, clientId), inArray(surveyQuestions.code, Object.keys(RESTRICTION_QUESTIONS))),
    )
    .orderBy(desc(packages.id), surveyQuestions.sortOrder);
  // The checklist keeps the ticked answers' ids (a JSON array): read as their texts, joined.
  const ids = list.flatMap((r) => (r.question === 'food_allergy_checklist' ? ticked(r.text) : []));
  const texts = ids.length
    ? new Map(
        (
          await db
            .select({ id: surveyAnswers.id, text: surveyAnswers.textAnswer })
            .from(surveyAnswers)
            .where(inArray(surveyAnswers.id, ids))
        ).map((a) => [a.id, a.text]),
      )
    : new Map<number, string>();
  return list.flatMap((r) => {
    const text =
      r.question === 'food_allergy_checklist'
        ? ticked(r.text)
            .flatMap((id) => texts.get(id) ?? [])
            .join(', ')
        : r.text?.trim();
    return text ? [{ ...r, text }] : [];
  });
}

/** Add Client's food preference (clients.food_preferences). */
export async function clientFoodPreference(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ value: clients.foodPreferences })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.value?.trim() || null;
}

function ticked(json: string | null): number[] {
  try {
    const ids = JSON.parse(json ?? '[]');
    return Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}
