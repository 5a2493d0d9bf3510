import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type DayDescription,
  type DayFormat,
  NEW_PLAN_DAYS,
  PLAN_PAGE_SIZE,
  type PlanListRow,
  type PlanSortColumn,
  type planListQuerySchema,
} from '../../shared/plans';
import { ownPackagesScope } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { planDays, planLabels, plans } from '../db/schema/index';
import { escapeLike, likeContains } from '../lib/sql-text';

type NewPlan = typeof plans.$inferInsert;

/** Inserts a plan with its first week of empty day columns. */
export async function insertPlan(tx: Db, values: NewPlan, days = NEW_PLAN_DAYS): Promise<number> {
  const [row] = await tx.insert(plans).values(values).returning({ id: plans.id });
  if (days > 0)
    await tx
      .insert(planDays)
      .values(Array.from({ length: days }, (_, i) => ({ planId: row.id, day: i + 1 })))
      .onConflictDoNothing();
  return row.id;
}

/** Day columns with their descriptions (a copied plan's days). */
export async function insertDays(tx: Db, planId: number, days: DayDescription[]): Promise<void> {
  if (!days.length) return;
  await tx.insert(planDays).values(days.map((d) => ({ planId, day: d.day, dayDescription: d.dayDescr })));
}

/** 'Nutrition Plan 3' for the third plan of a package (deleted ones count: names stay unique). */
export async function nextPlanName(db: Db, packageId: number): Promise<string> {
  const result = await db.execute(sql`select count(*)::int as n from plans where package_id = ${packageId}`);
  return `Nutrition Plan ${Number(rows<{ n: number }>(result)[0]?.n ?? 0) + 1}`;
}

export async function updatePlan(db: Db, planId: number, values: Partial<NewPlan>) {
  await db
    .update(plans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plans.id, planId));
}

/**
 * Stores whether the compact view shows the template's empty times (decision 278); null = as the
 * plan's meals go. Answers the value it replaced, for the audit row.
 */
export async function setEmptyTimesShown(db: Db, planId: number, shown: boolean | null) {
  const [before] = await db.select({ shown: plans.emptyTimesShown }).from(plans).where(eq(plans.id, planId));
  await db.update(plans).set({ emptyTimesShown: shown }).where(eq(plans.id, planId));
  return before?.shown ?? null;
}

/** Soft delete: the row stays for the record and the credits recount; it is hidden everywhere. */
export async function softDeletePlan(db: Db, planId: number) {
  await db.update(plans).set({ deletedAt: new Date() }).where(eq(plans.id, planId));
}

/** Replaces the plan's labels with the given set. */
export async function replaceLabels(tx: Db, planId: number, labels: string[]) {
  await tx.delete(planLabels).where(eq(planLabels.planId, planId));
  const unique = [...new Set(labels)];
  if (unique.length) await tx.insert(planLabels).values(unique.map((label) => ({ planId, label })));
}

type ListQuery = z.output<typeof planListQuerySchema>;

const SORTS: Record<PlanSortColumn, (dir: SQL) => SQL> = {
  client: (d) => sql`lower(c.first_name) ${d}, lower(c.last_name) ${d}`,
  description: (d) => sql`lower(p.description) ${d}`,
  created_at: (d) => sql`p.created_at ${d}`,
  tags: (d) => sql`l.tags_text ${d} nulls last`,
  category: (d) => sql`p.category ${d} nulls last, p.sub_category ${d} nulls last`,
  food_preferences: (d) => sql`coalesce(nullif(p.food_preferences, ''), c.food_preferences) ${d} nulls last`,
  max_calories: (d) => sql`p.max_calories ${d} nulls last`,
};

type ListRow = Omit<PlanListRow, 'created_at' | 'tags'> & {
  created_at: Date | string;
  tags: string[] | string | null;
  total: number;
};

/** Postgres arrays come back as arrays from node-postgres and PGlite alike; a '{a,b}' string is tolerated. */
const toTags = (v: ListRow['tags']): string[] =>
  Array.isArray(v) ? v : typeof v === 'string' && v.length > 2 ? v.slice(1, -1).split(',') : [];

