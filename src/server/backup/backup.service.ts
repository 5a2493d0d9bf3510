import type { Db } from '../db/client';
import { writeAudit } from '../lib/audit';

/** Every backup download leaves an audit row (who took a copy of all the data, and when). */
export async function recordBackupDownload(db: Db, by: { userId: number; ip: string }, file: string) {
  await writeAudit(db, {
    userId: by.userId,
    action: 'download',
    entity: 'backup',
    entityId: null,
    changes: { file },
    ip: by.ip,
  });
}
