import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceRefunds } from '../db/schema/index';

/** The refunds recorded against credit notes (decision 300), oldest first. */
export async function refundsOf(db: Db, creditNoteIds: number[]) {
  if (!creditNoteIds.length) return [];
  return db
    .select()
    .from(invoiceRefunds)
    .where(inArray(invoiceRefunds.creditNoteId, creditNoteIds))
    .orderBy(asc(invoiceRefunds.date), asc(invoiceRefunds.id));
}

export type RefundDbRow = typeof invoiceRefunds.$inferSelect;

export async function insertRefund(db: Db, values: typeof invoiceRefunds.$inferInsert) {
  const [row] = await db.insert(invoiceRefunds).values(values).returning();
  return row;
}
