import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PACKAGE_PAGE_SIZE,
  type PackageDetail,
  type PackageListQuery,
  type PackageProfileRow,
  type PackageRow,
} from '../../shared/packages';
import { packageVisibleTo, type Viewer } from '../auth/policy';
import { type Db, rows as rowsOf } from '../db/client';
import { categoryValues, clients, nutritionists, packages, plans } from '../db/schema/index';
import { likeContains } from '../lib/sql-text';

/** Who is asking: an admin sees every package, a nutritionist only their own. */

export type PackageValues = typeof packages.$inferInsert;
export type PackageRecord = typeof packages.$inferSelect;

const statusOrder = alias(categoryValues, 'status_order');

/** The columns of a list row (SPEC §3: the package plus client and nutritionist names). */
const rowColumns = {
  id: packages.id,
  client_id: packages.clientId,
  dietitian_id: packages.dietitianId,
  category: packages.category,
  sub_category: packages.subCategory,
  client_type: packages.clientType,
  organisation_name: packages.organisationName,
  start_date: packages.startDate,
  end_date: packages.endDate,
  price: packages.price,
  amount_paid: packages.amountPaid,
  payment_mode: packages.paymentMode,
  payment_date: packages.paymentDate,
  duration: packages.duration,
  status: packages.status,
  notes: packages.notes,
  survey_token: packages.surveyToken,
  client_name: clients.firstName,
  last_name: clients.lastName,
  dietitian_name: nutritionists.firstName,
  dietitian_last_name: nutritionists.lastName,
};

const likePattern = (text: string) => likeContains(text.toLowerCase());

/**
 * The search: client names (and email, phone, unique id) or nutritionist names through the
 * trigram indexes of migration 0001, organisation through 0002. The matching people are read
 * first, so the package side is an OR of index lookups on a few ids, never a scan of packages.
 */
async function searchCondition(db: Db, q: string): Promise<SQL> {
  const pattern = likePattern(q);
  const clientIds = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from clients where lower(coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || coalesce(contact_email,'') || ' ' || coalesce(phone,'') || ' ' || coalesce(unique_id,'')) like ${pattern} limit 5000`,
    ),
  ).map((r) => Number(r.id));
  const nutritionistIds = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from nutritionists where lower(first_name || ' ' || last_name || ' ' || email) like ${pattern}`,
    ),
  ).map((r) => Number(r.id));
  return or(
    clientIds.length ? inArray(packages.clientId, clientIds) : undefined,
    nutritionistIds.length ? inArray(packages.dietitianId, nutritionistIds) : undefined,
    sql`lower(coalesce(${packages.organisationName}, '')) like ${pattern}`,
  ) as SQL;
}

async function listConditions(db: Db, scope: Viewer, query: PackageListQuery): Promise<SQL | undefined> {
  const c: (SQL | undefined)[] = [];
  c.push(packageVisibleTo(scope));
  if (query.status) c.push(eq(packages.status, query.status));
  if (query.category) c.push(eq(packages.category, query.category));
  if (query.sub_category) c.push(eq(packages.subCategory, query.sub_category));
  if (query.nutritionist) c.push(eq(packages.dietitianId, query.nutritionist));
  if (query.client_id) c.push(eq(packages.clientId, query.client_id));
  if (query.client_type) c.push(eq(packages.clientType, query.client_type));
  if (query.duration) c.push(eq(packages.duration, query.duration));
  // A date range: packages starting on or after start_date and ending on or before end_date.
  if (query.start_date) c.push(gte(packages.startDate, query.start_date));
  if (query.end_date) c.push(lte(packages.endDate, query.end_date));
  if (query.end_from) c.push(gte(packages.endDate, query.end_from));
  if (query.organisation)
    c.push(sql`lower(coalesce(${packages.organisationName}, '')) like ${likePattern(query.organisation)}`);
  if (query.q) c.push(await searchCondition(db, query.q));
  return c.length ? and(...c) : undefined;
}

