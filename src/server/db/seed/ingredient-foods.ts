import { eq, sql } from 'drizzle-orm';
import { composeDish, type IngredientFood } from '../../../shared/dishes';
import { type FoodFacts, NO_FACTS } from '../../../shared/food-facts';
import { FOOD_TAGS } from '../../../shared/restrictions';
import type { Db } from '../client';
import { foodDatabases, foodItems } from '../schema/index';
import { TEXTURE_SOURCE } from './food-facts-data';

/**
 * Every named ingredient of a recipe is a food row (issue 52 point 1, decision 292): the spice
 * blends and pastes the starter dishes name (sambar powder, rasam powder, garam masala…), and the
 * ingredients that carry no nutrients in the amounts used (water, salt, tea leaves, bay leaf). A
 * blend's composition is a household recipe in IFCT 2017 foods, composed like a dish (per 100 g of
 * the blend), so it carries its ingredients' nutrients and allergen tags: a blend made with hing
 * carries the gluten and wheat of compounded hing (`compounded_hing`, db/seed/hing.ts) unless the
 * practice marks its hing and blends gluten-free.
 */
export const INGREDIENTS_DATABASE_NAME = 'NutriDesk ingredients';

export type NamedIngredient = {
  code: string;
  name: string;
  /** The names a recipe writes it by (lower case). */
  names: string[];
  /** A household recipe in IFCT 2017 codes and grams, composed per 100 g; null = no nutrients in the amounts used. */
  recipe: [string, number][] | null;
  /** Sodium, mg per 100 g, of what the recipe does not hold (salt: NaCl is 39.3 % sodium). */
  sodiumMg?: number;
  facts: Partial<FoodFacts>;
  source: string;
};

const BLEND =
  'Household recipe as the NutriDesk team recalls it (recalled: the practice’s estimate, not a cited recipe), valued from IFCT 2017 (ICMR-NIN).';
const NON_NUTRITIVE =
  'No nutrients counted in the amounts a recipe uses (removed before serving, or brewed and strained); the practice’s estimate.';
// Coriander seeds G024, red chillies G022, cumin G025, black pepper G031, fenugreek G026, turmeric
// G033, curry leaves G010, asafoetida G019, Bengal gram dal B001, red gram dal B021, black gram dal
// B003, cardamom G020/G021, cloves G023, nutmeg G028, mace G027, ginger G014, garlic G011.
export const NAMED_INGREDIENTS: NamedIngredient[] = [
  {
    code: 'ND001',
    name: 'Sambar powder',
    names: ['sambar powder'],
    recipe: [
      ['G024', 40],
      ['G022', 25],
      ['B001', 10],
      ['B021', 8],
      ['B003', 3],
      ['G026', 3],
      ['G025', 4],
      ['G031', 3],
      ['G010', 2],
      ['G033', 2],
      ['G019', 2],
    ],
    facts: { texture: 'mashed', compounded_hing: true },
    source: BLEND,
  },
  {
    code: 'ND002',
    name: 'Rasam powder',
    names: ['rasam powder'],
    recipe: [
      ['G024', 40],
      ['G022', 20],
      ['G025', 15],
      ['G031', 15],
      ['B021', 6],
      ['G010', 2],
      ['G033', 2],
      ['G019', 2],
    ],
    facts: { texture: 'mashed', compounded_hing: true },
    source: BLEND,
  },
  {
    code: 'ND003',
    name: 'Garam masala',
    names: ['garam masala'],
    recipe: [
      ['G024', 32],
      ['G025', 25],
      ['G031', 15],
      ['G020', 10],
      ['G021', 8],
      ['G023', 5],
      ['G028', 3],
      ['G027', 2],
    ],
    facts: { texture: 'mashed' },
    source: BLEND,
  },
  {
    code: 'ND004',
    name: 'Garam masala (whole spices)',
    names: ['garam masala (whole)'],
    recipe: null,
    facts: { texture: 'soft' },
    source: `${NON_NUTRITIVE} Whole spices are taken out before serving.`,
  },
  {
    code: 'ND005',
    name: 'Chaat masala',
    names: ['chaat masala'],
    recipe: [
      ['G025', 35],
      ['G024', 20],
      ['G031', 10],
      ['G022', 10],
      ['G014', 5],
      ['G019', 2],
    ],
    // Black salt, about 18 g in 100 g of the blend.
    sodiumMg: 18 * 393,
    facts: { texture: 'mashed', compounded_hing: true },
    source: `${BLEND} Black salt and dry mango make up the rest (no IFCT row; the salt counted as sodium).`,
  },
  {
    code: 'ND006',
    name: 'Pav bhaji masala',
    names: ['pav bhaji masala'],
    recipe: [
      ['G024', 30],
      ['G022', 20],
      ['G025', 15],
      ['G031', 8],
      ['G033', 5],
      ['G021', 5],
      ['G023', 4],
    ],
    facts: { texture: 'mashed' },
    source: BLEND,
  },
  {
    code: 'ND007',
    name: 'Curry powder',
    names: ['curry powder'],
    recipe: [
      ['G024', 35],
      ['G033', 20],
      ['G025', 15],
      ['G022', 15],
      ['G026', 8],
      ['G031', 7],
    ],
    facts: { texture: 'mashed' },
    source: BLEND,
  },
  {
    code: 'ND008',
    name: 'Ginger-garlic paste',
    names: ['ginger-garlic paste', 'ginger garlic paste'],
    recipe: [
      ['G014', 50],
      ['G011', 50],
    ],
    facts: { texture: 'mashed' },
    source: BLEND,
  },
  {
    code: 'ND009',
    name: 'Salt',
    names: ['salt'],
    recipe: null,
    sodiumMg: 39_300,
    facts: { texture: 'soft' },
    source: 'Table salt, NaCl: 39.3 % sodium by weight (decision 163).',
  },
  {
    code: 'ND010',
    name: 'Water',
    names: ['water'],
    recipe: null,
    sodiumMg: 0,
    facts: { texture: 'liquid', liquid: true },
    source: NON_NUTRITIVE,
  },
  ...(
    [
      ['ND011', 'Tea leaves', 'tea leaves'],
      ['ND012', 'Coffee powder', 'coffee powder'],
      ['ND013', 'Bay leaf', 'bay leaf'],
      ['ND014', 'Kokum', 'kokum'],
      ['ND015', 'Cinnamon', 'cinnamon'],
      ['ND016', 'Amchur', 'amchur'],
      ['ND017', 'Fennel seeds', 'fennel seeds'],
    ] as const
  ).map(
    ([code, name, word]): NamedIngredient => ({
      code,
      name,
      names: [word],
      recipe: null,
      sodiumMg: 0,
      facts: { texture: 'soft', tea_coffee: code === 'ND011' || code === 'ND012' },
      source: NON_NUTRITIVE,
    }),
  ),
];

