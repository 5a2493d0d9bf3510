import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../shared/fields';
import type { AppDeps } from '../app-deps';
import { mayActAsNutritionist } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { forbidden, parseInput } from '../lib/errors';
import { creditHistory } from './credits.repository';
import { syncCredits } from './credits.service';

/** The Sync Credits button of /settings, and a nutritionist's credits history. */
export async function creditsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/category/load-credits-data', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    return ok(await syncCredits(db, user.id), 'Credits synced successfully');
  });

  app.get(
    '/api/v1/dietitian/profile/credit-history',
    { config: { access: 'admin', ownProfile: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(z.object({ id: idSchema }), request.query);
      if (!mayActAsNutritionist(user, id)) throw forbidden('Only an admin can see this history.');
      return ok(await creditHistory(db, id));
    },
  );
}