function listOrder(query: PackageListQuery): SQL[] {
  const dir = query.order === 'desc' ? desc : asc;
  const tail = [desc(packages.id)];
  switch (query.col) {
    case 'client':
      return [dir(sql`lower(${clients.firstName})`), dir(sql`lower(${clients.lastName})`), ...tail];
    case 'nutritionist':
      return [
        dir(sql`lower(${nutritionists.firstName})`),
        dir(sql`lower(${nutritionists.lastName})`),
        ...tail,
      ];
    case 'sub_category':
      return [dir(packages.subCategory), ...tail];
    case 'duration':
      return [dir(packages.duration), ...tail];
    case 'organisation_name':
      return [dir(sql`lower(${packages.organisationName})`), ...tail];
    case 'start_date':
      return [
        query.order === 'desc' ? sql`${packages.startDate} desc nulls last` : asc(packages.startDate),
        ...tail,
      ];
    case 'end_date':
      return [
        query.order === 'desc'
          ? sql`${packages.endDate} desc nulls last`
          : sql`${packages.endDate} asc nulls last`,
        ...tail,
      ];
    default: {
      // Status in the order of the server list Package_Status (the lifecycle), newest first within
      // a status; statuses someone added without an order go last.
      const rank = sql`coalesce(${statusOrder.sortOrder}, 1000)`;
      return [query.order === 'desc' ? sql`${rank} desc` : sql`${rank} asc`, ...tail];
    }
  }
}

/** Beyond this many rows before the page, the default order falls back to one sort. */
const SEGMENT_DEPTH_LIMIT = 5_000;

/**
 * The default order (status along the Package_Status list, newest first within a status) as
 * one index walk per status: each branch reads at most page × size ids through the
 * (status, id) index, so page 1 of 50,000 packages reads about 140 index entries instead of
 * sorting every package. Statuses someone added without a place in the list come last.
 */
async function idsByStatusSegments(
  db: Db,
  where: SQL | undefined,
  query: PackageListQuery,
): Promise<number[]> {
  const statuses = (
    await db
      .select({ name: categoryValues.name })
      .from(categoryValues)
      .where(and(eq(categoryValues.category, 'Generic'), eq(categoryValues.parent, 'Package_Status')))
      .orderBy(asc(categoryValues.sortOrder), asc(categoryValues.name))
  ).map((r) => r.name);
  const depth = query.page * PACKAGE_PAGE_SIZE;
  const filter = where ? sql` and ${where}` : sql``;
  const branches = statuses.map(
    (status, rank) =>
      sql`(select ${rank}::int as rank, status, id from ${packages} where status = ${status}${filter} order by id desc limit ${depth})`,
  );
  const known = sql.join(
    statuses.map((st) => sql`${st}`),
    sql`, `,
  );
  branches.push(
    sql`(select 1000 as rank, status, id from ${packages} where status not in (${statuses.length ? known : sql`''`})${filter} order by status, id desc limit ${depth})`,
  );
  const dir = query.order === 'desc' ? sql`desc` : sql`asc`;
  const result = await db.execute(sql`
    select id from (${sql.join(branches, sql` union all `)}) s
    order by rank ${dir}, status ${dir}, id desc
    limit ${PACKAGE_PAGE_SIZE} offset ${(query.page - 1) * PACKAGE_PAGE_SIZE}`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId));
}

/**
 * The planner's defaults assume data on spinning disks, so on an in-memory or SSD database it
 * prefers scanning 50,000 packages (or every client) over an index; a realistic page cost
 * makes it take the indexes. SET LOCAL keeps this inside the list's own transaction.
 */
async function withIndexFriendlyPlanner<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(
      sql`select set_config('random_page_cost', '1.1', true), set_config('effective_cache_size', '1GB', true)`,
    );
    return work(t);
  });
}

export function listPackages(db: Db, scope: Viewer, query: PackageListQuery) {
  return withIndexFriendlyPlanner(db, (tx) => listPackagesIn(tx, scope, query));
}

