import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanPdfSend, PrintDishRecipe } from '../../shared/plan-pdf';
import type { Db } from '../db/client';
import {
  dishes,
  dishVersions,
  mailOutbox,
  nutritionists,
  planPdfSends,
  planTargets,
  users,
} from '../db/schema/index';

export async function insertPdfSend(
  db: Db,
  values: { planId: number; sentBy: number; toAddress: string; mailId: number },
) {
  const [row] = await db.insert(planPdfSends).values(values).returning();
  return row;
}

/** A plan's PDF e-mails, newest first, with the sender's name and the outbox state. */
export async function listPdfSends(db: Db, planId: number): Promise<PlanPdfSend[]> {
  const list = await db
    .select({
      id: planPdfSends.id,
      plan_id: planPdfSends.planId,
      to_address: planPdfSends.toAddress,
      sent_by: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      created_at: planPdfSends.createdAt,
      status: sql<string>`coalesce(${mailOutbox.status}, 'sent')`,
    })
    .from(planPdfSends)
    .innerJoin(users, eq(users.id, planPdfSends.sentBy))
    .leftJoin(mailOutbox, eq(mailOutbox.id, planPdfSends.mailId))
    .where(eq(planPdfSends.planId, planId))
    .orderBy(desc(planPdfSends.createdAt), desc(planPdfSends.id));
  return list.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** The plan's nutritionist as the PDF's footer names them: name and contact. */
export async function nutritionistContact(db: Db, nutritionistId: number | null) {
  if (nutritionistId === null) return null;
  const [row] = await db
    .select({
      firstName: nutritionists.firstName,
      lastName: nutritionists.lastName,
      email: nutritionists.email,
      phone: nutritionists.phone,
    })
    .from(nutritionists)
    .where(eq(nutritionists.id, nutritionistId));
  return row ?? null;
}

/**
 * The recipes of the dish versions among these food rows (issue 27): a plan's meal items point at
 * a version's food row, so the appendix prints the recipe the plan's numbers came from, even
 * after the dish was edited into a newer version.
 */
export type DishRecipeRow = Omit<PrintDishRecipe, 'ingredients'> & {
  ingredients: { foodItemId: number | null; name: string; grams: number }[];
};

export async function dishRecipesOf(db: Db, foodItemIds: number[]): Promise<DishRecipeRow[]> {
  if (!foodItemIds.length) return [];
  const found = await db
    .select({
      foodItemId: dishVersions.foodItemId,
      name: dishes.name,
      ingredients: dishVersions.ingredients,
      yieldGrams: dishVersions.yieldGrams,
      measures: dishVersions.measures,
    })
    .from(dishVersions)
    .innerJoin(dishes, eq(dishes.id, dishVersions.dishId))
    .where(inArray(dishVersions.foodItemId, foodItemIds));
  return found.map((r) => ({
    ...r,
    ingredients: r.ingredients.map(({ foodItemId, name, grams }) => ({
      foodItemId: foodItemId ?? null,
      name,
      grams,
    })),
  }));
}

/**
 * The basis saved with each of the plan's target numbers (key → text), for the nutritionist's copy.
 * Read here: plan-targets offers only the numbers through its index.ts, and is not this feature's
 * to change (decision 225).
 */
export async function targetBasisOf(db: Db, planId: number): Promise<Record<string, string>> {
  const [row] = await db
    .select({ basis: planTargets.basis })
    .from(planTargets)
    .where(eq(planTargets.planId, planId));
  return (row?.basis as Record<string, string> | null) ?? {};
}
