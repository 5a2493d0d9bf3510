import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DISH_MESSAGES,
  dishEditSchema,
  dishIdSchema,
  dishInputSchema,
  dishListQuerySchema,
  dishShareSchema,
} from '../../shared/dish-api';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { previewDish } from './dish-nutrition';
import { createDish, deleteDish, dishDetails, dishPage, editDish, shareDish } from './dishes.service';

const signedIn = { config: { access: 'signed-in' as const } };

const actorOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, isAdmin: user.isAdmin, ip: request.ip };
};

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/food/dish/list': {
    summary: 'A page of the dishes the viewer may see',
    querystring: dishListQuerySchema,
  },
  'GET /api/v1/food/dish/details': {
    summary: 'A dish with its ingredients and versions',
    querystring: dishIdSchema,
  },
  'POST /api/v1/food/dish/preview': {
    summary: "A dish's nutrients worked out before it is saved",
    body: dishInputSchema,
  },
  'POST /api/v1/food/dish/create': { summary: 'Add a dish', body: dishInputSchema },
  'POST /api/v1/food/dish/edit': {
    summary: 'Edit a dish (a new version when a plan uses it)',
    body: dishEditSchema,
  },
  'POST /api/v1/food/dish/delete': { summary: 'Delete a dish', body: dishIdSchema },
  'POST /api/v1/food/dish/share': {
    summary: 'Share a dish with every nutritionist, or stop sharing it',
    body: dishShareSchema,
  },
};

/**
 * Dishes of Manage Data (issue 27). Every signed-in user reads the dishes they may see (a hidden
 * dish answers 404 from the service, like a missing one); writes check the maker or an admin.
 */
export async function dishRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  app.get('/api/v1/food/dish/list', signedIn, async (request) => {
    const query = parseInput(dishListQuerySchema, request.query);
    return ok(await dishPage(db, actorOf(request), query));
  });

  app.get('/api/v1/food/dish/details', signedIn, async (request) => {
    const { id } = parseInput(dishIdSchema, request.query);
    return ok(await dishDetails(db, actorOf(request), id));
  });

  app.post('/api/v1/food/dish/preview', signedIn, async (request) => {
    const input = parseInput(dishInputSchema, request.body);
    return ok(await previewDish(db, input));
  });

  app.post('/api/v1/food/dish/create', signedIn, async (request) => {
    const input = parseInput(dishInputSchema, request.body);
    const saved = await createDish(db, actorOf(request), input);
    return ok(saved, DISH_MESSAGES.created);
  });

  app.post('/api/v1/food/dish/edit', signedIn, async (request) => {
    const { id, ...input } = parseInput(dishEditSchema, request.body);
    const saved = await editDish(db, actorOf(request), id, input);
    return ok(saved, saved.newVersion ? DISH_MESSAGES.newVersion : DISH_MESSAGES.edited);
  });

  app.post('/api/v1/food/dish/delete', signedIn, async (request) => {
    const { id } = parseInput(dishIdSchema, request.body);
    await deleteDish(db, actorOf(request), id);
    return ok({ id }, DISH_MESSAGES.deleted);
  });

  app.post('/api/v1/food/dish/share', { config: { access: 'admin' as const } }, async (request) => {
    requireAdmin(request);
    const { id, is_shared } = parseInput(dishShareSchema, request.body);
    await shareDish(db, actorOf(request), id, is_shared);
    return ok({ id, is_shared }, is_shared ? DISH_MESSAGES.shared : DISH_MESSAGES.unshared);
  });
}
