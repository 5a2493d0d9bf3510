import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE } from '../../shared/catalogues';
import { type Db, inTransaction } from '../db/client';
import type { supplements } from '../db/schema/index';
import { likeContains } from '../lib/sql-text';
import type { CatalogueDefinition } from './catalogue-definitions';

// Both catalogue tables share id, name and created_by; typed as one for the query builder.
type AnyDef = CatalogueDefinition<{ name: string }, { id: number; name: string }>;
const tableOf = (def: AnyDef) => def.table as typeof supplements;

/**
 * One page and the total in one query: on the embedded database every query is a turn on the one
 * connection, so a list costs one turn, not two. The total is a sub-select counted once, not a
 * window count (`count(*) over ()`), which made every row of the catalogue pass through a sort;
 * the page itself is read in order from the lower(name), id index and stops after a page
 * (decision 064).
 */
export async function listCatalogue(db: Db, def: AnyDef, q: string, pageNo: number) {
  const table = tableOf(def);
  const where = q ? ilike(table.name, likeContains(q)) : undefined;
  const found = await db
    .select({ row: table, total: db.$count(table, where) })
    .from(table)
    .where(where)
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((pageNo - 1) * CATALOGUE_PAGE_SIZE);
  // A page past the end has no row to carry the total: count then.
  const total = found.length
    ? found[0].total
    : Number((await db.select({ n: count() }).from(table).where(where))[0].n);
  return { rows: found.map((r) => def.toRow(r.row)), total };
}

export async function findCatalogueRow(db: Db, def: AnyDef, id: number) {
  const table = tableOf(def);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row ? def.toRow(row) : undefined;
}

/** Another row with the same name in any letter case (names are unique per catalogue). */
export async function nameTaken(db: Db, def: AnyDef, name: string, exceptId?: number): Promise<boolean> {
  const table = tableOf(def);
  const same = sql`lower(${table.name}) = ${name.toLowerCase()}`;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(same, ne(table.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

export async function insertCatalogueRow(
  db: Db,
  def: AnyDef,
  values: Record<string, unknown>,
  userId: number,
) {
  const table = tableOf(def);
  const [row] = await db
    .insert(table)
    .values({ ...values, createdBy: userId } as never)
    .returning();
  return def.toRow(row);
}

export async function updateCatalogueRow(db: Db, def: AnyDef, id: number, values: Record<string, unknown>) {
  const table = tableOf(def);
  const [row] = await db
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  return row ? def.toRow(row) : undefined;
}

export async function deleteCatalogueRow(db: Db, def: AnyDef, id: number): Promise<boolean> {
  const table = tableOf(def);
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/** Adds new names and updates known ones (any letter case), in one transaction; never deletes. */
export async function importCatalogueRows(
  db: Db,
  def: AnyDef,
  rowsIn: Record<string, unknown>[],
  userId: number,
) {
  return inTransaction(db, async (tx) => {
    const table = tableOf(def);
    const existing = await tx.select({ id: table.id, name: table.name }).from(table);
    const idByName = new Map(existing.map((r) => [r.name.toLowerCase(), r.id]));
    let added = 0;
    let updated = 0;
    for (const values of rowsIn) {
      const id = idByName.get(String(values.name).toLowerCase());
      if (id) {
        await tx
          .update(table)
          .set(values as never)
          .where(eq(table.id, id));
        updated++;
      } else {
        await tx.insert(table).values({ ...values, createdBy: userId } as never);
        added++;
      }
    }
    return { added, updated };
  });
}
