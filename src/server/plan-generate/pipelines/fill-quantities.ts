import { toHalfSteps } from '../../../shared/measures';
import { GENERATE_MESSAGES, type GeneratedMeal } from '../../../shared/plan-generate';
import { AppError } from '../../lib/errors';
import { loadMeals } from '../../plans/index';
import { itemMeasures } from '../persistence/dish-candidates.repository';
import { foodsByIds } from '../persistence/plan-generate.repository';
import { contextOf, dayAnswer, previewOf } from '../preview/day-answer';
import { dayRulesOf } from '../rules/day-rules';
import { refuseRestrictedDays } from '../rules/restricted-days';
import type { Pipeline } from './pipeline-run';
import { fillDay } from './problems';

/**
 * "Fill to targets": the plan's own foods on the days asked, their grams solved to the targets.
 * A day that serves a food its restrictions forbid is refused before anything is solved.
 */
export const fillQuantities: Pipeline = async ({
  db,
  pool,
  plan,
  days,
  preference,
  maxNodes,
  started,
  input,
  context,
}) => {
  const { targets, restrictions, conditions, weightKg, supplements, weekdayOf } = context;
  const all = await loadMeals(db, plan.id, preference);
  const foods = await foodsByIds(db, [...new Set(all.flatMap((m) => m.items.map((i) => i.food_item_id)))]);
  refuseRestrictedDays(
    all.filter((m) => days.includes(m.day)),
    foods,
    restrictions,
    weekdayOf,
  );
  const measures = await itemMeasures(
    db,
    all.filter((m) => days.includes(m.day)).flatMap((m) => m.items.map((i) => i.id)),
  );
  const filled = days.map((day) =>
    fillDay(
      day,
      all.filter((m) => m.day === day),
      foods,
      targets,
      (itemId) => measures.get(itemId),
    ),
  );
  if (filled.some((f) => !f.job.slots.length))
    throw new AppError(422, GENERATE_MESSAGES.emptyDay, { day: GENERATE_MESSAGES.emptyDay });
  const solved = await pool.solve({
    days: filled.map((f) => ({
      ...f.job,
      rules: dayRulesOf(
        conditions,
        foods.values(),
        f.meals.map((m) => ({ timing: m.hypothetical_time })),
        weightKg,
      ),
    })),
    variety: input.variety,
    maxNodes,
  });
  const out = filled.map((f, d) => {
    const grams = new Map<string, { grams: number; steps: number }>();
    solved[d].choice?.forEach((c) => {
      const at = f.slotItems[c.slot];
      grams.set(`${at.meal}:${at.index}`, c);
    });
    const meals: GeneratedMeal[] = f.meals.map((meal, m) => ({
      meal_id: meal.meal_id,
      time: `${meal.time.hh}:${meal.time.mm}`,
      hypothetical_time: meal.hypothetical_time,
      description: meal.description,
      items: meal.items.map((item, index) => {
        const computed = grams.get(`${m}:${index}`);
        const measure = measures.get(item.id);
        return {
          food_item_id: item.food_item_id,
          label: item.label,
          food_group: item.food_group,
          facts: item.facts ?? null,
          quantity: computed?.grams ?? item.quantity,
          uom: item.food.uom,
          ref_id: item.ref_id,
          computed: computed !== undefined,
          // An item in a measure stays in it: its steps were whole pieces or half measures.
          measure_label: measure?.label ?? null,
          measure_count: measure
            ? computed
              ? toHalfSteps(computed.grams / measure.grams)
              : measure.count
            : null,
        };
      }),
    }));
    return dayAnswer(
      f.job.day,
      meals,
      foods,
      targets,
      solved[d],
      contextOf(preference, meals.length, 'quantities'),
    );
  });
  return previewOf('quantities', targets, out, performance.now() - started, supplements);
};
