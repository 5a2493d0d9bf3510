import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categoryValues } from '../db/schema/index';

/** True when `name` is an active value of the list (used by every feature's validation). */
export async function isListValue(db: Db, category: string, parent: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categoryValues.id })
    .from(categoryValues)
    .where(
      and(
        eq(categoryValues.category, category),
        eq(categoryValues.parent, parent),
        eq(categoryValues.name, name),
        eq(categoryValues.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}
