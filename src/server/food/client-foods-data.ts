/**
 * Pieces and spoons a client counts, by IFCT 2017 code (decision 208). The grams are the edible
 * part of one piece or one level spoon. SOURCE: NutriDesk household estimates, written from common
 * Indian kitchen practice for this table; they are not from a published table (IFCT 2017 gives
 * no piece weights). Spoons follow the starter library's convention (decision 162): a tsp 5 g of
 * oil or salt, a katori 150 g, a glass 200 ml. The grams beside every count are the plan's own,
 * so an estimate here changes only the words, never the nutrition.
 */
import type { PieceMeasure } from '../../shared/client-words';

const piece = (one: string, grams: number, many = `${one}s`): PieceMeasure => ({ one, many, grams });
const counted = (one: string, grams: number, many = `${one}s`): PieceMeasure => ({
  one,
  many,
  grams,
  whole: true,
});
const tsp = (grams: number): PieceMeasure => ({ one: 'tsp', many: 'tsp', grams });
const tbsp = (grams: number): PieceMeasure => ({ one: 'tbsp', many: 'tbsp', grams });

export const PIECES: Readonly<Record<string, PieceMeasure>> = {
  // Fruit the generator offers (plan-generate/portions.ts ROLE_FOODS.fruit) that come in pieces.
  E001: piece('medium apple', 150),
  E012: piece('medium banana', 120),
  E020: counted('fig', 40),
  E028: piece('medium guava', 100),
  E035: counted('litchi', 15, 'litchis'),
  E047: piece('medium orange', 130),
  E051: piece('medium pear', 150),
  E060: piece('chikoo', 80),
  // Cut fruit by the katori of pieces (the starter library's 150 g katori), a mango by the fruit.
  E039: piece('medium mango', 150, 'medium mangoes'),
  E049: piece('katori', 150, 'katori'),
  E053: piece('katori', 150, 'katori'),
  E055: piece('katori', 150, 'katori'),
  // Nuts and dried fruit a client counts (issue 33, decision 256). SOURCE: USDA FoodData Central,
  // SR Legacy household weights, "1 oz (n kernels) = 28.35 g": almonds 23 kernels (1.23 g each),
  // cashews 18 (1.58 g), pistachios 49 (0.58 g), English walnuts 14 halves (2.03 g). Dates and
  // raisins: SR Legacy "1 date, pitted = 7.1 g" (Deglet Noor) and "50 raisins = 26 g" (seedless),
  // taken from memory of those tables and not checked against the FDC pages here. The plan's
  // grams are IFCT's food either way: a piece weight changes the count shown, never the nutrition.
  H001: counted('almond', 1.23),
  H005: counted('cashew nut', 1.58),
  H018: counted('pistachio', 0.58),
  H021: counted('walnut half', 2.03, 'walnut halves'),
  // Peanuts by the level tablespoon: nobody counts 25 kernels. SOURCE: USDA SR Legacy "peanuts,
  // all types, raw: 1 cup = 146 g", so about 9 g a tablespoon; from memory, not checked here.
  H012: tbsp(9),
  E017: counted('date', 7.1),
  E018: counted('date', 7.1),
  E019: counted('date', 7.1),
  E057: counted('raisin', 0.52),
  E058: counted('raisin', 0.52),
  // Seeds by the spoon (a measured topping, never counted).
  H010: tsp(3),
  H011: tsp(3),
  H014: tbsp(7),
  H020: tbsp(9),
  // Egg, milk, curd.
  M001: counted('egg', 50),
  M004: counted('boiled egg', 50),
  L001: piece('glass', 200, 'glasses'),
  L002: piece('glass', 200, 'glasses'),
  L901: piece('katori', 150, 'katori'),
  // Oils and ghee by the teaspoon.
  T001: tsp(5),
  T004: tsp(5),
  T005: tsp(5),
  T006: tsp(5),
  T008: tsp(5),
  T012: tsp(5),
  T013: tsp(5),
};

/** A recipe's non-food ingredients by their word (dishes-data-build.ts): spoons where they help. */
export const KITCHEN_WORDS: Readonly<Record<string, PieceMeasure>> = {
  salt: tsp(5),
  sugar: tsp(5),
};
