import Papa from 'papaparse';
import type { ZodType } from 'zod';
import type { RowError } from '../../shared/settings';
import { inputProblems } from './input-checks';
import { SourceError } from './remote-csv';

/** The most row errors one answer lists; the count says how many there were in all. */
export const MAX_ROW_ERRORS = 50;

export type CsvColumns = Record<string, string[]>;

export type ParsedTable<T> = { rows: { line: number; value: T }[]; errors: RowError[]; errorCount: number };

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Reads CSV text with a header row into validated rows. `columns` maps each field to the header
 * spellings it accepts (compared without case, spaces or punctuation: "Dish Type" = dish_type).
 * Missing columns fail the whole source (an `optional` column may be absent); a bad row is reported
 * with its line and reason.
 */
export function readCsvTable<T>(
  text: string,
  columns: CsvColumns,
  rowSchema: ZodType<T>,
  optional: CsvColumns = {},
): ParsedTable<T> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const lines = parsed.data;
  const headerIndex = lines.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw new SourceError('The file is empty');
  const header = lines[headerIndex].map(headerKey);
  const positions: Record<string, number> = {};
  const missing: string[] = [];
  for (const [field, spellings] of Object.entries(columns)) {
    const at = header.findIndex((h) => spellings.map(headerKey).includes(h));
    if (at < 0) missing.push(field);
    else positions[field] = at;
  }
  for (const [field, spellings] of Object.entries(optional)) {
    const at = header.findIndex((h) => spellings.map(headerKey).includes(h));
    if (at >= 0) positions[field] = at;
  }
  if (missing.length) {
    throw new SourceError(
      `Line ${headerIndex + 1}: the header must have the columns ${Object.keys(columns).join(', ')}; missing ${missing.join(', ')}`,
    );
  }

  const rows: ParsedTable<T>['rows'] = [];
  const errors: RowError[] = [];
  let errorCount = 0;
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const cells = lines[i];
    if (cells.every((c) => c.trim() === '')) continue;
    const line = i + 1;
    const raw = Object.fromEntries(
      Object.entries(positions).map(([field, at]) => [field, (cells[at] ?? '').trim()]),
    );
    // A NUL in a cell is refused like a NUL in any other input (issue 25).
    const [unstorable] = Object.entries(inputProblems(raw));
    const result = rowSchema.safeParse(raw);
    if (result.success && !unstorable) {
      rows.push({ line, value: result.data });
      continue;
    }
    errorCount++;
    if (errors.length >= MAX_ROW_ERRORS) continue;
    const [field, message] = unstorable ?? issueOf(result.error?.issues[0]);
    errors.push({ line, reason: field ? `${field}: ${message}` : message });
  }
  return { rows, errors, errorCount };
}

/** A row's first schema issue as [field, message]. */
const issueOf = (issue: { path: PropertyKey[]; message: string } | undefined): [string, string] => [
  issue?.path.map(String).join('.') ?? '',
  issue?.message ?? 'Unreadable row',
];

/** Reports the second and later rows that repeat a key (e.g. a name) as errors. */
export function duplicateRows<T>(
  rows: { line: number; value: T }[],
  keyOf: (value: T) => string,
  what: string,
): RowError[] {
  const firstLine = new Map<string, number>();
  const errors: RowError[] = [];
  for (const row of rows) {
    const key = keyOf(row.value);
    const first = firstLine.get(key);
    if (first !== undefined) errors.push({ line: row.line, reason: `${what} repeats line ${first}` });
    else firstLine.set(key, row.line);
  }
  return errors;
}
