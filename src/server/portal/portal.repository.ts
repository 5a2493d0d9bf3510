import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import {
  bodyParameters,
  clients,
  dishes,
  dishVersions,
  foodItems,
  meals,
  mealTicks,
  nutritionists,
  packages,
  planLinks,
  planPdfSends,
  planShares,
  plans,
  portalWrites,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';

export type LinkRow = typeof planLinks.$inferSelect;

/** What the portal needs of a link's package: its state, dates, client's first name and phones. */
export type LinkPackage = {
  id: number;
  clientId: number;
  dietitianId: number;
  status: string;
  startDate: string;
  endDate: string | null;
  firstName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  /** 'en' or 'hi': the share texts' language (decision 266). */
  clientLanguage: string;
  nutritionistFirstName: string;
  nutritionistLastName: string;
  nutritionistPhone: string | null;
};

const linkPackageColumns = {
  id: packages.id,
  clientId: packages.clientId,
  dietitianId: packages.dietitianId,
  status: packages.status,
  startDate: packages.startDate,
  endDate: packages.endDate,
  firstName: clients.firstName,
  clientPhone: clients.phone,
  clientEmail: clients.contactEmail,
  clientLanguage: clients.language,
  nutritionistFirstName: nutritionists.firstName,
  nutritionistLastName: nutritionists.lastName,
  nutritionistPhone: nutritionists.phone,
};

function packageQuery(db: Db) {
  return db
    .select({ link: planLinks, pkg: linkPackageColumns })
    .from(planLinks)
    .innerJoin(packages, eq(packages.id, planLinks.packageId))
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId));
}

/** The link of a token (live or revoked) with its package, or undefined. */
export async function linkOfToken(db: Db, token: string) {
  const [row] = await packageQuery(db).where(eq(planLinks.token, token)).limit(1);
  return row;
}

/** The package's live link (at most one), or undefined. */
export async function liveLinkOf(db: Db, packageId: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(planLinks)
    .where(and(eq(planLinks.packageId, packageId), isNull(planLinks.revokedAt)))
    .limit(1);
  return row;
}

/** The package with its client and nutritionist, as the link shows them. */
export async function linkPackage(db: Db, packageId: number): Promise<LinkPackage | undefined> {
  const [row] = await db
    .select(linkPackageColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .where(eq(packages.id, packageId))
    .limit(1);
  return row;
}

export async function insertLink(
  tx: Db,
  values: { packageId: number; token: string; createdBy: number },
): Promise<LinkRow> {
  const [row] = await tx.insert(planLinks).values(values).returning();
  return row;
}

/** Revokes a live link; false when it was revoked already (another renew won). */
export async function revokeLink(tx: Db, linkId: number, userId: number): Promise<boolean> {
  const revoked = await tx
    .update(planLinks)
    .set({ revokedAt: new Date(), revokedBy: userId })
    .where(and(eq(planLinks.id, linkId), isNull(planLinks.revokedAt)))
    .returning({ id: planLinks.id });
  return revoked.length > 0;
}

/** Marks a plan shared (the first time only; later shares keep the first date). */
export async function markShared(tx: Db, planId: number, userId: number) {
  await tx.insert(planShares).values({ planId, sharedBy: userId }).onConflictDoNothing();
}

/** The package's newest live plan, or undefined. */
export async function newestPlanOf(db: Db, packageId: number) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.packageId, packageId), isNull(plans.deletedAt)))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(1);
  return row;
}

const isShared: SQL = or(
  sql`exists (select 1 from ${planShares} where ${planShares.planId} = ${plans.id})`,
  sql`exists (select 1 from ${planPdfSends} where ${planPdfSends.planId} = ${plans.id})`,
) as SQL;

/** The plan the link shows: the package's newest live plan that was shared (decision 171). */
export async function sharedPlanOf(db: Db, packageId: number) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.packageId, packageId), isNull(plans.deletedAt), isShared))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(1);
  return row;
}

