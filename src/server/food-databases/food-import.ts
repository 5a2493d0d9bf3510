import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type FoodFacts, NO_FACTS, TEXTURE_LABELS, TEXTURES, type Texture } from '../../shared/food-facts';
import { factorEnergyKcal } from '../../shared/nutrition';
import { FOOD_TAGS, readFoodTags } from '../../shared/restrictions';
import type { FoodSourceResult, RowError } from '../../shared/settings';
import { type Db, inTransaction } from '../db/client';
import { foodDatabases, foodItems, mealItems } from '../db/schema/index';
import { duplicateRows, readCsvTable } from '../lib/csv-table';
import { fetchCsv, SourceError, type SourcePolicy } from '../lib/remote-csv';

const amount = (positive: boolean) =>
  z
    .string()
    .min(1, 'is empty')
    .transform((v) => Number(v.replace(/,/g, '')))
    .refine((n) => Number.isFinite(n), 'is not a number')
    .refine((n) => (positive ? n > 0 : n >= 0), positive ? 'must be more than 0' : 'must be 0 or more');

/** A texture as the sheet may write it: its key ("whole_nut_seed") or its words ("whole nut or seed"). */
const TEXTURE_WORDS = new Map<string, Texture>(
  TEXTURES.flatMap((t) => [
    [t.replace(/_/g, ' '), t],
    [TEXTURE_LABELS[t].toLowerCase(), t],
  ]),
);

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** The optional fact columns (decision 304): what the nutritionist knows of a practice food. */
const factColumns = {
  texture: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const texture = TEXTURE_WORDS.get((v as string).trim().toLowerCase().replace(/[_-]/g, ' '));
      if (!texture)
        ctx.addIssue({
          code: 'custom',
          message: `names a texture we do not know: ${v} (known: ${TEXTURES.map((t) => TEXTURE_LABELS[t]).join(', ')})`,
        });
      return texture ?? null;
    }),
  added_sugar: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const n = Number((v as string).replace(/,/g, ''));
      if (!Number.isFinite(n) || n < 0) ctx.addIssue({ code: 'custom', message: 'must be grams, 0 or more' });
      return n;
    }),
  gi: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 150)
        ctx.addIssue({ code: 'custom', message: 'must be a glycaemic index from 1 to 150' });
      return n;
    }),
  liquid: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const word = (v as string).trim().toLowerCase();
      if (['yes', 'y', 'true', '1'].includes(word)) return true;
      if (['no', 'n', 'false', '0'].includes(word)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be yes or no' });
      return null;
    }),
};

const foodRowSchema = z
  .object({
    ...factColumns,
    name: z.string().min(1, 'is empty').max(200, 'is longer than 200 characters'),
    uom: z.string().min(1, 'is empty').max(20, 'is longer than 20 characters'),
    quantity: amount(true),
    calories: amount(false),
    protein: amount(false),
    carbohydrate: amount(false),
    fat: amount(false),
    fibre: amount(false),
    /** Allergen and diet tags ("peanut, milk"); empty or no column = derived from the name (issue 26). */
    tags: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const read = readFoodTags(v);
        if (read.unknown.length)
          ctx.addIssue({
            code: 'custom',
            message: `names tags we do not know: ${read.unknown.join(', ')} (known: ${FOOD_TAGS.join(', ')})`,
          });
        return read.tags;
      }),
  })
  .superRefine((row, ctx) => {
    // Numbers no food can have: more macronutrients than the quantity they are given for, or no
    // energy although the food has protein, carbohydrate or fat (IFCT's oils once came this way).
    const macros = row.protein + row.carbohydrate + row.fat + row.fibre;
    if (/^(g|gm|gram|grams)$/i.test(row.uom) && macros > row.quantity * 1.005)
      ctx.addIssue({
        code: 'custom',
        path: ['protein'],
        message: `protein, carbohydrate, fat and fibre add up to ${Math.round(macros * 100) / 100} g, more than the ${row.quantity} g they are for`,
      });
    if (row.added_sugar !== null && row.added_sugar > row.quantity && /^(g|gm|gram|grams|ml)$/i.test(row.uom))
      ctx.addIssue({
        code: 'custom',
        path: ['added_sugar'],
        message: `is ${row.added_sugar} g, more than the ${row.quantity} ${row.uom} it is for`,
      });
    if (row.calories === 0 && row.protein + row.carbohydrate + row.fat > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['calories'],
        message: `is 0 although the food has protein, carbohydrate or fat (about ${Math.round(factorEnergyKcal(row))} kcal by IFCT factors)`,
      });
  });
