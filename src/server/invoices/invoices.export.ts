import type { FastifyReply } from 'fastify';
import { practiceToday } from '../../shared/fields';
import { financialYearOf } from '../../shared/invoices';
import type { Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { type CsvColumn, sendCsv, toCsv } from '../lib/csv';
import { exportRows } from './invoices.repository';
import { invoiceClock } from './invoices.service';

type Row = Awaited<ReturnType<typeof exportRows>>[number];
/**
 * A credit note's amounts are negative (issue 55): a sum of a column is what is owed. The CSV
 * formula guard (lib/csv.ts) leaves a plain negative number as it is.
 */
const signed = (r: Row, value: string) =>
  r.invoice.kind === 'credit_note' ? (-Number(value)).toFixed(2) : Number(value).toFixed(2);

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Number', value: (r) => r.invoice.number },
  { header: 'Date', value: (r) => r.invoice.date, date: true },
  {
    header: 'Type',
    value: (r) =>
      ({ invoice: 'Tax invoice', bill_of_supply: 'Bill of supply', credit_note: 'Credit note' })[
        r.invoice.kind
      ] ?? r.invoice.kind,
  },
  { header: 'Client', value: (r) => r.invoice.clientName },
  { header: 'Client GSTIN', value: (r) => r.invoice.clientGstin ?? '' },
  { header: 'Place of supply', value: (r) => r.invoice.placeOfSupply },
  { header: 'Taxable value', value: (r) => signed(r, r.invoice.taxable), amount: true },
  { header: 'CGST', value: (r) => signed(r, r.invoice.cgst), amount: true },
  { header: 'SGST', value: (r) => signed(r, r.invoice.sgst), amount: true },
  { header: 'IGST', value: (r) => signed(r, r.invoice.igst), amount: true },
  { header: 'Total', value: (r) => signed(r, r.invoice.total), amount: true },
  { header: 'Paid', value: (r) => Number(r.paid).toFixed(2) },
  { header: 'Status', value: (r) => (r.invoice.status === 'cancelled' ? 'Cancelled' : 'Issued') },
  { header: 'Original invoice', value: (r) => r.originalNumber ?? '' },
  { header: 'Original invoice date', value: (r) => r.originalDate ?? '', date: true },
  { header: 'Reason', value: (r) => (r.invoice.kind === 'credit_note' ? (r.invoice.reason ?? '') : '') },
];

/** The accountant's CSV (issue 37): this financial year unless a period is given. */
export async function exportInvoicesCsv(
  db: Db,
  viewer: Viewer,
  reply: FastifyReply,
  period: { from?: string; to?: string },
) {
  const year = financialYearOf(practiceToday(invoiceClock.now()));
  const found = await exportRows(db, viewer, period.from ?? year.from, period.to ?? year.to);
  return sendCsv(reply, 'invoices', toCsv(COLUMNS, found));
}
