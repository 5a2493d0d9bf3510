import type { Db } from '../client';
import { categoryValues } from '../schema/index';
import { GENERIC_LISTS, PACKAGE_CATEGORIES } from './reference-data';

export async function seedCategories(db: Db): Promise<void> {
  const generic = Object.entries(GENERIC_LISTS).flatMap(([parent, names]) =>
    names.map((name, i) => ({ category: 'Generic', parent, name, sortOrder: i })),
  );
  const top = Object.keys(PACKAGE_CATEGORIES).map((name, i) => ({
    category: 'Categories',
    parent: '',
    name,
    sortOrder: i,
  }));
  const subs = Object.entries(PACKAGE_CATEGORIES).flatMap(([parent, names]) =>
    names.map((name, i) => ({ category: 'Categories', parent, name, sortOrder: i })),
  );
  await db
    .insert(categoryValues)
    .values([...generic, ...top, ...subs])
    .onConflictDoNothing();
}