type FoodRow = z.infer<typeof foodRowSchema>;

const FOOD_COLUMNS = {
  name: ['name', 'food name', 'food'],
  uom: ['uom', 'unit'],
  quantity: ['quantity', 'qty'],
  calories: ['calories', 'energy', 'kcal'],
  protein: ['protein'],
  carbohydrate: ['carbohydrate', 'carbohydrates', 'carbs'],
  fat: ['fat'],
  fibre: ['fibre', 'fiber'],
};

/** A food sheet may add a Tags column (decision 141) and the food's facts (decision 304). */
const OPTIONAL_COLUMNS = {
  tags: ['tags', 'allergens', 'allergen tags', 'diet tags'],
  texture: ['texture'],
  added_sugar: ['added sugar', 'added sugar g', 'added sugar (g)', 'added sugars'],
  gi: ['gi', 'glycaemic index', 'glycemic index'],
  liquid: ['liquid', 'drink'],
};

const LIQUID_UNITS = /^(ml|l|litre|liter|litres|liters|glass|cup)$/i;

/**
 * An imported food's facts (issue 52's leftover, decision 304): what the sheet's fact columns say,
 * else what its unit tells (a food measured in ml is a drink); added sugar per 100 of the unit.
 * Always the practice's own estimate (recalled), with the sheet named as its source; a fact the
 * sheet leaves empty stays unknown (null), never guessed from the name.
 */
export function importedFacts(row: FoodRow, sourceName: string): FoodFacts {
  const liquid = row.liquid ?? LIQUID_UNITS.test(row.uom.trim());
  const per100 = /^(g|gm|gram|grams|ml)$/i.test(row.uom.trim());
  const typed = [row.texture, row.added_sugar, row.gi, row.liquid].some((v) => v !== null);
  return {
    ...NO_FACTS,
    texture: row.texture ?? (liquid ? 'liquid' : null),
    added_sugar_g:
      row.added_sugar === null || !per100 ? null : Math.round((row.added_sugar / row.quantity) * 10000) / 100,
    gi: row.gi,
    liquid,
    source: `The practice's own estimate: food sheet "${sourceName}"${typed ? '' : ' (no fact columns; liquid read from the unit)'}`,
    recalled: true,
  };
}

/** The stable key of a food within its source: its name, ignoring case and extra spaces. */
const sourceCodeOf = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

export type FoodSource = { id: number; name: string; sheetUrl: string };

const failed = (name: string, error: string, rowErrors: RowError[] = []): FoodSourceResult => ({
  name,
  ok: false,
  added: 0,
  updated: 0,
  removed: 0,
  hidden: 0,
  error,
  row_errors: rowErrors,
});

/** Fetches and parses one source; a result with ok=false when anything is wrong, else its rows. */
async function readSource(source: FoodSource, policy: SourcePolicy) {
  try {
    const text = await fetchCsv(source.sheetUrl, policy);
    const table = readCsvTable(text, FOOD_COLUMNS, foodRowSchema, OPTIONAL_COLUMNS);
    const dupes = duplicateRows(table.rows, (r) => sourceCodeOf(r.name), 'name: the same food');
    const rowErrors = [...table.errors, ...dupes].sort((a, b) => a.line - b.line);
    const count = table.errorCount + dupes.length;
    if (count)
      return {
        result: failed(
          source.name,
          `${count} row${count === 1 ? '' : 's'} with errors; nothing was imported`,
          rowErrors,
        ),
      };
    if (!table.rows.length)
      return { result: failed(source.name, 'The sheet has no food rows; nothing was imported') };
    return { rows: table.rows.map((r) => r.value) };
  } catch (error) {
    if (error instanceof SourceError) return { result: failed(source.name, error.message) };
    throw error;
  }
}

