import type { FastifyInstance } from 'fastify';
import { decideRuleSchema, restrictionsInputSchema } from '../../shared/restriction-input';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, idInput, type RouteDocs } from '../lib/route-schema';
import { decideRule, restrictionsView, saveRestrictions } from './restrictions.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/client/restrictions': {
    summary: "A client's allergies, intolerances, dislikes and diet rules",
    querystring: idInput,
  },
  'POST /api/v1/client/restrictions/save': {
    summary: "Save a client's restrictions",
    body: restrictionsInputSchema,
  },
  'POST /api/v1/client/restrictions/decide': {
    summary: 'Confirm or dismiss a proposed restriction',
    body: decideRuleSchema,
  },
};

/** A client's allergies, intolerances, dislikes and diet rules (issue 26). */
export async function restrictionsRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get(
    '/api/v1/client/restrictions',
    { config: { access: 'owner:client', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(idInput, request.query);
      return ok(await restrictionsView(db, user, id));
    },
  );

  app.post(
    '/api/v1/client/restrictions/save',
    { config: { access: 'owner:client', record: 'body.client_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(restrictionsInputSchema, request.body);
      return ok(await saveRestrictions(db, user, input), 'Allergies and diet rules saved.');
    },
  );

  // One click on the card: a rule proposed by the questionnaire, the profile or Other (issue 32).
  app.post(
    '/api/v1/client/restrictions/decide',
    { config: { access: 'owner:client', record: 'body.client_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(decideRuleSchema, request.body);
      const { view, message } = await decideRule(db, user, input);
      return ok(view, message);
    },
  );
}
