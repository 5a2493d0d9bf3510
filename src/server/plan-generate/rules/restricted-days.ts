import type { WorkspaceMeal } from '../../../shared/plans';
import type { Restrictions } from '../../../shared/restrictions';
import { reasonsNotToServe } from '../../../shared/serving';
import { AppError } from '../../lib/errors';
import type { FoodRow } from '../persistence/plan-generate.repository';

/**
 * Fill to targets never sizes a food the client must not have (issue 26): a day holding one is
 * refused, naming the food and why, even when the nutritionist kept it with an override; so is a
 * fasting day holding a food its fast does not allow (decision 143).
 */
export function refuseRestrictedDays(
  meals: WorkspaceMeal[],
  foods: Map<number, FoodRow>,
  restrictions: Restrictions,
  weekdayOf: (day: number) => number | null = () => null,
): void {
  for (const meal of [...meals].sort((a, b) => a.day - b.day)) {
    for (const item of meal.items) {
      const food = foods.get(item.food_item_id);
      const reasons = food ? reasonsNotToServe(food, restrictions, weekdayOf(meal.day)) : [];
      if (!reasons.length) continue;
      const message = `Day ${meal.day} holds ${item.label} (${reasons.join('; ')}); Fill to targets leaves such a day alone. Remove the food or fill this day by hand.`;
      throw new AppError(422, message, { day: message });
    }
  }
}