/**
 * Imports one configured source, all or nothing: every row is valid or nothing changes.
 * Foods are matched by name, so a food a plan uses keeps its id and is updated in place; foods
 * gone from the sheet are deleted, or hidden from search when a plan uses them.
 */
export async function importFoodSource(
  db: Db,
  source: FoodSource,
  policy: SourcePolicy,
): Promise<FoodSourceResult> {
  const read = await readSource(source, policy);
  if (read.result) {
    await recordSync(db, source.id, summarise(read.result));
    return read.result;
  }
  const result = await inTransaction(db, (tx) => writeFoods(tx, source, read.rows));
  await recordSync(db, source.id, null);
  return result;
}

async function writeFoods(db: Db, source: FoodSource, rowsIn: FoodRow[]): Promise<FoodSourceResult> {
  const existing = await db
    .select({ id: foodItems.id, code: foodItems.sourceCode })
    .from(foodItems)
    .where(eq(foodItems.foodDatabaseId, source.id));
  const known = new Set(existing.map((r) => r.code));
  const values = rowsIn.map(({ texture, added_sugar, gi, liquid, ...r }) => ({
    foodDatabaseId: source.id,
    sourceCode: sourceCodeOf(r.name),
    ...r,
    facts: importedFacts({ ...r, texture, added_sugar, gi, liquid }, source.name),
    isActive: true,
    updatedAt: new Date(),
  }));
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(foodItems)
      .values(values.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [foodItems.foodDatabaseId, foodItems.sourceCode],
        set: {
          name: sql`excluded.name`,
          uom: sql`excluded.uom`,
          quantity: sql`excluded.quantity`,
          calories: sql`excluded.calories`,
          protein: sql`excluded.protein`,
          carbohydrate: sql`excluded.carbohydrate`,
          fat: sql`excluded.fat`,
          fibre: sql`excluded.fibre`,
          tags: sql`excluded.tags`,
          facts: sql`excluded.facts`,
          isActive: true,
          updatedAt: sql`now()`,
        },
      });
  }
  const incoming = new Set(values.map((v) => v.sourceCode));
  const added = values.filter((v) => !known.has(v.sourceCode)).length;
  const stale = existing.filter((r) => !incoming.has(r.code)).map((r) => r.id);
  const { removed, hidden } = await retireFoods(db, stale);
  return {
    name: source.name,
    ok: true,
    added,
    updated: values.length - added,
    removed,
    hidden,
    error: null,
    row_errors: [],
  };
}

/** Deletes foods no plan uses; hides (is_active = false) the ones a plan uses, so plans keep them. */
export async function retireFoods(db: Db, ids: number[]): Promise<{ removed: number; hidden: number }> {
  if (!ids.length) return { removed: 0, hidden: 0 };
  const used = await db
    .selectDistinct({ id: mealItems.foodItemId })
    .from(mealItems)
    .where(inArray(mealItems.foodItemId, ids));
  const usedIds = new Set(used.map((r) => r.id));
  const unused = ids.filter((id) => !usedIds.has(id));
  if (unused.length) await db.delete(foodItems).where(inArray(foodItems.id, unused));
  if (usedIds.size) {
    await db
      .update(foodItems)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(inArray(foodItems.id, [...usedIds]), eq(foodItems.isActive, true)));
  }
  return { removed: unused.length, hidden: usedIds.size };
}

function summarise(result: FoodSourceResult): string {
  const rows = result.row_errors.slice(0, 5).map((e) => `line ${e.line}: ${e.reason}`);
  return [result.error, ...rows].join('\n');
}

async function recordSync(db: Db, id: number, error: string | null) {
  await db
    .update(foodDatabases)
    .set({ lastSyncedAt: new Date(), lastSyncError: error })
    .where(eq(foodDatabases.id, id));
}
