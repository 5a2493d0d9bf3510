import type { FastifyRequest } from 'fastify';
import { catalogueImportSchema } from '../../shared/catalogues';
import { isStorableText } from '../../shared/fields';
import type { RowError } from '../../shared/settings';
import { duplicateRows, readCsvTable } from '../lib/csv-table';
import { AppError, parseInput } from '../lib/errors';
import { fetchCsv, SOURCE_MAX_BYTES, SourceError } from '../lib/remote-csv';
import type { CatalogueDefinition } from './catalogue-definitions';

type AnyDef = CatalogueDefinition<{ name: string }, { id: number; name: string }>;

/** A refused import: nothing changed; `field` names where the page shows the reason. */
const refused = (field: 'url' | 'file', reason: string, rowErrors: RowError[] = []) =>
  new AppError(422, `Nothing was imported. ${reason}`, { [field]: reason, row_errors: rowErrors });

/**
 * The CSV of a catalogue import: an uploaded file (multipart field `file`) or an address
 * (JSON `url`) fetched under the same rules as a food database (allowed hosts, https, 5 MB, 15 s).
 */
async function readCsvText(
  request: FastifyRequest,
  hosts: string[],
): Promise<{ text: string; field: 'url' | 'file' }> {
  if (request.isMultipart()) {
    const file = await request.file({
      limits: { fileSize: SOURCE_MAX_BYTES + 1, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file || file.fieldname !== 'file') throw refused('file', 'Please choose a CSV file');
    const chunks: Buffer[] = [];
    for await (const chunk of file.file) chunks.push(chunk as Buffer);
    if (file.file.truncated) throw refused('file', 'The file is larger than 5 MB');
    if (!/\.(csv|txt)$/i.test(file.filename) || !isStorableText(file.filename))
      throw refused('file', 'Please choose a .csv file');
    return { text: Buffer.concat(chunks).toString('utf8'), field: 'file' };
  }
  const { url } = parseInput(catalogueImportSchema, request.body);
  try {
    return { text: await fetchCsv(url, { hosts }), field: 'url' };
  } catch (error) {
    if (error instanceof SourceError) throw refused('url', error.message);
    throw error;
  }
}

/** The valid rows of the import as table values, or an AppError listing every bad row. */
export async function readCatalogueImport(request: FastifyRequest, def: AnyDef, hosts: string[]) {
  const { text, field } = await readCsvText(request, hosts);
  try {
    const table = readCsvTable(text, def.columns, def.schema);
    const dupes = duplicateRows(table.rows, (r) => r.name.toLowerCase(), 'name: the same name');
    const errors = [...table.errors, ...dupes].sort((a, b) => a.line - b.line);
    const count = table.errorCount + dupes.length;
    if (count) throw refused(field, `${count} row${count === 1 ? '' : 's'} with errors.`, errors);
    if (!table.rows.length) throw refused(field, 'The file has no rows.');
    return table.rows.map((r) => def.toValues(r.value));
  } catch (error) {
    if (error instanceof SourceError) throw refused(field, error.message);
    throw error;
  }
}
