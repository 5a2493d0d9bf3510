/**
 * A plan's versions (issue 54 point 2, decision 301): every plan write keeps, in its own
 * transaction and under the plan's lock, who wrote, a one-line summary and the plan's days and
 * meals as they were just before. The core's writers (`writeGatedMealsIn`, `removeMealIn`,
 * `deleteDayIn`) call `recordVersion` first, so a writer added later (a saved meal's insert) keeps
 * versions without doing anything. One transaction keeps one version per plan: the first call's
 * summary names it (a writer that calls the core twice still makes one undo step).
 */
import { CUSTOM_TIMING } from '../../../shared/plans';
import type { Db } from '../../db/client';
import type { MealToSave } from '../meals.repository';
import { gateFoods } from './gate-foods.repository';
import { insertVersion, snapshotOf, type VersionKind } from './plan-versions.repository';

/** The plans that already have their version in a transaction (keyed by the transaction handle). */
const recorded = new WeakMap<object, Set<number>>();

/**
 * Keeps the version of this write of the plan: the plan as it stands now (read under its lock,
 * which the caller holds), unless this transaction already kept one for the plan. Answers the
 * version's id, or undefined when one was kept already.
 */
export async function recordVersion(
  tx: Db,
  userId: number,
  planId: number,
  summary: string | (() => Promise<string>),
  kind: VersionKind = 'write',
): Promise<number | undefined> {
  const plans = recorded.get(tx) ?? new Set<number>();
  if (plans.has(planId)) return undefined;
  plans.add(planId);
  recorded.set(tx, plans);
  const text = typeof summary === 'string' ? summary : await summary();
  return insertVersion(tx, {
    planId,
    userId,
    kind,
    summary: text.slice(0, 300),
    before: await snapshotOf(tx, planId),
  });
}

const list = (days: number[]) => {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  return sorted.length === 1 ? `day ${sorted[0]}` : `days ${sorted.join(', ')}`;
};

/** A meal's name in a summary: its timing ("Lunch"), or its time for a custom one. */
export const mealName = (fields: { hypotheticalTime: string; time: string }) =>
  fields.hypotheticalTime && fields.hypotheticalTime !== CUSTOM_TIMING
    ? fields.hypotheticalTime
    : fields.time;

/** The first foods of the meals by name ("Roti, Dal tadka, Rice +2"). */
async function foodsOf(db: Db, meals: MealToSave[]): Promise<string> {
  const ids = [...new Set(meals.flatMap((m) => m.items.filter((i) => !i.ref_id).map((i) => i.id)))];
  const foods = await gateFoods(db, ids.slice(0, 4));
  const names = ids.slice(0, 3).map((id) => foods.get(id)?.name ?? 'a food');
  return ids.length > 3 ? `${names.join(', ')} +${ids.length - 3}` : names.join(', ');
}

/** The one-line summary of a meal write, from the writer's verb and the meals written. */
export async function summaryOfMeals(db: Db, form: string, meals: MealToSave[]): Promise<string> {
  const days = meals.map((m) => m.fields.day);
  const names = [...new Set(meals.map((m) => mealName(m.fields)))];
  const what = names.length === 1 ? names[0] : `${meals.length} meals`;
  if (!meals.length) return 'Changed the plan';
  switch (form) {
    case 'editor':
      return `Saved ${what} on ${list(days)}: ${await foodsOf(db, meals)}`;
    case 'Not moved':
      return `Moved ${what} to ${list(days)} at ${meals[0].fields.time}`;
    case 'Not copied':
      return `Copied ${what} to ${list(days)}`;
    case 'Not applied':
      return `Applied a computed plan to ${list(days)}`;
    case 'Not undone':
      return `Undid a computed plan on ${list(days)}`;
    default:
      return `Changed ${what} on ${list(days)}: ${await foodsOf(db, meals)}`;
  }
}
