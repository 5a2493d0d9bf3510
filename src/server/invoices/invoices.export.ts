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
 * A credit note's amounts are written as they are, its Type says "Credit note": a leading minus
 * would be quoted by the CSV formula guard (lib/csv.ts), and accountants file credit notes apart.
 */

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
  { header: 'Taxable value', value: (r) => r.invoice.taxable },
  { header: 'CGST', value: (r) => r.invoice.cgst },
  { header: 'SGST', value: (r) => r.invoice.sgst },
  { header: 'IGST', value: (r) => r.invoice.igst },
  { header: 'Total', value: (r) => r.invoice.total },
  { header: 'Paid', value: (r) => Number(r.paid).toFixed(2) },
  { header: 'Status', value: (r) => (r.invoice.status === 'cancelled' ? 'Cancelled' : 'Issued') },
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
