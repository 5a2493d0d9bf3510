import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { mailAttachments, mailOutbox } from '../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: Db,
  values: typeof mailOutbox.$inferInsert,
  attachments: { filename: string; contentType: string; content: Buffer }[] = [],
): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  if (attachments.length) {
    await db.insert(mailAttachments).values(attachments.map((a) => ({ ...a, mailId: row.id })));
  }
  return row;
}

export async function attachmentsOf(db: Db, mailId: number) {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(mailAttachments.id);
}

/**
 * Claims due messages for this worker. SKIP LOCKED lets several app servers share the outbox
 * without sending a message twice; the claim pushes next_attempt_at forward as a lease.
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update ${mailOutbox} set next_attempt_at = now() + (${leaseMs} || ' milliseconds')::interval
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now()
      order by id limit ${limit}
      for update skip locked
    )
    returning id, to_address as "toAddress", subject, text_body as "textBody", html_body as "htmlBody",
      attempts`);
  return rows<OutboxRow>(result);
}

export async function markSent(db: Db, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? new Date(),
    })
    .where(eq(mailOutbox.id, id));
}

export async function pendingCount(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)));
  return row.n;
}
