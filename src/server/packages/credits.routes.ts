import type { FastifyInstance } from 'fastify';
import type { CreditsSyncResult } from '../../shared/packages';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { ok } from '../lib/envelope';
import { syncPlanCounts } from './credits.repository';

export async function creditsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/category/load-credits-data', async (request) => {
    const user = requireAdmin(request);
    // The corrections and their audit row commit together or not at all.
    const result: CreditsSyncResult = await inTransaction(db, async (tx) => {
      const counted = await syncPlanCounts(tx, user.id);
      await writeAudit(tx, {
        userId: user.id,
        action: 'sync',
        entity: 'credits',
        entityId: null,
        changes: counted,
      });
      return counted;
    });
    return ok(result, 'Credits synced successfully');
  });
}
