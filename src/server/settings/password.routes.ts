import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, SETTINGS_MESSAGES } from '../../shared/settings';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { changePassword } from './settings.service';

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/user/edit': { summary: 'Change your own password', body: changePasswordSchema },
};

/** Change Password (every signed-in user): POST /api/v1/user/edit. */
export async function passwordRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.post('/api/v1/user/edit', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    await changePassword(db, user, input, request.ip);
    return ok(null, SETTINGS_MESSAGES.passwordChanged);
  });
}
