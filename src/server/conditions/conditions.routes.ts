import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decideConditionSchema, saveConditionsSchema } from '../../shared/condition-input';
import { idSchema } from '../../shared/fields';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { conditionsView, decideCondition, saveConditions } from './conditions.service';

/** A client's clinical conditions and life stages (issue 35, decision 220). */
export async function conditionsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/v1/client/conditions',
    { config: { access: 'owner:client', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(z.object({ id: idSchema }), request.query);
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
