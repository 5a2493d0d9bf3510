import { and, asc, count, desc, eq, exists, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PACKAGE_PAGE_SIZE,
  type PackageDetail,
  type PackageListQuery,
  type PackageProfileRow,
  type PackageRow,
} from '../../shared/packages';
import type { Db } from '../db/client';
import { categoryValues, clients, nutritionists, packages, plans } from '../db/schema/index';

/** Who is asking: an admin sees every package, a nutritionist only their own. */
export type PackageScope = { isAdmin: boolean; nutritionistId: number | null; userId: number };

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

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search expressions are exactly those of the trigram indexes of migration 0001 (clients,
 * nutritionists) and 0002 (organisation), so each part of the OR can use its index.
 */
function searchCondition(q: string): SQL {
  const pattern = likePattern(q);
  return or(
    sql`${packages.clientId} in (select id from clients where lower(coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || coalesce(contact_email,'') || ' ' || coalesce(phone,'') || ' ' || coalesce(unique_id,'')) like ${pattern})`,
    sql`${packages.dietitianId} in (select id from nutritionists where lower(first_name || ' ' || last_name || ' ' || email) like ${pattern})`,
    sql`lower(coalesce(${packages.organisationName}, '')) like ${pattern}`,
  ) as SQL;
}

function listConditions(scope: PackageScope, query: PackageListQuery): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (!scope.isAdmin) c.push(eq(packages.dietitianId, scope.nutritionistId ?? -1));
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
  if (query.organisation)
    c.push(sql`lower(coalesce(${packages.organisationName}, '')) like ${likePattern(query.organisation)}`);
  if (query.q) c.push(searchCondition(query.q));
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

export async function listPackages(db: Db, scope: PackageScope, query: PackageListQuery) {
  const where = listConditions(scope, query);
  const [total] = await db.select({ n: count() }).from(packages).where(where);
  const rows = await db
    .select(rowColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
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
export async function packageProfiles(db: Db, scope: PackageScope, q: string | undefined, limit: number) {
  const c: (SQL | undefined)[] = [];
  if (!scope.isAdmin) c.push(eq(packages.dietitianId, scope.nutritionistId ?? -1));
  if (q) c.push(searchCondition(q));
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

/**
 * ARCHITECTURE "Who may see what": a nutritionist sees a client they created or one that has a
 * package with them. Used before a nutritionist may open a package for that client.
 */
export async function clientVisibleToNutritionist(
  db: Db,
  clientId: number,
  scope: PackageScope,
): Promise<boolean> {
  if (scope.isAdmin) return true;
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.id, clientId),
        or(
          eq(clients.createdBy, scope.userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(packages)
              .where(
                and(eq(packages.clientId, clients.id), eq(packages.dietitianId, scope.nutritionistId ?? -1)),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
