import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RecipeCatalogueRow, SupplementCatalogueRow } from '../../shared/plans';
import type { Db } from '../db/client';
import { planRecipes, planSupplements, recipes, supplements } from '../db/schema/index';

/** The supplement catalogue the planner chooses from, by name. */
export function supplementCatalogueRows(db: Db): Promise<SupplementCatalogueRow[]> {
  const { id, name, link, dosage } = supplements;
  return db.select({ id, name, link, dosage }).from(supplements).orderBy(asc(name));
}

/** The recipe catalogue the planner chooses from, by name. */
export function recipeCatalogueRows(db: Db): Promise<RecipeCatalogueRow[]> {
  const { id, name, link, meal, dishType } = recipes;
  return db.select({ id, name, link, meal, dish_type: dishType }).from(recipes).orderBy(asc(name));
}

export async function findCatalogueSupplement(db: Db, name: string) {
  const [row] = await db.select().from(supplements).where(eq(supplements.name, name));
  return row;
}

export async function insertPlanSupplement(db: Db, values: typeof planSupplements.$inferInsert) {
  const [row] = await db.insert(planSupplements).values(values).returning();
  return row;
}

export async function findPlanSupplement(db: Db, id: number) {
  const [row] = await db.select().from(planSupplements).where(eq(planSupplements.id, id));
  return row;
}

/**
 * Adds the generator's proposed supplement lines the nutritionist ticked (issue 33), skipping one
 * the plan already lists by name; answers the lines added.
 */
export async function addProposedSupplements(
  tx: Db,
  planId: number,
  lines: { name: string; dosage: string }[],
): Promise<{ id: number; name: string }[]> {
  if (!lines.length) return [];
  const have = await tx
    .select({ name: planSupplements.name })
    .from(planSupplements)
    .where(eq(planSupplements.planId, planId));
  const fresh = lines.filter((l) => !have.some((h) => h.name.toLowerCase() === l.name.toLowerCase()));
  if (!fresh.length) return [];
  const { id, name } = planSupplements;
  return tx
    .insert(planSupplements)
    .values(fresh.map((l) => ({ planId, name: l.name, dosage: l.dosage })))
    .returning({ id, name });
}

/** Undo of a generated week: takes away the supplement lines its Apply added (still in this plan). */
export async function removePlanSupplements(tx: Db, planId: number, ids: number[]): Promise<void> {
  if (ids.length)
    await tx
      .delete(planSupplements)
      .where(and(eq(planSupplements.planId, planId), inArray(planSupplements.id, ids)));
}

export async function deletePlanSupplement(db: Db, id: number) {
  await db.delete(planSupplements).where(eq(planSupplements.id, id));
}

type RecipeInput = { name: string; link?: string | null; meal?: string | null; dish_type?: string | null };

/** Replaces the plan's recipes with the given list, in its order. */
export async function replaceRecipes(tx: Db, planId: number, list: RecipeInput[]): Promise<void> {
  await tx.delete(planRecipes).where(eq(planRecipes.planId, planId));
  if (!list.length) return;
  await tx.insert(planRecipes).values(
    list.map((r) => ({
      planId,
      name: r.name,
      link: r.link ?? null,
      meal: r.meal ?? null,
      dishType: r.dish_type ?? null,
    })),
  );
}

/** Copies a plan's recipes and supplements into another plan, in their order. */
export async function copyRecipesAndSupplements(tx: Db, fromPlanId: number, toPlanId: number): Promise<void> {
  await tx.execute(sql`
    insert into plan_recipes (plan_id, name, link, meal, dish_type)
    select ${toPlanId}, name, link, meal, dish_type from plan_recipes where plan_id = ${fromPlanId} order by id`);
  await tx.execute(sql`
    insert into plan_supplements (plan_id, name, link, dosage)
    select ${toPlanId}, name, link, dosage from plan_supplements where plan_id = ${fromPlanId} order by id`);
}
