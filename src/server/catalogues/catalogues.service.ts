import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { notFound, ValidationError } from '../lib/errors';
import type { CatalogueDefinition } from './catalogue-definitions';
import {
  deleteCatalogueRow,
  findCatalogueRow,
  importCatalogueRows,
  insertCatalogueRow,
  nameTaken,
  updateCatalogueRow,
} from './catalogues.repository';

type AnyDef = CatalogueDefinition<{ name: string }, { id: number; name: string }>;
/** Who writes, and from where (the audit row keeps both). */
type Writer = { userId: number; ip: string };

const entityOf = (def: AnyDef) => `${def.kind}_catalogue`;
const gone = (def: AnyDef) => notFound(`This ${def.label.toLowerCase()} no longer exists.`);
const duplicate = (def: AnyDef) =>
  new ValidationError({ name: `A ${def.label.toLowerCase()} with this name already exists` });

/** Adds a row (names are unique in any letter case); the row and its audit row commit together. */
export async function addCatalogueRow(db: Db, def: AnyDef, input: { name: string }, by: Writer) {
  if (await nameTaken(db, def, input.name)) throw duplicate(def);
  return inTransaction(db, async (tx) => {
    const saved = await insertCatalogueRow(tx, def, def.toValues(input), by.userId);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'create',
      entity: entityOf(def),
      entityId: saved.id,
      ip: by.ip,
    });
    return saved;
  });
}

export async function editCatalogueRow(db: Db, def: AnyDef, id: number, input: { name: string }, by: Writer) {
  const before = await findCatalogueRow(db, def, id);
  if (!before) throw gone(def);
  if (await nameTaken(db, def, input.name, id)) throw duplicate(def);
  return inTransaction(db, async (tx) => {
    const saved = await updateCatalogueRow(tx, def, id, def.toValues(input));
    if (!saved) throw gone(def);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'update',
      entity: entityOf(def),
      entityId: id,
      changes: diffForAudit(before, saved),
      ip: by.ip,
    });
    return saved;
  });
}

/** Plans keep their own copy of a supplement or recipe, so removing it here changes no plan. */
export async function removeCatalogueRow(db: Db, def: AnyDef, id: number, by: Writer) {
  const before = await findCatalogueRow(db, def, id);
  if (!before) throw gone(def);
  await inTransaction(db, async (tx) => {
    if (!(await deleteCatalogueRow(tx, def, id))) throw gone(def);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'delete',
      entity: entityOf(def),
      entityId: id,
      changes: { name: before.name },
      ip: by.ip,
    });
  });
}

/** Adds or updates rows by name; the rows and one audit row commit together. */
export function importCatalogue(db: Db, def: AnyDef, values: Record<string, unknown>[], by: Writer) {
  return inTransaction(db, async (tx) => {
    const counted = await importCatalogueRows(tx, def, values, by.userId);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'import',
      entity: entityOf(def),
      entityId: null,
      changes: counted,
      ip: by.ip,
    });
    return counted;
  });
}
