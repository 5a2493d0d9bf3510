/**
 * The grid's figures in whole units (issue 33: "C 210 g (60 %)", not "C 209.89 g (59.89%)"): a
 * nutritionist reads a day at a glance and a client never weighs 0.36 kcal. The meal editor keeps
 * two decimals for the working figures. Thousands grouped the Indian way ("1,389 kcal").
 */
import { wholeText } from '../../shared/client-words';
import { SODIUM_DAY_MAX_MG } from '../../shared/plan-options';
import type { WorkspaceMeal } from '../../shared/plans';

export const whole = wholeText;

/** A day's sodium from its main items (alternatives excluded, as for the macros). */
export type DaySodium = {
  mg: number;
  /** Foods of the day with no sodium value: the figure is then a lower bound. */
  unknown: number;
  /** Over the day's ceiling (SODIUM_DAY_MAX_MG). */
  over: boolean;
};

export function daySodium(meals: readonly WorkspaceMeal[]): Map<number, DaySodium> {
  const map = new Map<number, DaySodium>();
  for (const meal of meals) {
    const day = map.get(meal.day) ?? { mg: 0, unknown: 0, over: false };
    for (const item of meal.items) {
      if (item.ref_id !== null) continue;
      const per = item.food.sodium_mg;
      if (per === null || per === undefined) day.unknown += 1;
      else if (item.food.quantity > 0) day.mg += (per * item.quantity) / item.food.quantity;
    }
    day.over = day.mg > SODIUM_DAY_MAX_MG;
    map.set(meal.day, day);
  }
  return map;
}