async function listPackagesIn(db: Db, scope: Viewer, query: PackageListQuery) {
  const where = await listConditions(db, scope, query);
  const [total] = await db.select({ n: count() }).from(packages).where(where);
  const byStatus =
    (!query.col || query.col === 'status') &&
    !query.q &&
    query.page * PACKAGE_PAGE_SIZE <= SEGMENT_DEPTH_LIMIT;
  if (byStatus) {
    const ids = await idsByStatusSegments(db, where, query);
    const found = ids.length ? await selectRows(db).where(inArray(packages.id, ids)) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    return { rows: ids.map((id) => byId.get(id)).filter(Boolean) as PackageRow[], total: Number(total.n) };
  }
  const rows = await selectRows(db)
    .leftJoin(
      statusOrder,
      and(
        eq(statusOrder.category, 'Generic'),
        eq(statusOrder.parent, 'Package_Status'),
        eq(statusOrder.name, packages.status),
      ),
    )
    .where(where)
    .orderBy(...listOrder(query))
    .limit(PACKAGE_PAGE_SIZE)
    .offset((query.page - 1) * PACKAGE_PAGE_SIZE);
  return { rows: rows as PackageRow[], total: Number(total.n) };
}

/** Every package the scope may see, for the CSV export (admins only call it). */
export async function exportPackages(db: Db) {
  return db
    .select({ ...rowColumns, created_at: packages.createdAt })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .orderBy(asc(packages.id));
}

export async function findPackage(db: Db, id: number): Promise<PackageRecord | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}

export async function findPackageByToken(db: Db, token: string): Promise<PackageRecord | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.surveyToken, token)).limit(1);
  return row;
}

export async function packageDetail(db: Db, id: number): Promise<PackageDetail | undefined> {
  const [row] = await db
    .select({
      ...rowColumns,
      created_at: packages.createdAt,
      profile: {
        id: clients.id,
        first_name: clients.firstName,
        last_name: clients.lastName,
        dob: clients.dob,
        food_preferences: clients.foodPreferences,
      },
    })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .where(eq(packages.id, id))
    .limit(1);
  if (!row) return undefined;
  const planRows = await db
    .select({
      id: plans.id,
      description: plans.description,
      start_date: plans.startDate,
      end_date: plans.endDate,
      created_at: plans.createdAt,
    })
    .from(plans)
    .where(and(eq(plans.packageId, id), isNull(plans.deletedAt)))
    .orderBy(desc(plans.createdAt), desc(plans.id));
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    plans: planRows.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
  } as PackageDetail;
}

/** Packages with their client, for the plan pages' pickers; newest first. */
export async function packageProfiles(db: Db, scope: Viewer, q: string | undefined, limit: number) {
  const c: (SQL | undefined)[] = [];
  c.push(packageVisibleTo(scope));
  if (q) c.push(await searchCondition(db, q));
  return (await db
    .select({
      id: packages.id,
      client_id: packages.clientId,
      client_name: clients.firstName,
      last_name: clients.lastName,
      dietitian_id: packages.dietitianId,
      dietitian_name: nutritionists.firstName,
      dietitian_last_name: nutritionists.lastName,
      category: packages.category,
      sub_category: packages.subCategory,
      status: packages.status,
      start_date: packages.startDate,
    })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .where(c.length ? and(...c) : undefined)
    .orderBy(desc(packages.id))
    .limit(limit)) as PackageProfileRow[];
}

export async function insertPackage(db: Db, values: PackageValues): Promise<PackageRecord> {
  const [row] = await db.insert(packages).values(values).returning();
  return row;
}

export async function updatePackage(
  db: Db,
  id: number,
  values: Partial<PackageValues>,
): Promise<PackageRecord> {
  const [row] = await db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packages.id, id))
    .returning();
  return row;
}

export async function findClientForPackage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      contactEmail: clients.contactEmail,
      createdBy: clients.createdBy,
    })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row;
}

export async function findNutritionistForPackage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: nutritionists.id,
      firstName: nutritionists.firstName,
      lastName: nutritionists.lastName,
      status: nutritionists.status,
    })
    .from(nutritionists)
    .where(eq(nutritionists.id, id))
    .limit(1);
  return row;
}
