import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_PATHS, catalogueListSchema, idSchema } from '../../shared/catalogues';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ok, page } from '../lib/envelope';
import { notFound, parseInput, ValidationError } from '../lib/errors';
import { type CatalogueDefinition, recipeCatalogue, supplementCatalogue } from './catalogue-definitions';
import { readCatalogueImport } from './catalogue-import';
import {
  deleteCatalogueRow,
  findCatalogueRow,
  importCatalogueRows,
  insertCatalogueRow,
  listCatalogue,
  nameTaken,
  updateCatalogueRow,
} from './catalogues.repository';

type AnyDef = CatalogueDefinition<{ name: string }, { id: number; name: string }>;

/**
 * The practice's supplement and recipe catalogues, for every signed-in user (SPEC leaves the
 * paths open): {base}/list, /create, /edit, /delete and /import under
 * /api/v1/diet/supplement/catalogue and /api/v1/diet/planrecipe/catalogue.
 */
export async function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  registerCatalogue(app, deps, supplementCatalogue as unknown as AnyDef);
  registerCatalogue(app, deps, recipeCatalogue as unknown as AnyDef);
}

function registerCatalogue(app: FastifyInstance, { db, config }: AppDeps, def: AnyDef) {
  const base = CATALOGUE_PATHS[def.kind];
  const entity = `${def.kind}_catalogue`;
  const duplicate = { name: `A ${def.label.toLowerCase()} with this name already exists` };
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
    if (await nameTaken(db, def, input.name)) throw new ValidationError(duplicate);
    const row = await inTransaction(db, async (tx) => {
      const saved = await insertCatalogueRow(tx, def, def.toValues(input), user.id);
      await writeAudit(tx, { userId: user.id, action: 'create', entity, entityId: saved.id, ip: request.ip });
      return saved;
    });
    return ok(row, `${def.label} added successfully!`);
  });

  app.post(`${base}/edit`, signedIn, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(idSchema, request.body);
    const input = parseInput(def.schema, request.body);
    const before = await findCatalogueRow(db, def, id);
    if (!before) throw notFound(`This ${def.label.toLowerCase()} no longer exists.`);
    if (await nameTaken(db, def, input.name, id)) throw new ValidationError(duplicate);
    const after = await inTransaction(db, async (tx) => {
      const saved = await updateCatalogueRow(tx, def, id, def.toValues(input));
      if (!saved) throw notFound(`This ${def.label.toLowerCase()} no longer exists.`);
      await writeAudit(tx, {
        userId: user.id,
        action: 'update',
        entity,
        entityId: id,
        changes: diffForAudit(before, saved),
        ip: request.ip,
      });
      return saved;
    });
    return ok(after, `${def.label} edited successfully!`);
  });

  app.post(`${base}/delete`, signedIn, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(idSchema, request.body);
    const before = await findCatalogueRow(db, def, id);
    // Plans keep their own copy of a supplement or recipe, so removing it here changes no plan.
    if (!before) throw notFound(`This ${def.label.toLowerCase()} no longer exists.`);
    await inTransaction(db, async (tx) => {
      if (!(await deleteCatalogueRow(tx, def, id)))
        throw notFound(`This ${def.label.toLowerCase()} no longer exists.`);
      await writeAudit(tx, {
        userId: user.id,
        action: 'delete',
        entity,
        entityId: id,
        changes: { name: before.name },
        ip: request.ip,
      });
    });
    return ok({ id }, `${def.label} removed successfully!`);
  });

  app.post(`${base}/import`, signedIn, async (request) => {
    const user = requireUser(request);
    const values = await readCatalogueImport(request, def, config.foodImportHosts);
    const result = await inTransaction(db, async (tx) => {
      const counted = await importCatalogueRows(tx, def, values, user.id);
      await writeAudit(tx, {
        userId: user.id,
        action: 'import',
        entity,
        entityId: null,
        changes: counted,
        ip: request.ip,
      });
      return counted;
    });
    const noun = `${def.label.toLowerCase()}${values.length === 1 ? '' : 's'}`;
    return ok(result, `Imported ${values.length} ${noun}: ${result.added} added, ${result.updated} updated`);
  });
}
