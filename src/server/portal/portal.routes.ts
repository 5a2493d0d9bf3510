import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ok } from '../lib/envelope';
import { linkOfRequest } from './portal-access';
import { portalView } from './portal-view.service';

/**
 * The client's plan link (issue 28, access class token:plan-link): every call carries the link's
 * token in its path and sees that one package only. The token never reaches the logs
 * (lib/security.ts redactUrl, used by the request log).
 */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const token = { config: { access: 'token:plan-link' as const } };

  app.get('/api/v1/my-plan/:token', token, async (request, reply) => {
    const open = await linkOfRequest(db, request);
    // The page is the client's own and changes with the plan: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return ok(await portalView(deps, open));
  });
}
