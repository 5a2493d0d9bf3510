import type { FastifyInstance } from 'fastify';
import type { CreditsSyncResult } from '../../shared/packages';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { writeAudit } from '../lib/audit';
import { ok } from '../lib/envelope';
import { syncPlanCounts } from './credits.repository';

export async function creditsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/category/load-credits-data', async (request) => {
    const user = requireAdmin(request);
    const result: CreditsSyncResult = await syncPlanCounts(db, user.id);
    await writeAudit(db, {
      userId: user.id,
      action: 'sync',
      entity: 'credits',
      entityId: null,
      changes: result,
    });
    return ok(result, 'Credits synced successfully');
  });
}