/**
 * The plan list: live plans the user may see, filtered, searched by client name (first-name
 * matches rank before last-name matches, across all pages), sorted, 20 a page.
 */
export async function listPlans(
  db: Db,
  user: RequestUser,
  query: ListQuery,
): Promise<{ rows: PlanListRow[]; total: number }> {
  const where: SQL[] = [sql`p.deleted_at is null`];
  const scope = ownPackagesScope(user);
  if (scope !== undefined) where.push(sql`k.dietitian_id = ${scope}`);
  if (query.package_id) where.push(sql`p.package_id = ${query.package_id}`);
  if (query.category) where.push(sql`p.category = ${query.category}`);
  if (query.sub_category) where.push(sql`p.sub_category = ${query.sub_category}`);
  if (query.food_preferences)
    where.push(sql`coalesce(nullif(p.food_preferences, ''), c.food_preferences) = ${query.food_preferences}`);
  if (query.min_calories !== undefined) where.push(sql`p.max_calories >= ${query.min_calories}`);
  if (query.max_calories !== undefined) where.push(sql`p.max_calories <= ${query.max_calories}`);
  if (query.tags.length)
    where.push(
      sql`exists (select 1 from plan_labels t where t.plan_id = p.id and t.label in (${sql.join(
        query.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}))`,
    );
  if (query.age_group) {
    const [lo, hi] = query.age_group.split('-').map(Number);
    where.push(sql`date_part('year', age(current_date, c.dob)) between ${lo} and ${hi}`);
  }
  // ORDER BY 0 would name a column position, so the rank joins the order only with a search.
  const order: SQL[] = [];
  if (query.q) {
    const q = query.q.toLowerCase();
    const contains = likeContains(q);
    const starts = `${escapeLike(q)}%`;
    where.push(
      sql`(lower(c.first_name) like ${contains} or lower(c.last_name) like ${contains}
        or lower(c.first_name || ' ' || c.last_name) like ${contains})`,
    );
    order.push(sql`case when lower(c.first_name) like ${starts} then 0
      when lower(c.first_name) like ${contains} then 1
      when lower(c.last_name) like ${starts} then 2 else 3 end`);
  }
  const dir = query.order === 'asc' ? sql`asc` : sql`desc`;
  order.push(SORTS[query.col](dir), sql`p.id ${dir}`);
  const offset = (query.page - 1) * PLAN_PAGE_SIZE;
  const result = await db.execute(sql`
    select p.id, p.package_id, p.description, p.start_date::text as start_date, p.end_date::text as end_date,
      p.day_format, p.note, p.created_at, l.tags, p.category, p.sub_category,
      coalesce(nullif(p.food_preferences, ''), c.food_preferences) as food_preferences,
      p.max_calories, c.id as client_id, c.first_name as client_name, c.last_name, c.contact_email,
      date_part('year', age(current_date, c.dob))::int as age, k.dietitian_id,
      (select count(*) from meals m where m.plan_id = p.id)::int as meal_count,
      count(*) over ()::int as total
    from plans p
    join packages k on k.id = p.package_id
    join clients c on c.id = k.client_id
    left join lateral (
      select array_agg(label order by label) as tags, string_agg(label, ', ' order by label) as tags_text
      from plan_labels where plan_id = p.id
    ) l on true
    where ${sql.join(where, sql` and `)}
    order by ${sql.join(order, sql`, `)}
    limit ${PLAN_PAGE_SIZE} offset ${offset}`);
  const list = rows<ListRow>(result);
  let total = Number(list[0]?.total ?? 0);
  if (!list.length && offset > 0) {
    // Past the last page: still say how many there are, so the pager can step back.
    const counted = await db.execute(sql`
      select count(*)::int as n from plans p join packages k on k.id = p.package_id
      join clients c on c.id = k.client_id where ${sql.join(where, sql` and `)}`);
    total = Number(rows<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return {
    total,
    rows: list.map(({ total: _total, ...r }) => ({
      ...r,
      day_format: r.day_format as DayFormat,
      created_at: new Date(r.created_at).toISOString(),
      tags: toTags(r.tags),
      max_calories: r.max_calories === null ? null : Number(r.max_calories),
      age: r.age === null ? null : Number(r.age),
    })),
  };
}
