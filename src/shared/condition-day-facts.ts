/**
 * The one builder of a day's facts for the condition checks (shared/condition-checks.ts): the
 * generator's preview (from its computed meals) and the planner's saved days (from the workspace's
 * meals, on the server and again in the grid after an edit) both go through `dayFactsOf`, so a
 * line reads the same wherever it is shown (decision 252).
 */
import { conditionCheckLines, type DayFacts, type Item } from './condition-checks';
import type { ClientCondition } from './conditions';
import type { ConditionContext, WorkspaceMeal } from './plans';

type FactsMeal = {
  timing: string;
  items: (Item & { ref_id: number | null })[];
  carbohydrate_g: number;
  vitamin_c_mg: number;
};

/** Only main items count: an alternative (ref_id set) is not eaten on top of its main item. */
export function dayFactsOf(
  meals: readonly FactsMeal[],
  totals: DayFacts['totals'],
  ctx: ConditionContext,
): DayFacts {
  const main = (items: FactsMeal['items']) =>
    items.filter((i) => i.ref_id === null || i.ref_id === undefined);
  return {
    totals,
    items: meals.flatMap((m) => main(m.items)),
    meals: meals.map((m) => ({
      timing: m.timing,
      items: main(m.items),
      carbohydrate_g: m.carbohydrate_g,
      vitamin_c_mg: m.vitamin_c_mg,
    })),
    sodiumMax: ctx.sodium_max_mg,
    weightKg: ctx.weight_kg,
  };
}

/** A saved day's facts: each meal's carbohydrate and vitamin C and the day's totals from its main items. */
function savedDayFacts(meals: readonly WorkspaceMeal[], ctx: ConditionContext): DayFacts {
  const totals = { energy_kcal: 0, carbohydrate_g: 0, sodium_mg: 0, protein_g: 0 };
  let sodiumUnknown = 0;
  const factsMeals = meals.map((m) => {
    let carbs = 0;
    let vitaminC = 0;
    for (const i of m.items) {
      if (i.ref_id !== null) continue;
      const factor = i.food.quantity > 0 ? i.quantity / i.food.quantity : 0;
      carbs += i.value.qty_carbohydrate;
      vitaminC += (i.food.micronutrients?.vitamin_c_mg ?? 0) * factor;
      totals.energy_kcal += i.value.qty_calories;
      totals.protein_g += i.value.qty_protein;
      const sodium = i.food.sodium_mg;
      if (sodium === null || sodium === undefined) sodiumUnknown += 1;
      else totals.sodium_mg += sodium * factor;
    }
    totals.carbohydrate_g += carbs;
    return { timing: m.hypothetical_time, items: m.items, carbohydrate_g: carbs, vitamin_c_mg: vitaminC };
  });
  return { ...dayFactsOf(factsMeals, totals, ctx), sodiumUnknownFoods: sodiumUnknown };
}

/** Each saved day's lines, by day number (days without a meal have none). */
export function savedDayChecks(
  meals: readonly WorkspaceMeal[],
  conditions: readonly ClientCondition[],
  ctx: ConditionContext,
): Record<number, string[]> {
  const byDay = new Map<number, WorkspaceMeal[]>();
  for (const m of meals) byDay.set(m.day, [...(byDay.get(m.day) ?? []), m]);
  const out: Record<number, string[]> = {};
  for (const [day, list] of byDay) out[day] = conditionCheckLines(conditions, savedDayFacts(list, ctx));
  return out;
}
