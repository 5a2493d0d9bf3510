import type { FastifyInstance } from 'fastify';
import { FOOD_CONFIG_MESSAGES, foodConfigSchema } from '../../shared/settings';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/session';
import { ok } from '../lib/envelope';
import { type FieldErrors, fieldErrorsOf, ValidationError } from '../lib/errors';
import { sourceUrlProblem } from '../lib/remote-csv';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { builtinNames, listFoodConfig } from './food-databases.repository';
import { saveFoodConfig } from './food-databases.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/settings/food-config-value': { summary: 'The food databases imported from sheets' },
  'POST /api/v1/settings/food-config-value': {
    summary: 'Save the list of food databases imported from sheets',
    body: foodConfigSchema,
  },
};

/** Food database config (admin only): GET/POST /api/v1/settings/food-config-value. */
export async function foodDatabaseRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/settings/food-config-value', { config: { access: 'admin' } }, async (request) => {
    requireAdmin(request);
    return ok(await listFoodConfig(db));
  });

  app.post('/api/v1/settings/food-config-value', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const parsed = foodConfigSchema.safeParse(request.body ?? null);
    if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error), FOOD_CONFIG_MESSAGES.failed);
    const entries = parsed.data;
    // The allow-list is checked when saving too, so a refused host never reaches a sync.
    const errors: FieldErrors = {};
    const reserved = (await builtinNames(db)).map((n) => n.toLowerCase());
    entries.forEach((entry, i) => {
      if (reserved.includes(entry.name.toLowerCase()))
        errors[`${i}.name`] = `${entry.name} is built in; please choose another name`;
      const problem = sourceUrlProblem(entry.sheetId, config.foodImportHosts);
      if (problem) errors[`${i}.sheetId`] = problem;
    });
    if (Object.keys(errors).length) throw new ValidationError(errors, FOOD_CONFIG_MESSAGES.failed);
    const after = await saveFoodConfig(db, entries, { userId: user.id, ip: request.ip });
    return ok(after, FOOD_CONFIG_MESSAGES.saved);
  });
}
