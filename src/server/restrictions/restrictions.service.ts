import type { z } from 'zod';
import { fastingReason } from '../../shared/fasting';
import {
  effectiveRestrictions,
  foodConflicts,
  listHolds,
  type MatchStatus,
  matchKey,
  matchLabel,
  RESTRICTION_QUESTIONS,
  type Restrictions,
  type RestrictionsView,
  readRestrictionText,
  type restrictionsInputSchema,
  strictReasons,
  type TaggedFood,
} from '../../shared/restrictions';
import { clientFor, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { foodTags, questionnaireAnswers, savedList, upsertList } from './restrictions.repository';

/** The client's list, each questionnaire answer read against it, and what is enforced. */
export async function restrictionsOfClient(db: Db, clientId: number): Promise<RestrictionsView> {
  const list = await savedList(db, clientId);
  const answers = (await questionnaireAnswers(db, clientId)).map((a) => {
    const read = readRestrictionText(a.text, RESTRICTION_QUESTIONS[a.question]);
    return {
      package_id: a.packageId,
      question: a.question,
      text: a.text,
      matches: read.matches.map((m) => {
        const key = matchKey(m);
        const status: MatchStatus = list.rejected.includes(key)
          ? 'rejected'
          : listHolds(list, m)
            ? 'confirmed'
            : 'pending';
        return { key, label: matchLabel(m), status, match: m };
      }),
      unmatched: read.unmatched,
    };
  });
  const matches = answers.flatMap((a) => a.matches.map((m) => m.match));
  return { list, answers, effective: effectiveRestrictions(list, matches) };
}

export async function restrictionsView(db: Db, viewer: Viewer, clientId: number) {
  await clientFor(db, viewer, clientId);
  return restrictionsOfClient(db, clientId);
}

/** Saves the client's list with its audit row (what changed). */
export async function saveRestrictions(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof restrictionsInputSchema>,
): Promise<RestrictionsView> {
  const { client_id: clientId, ...data } = input;
  await clientFor(db, viewer, clientId);
  const before = await savedList(db, clientId);
  const after: Restrictions = data;
  await inTransaction(db, async (tx) => {
    await upsertList(tx, clientId, after, viewer.id);
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'update',
      entity: 'client_restrictions',
      entityId: clientId,
      changes: diffForAudit(before, after),
    });
  });
  return restrictionsOfClient(db, clientId);
}

/** An item as the meal-save path sends it. */
export type CheckedItem = { id: number; override_reason?: string | null };
export type Override = { food_item_id: number; food: string; conflicts: string[]; reason: string };

/**
 * Each item's strict conflicts with the client's restrictions (empty when none); `weekday` (of
 * the plan day, null when it maps to no date) adds the fast kept on it (decision 143).
 */
export async function conflictsOfItems(
  db: Db,
  clientId: number,
  items: readonly { id: number }[],
  weekday: number | null = null,
): Promise<{ food: string; reasons: string[] }[]> {
  const { effective } = await restrictionsOfClient(db, clientId);
  const foods = await foodTags(db, [...new Set(items.map((i) => i.id))]);
  return items.map((item) => {
    const food = foods.get(item.id);
    if (!food) return { food: '', reasons: [] };
    const fast = fastingReason(food, effective, weekday);
    return { food: food.name, reasons: [...strictReasons(food, effective), ...(fast ? [fast] : [])] };
  });
}

/**
 * Refuses a meal holding a food the client must not have, unless that item carries an override
 * reason: the field message names the food and why. Answers the overrides, for the audit row.
 */
export async function refuseUnsafeItems(
  db: Db,
  clientId: number,
  items: readonly CheckedItem[],
  weekday: number | null = null,
): Promise<Override[]> {
  const conflicts = await conflictsOfItems(db, clientId, items, weekday);
  const errors: Record<string, string> = {};
  const overrides: Override[] = [];
  conflicts.forEach(({ food, reasons }, index) => {
    if (!reasons.length) return;
    const reason = items[index].override_reason?.trim();
    if (reason) overrides.push({ food_item_id: items[index].id, food, conflicts: reasons, reason });
    else
      errors[`items.${index}.override_reason`] =
        `${food}: ${reasons.join('; ')}. To keep it, give a reason for the override.`;
  });
  const messages = Object.values(errors);
  // One refused food: its message is the answer's message too (the planner alerts it).
  if (messages.length) throw new ValidationError(errors, messages.length === 1 ? messages[0] : undefined);
  return overrides;
}

/** One audit row per meal saved with overridden foods (inside the meal's transaction). */
export async function auditOverrides(tx: Db, userId: number, mealId: number, overrides: Override[]) {
  if (!overrides.length) return;
  await writeAudit(tx, {
    userId,
    action: 'override',
    entity: 'meal',
    entityId: mealId,
    changes: { overrides },
  });
}

/** The foods the client may have (strict and soft conflicts both keep a food out of a computed plan). */
export function withoutConflicts<F extends TaggedFood>(foods: F[], restrictions: Restrictions): F[] {
  return foods.filter((f) => foodConflicts(f, restrictions).length === 0);
}
