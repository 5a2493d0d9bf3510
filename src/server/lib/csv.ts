import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { dateText } from '../../shared/plan-calendar';

/**
 * CSV exports that open cleanly in Excel and LibreOffice: UTF-8 with a byte-order mark (Excel
 * otherwise reads UTF-8 as the local code page and breaks ₹ and Indian names), CRLF line ends,
 * a header row, dates as DD-MMM-YYYY, and formula injection neutralised.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const BOM = '\uFEFF';

/** 'YYYY-MM-DD' (or a Date) → 'DD-MMM-YYYY'; empty for no date. Dates keep their calendar day. */
export function csvDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${String(value.getDate()).padStart(2, '0')}-${MONTHS[value.getMonth()]}-${value.getFullYear()}`;
  }
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? dateText(value) : value;
}

/**
 * A cell that starts with = + - @ (or a tab / carriage return, which Excel strips before
 * reading the formula) is prefixed with an apostrophe, so a spreadsheet shows it as text
 * instead of running it. Phone numbers such as +91… stay readable with the apostrophe.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? csvDate(value) : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => unknown;
  /** Formats the value as DD-MMM-YYYY. */
  date?: boolean;
  /** An amount: a plain negative number (-7080.00, a credit note) is written as it is, not quoted. */
  amount?: boolean;
};

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The whole file: BOM, header row, one line per row. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const data = rows.map((row) =>
    columns.map((c) => {
      const raw = c.value(row);
      if (c.amount && PLAIN_NUMBER.test(String(raw))) return String(raw);
      return neutraliseCell(c.date ? csvDate(raw as string | Date | null) : raw);
    }),
  );
  const body = Papa.unparse(
    { fields: columns.map((c) => neutraliseCell(c.header)), data },
    { quotes: false, newline: '\r\n', header: true },
  );
  return `${BOM}${body}\r\n`;
}

/** Sends a CSV download named `<base>-YYYY-MM-DD.csv`. */
export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${baseName}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
