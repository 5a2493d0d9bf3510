/**
 * The foods of a plan as a client reads them (decision 208): plain names and pieces, for the
 * plan PDF, the client's plan page and the recipe appendix.
 */
import { type ClientFood, clientAmount, clientGrams, type PieceMeasure } from '../../shared/client-words';
import type { Db } from '../db/client';
import { KITCHEN_WORDS, PIECES } from './client-foods-data';
import { clientFoodRows } from './food.repository';

export type ClientFoods = Map<number, ClientFood>;

/** These foods by id, with their plain name and (an IFCT food's) piece or spoon. */
export async function clientFoodsOf(db: Db, foodIds: number[]): Promise<ClientFoods> {
  const found = await clientFoodRows(db, [...new Set(foodIds)]);
  return new Map(
    found.map((f) => [
      f.id,
      { name: f.name, plainName: f.plainName, piece: (f.ifctCode && PIECES[f.ifctCode]) || null },
    ]),
  );
}

/** The piece or spoon a client measures an IFCT food by ("tbsp" of peanuts), or null for grams. */
export function clientPieceOf(ifctCode: string | null | undefined): PieceMeasure | null {
  return (ifctCode ? PIECES[ifctCode] : undefined) ?? null;
}

/** An IFCT food's piece when the client counts it whole (nuts, dates, raisins); else null. */
export function countedPieceOf(ifctCode: string | null | undefined): PieceMeasure | null {
  const piece = clientPieceOf(ifctCode);
  return piece?.whole ? piece : null;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A recipe ingredient in kitchen words: "Sunflower oil — 2 tsp (10 g)", "Curd — 1½ katori
 * (200 g)", "Salt — 2 g"; a food by its plain name, a non-food word ("salt") capitalised.
 */
export function kitchenIngredient(
  ingredient: { foodItemId?: number | null; name: string; grams: number },
  foods: ClientFoods,
): { name: string; amount: string } {
  const food = ingredient.foodItemId ? foods.get(ingredient.foodItemId) : undefined;
  const name = food ? food.plainName || food.name : capitalised(ingredient.name.trim());
  // A kitchen word's spoon ("salt": 1 tsp = 5 g) also serves a named ingredient that has a food
  // row without a piece of its own (the NutriDesk ingredients, decision 292). Display only.
  const piece: PieceMeasure | null =
    food?.piece ?? KITCHEN_WORDS[(food ? name : ingredient.name).trim().toLowerCase()] ?? null;
  const amount = piece
    ? clientAmount({ quantity: ingredient.grams }, piece)
    : `${clientGrams(ingredient.grams)} g`;
  return { name, amount };
}
