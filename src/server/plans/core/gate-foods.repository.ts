import { and, eq, inArray } from 'drizzle-orm';
import type { HouseholdMeasure } from '../../../shared/dishes';
import type { FoodFacts } from '../../../shared/food-facts';
import type { Db } from '../../db/client';
import { dishes, foodItems } from '../../db/schema/index';

/** A food as the meal-write gate reads it: what it is, its tags and measures, and whose dish it is. */
export type GateFood = {
  id: number;
  name: string;
  group: string | null;
  tags: string[] | null;
  /** The food's facts (shared/food-facts.ts): what the condition rules read (decision 292). */
  facts: FoodFacts | null;
  measures: HouseholdMeasure[] | null;
  /** Set for a dish version's food row: who made the dish and whether the practice shares it. */
  dish: { createdBy: number | null; isShared: boolean } | null;
};

/** The active foods among these ids, in one query (a dish version joined to its dish). */
export async function gateFoods(db: Db, ids: number[]): Promise<Map<number, GateFood>> {
  if (!ids.length) return new Map();
  const found = await db
    .select({
      id: foodItems.id,
      name: foodItems.name,
      group: foodItems.foodGroup,
      tags: foodItems.tags,
      facts: foodItems.facts,
      measures: foodItems.measures,
      dishId: foodItems.dishId,
      dishRow: dishes.id,
      createdBy: dishes.createdBy,
      isShared: dishes.isShared,
    })
    .from(foodItems)
    .leftJoin(dishes, eq(dishes.id, foodItems.dishId))
    .where(and(inArray(foodItems.id, ids), eq(foodItems.isActive, true)));
  // A version whose dish row is gone is no food anyone may put in a meal.
  const live = found.filter((f) => f.dishId === null || f.dishRow !== null);
  return new Map(
    live.map((f) => [
      f.id,
      {
        id: f.id,
        name: f.name,
        group: f.group,
        tags: f.tags,
        facts: f.facts,
        measures: f.measures,
        dish: f.dishId === null ? null : { createdBy: f.createdBy, isShared: Boolean(f.isShared) },
      },
    ]),
  );
}
