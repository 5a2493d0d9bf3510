import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PATHS,
  catalogueImportSchema,
  catalogueListSchema,
  idSchema,
} from '../../shared/catalogues';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok, page } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, multipartBody, type RouteDocs } from '../lib/route-schema';
import { type CatalogueDefinition, recipeCatalogue, supplementCatalogue } from './catalogue-definitions';
import { readCatalogueImport } from './catalogue-import';
import { listCatalogue } from './catalogues.repository';
import { addCatalogueRow, editCatalogueRow, importCatalogue, removeCatalogueRow } from './catalogues.service';

/** A catalogue's import: a sheet's link as JSON, or a CSV file as a multipart form. */
const catalogueImportBody = z.union([
  catalogueImportSchema,
  multipartBody({}, { file: 'A CSV file with a header row' }),
]);

type AnyDef = CatalogueDefinition<{ name: string }, { id: number; name: string }>;

const ROUTE_DOCS: RouteDocs = {
  [`GET ${CATALOGUE_PATHS.supplement}/list`]: {
    summary: 'A page of the supplement catalogue',
    querystring: catalogueListSchema,
  },
  [`POST ${CATALOGUE_PATHS.supplement}/create`]: {
    summary: 'Add a supplement to the catalogue',
    body: supplementCatalogue.schema,
  },
  [`POST ${CATALOGUE_PATHS.supplement}/edit`]: {
    summary: 'Edit a supplement of the catalogue',
    body: supplementCatalogue.schema.and(idSchema),
  },
  [`POST ${CATALOGUE_PATHS.supplement}/delete`]: {
    summary: 'Remove a supplement from the catalogue',
    body: idSchema,
  },
  [`POST ${CATALOGUE_PATHS.supplement}/import`]: {
    summary: 'Import supplements from a CSV file (multipart `file`) or a sheet link (JSON `url`)',
    body: catalogueImportBody,
    consumes: ['application/json', 'multipart/form-data'],
  },
  [`GET ${CATALOGUE_PATHS.recipe}/list`]: {
    summary: 'A page of the recipe catalogue',
    querystring: catalogueListSchema,
  },
  [`POST ${CATALOGUE_PATHS.recipe}/create`]: {
    summary: 'Add a recipe to the catalogue',
    body: recipeCatalogue.schema,
  },
  [`POST ${CATALOGUE_PATHS.recipe}/edit`]: {
    summary: 'Edit a recipe of the catalogue',
    body: recipeCatalogue.schema.and(idSchema),
  },
  [`POST ${CATALOGUE_PATHS.recipe}/delete`]: {
    summary: 'Remove a recipe from the catalogue',
    body: idSchema,
  },
  [`POST ${CATALOGUE_PATHS.recipe}/import`]: {
    summary: 'Import recipes from a CSV file (multipart `file`) or a sheet link (JSON `url`)',
    body: catalogueImportBody,
    consumes: ['application/json', 'multipart/form-data'],
  },
};

/**
 * The practice's supplement and recipe catalogues, for every signed-in user (SPEC leaves the
 * paths open): {base}/list, /create, /edit, /delete and /import under
 * /api/v1/diet/supplement/catalogue and /api/v1/diet/planrecipe/catalogue.
 */
export async function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  registerCatalogue(app, deps, supplementCatalogue as unknown as AnyDef);
  registerCatalogue(app, deps, recipeCatalogue as unknown as AnyDef);
}

function registerCatalogue(app: FastifyInstance, { db, config }: AppDeps, def: AnyDef) {
  const base = CATALOGUE_PATHS[def.kind];
  // Every signed-in user keeps the catalogues, writes included (decision 030).
  const signedIn = { config: { access: 'signed-in' as const } };

  app.get(`${base}/list`, signedIn, async (request) => {
    requireUser(request);
    const query = parseInput(catalogueListSchema, request.query);
    const { rows, total } = await listCatalogue(db, def, query.q, query.page);
    return ok(page(rows, total, query.page, CATALOGUE_PAGE_SIZE));
  });

  app.post(`${base}/create`, signedIn, async (request) => {
    const user = requireUser(request);
    const input = parseInput(def.schema, request.body);
    const row = await addCatalogueRow(db, def, input, { userId: user.id, ip: request.ip });
    return ok(row, `${def.label} added successfully!`);
  });

  app.post(`${base}/edit`, signedIn, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(idSchema, request.body);
    const input = parseInput(def.schema, request.body);
    const row = await editCatalogueRow(db, def, id, input, { userId: user.id, ip: request.ip });
    return ok(row, `${def.label} edited successfully!`);
  });

  app.post(`${base}/delete`, signedIn, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(idSchema, request.body);
    await removeCatalogueRow(db, def, id, { userId: user.id, ip: request.ip });
    return ok({ id }, `${def.label} removed successfully!`);
  });

  app.post(`${base}/import`, signedIn, async (request) => {
    const user = requireUser(request);
    const values = await readCatalogueImport(request, def, config.foodImportHosts);
    const result = await importCatalogue(db, def, values, { userId: user.id, ip: request.ip });
    const noun = `${def.label.toLowerCase()}${values.length === 1 ? '' : 's'}`;
    return ok(result, `Imported ${values.length} ${noun}: ${result.added} added, ${result.updated} updated`);
  });
}
