import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { PICKER_LIMIT } from '../../shared/clients';
import {
  NUTRITIONIST_PAGE_SIZE,
  type NutritionistListQuery,
  type NutritionistPickerRow,
  type NutritionistRow,
} from '../../shared/nutritionists';
import { recordCreditChange } from '../credits/index';
import { type Db, inTransaction } from '../db/client';
import { nutritionists, users } from '../db/schema/index';
import { withChosen } from '../lib/picker';
import { likeContains } from '../lib/sql-text';

export type NutritionistRecord = typeof nutritionists.$inferSelect;
export type NutritionistValues = Omit<
  typeof nutritionists.$inferInsert,
  'id' | 'userId' | 'email' | 'plansUsed' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

/** Exactly the expression of the trigram index nutritionists_search_trgm_idx (migration 0001). */
const searchExpression = sql`lower(${nutritionists.firstName} || ' ' || ${nutritionists.lastName} || ' ' || ${nutritionists.email})`;

const containsPattern = (q: string) => likeContains(q.trim().toLowerCase());

const SORT_EXPRESSIONS = {
  first_name: sql`${nutritionists.firstName}`,
  email: sql`lower(${nutritionists.email})`,
  speciality: sql`lower(${nutritionists.speciality})`,
  created_at: sql`${nutritionists.createdAt}`,
  status: sql`${nutritionists.status}`,
} as const;

export async function listNutritionists(
  db: Db,
  query: NutritionistListQuery,
): Promise<{ rows: NutritionistRow[]; total: number }> {
  const where = and(
    query.q ? sql`${searchExpression} like ${containsPattern(query.q)}` : undefined,
    query.status ? eq(nutritionists.status, query.status) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const order: SQL[] = [direction(SORT_EXPRESSIONS[query.col])];
  // Names sort by first then last name, like the index nutritionists_name_idx.
  if (query.col === 'first_name') order.push(direction(nutritionists.lastName));
  order.push(direction(nutritionists.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: nutritionists.id,
        first_name: nutritionists.firstName,
        last_name: nutritionists.lastName,
        email: nutritionists.email,
        speciality: nutritionists.speciality,
        phone: nutritionists.phone,
        status: nutritionists.status,
        created_at: nutritionists.createdAt,
      })
      .from(nutritionists)
      .where(where)
      .orderBy(...order)
      .limit(NUTRITIONIST_PAGE_SIZE)
      .offset((query.page - 1) * NUTRITIONIST_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(nutritionists).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: Number(counted.n),
  };
}

/**
 * The picker (auto=1): nutritionists by name, filtered by status and search, plus the one
 * already chosen. `onlyId` narrows it to one nutritionist (a nutritionist picks only themselves).
 */
export async function pickNutritionists(
  db: Db,
  options: { q?: string; status?: string; includeId?: number; onlyId?: number },
): Promise<NutritionistPickerRow[]> {
  const columns = {
    id: nutritionists.id,
    first_name: nutritionists.firstName,
    last_name: nutritionists.lastName,
    status: nutritionists.status,
  };
  const restrict = options.onlyId !== undefined ? eq(nutritionists.id, options.onlyId) : undefined;
  const rows = await db
    .select(columns)
    .from(nutritionists)
    .where(
      and(
        restrict,
        options.q ? sql`${searchExpression} like ${containsPattern(options.q)}` : undefined,
        options.status ? eq(nutritionists.status, options.status) : undefined,
      ),
    )
    .orderBy(asc(nutritionists.firstName), asc(nutritionists.lastName), asc(nutritionists.id))
    .limit(PICKER_LIMIT);
  return withChosen(rows, options.includeId, async (id) => {
    const [chosen] = await db
      .select(columns)
      .from(nutritionists)
      .where(and(restrict, eq(nutritionists.id, id)));
    return chosen;
  });
}

export async function findNutritionist(
  db: Db,
  id: number,
): Promise<(NutritionistRecord & { hasPassword: boolean; adminAccount: boolean }) | undefined> {
  const [row] = await db
    .select({ n: nutritionists, hasPassword: isNotNull(users.passwordHash), userType: users.type })
    .from(nutritionists)
    .innerJoin(users, eq(users.id, nutritionists.userId))
    .where(eq(nutritionists.id, id))
    .limit(1);
  // An admin who also practises (decision 309): the profile is on their own admin account.
  return (
    row && { ...row.n, hasPassword: Boolean(row.hasPassword), adminAccount: row.userType !== 'DIETICIAN' }
  );
}

/** True when any account (admin or nutritionist) already signs in with this email. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const lower = email.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${lower}`)
    .limit(1);
  if (row) return true;
  const [profile] = await db
    .select({ id: nutritionists.id })
    .from(nutritionists)
    .where(sql`lower(${nutritionists.email}) = ${lower}`)
    .limit(1);
  return Boolean(profile);
}

/**
 * The sign-in account (no password until the invitation is used), the profile and the first
 * credits entry, together or not at all.
 */
export async function insertNutritionistWithUser(
  db: Db,
  email: string,
  values: NutritionistValues,
  createdBy: number,
): Promise<NutritionistRecord> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, type: 'DIETICIAN', firstName: values.firstName, lastName: values.lastName })
      .returning();
    const [record] = await tx
      .insert(nutritionists)
      .values({ ...values, email, userId: user.id, createdBy })
      .returning();
    await recordCreditChange(tx, {
      nutritionistId: record.id,
      changedBy: createdBy,
      reason: 'create',
      oldCredits: null,
      newCredits: record.credits,
      oldPlansUsed: null,
      newPlansUsed: record.plansUsed,
      oldExpiry: null,
      newExpiry: record.expiry,
    });
    return record;
  });
}

/** Saves the profile, keeps the account's name in step and logs a credits or expiry change. */
export async function updateNutritionist(
  db: Db,
  before: NutritionistRecord,
  values: NutritionistValues,
  changedBy: number,
): Promise<NutritionistRecord> {
  return inTransaction(db, async (tx) => {
    const [record] = await tx
      .update(nutritionists)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(nutritionists.id, before.id))
      .returning();
    await tx
      .update(users)
      .set({ firstName: record.firstName, lastName: record.lastName, updatedAt: new Date() })
      .where(eq(users.id, record.userId));
    if (record.credits !== before.credits || record.expiry !== before.expiry) {
      await recordCreditChange(tx, {
        nutritionistId: record.id,
        changedBy,
        reason: 'edit',
        oldCredits: before.credits,
        newCredits: record.credits,
        oldPlansUsed: before.plansUsed,
        newPlansUsed: record.plansUsed,
        oldExpiry: before.expiry,
        newExpiry: record.expiry,
      });
    }
    return record;
  });
}

export function allNutritionists(db: Db): Promise<NutritionistRecord[]> {
  return db
    .select()
    .from(nutritionists)
    .orderBy(asc(nutritionists.firstName), asc(nutritionists.lastName), asc(nutritionists.id));
}