/** Named ingredients that are IFCT foods by another name. */
export const IFCT_ALIASES: Record<string, string> = { omum: 'G029', 'tamarind pulp': 'E064' };

/** The named ingredient a recipe's word stands for (lower case, trimmed), or undefined. */
export function namedIngredientCode(word: string): string | undefined {
  const w = word.trim().toLowerCase();
  return IFCT_ALIASES[w] ?? NAMED_INGREDIENTS.find((n) => n.names.includes(w))?.code;
}

export async function ingredientsDatabaseId(db: Db): Promise<number> {
  await db
    .insert(foodDatabases)
    .values({ name: INGREDIENTS_DATABASE_NAME, isBuiltin: true })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: foodDatabases.id })
    .from(foodDatabases)
    .where(eq(foodDatabases.name, INGREDIENTS_DATABASE_NAME));
  return row.id;
}

/** Writes the named ingredients' food rows from the IFCT foods (by code) they are made of. */
export async function seedNamedIngredients(
  db: Db,
  ifctByCode: Map<string, IngredientFood & { id: number }>,
): Promise<void> {
  const databaseId = await ingredientsDatabaseId(db);
  for (const n of NAMED_INGREDIENTS) {
    const parts = (n.recipe ?? []).map(([code, grams]) => {
      const food = ifctByCode.get(code);
      if (!food) throw new Error(`Named ingredient ${n.name}: no IFCT food ${code}.`);
      return { food, name: food.name, grams };
    });
    const total = parts.reduce((s, p) => s + p.grams, 0);
    const composed = parts.length ? composeDish(parts, total) : null;
    const v = composed?.per100g;
    // A non-nutritive ingredient holds none (0, known), so a dish's micronutrients stay known.
    const m = v?.micronutrients;
    const sodium = (composed?.sodiumPer100g ?? 0) + (n.sodiumMg ?? 0);
    const facts: FoodFacts = {
      ...NO_FACTS,
      added_sugar_g: 0,
      ...n.facts,
      source: `${n.source} ${TEXTURE_SOURCE}`,
      recalled: true,
    };
    const values = {
      foodDatabaseId: databaseId,
      sourceCode: n.code,
      name: n.name,
      foodGroup: 'Condiments and Spices',
      uom: 'g',
      quantity: 100,
      calories: v?.calories ?? 0,
      protein: v?.protein ?? 0,
      carbohydrate: v?.carbohydrate ?? 0,
      fat: v?.fat ?? 0,
      fibre: v?.fibre ?? 0,
      ironMg: m ? m.iron_mg : 0,
      calciumMg: m ? m.calcium_mg : 0,
      zincMg: m ? m.zinc_mg : 0,
      magnesiumMg: m ? m.magnesium_mg : 0,
      vitaminCMg: m ? m.vitamin_c_mg : 0,
      folateUg: m ? m.folate_ug : 0,
      vitaminAUg: m ? m.vitamin_a_ug : 0,
      thiamineMg: m ? m.thiamine_mg : 0,
      riboflavinMg: m ? m.riboflavin_mg : 0,
      niacinMg: m ? m.niacin_mg : 0,
      sodiumMg: sodium,
      energySource: 'computed',
      energyNote: composed ? 'Computed from the blend’s recipe in IFCT 2017 foods.' : n.source,
      // Compounded hing gives gluten and wheat (hing.ts): a practice with gluten-free hing has
      // them taken off again by applyHingTags after the seed.
      tags: FOOD_TAGS.filter(
        (t) =>
          (composed?.tags ?? []).includes(t) || (facts.compounded_hing && (t === 'gluten' || t === 'wheat')),
      ),
      facts,
    };
    const { foodDatabaseId: _, sourceCode: __, ...set } = values;
    await db
      .insert(foodItems)
      .values(values)
      .onConflictDoUpdate({
        target: [foodItems.foodDatabaseId, foodItems.sourceCode],
        set: { ...set, updatedAt: sql`now()` },
      });
  }
}
