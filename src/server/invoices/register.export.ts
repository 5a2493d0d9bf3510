import { rupees, stateName } from '../../shared/invoices';
import type { Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { type CsvColumn, toCsv } from '../lib/csv';
import { documentsIn, receiptsIn } from './invoice-reports.repository';

/**
 * The plain register of a period (issue 55 point 6, decision 299): every invoice, Bill of Supply
 * and credit note dated in it, and every receipt, in date order. A credit note's amounts are
 * negative, so a column's sum is what the period owes; a receipt fills only "Received".
 */
type Doc = Awaited<ReturnType<typeof documentsIn>>[number];
type Receipt = Awaited<ReturnType<typeof receiptsIn>>[number];
type Line = { rate?: number; sac?: string };

export type RegisterRow = {
  date: string;
  type: string;
  number: string;
  client: string;
  gstin: string;
  placeOfSupply: string;
  sac: string;
  rate: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  received: string;
  mode: string;
  reference: string;
  against: string;
  againstDate: string;
  status: string;
  reason: string;
};

const TYPE_NAMES: Record<string, string> = {
  invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};

const signed = (negative: boolean, value: string) =>
  rupees(Math.round(Number(value) * 100) * (negative ? -1 : 1));
/** The SACs and rates of a document's lines (a line may carry its own; else the invoice's). */
const distinct = (values: (string | number)[]) => [...new Set(values.map(String))].join('; ');

function documentRow({ invoice: d, originalNumber, originalDate }: Doc): RegisterRow {
  const note = d.kind === 'credit_note';
  const lines = (d.lines as Line[]) ?? [];
  const none = d.taxMode === 'none';
  return {
    date: d.date,
    type: TYPE_NAMES[d.kind] ?? d.kind,
    number: d.number,
    client: d.clientName,
    gstin: d.clientGstin ?? '',
    placeOfSupply: `${d.placeOfSupply}-${stateName(d.placeOfSupply)}`,
    sac: distinct(lines.length ? lines.map((l) => l.sac ?? d.sac) : [d.sac]),
    rate: none ? '0' : distinct(lines.length ? lines.map((l) => l.rate ?? d.gstRate) : [d.gstRate]),
    taxable: signed(note, d.taxable),
    cgst: signed(note, d.cgst),
    sgst: signed(note, d.sgst),
    igst: signed(note, d.igst),
    total: signed(note, d.total),
    received: '',
    mode: '',
    reference: '',
    against: originalNumber ?? '',
    againstDate: originalDate ?? '',
    status: d.status === 'cancelled' ? 'Cancelled' : 'Issued',
    reason: note ? (d.reason ?? '') : '',
  };
}

function receiptRow({ payment: p, invoice: d }: Receipt): RegisterRow {
  return {
    date: p.date,
    type: 'Receipt',
    number: p.receiptNumber,
    client: d.clientName,
    gstin: d.clientGstin ?? '',
    placeOfSupply: '',
    sac: '',
    rate: '',
    taxable: '',
    cgst: '',
    sgst: '',
    igst: '',
    total: '',
    received: signed(false, p.amount),
    mode: p.mode,
    reference: p.reference ?? '',
    against: d.number,
    againstDate: d.date,
    status: '',
    reason: '',
  };
}

const COLUMNS: CsvColumn<RegisterRow>[] = [
  { header: 'Date', value: (r) => r.date, date: true },
  { header: 'Type', value: (r) => r.type },
  { header: 'Number', value: (r) => r.number },
  { header: 'Client', value: (r) => r.client },
  { header: 'Client GSTIN', value: (r) => r.gstin },
  { header: 'Place of supply', value: (r) => r.placeOfSupply },
  { header: 'SAC', value: (r) => r.sac },
  { header: 'Rate (%)', value: (r) => r.rate },
  { header: 'Taxable value', value: (r) => r.taxable, amount: true },
  { header: 'CGST', value: (r) => r.cgst, amount: true },
  { header: 'SGST/UTGST', value: (r) => r.sgst, amount: true },
  { header: 'IGST', value: (r) => r.igst, amount: true },
  { header: 'Total', value: (r) => r.total, amount: true },
  { header: 'Received', value: (r) => r.received, amount: true },
  { header: 'Mode', value: (r) => r.mode },
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Against invoice', value: (r) => r.against },
  { header: 'Against invoice date', value: (r) => r.againstDate, date: true },
  { header: 'Status', value: (r) => r.status },
  { header: 'Reason', value: (r) => r.reason },
];

/** The register's rows in date order: on one day, documents before receipts. */
export async function registerRows(db: Db, viewer: Viewer, from: string, to: string) {
  const [docs, receipts] = await Promise.all([
    documentsIn(db, viewer, from, to),
    receiptsIn(db, viewer, from, to),
  ]);
  const all = [...docs.map(documentRow), ...receipts.map(receiptRow)];
  return all.sort((a, b) => a.date.localeCompare(b.date));
}

export const registerCsv = (rows: RegisterRow[]) => toCsv(COLUMNS, rows);
