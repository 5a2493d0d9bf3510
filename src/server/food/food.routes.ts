import type { FastifyInstance } from 'fastify';
import { type FoodItemDetails, foodDetailsQuerySchema } from '../../shared/food-api';
import { factsOut } from '../../shared/food-facts';
import { isFoodConflict } from '../../shared/nutrition';
import { type FoodSearchItem, foodSearchQuerySchema } from '../../shared/plans';
import { strictReasons, tagsOf } from '../../shared/restrictions';
import type { AppDeps } from '../app-deps';
import { assertPlanInPackage, mayUseDish, packageFor, planFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { notFound, parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { preferenceOf } from '../plans/index';
import { restrictionsOfClient } from '../restrictions/index';
import { foodDetailsRow, searchFoods, searchWords } from './food.repository';
import { missingFoodHint } from './food-names';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/food/item/search': {
    summary:
      "The meal editor's food and dish search, each marked against the client's preference and restrictions",
    querystring: foodSearchQuerySchema,
  },
  'GET /api/v1/food/item/details': {
    summary:
      'One food with its facts: texture, added sugar per 100 g, season months by region, GI, liquid, and their source (decision 292)',
    querystring: foodDetailsQuerySchema,
  },
};

export async function foodRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  /** The meal modal's food search; is_conflict uses the plan's (else the client's) preference. */
  app.get('/api/v1/food/item/search', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const query = parseInput(foodSearchQuerySchema, request.query);
    let preference: string | null = null;
    let clientId: number | null = null;
    if (query.diet_plan_id) {
      const { plan, pkg } = await planFor(db, user, query.diet_plan_id);
      assertPlanInPackage(plan, query.package_id);
      preference = preferenceOf(plan, pkg);
      clientId = pkg.clientId;
    } else if (query.package_id) {
      const pkg = await packageFor(db, user, query.package_id);
      preference = pkg.clientFoodPreferences;
      clientId = pkg.clientId;
    }
    // The client's allergies, intolerances and diet rules mark a food before it is picked (issue 26).
    const restrictions = clientId ? (await restrictionsOfClient(db, clientId)).effective : null;
    const data: FoodSearchItem[] = (
      await searchFoods(db, query.q, {
        viewer: { id: user.id, isAdmin: user.isAdmin },
        foodsOnly: query.foods_only,
      })
    ).map((f) => ({
      ...f,
      is_conflict: isFoodConflict(
        preference,
        f.food_group,
        f.name,
        tagsOf({ name: f.name, group: f.food_group, tags: f.tags }),
      ),
      restriction: restrictions
        ? strictReasons({ name: f.name, group: f.food_group, tags: f.tags }, restrictions)
        : [],
    }));
    // A dish IFCT does not list: say so, and where to add it (beside what the words did find).
    const hint = missingFoodHint(
      searchWords(query.q),
      data.map((f) => (f.is_dish ? `${f.name}, ${f.local_name ?? ''}` : f.name)),
    );
    return hint ? ok(data, hint) : ok(data);
  });

  /** A food's facts (issue 52): what the condition rules and the generator read about it. */
  app.get('/api/v1/food/item/details', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(foodDetailsQuerySchema, request.query);
    const row = await foodDetailsRow(db, id);
    // A dish version's row of a dish this user may not see answers like a missing food.
    if (
      !row ||
      (row.dishId !== null &&
        !mayUseDish(
          { id: user.id, isAdmin: user.isAdmin },
          { createdBy: row.createdBy, isShared: Boolean(row.isShared) },
        ))
    )
      throw notFound();
    const data: FoodItemDetails = {
      id: row.id,
      name: row.name,
      food_group: row.group,
      database: row.database,
      source_code: row.code,
      uom: row.uom,
      quantity: row.quantity,
      tags: row.tags ?? [],
      dish_id: row.dishId,
      ...factsOut(row.facts, row.quantity),
    };
    return ok(data);
  });
}
