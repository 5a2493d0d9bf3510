import { and, eq, inArray } from 'drizzle-orm';
import type { FoodFacts } from '../../../shared/food-facts';
import { MICRONUTRIENT_KEYS } from '../../../shared/micronutrients';
import type { Db } from '../../db/client';
import {
  dietaryRecall,
  foodDatabases,
  foodItems,
  surveyQuestions,
  surveyResponses,
} from '../../db/schema/index';
import { IFCT_DATABASE_NAME } from '../../db/seed/foods';
import type { ModelFood, NutrientKey } from '../solver/model';

export type FoodRow = ModelFood & {
  code: string;
  localName: string | null;
  uom: string;
  perQuantity: number;
  /** Allergen and diet tags (null = derived from group and name, shared/restrictions.ts). */
  tags: string[] | null;
  /** The food's facts (shared/food-facts.ts): texture, added sugar, season… (decision 292). */
  facts: FoodFacts | null;
  /** False when the food has no sodium value: a day with it cannot claim the sodium ceiling met. */
  sodiumKnown: boolean;
};

export const foodColumns = {
  id: foodItems.id,
  code: foodItems.sourceCode,
  name: foodItems.name,
  localName: foodItems.localName,
  group: foodItems.foodGroup,
  uom: foodItems.uom,
  quantity: foodItems.quantity,
  calories: foodItems.calories,
  protein: foodItems.protein,
  carbohydrate: foodItems.carbohydrate,
  fat: foodItems.fat,
  fibre: foodItems.fibre,
  iron_mg: foodItems.ironMg,
  calcium_mg: foodItems.calciumMg,
  zinc_mg: foodItems.zincMg,
  magnesium_mg: foodItems.magnesiumMg,
  vitamin_c_mg: foodItems.vitaminCMg,
  folate_ug: foodItems.folateUg,
  vitamin_a_ug: foodItems.vitaminAUg,
  thiamine_mg: foodItems.thiamineMg,
  riboflavin_mg: foodItems.riboflavinMg,
  niacin_mg: foodItems.niacinMg,
  sodium_mg: foodItems.sodiumMg,
  tags: foodItems.tags,
  facts: foodItems.facts,
};
export type FoodColumnsRow = { [K in keyof typeof foodColumns]: (typeof foodColumns)[K]['_']['data'] | null };
type Row = FoodColumnsRow;

/** Values per gram (per unit of the food's uom). An unknown micronutrient counts as 0: floors are never met by guesses. */
export function toFood(r: Row): FoodRow {
  const per = (r.quantity ?? 0) > 0 ? 1 / (r.quantity as number) : 0;
  const perGram = {
    energy_kcal: (r.calories ?? 0) * per,
    protein_g: (r.protein ?? 0) * per,
    carbohydrate_g: (r.carbohydrate ?? 0) * per,
    fat_g: (r.fat ?? 0) * per,
    fibre_g: (r.fibre ?? 0) * per,
  } as Record<NutrientKey, number>;
  for (const key of MICRONUTRIENT_KEYS) perGram[key] = ((r[key] as number | null) ?? 0) * per;
  perGram.sodium_mg = (r.sodium_mg ?? 0) * per;
  return {
    id: r.id as number,
    code: r.code as string,
    name: r.name as string,
    localName: r.localName,
    group: r.group,
    uom: (r.uom as string) ?? 'g',
    perQuantity: (r.quantity as number) ?? 100,
    tags: r.tags,
    facts: r.facts,
    sodiumKnown: r.sodium_mg !== null,
    perGram,
  };
}

export async function foodsByIds(db: Db, ids: number[]): Promise<Map<number, FoodRow>> {
  if (!ids.length) return new Map();
  const list = await db.select(foodColumns).from(foodItems).where(inArray(foodItems.id, ids));
  return new Map(list.map((r) => [r.id, toFood(r as Row)]));
}

/** The shipped IFCT 2017 foods with these codes (a practice database may reuse a code). */
export async function ifctFoodsByCodes(db: Db, codes: string[]): Promise<Map<string, FoodRow>> {
  const list = await db
    .select(foodColumns)
    .from(foodItems)
    .innerJoin(foodDatabases, eq(foodDatabases.id, foodItems.foodDatabaseId))
    .where(
      and(
        eq(foodDatabases.name, IFCT_DATABASE_NAME),
        inArray(foodItems.sourceCode, codes),
        eq(foodItems.isActive, true),
      ),
    );
  return new Map(list.map((r) => [r.code, toFood(r as Row)]));
}

/** The questionnaire's allergy and dislike answers of the package (free text; empty when none). */
export async function avoidAnswers(db: Db, packageId: number): Promise<string[]> {
  const list = await db
    .select({ text: surveyResponses.textResponse })
    .from(surveyResponses)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.questionId))
    .where(
      and(
        eq(surveyResponses.packageId, packageId),
        inArray(surveyQuestions.code, ['food_allergies', 'food_dislikes']),
      ),
    );
  return list.flatMap((r) => (r.text ? [r.text] : []));
}

/** The client's own meal times from the package questionnaire's dietary recall (HH:mm:ss). */
export async function recallTimes(db: Db, packageId: number): Promise<{ meal_type: string; time: string }[]> {
  return db
    .select({ meal_type: dietaryRecall.mealType, time: dietaryRecall.mealTime })
    .from(dietaryRecall)
    .where(eq(dietaryRecall.packageId, packageId));
}
