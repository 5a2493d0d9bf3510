import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

type AuditEntry = {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | string;
  entity: string;
  entityId: number | null;
  changes?: Record<string, unknown> | null;
  ip?: string | null;
};

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: entry.changes ?? null,
    ip: entry.ip ?? null,
  });
}

/** The fields whose values differ, as { field: { from, to } }; secrets never enter the log. */
export function diffForAudit(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (/password|token|hash/i.test(key) || key === 'updatedAt') continue;
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** An export of personal data leaves a trace: who took which records out, and how many rows. */
export async function auditedExport<Row>(
  db: Db,
  userId: number,
  entity: string,
  rows: Row[],
): Promise<Row[]> {
  await writeAudit(db, { userId, action: 'export', entity, entityId: null, changes: { rows: rows.length } });
  return rows;
}