/** When the plan or any of its meals last changed (a meal edit does not touch the plan row). */
export async function planUpdatedAt(db: Db, planId: number, planUpdated: Date): Promise<string> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${meals.updatedAt})` })
    .from(meals)
    .where(eq(meals.planId, planId));
  const mealsAt = row?.at ? new Date(row.at) : null;
  return (mealsAt && mealsAt > planUpdated ? mealsAt : planUpdated).toISOString();
}

export type FoodNames = { local: Map<number, string>; hindi: Map<number, string> };

/** Devanagari (U+0900–U+097F): a name written in it is a Hindi name, not a romanised alias. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The local names of these foods as stored, and their Hindi names (decision 216): a dish's own
 * Hindi name (dishes.name_hi, decision 207), else the food's name_hi when it is written in
 * Devanagari (IFCT's Hindi names are romanised, decision 208), else a local name written in
 * Devanagari. A list of romanised aliases ("string hoppers, nool puttu, sevai") is never a Hindi name.
 */
export async function foodNamesOf(db: Db, foodIds: number[]): Promise<FoodNames> {
  const names: FoodNames = { local: new Map(), hindi: new Map() };
  if (!foodIds.length) return names;
  const found = await db
    .select({
      id: foodItems.id,
      localName: foodItems.localName,
      foodHindi: foodItems.nameHi,
      dishHindi: dishes.nameHi,
    })
    .from(foodItems)
    .leftJoin(dishVersions, eq(dishVersions.foodItemId, foodItems.id))
    .leftJoin(dishes, eq(dishes.id, dishVersions.dishId))
    .where(inArray(foodItems.id, foodIds));
  for (const f of found) {
    const local = f.localName?.trim();
    if (local) names.local.set(f.id, local);
    // A dish's local names are stored as one list ("moong khichdi, मूंग दाल खिचड़ी"): its Devanagari entry.
    const fromLocal = local
      ?.split(/[,;]/)
      .map((name) => name.trim())
      .find((name) => DEVANAGARI.test(name));
    const foodHindi = f.foodHindi && DEVANAGARI.test(f.foodHindi) ? f.foodHindi : undefined;
    const hindi = f.dishHindi?.trim() || foodHindi || fromLocal;
    if (hindi) names.hindi.set(f.id, hindi);
  }
  return names;
}

/** The meal of this plan, or undefined (another plan's meal is not found). */
export async function mealOfPlan(db: Db, planId: number, mealId: number) {
  const [row] = await db
    .select({ id: meals.id, time: meals.time, name: meals.hypotheticalTime })
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.planId, planId)))
    .limit(1);
  return row;
}

export type TickRow = typeof mealTicks.$inferSelect;

/** The package's ticks between two dates (inclusive). */
export async function ticksOf(db: Db, packageIds: number[], from: string, to: string): Promise<TickRow[]> {
  if (!packageIds.length) return [];
  return db
    .select()
    .from(mealTicks)
    .where(and(inArray(mealTicks.packageId, packageIds), gte(mealTicks.date, from), lte(mealTicks.date, to)))
    .orderBy(mealTicks.date, mealTicks.mealLabel);
}

/** Stores the tick; a later tick of the same meal and date replaces it (latest wins). */
export async function upsertTick(
  tx: Db,
  values: Omit<typeof mealTicks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<TickRow> {
  const [row] = await tx
    .insert(mealTicks)
    .values(values)
    .onConflictDoUpdate({
      target: [mealTicks.mealId, mealTicks.date],
      set: { status: values.status, note: values.note, mealLabel: values.mealLabel, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function tickOf(db: Db, mealId: number, date: string): Promise<TickRow | undefined> {
  const [row] = await db
    .select()
    .from(mealTicks)
    .where(and(eq(mealTicks.mealId, mealId), eq(mealTicks.date, date)))
    .limit(1);
  return row;
}

/**
 * Claims a request id for this package: true the first time; false when it was seen before (a
 * retry: nothing is stored again). Another package's id is refused the same way, never shared.
 */
export async function claimRequest(
  tx: Db,
  requestId: string,
  packageId: number,
  kind: string,
  contentHash: string,
) {
  const inserted = await tx
    .insert(portalWrites)
    .values({ requestId, packageId, kind, contentHash })
    .onConflictDoNothing()
    .returning({ id: portalWrites.requestId });
  return inserted.length > 0;
}

/** The write a request id was first used for, if any. */
export async function writeOfRequest(tx: Db, requestId: string) {
  const [row] = await tx.select().from(portalWrites).where(eq(portalWrites.requestId, requestId));
  return row;
}

/**
 * Holds the package's row until the transaction ends, so one link's writes are counted and made
 * one at a time on every app server (no two writes both see room for one more).
 */
export async function lockPackageWrites(tx: Db, packageId: number) {
  await tx.execute(sql`select id from packages where id = ${packageId} for update`);
}

/** When the package's writes (of `kind`, else all) since `since` were made, in ms. */
export async function writeTimesSince(tx: Db, packageId: number, since: Date, kind?: string) {
  const found = await tx
    .select({ at: portalWrites.createdAt })
    .from(portalWrites)
    .where(
      and(
        eq(portalWrites.packageId, packageId),
        gte(portalWrites.createdAt, since),
        kind ? eq(portalWrites.kind, kind) : undefined,
      ),
    );
  return found.map((r) => r.at.getTime());
}

/** The parameter ids of weight and waist. */
export async function weightParameters(db: Db) {
  const found = await db
    .select({
      id: bodyParameters.id,
      key: bodyParameters.key,
      name: bodyParameters.name,
      unit: bodyParameters.unit,
    })
    .from(bodyParameters)
    .where(inArray(bodyParameters.key, ['weight', 'waist']));
  return { weight: found.find((p) => p.key === 'weight'), waist: found.find((p) => p.key === 'waist') };
}

/** A reading set the client reported (never one of the nutritionist's), with its values. */
export async function insertClientReading(
  tx: Db,
  clientId: number,
  readingDate: string,
  values: { parameterId: number; value: number }[],
): Promise<number> {
  const [row] = await tx
    .insert(vitalReadings)
    .values({ clientId, readingDate, reportedBy: 'client', notes: 'Reported by the client on the plan link' })
    .returning({ id: vitalReadings.id });
  await tx
    .insert(vitalValues)
    .values(
      values.map((v) => ({ readingId: row.id, parameterId: v.parameterId, decimalValue: String(v.value) })),
    );
  return row.id;
}

/** The client's weight and waist readings from a date on, each marked by who reported it. */
export async function weightReadingsOf(db: Db, clientId: number, from: string) {
  const result = await db.execute(sql`
    select r.id, r.reading_date::text as date, r.reported_by,
      max(v.decimal_value::float8) filter (where p.key = 'weight') as weight_kg,
      max(v.decimal_value::float8) filter (where p.key = 'waist') as waist_cm
    from ${vitalReadings} r
    join ${vitalValues} v on v.reading_id = r.id
    join ${bodyParameters} p on p.id = v.parameter_id and p.key in ('weight', 'waist')
    where r.client_id = ${clientId} and r.type = '' and r.reading_date >= ${from}
    group by r.id
    order by r.reading_date, r.id`);
  return rows<{
    id: number;
    date: string;
    reported_by: string;
    weight_kg: number | null;
    waist_cm: number | null;
  }>(result);
}

/** The client's packages that have (or had) a plan link, newest link first. */
export async function linkedPackagesOf(db: Db, clientId: number) {
  return db
    .select({ packageId: planLinks.packageId, revokedAt: planLinks.revokedAt })
    .from(planLinks)
    .innerJoin(packages, eq(packages.id, planLinks.packageId))
    .where(eq(packages.clientId, clientId))
    .orderBy(desc(planLinks.createdAt), desc(planLinks.id));
}

/** The package's questionnaire token, or null before the questionnaire was first sent. */
export async function surveyTokenOf(db: Db, packageId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: packages.surveyToken })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  return row?.token ?? null;
}

/** Whether the plan is a live plan of the package. */
export async function isPlanOfPackage(db: Db, planId: number, packageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.packageId, packageId), isNull(plans.deletedAt)))
    .limit(1);
  return Boolean(row);
}

export type ReportingClient = { client_id: number; name: string; last_report: string | null };

/**
 * The dashboard's plan-link counts (issue 28): clients who reported today (a tick or a weight
 * since the practice's midnight), and clients silent for `silentDays` or more: a live link, a
 * package still running, and nothing sent since (counted from the link's creation when nothing
 * was ever sent). A nutritionist sees their own packages' clients; an admin (null) all.
 */
export async function clientReportCounts(
  db: Db,
  nutritionistId: number | null,
  today: string,
  silentDays: number,
  graceDays: number,
) {
  const mine = nutritionistId === null ? sql`true` : sql`p.dietitian_id = ${nutritionistId}`;
  const result = await db.execute(sql`
    with reports as (
      select p.client_id, max(t.updated_at) as at
      from ${mealTicks} t join ${packages} p on p.id = t.package_id
      where ${mine} group by p.client_id
      union all
      select r.client_id, max(r.created_at)
      from ${vitalReadings} r
      where r.reported_by = 'client' and exists (
        select 1 from ${packages} p where p.client_id = r.client_id and ${mine})
      group by r.client_id
    ),
    last_report as (select client_id, max(at) as at from reports group by client_id),
    live as (
      select p.client_id, min(l.created_at) as linked_at
      from ${planLinks} l join ${packages} p on p.id = l.package_id
      where l.revoked_at is null and p.status not in ('Completed', 'Cancelled')
        and (p.end_date is null or p.end_date > ${today}::date - ${graceDays}::int)
        and ${mine}
      group by p.client_id
    )
    select c.id as client_id, trim(c.first_name || ' ' || c.last_name) as name,
      (lr.at at time zone 'Asia/Kolkata')::date::text as last_report,
      (lr.at at time zone 'Asia/Kolkata')::date = ${today}::date as today,
      live.client_id is not null
        and (coalesce(lr.at, live.linked_at) at time zone 'Asia/Kolkata')::date <= ${today}::date - ${silentDays}::int
        as silent
    from ${clients} c
    left join last_report lr on lr.client_id = c.id
    left join live on live.client_id = c.id
    where lr.client_id is not null or live.client_id is not null
    order by lr.at desc nulls last, c.id`);
  const found = rows<ReportingClient & { today: boolean; silent: boolean }>(result);
  const pick = (r: ReportingClient) => ({ client_id: r.client_id, name: r.name, last_report: r.last_report });
  return {
    reported_today: found.filter((r) => r.today).map(pick),
    silent: found.filter((r) => r.silent).map(pick),
  };
}
