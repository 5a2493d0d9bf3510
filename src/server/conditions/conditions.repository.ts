import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ClientConditions, EMPTY_CONDITIONS } from '../../shared/conditions';
import type { Db } from '../db/client';
import {
  clientConditions,
  clientRestrictions,
  packages,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
} from '../db/schema/index';

/** The questionnaire questions whose answers may name a condition (issue 35). */
export const CONDITION_QUESTIONS = [
  'med_conditions',
  'med_conditions_sp',
  'med_medicines',
  'med_medicines_sp',
  'gen_expectations',
];
/**
 * The food answers, read for soft food alone (issue 53 point 5): "hard or chewy foods (dentures)"
 * is written where dislikes are asked; "no sugar" there is no diabetes.
 */
export const SOFT_FOOD_QUESTIONS = ['food_dislikes', 'food_allergies'];

export async function savedConditions(db: Db, clientId: number): Promise<ClientConditions> {
  const [row] = await db
    .select({ data: clientConditions.data })
    .from(clientConditions)
    .where(eq(clientConditions.clientId, clientId));
  return { ...EMPTY_CONDITIONS, ...(row?.data ?? {}) };
}

export async function upsertConditions(tx: Db, clientId: number, data: ClientConditions, userId: number) {
  await tx
    .insert(clientConditions)
    .values({ clientId, data, updatedBy: userId })
    .onConflictDoUpdate({
      target: clientConditions.clientId,
      set: { data, updatedBy: userId, updatedAt: new Date() },
    });
}

/** Packages that are over: a past Pregnancy package proposes nothing today. */
const CLOSED_PACKAGES = ['Completed', 'Cancelled'];

/**
 * The sub-category of each open package of the client, newest first (issue 54 point 1): a
 * "Pregnancy" or "Diabetes" package proposes that condition on the card, to confirm in one click
 * (the trimester or the detail is the nutritionist's to give). Only the sub-category is read: the
 * category "Pregnancy & Lactation" names both stages.
 */
async function packageTexts(db: Db, clientId: number) {
  const list = await db
    .select({ category: packages.category, sub: packages.subCategory })
    .from(packages)
    .where(
      and(
        eq(packages.clientId, clientId),
        sql`${packages.status} not in (${sql.join(
          CLOSED_PACKAGES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(desc(packages.id));
  return list.flatMap((p) =>
    p.sub?.trim() ? [{ field: `Package: ${p.category}`, text: p.sub.trim() }] : [],
  );
}

/**
 * The open packages' sub-categories, the medical answers of every package of the client, newest
 * first (a checklist's ticked ids read as their texts), and the card's Other field: each text a
 * proposal may come from.
 */
export async function conditionTexts(
  db: Db,
  clientId: number,
): Promise<{ field: string; text: string; softFoodOnly?: boolean }[]> {
  const chosen = alias(surveyAnswers, 'chosen');
  const list = await db
    .select({
      field: surveyQuestions.text,
      text: sql<string | null>`coalesce(${chosen.textAnswer}, ${surveyResponses.textResponse})`,
      code: surveyQuestions.code,
    })
    .from(surveyResponses)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
    .innerJoin(packages, eq(packages.id, surveyResponses.packageId))
    .leftJoin(chosen, eq(chosen.id, surveyResponses.answerId))
    .where(
      and(
        eq(packages.clientId, clientId),
        inArray(surveyQuestions.code, [...CONDITION_QUESTIONS, ...SOFT_FOOD_QUESTIONS]),
      ),
    )
    .orderBy(desc(packages.id), surveyQuestions.sortOrder);
  const ids = list.flatMap((r) => ticked(r.text) ?? []);
  const names = ids.length
    ? new Map(
        (
          await db
            .select({ id: surveyAnswers.id, text: surveyAnswers.textAnswer })
            .from(surveyAnswers)
            .where(inArray(surveyAnswers.id, ids))
        ).map((a) => [a.id, a.text]),
      )
    : new Map<number, string>();
  const texts = list.flatMap((r) => {
    const idsOf = ticked(r.text);
    const text = idsOf ? idsOf.flatMap((i) => names.get(i) ?? []).join(', ') : r.text?.trim();
    if (!text) return [];
    return [
      { field: r.field, text, ...(SOFT_FOOD_QUESTIONS.includes(r.code ?? '') && { softFoodOnly: true }) },
    ];
  });
  texts.unshift(...(await packageTexts(db, clientId)));
  const [other] = await db
    .select({ data: clientRestrictions.data })
    .from(clientRestrictions)
    .where(eq(clientRestrictions.clientId, clientId));
  if (other?.data.other?.trim()) texts.push({ field: 'Other', text: other.data.other.trim() });
  // The card's dislikes: a "dentures" typed there proposes soft food too.
  for (const word of other?.data.dislikes ?? [])
    if (word.trim()) texts.push({ field: 'Dislikes', text: word.trim(), softFoodOnly: true });
  return texts;
}

/** A multi-select answer is a JSON array of answer ids; anything else is a text (null). */
function ticked(text: string | null): number[] | null {
  if (!text?.startsWith('[')) return null;
  try {
    const ids = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v)) : null;
  } catch {
    return null;
  }
}
