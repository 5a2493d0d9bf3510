import type { FastifyInstance } from 'fastify';
import { INVITATION_MESSAGES as M } from '../../shared/nutritionist-invitations';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, idInput, type RouteDocs } from '../lib/route-schema';
import { invitationLink, resendInvitation } from './invitations.service';

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/dietitian/invitation/create-link': {
    summary:
      'A fresh invitation link to copy (replaces the earlier one), until the nutritionist chose a password',
    body: idInput,
  },
  'POST /api/v1/dietitian/invitation/resend': {
    summary: 'Mail the invitation again with a fresh link (answers whether mail leaves the server)',
    body: idInput,
  },
};

/** Invitations without a dead end (issue 56 point 5, decision 298): admins only. */
export function invitationRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.post('/api/v1/dietitian/invitation/create-link', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const { id } = parseInput(idInput, request.body);
    return ok(await invitationLink(deps, admin, id), M.linkReady);
  });
  app.post('/api/v1/dietitian/invitation/resend', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const { id } = parseInput(idInput, request.body);
    const answer = await resendInvitation(deps, admin, id);
    return ok(answer, answer.mail_mode === 'smtp' ? M.resent : M.resentOutbox);
  });
}
