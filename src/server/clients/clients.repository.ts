import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  AGE_GROUPS,
  ageOn,
  CLIENT_PAGE_SIZE,
  type ClientListQuery,
  type ClientPackageSummary,
  type ClientPickerRow,
  type ClientRow,
  type ClientSortColumn,
  PICKER_LIMIT,
} from '../../shared/clients';
import { clientVisibleTo, packageVisibleTo, type Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { clients, nutritionists, packages } from '../db/schema/index';
import { withChosen } from '../lib/picker';
import { likeContains } from '../lib/sql-text';

export type ClientRecord = typeof clients.$inferSelect;
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdBy'>;

/**
 * Exactly the expression of the trigram index clients_search_trgm_idx (migration 0001), so a
 * "contains" search over name, email, phone and unique id is answered from the index.
 */
const searchExpression = sql`lower(coalesce(${clients.firstName},'') || ' ' || coalesce(${clients.lastName},'') || ' ' || coalesce(${clients.contactEmail},'') || ' ' || coalesce(${clients.phone},'') || ' ' || coalesce(${clients.uniqueId},''))`;

/** The LIKE pattern for a search: wildcards typed by the user match themselves. */
export function containsPattern(q: string): string {
  let text = q.trim().toLowerCase();
  // Phones are stored as 10 digits: '+91 98450 12345' finds '9845012345'.
  if (/^\+?[\d\s-]+$/.test(text)) text = text.replace(/[\s-]/g, '').replace(/^\+91(?=\d)/, '');
  return likeContains(text);
}

/** YYYY-MM-DD shifted by whole years (29 Feb falls back to 28 Feb). */
function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${y - years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function listConditions(viewer: Viewer, query: ClientListQuery, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [clientVisibleTo(viewer)];
  if (query.q) conditions.push(sql`${searchExpression} like ${containsPattern(query.q)}`);
  if (query.status) conditions.push(eq(clients.status, query.status));
  if (query.gender) conditions.push(eq(clients.gender, query.gender));
  if (query.join) conditions.push(eq(clients.joinedDate, query.join));
  const group = AGE_GROUPS.find((g) => g.value === query.age_group);
  if (group) {
    // Age between min and max in whole years ⇔ born after (today − max − 1 years) and on or
    // before (today − min years): a range on the dob index.
    conditions.push(sql`${clients.dob} > ${yearsBefore(today, group.max + 1)}`);
    conditions.push(sql`${clients.dob} <= ${yearsBefore(today, group.min)}`);
  }
  return and(...conditions);
}

/** Sort expressions that match the indexes of db/schema/clients.ts; id breaks ties so pages are stable. */
const SORT_EXPRESSIONS: Record<ClientSortColumn, SQL> = {
  first_name: sql`lower(${clients.firstName})`,
  contact_email: sql`lower(${clients.contactEmail})`,
  phone: sql`${clients.phone}`,
  gender: sql`${clients.gender}`,
  dob: sql`${clients.dob}`,
  status: sql`${clients.status}`,
  joined_date: sql`${clients.joinedDate}`,
};

/** Columns that may be empty: rows without a value go last in both directions. */
const NULLABLE = new Set<ClientSortColumn>(['contact_email', 'phone', 'dob']);

/** ORDER BY terms written exactly as the indexes of migrations 0000 and 0003 are, so they are walked. */
function sortOrder(col: ClientSortColumn, order: 'asc' | 'desc'): SQL[] {
  const expression = SORT_EXPRESSIONS[col];
  // Ascending already puts nulls last.
  if (order === 'asc') return [sql`${expression} asc`, sql`${clients.id} asc`];
  if (!NULLABLE.has(col)) return [sql`${expression} desc`, sql`${clients.id} desc`];
  return [sql`${expression} desc nulls last`, sql`${clients.id} desc nulls last`];
}

const rowColumns = {
  id: clients.id,
  unique_id: clients.uniqueId,
  first_name: clients.firstName,
  last_name: clients.lastName,
  contact_email: clients.contactEmail,
  phone: clients.phone,
  gender: clients.gender,
  dob: clients.dob,
  status: clients.status,
  joined_date: clients.joinedDate,
};

export async function listClients(
  db: Db,
  viewer: Viewer,
  query: ClientListQuery,
  today: string,
): Promise<{ rows: ClientRow[]; total: number }> {
  const where = listConditions(viewer, query, today);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(clients)
      .where(where)
      .orderBy(...sortOrder(query.col, query.order))
      .limit(CLIENT_PAGE_SIZE)
      .offset((query.page - 1) * CLIENT_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, age: ageOn(r.dob, today) })), total: Number(counted.n) };
}

/** The picker form (auto=1): a short list by name, plus the already chosen client. */
export async function pickClients(
  db: Db,
  viewer: Viewer,
  q: string | undefined,
  includeId: number | undefined,
): Promise<ClientPickerRow[]> {
  const columns = {
    id: clients.id,
    unique_id: clients.uniqueId,
    first_name: clients.firstName,
    last_name: clients.lastName,
    contact_email: clients.contactEmail,
    phone: clients.phone,
  };
  const visible = clientVisibleTo(viewer);
  const rows = await db
    .select(columns)
    .from(clients)
    .where(and(visible, q ? sql`${searchExpression} like ${containsPattern(q)}` : undefined))
    .orderBy(sql`lower(${clients.firstName})`, clients.id)
    .limit(PICKER_LIMIT);
  return withChosen(rows, includeId, async (id) => {
    const [chosen] = await db
      .select(columns)
      .from(clients)
      .where(and(visible, eq(clients.id, id)));
    return chosen;
  });
}

export async function findClient(db: Db, id: number): Promise<ClientRecord | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

/** The client if the viewer may see it; undefined for a missing or hidden client alike. */
export async function findVisibleClient(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<ClientRecord | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientVisibleTo(viewer)))
    .limit(1);
  return row;
}

/** A client's packages: all for an admin, only their own for a nutritionist. */
export async function clientPackages(
  db: Db,
  viewer: Viewer,
  clientId: number,
): Promise<ClientPackageSummary[]> {
  return db
    .select({
      id: packages.id,
      dietitian_id: packages.dietitianId,
      dietitian_name: nutritionists.firstName,
      dietitian_last_name: nutritionists.lastName,
      category: packages.category,
      sub_category: packages.subCategory,
      start_date: packages.startDate,
      end_date: packages.endDate,
      status: packages.status,
    })
    .from(packages)
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .where(and(eq(packages.clientId, clientId), packageVisibleTo(viewer)))
    .orderBy(desc(packages.startDate), desc(packages.id));
}

/** True when another client already has this unique id (letter case ignored). */
export async function uniqueIdTaken(db: Db, uniqueId: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        sql`lower(${clients.uniqueId}) = ${uniqueId.toLowerCase()}`,
        exceptId ? sql`${clients.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Reserves the next client id, so a generated unique id can be derived from it. */
export async function nextClientId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('clients', 'id'))::int` })
    .from(sql`(select 1) as one`);
  return Number(row.id);
}

export async function insertClient(
  db: Db,
  values: ClientValues & { id: number; createdBy: number },
): Promise<ClientRecord> {
  const [row] = await db.insert(clients).values(values).returning();
  return row;
}

export async function updateClient(db: Db, id: number, values: Partial<ClientValues>): Promise<ClientRecord> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

/** Every client, for the admin's CSV export, newest joiners first. */
export function allClients(db: Db): Promise<ClientRecord[]> {
  return db.select().from(clients).orderBy(desc(clients.joinedDate), desc(clients.id));
}
