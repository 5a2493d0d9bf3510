import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categoryValues } from '../db/schema/index';

export function listCategoryValues(db: Db, category: string, parent: string) {
  return db
    .select({
      id: categoryValues.id,
      name: categoryValues.name,
      parent: categoryValues.parent,
      sort_order: categoryValues.sortOrder,
    })
    .from(categoryValues)
    .where(
      and(
        eq(categoryValues.category, category),
        eq(categoryValues.parent, parent),
        eq(categoryValues.isActive, true),
      ),
    )
    .orderBy(asc(categoryValues.sortOrder), asc(categoryValues.name));
}
