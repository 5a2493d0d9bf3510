/**
 * What this client may be served on this day (issue 32): the one rule every reader and writer
 * asks — the meal-write gate (server/plans/core), the generator's candidates, Fill to targets, the
 * grid's marks, the PDF and the client's plan page. A food is refused for its strict conflicts
 * (allergies, intolerances, diet rules), a confirmed condition's food rule (issue 35,
 * condition-foods.ts) and, on a fasting weekday, when the fast does not allow it.
 */
import { conditionReasons } from './condition-foods';
import { fastingReason } from './fasting';
import type { FoodFacts } from './food-facts';
import { type Restrictions, strictReasons, type TaggedFood } from './restrictions';

/** Why this food may not be served on that weekday (empty when it may); weekday 0–6 or null. */
export function reasonsNotToServe(food: TaggedFood, rules: Restrictions, weekday: number | null): string[] {
  const fast = fastingReason(food, rules, weekday);
  return [
    ...strictReasons(food, rules),
    ...conditionReasons(food, rules.conditions),
    ...(fast ? [fast] : []),
  ];
}

/** "Groundnut oil on Day 2: contains groundnut: peanut allergy" — the one wording of a refusal. */
export function refusalText(food: string, day: number, reasons: readonly string[]): string {
  return `${food} on Day ${day}: ${reasons.join('; ')}`;
}

type ServedItem = {
  label: string;
  food_group: string | null;
  tags?: readonly string[] | null;
  facts?: FoodFacts | null;
  override_reason?: string | null;
};

/**
 * What a client may be shown of a plan (the PDF, every client view): each meal without the foods
 * the client may not be served on its day, unless the nutritionist kept one with an override.
 */
export function servableMeals<M extends { day: number; items: readonly ServedItem[] }>(
  meals: readonly M[],
  rules: Restrictions | undefined,
  weekdayOf: (day: number) => number | null,
): M[] {
  if (!rules) return [...meals];
  return meals.map((meal) => ({
    ...meal,
    items: meal.items.filter(
      (i) =>
        Boolean(i.override_reason) ||
        reasonsNotToServe(
          { name: i.label, group: i.food_group, tags: i.tags ?? null, facts: i.facts },
          rules,
          weekdayOf(meal.day),
        ).length === 0,
    ),
  }));
}
