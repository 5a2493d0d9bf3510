import type { FastifyInstance } from 'fastify';
import { decideConditionSchema, saveConditionsSchema } from '../../shared/condition-input';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, idInput, type RouteDocs } from '../lib/route-schema';
import { conditionsView, decideCondition, saveConditions } from './conditions.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/client/conditions': {
    summary: "A client's clinical conditions and life stages",
    querystring: idInput,
  },
  'POST /api/v1/client/conditions/save': {
    summary: "Save a client's conditions",
    body: saveConditionsSchema,
  },
  'POST /api/v1/client/conditions/decide': {
    summary: 'Confirm or dismiss a proposed condition',
    body: decideConditionSchema,
  },
};

/** A client's clinical conditions and life stages (issue 35, decision 220). */
export async function conditionsRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get(
    '/api/v1/client/conditions',
    { config: { access: 'owner:client', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(idInput, request.query);
      return ok(await conditionsView(db, user, id));
    },
  );

  app.post(
    '/api/v1/client/conditions/save',
    { config: { access: 'owner:client', record: 'body.client_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(saveConditionsSchema, request.body);
      return ok(await saveConditions(db, user, input), 'Conditions saved.');
    },
  );

  app.post(
    '/api/v1/client/conditions/decide',
    { config: { access: 'owner:client', record: 'body.client_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(decideConditionSchema, request.body);
      const { view, message } = await decideCondition(db, user, input);
      return ok(view, message);
    },
  );
}
