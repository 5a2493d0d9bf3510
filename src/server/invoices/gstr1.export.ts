import { strToU8, zipSync } from 'fflate';
import { rupees, stateName } from '../../shared/invoices';
import { type CsvColumn, toCsv } from '../lib/csv';
import type { documentsIn } from './invoice-reports.repository';

/**
 * GSTR-1 as CSVs the GST offline tool imports (issue 55 point 6, decision 299): one file per
 * section, each with the column headings of the tool's CSV templates, dates DD-MMM-YYYY and place
 * of supply as "29-Karnataka". Credit notes are negative. A credit note of an unregistered
 * recipient's B2C (small) invoice is netted into B2CS, as GSTR-1 Table 7 is reported net; one of a
 * B2C (large) invoice goes to CDNUR; a registered recipient's to CDNR.
 */
type Doc = Awaited<ReturnType<typeof documentsIn>>[number];
type Line = {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  rate?: number;
  sac?: string;
};

/** B2C (large): an inter-state invoice to an unregistered recipient above ₹1,00,000 (Notification 12/2024–CT). */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

type Part = {
  rate: number;
  sac: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

/** A document's lines grouped by rate and SAC, in paise, negative on a credit note. */
function partsOf(d: Doc['invoice']): Part[] {
  const sign = d.kind === 'credit_note' ? -1 : 1;
  const lines = ((d.lines as Line[]) ?? []).length
    ? (d.lines as Line[])
    : [
        {
          taxable: Math.round(Number(d.taxable) * 100),
          cgst: Math.round(Number(d.cgst) * 100),
          sgst: Math.round(Number(d.sgst) * 100),
          igst: Math.round(Number(d.igst) * 100),
          total: Math.round(Number(d.total) * 100),
        },
      ];
  const parts = new Map<string, Part>();
  for (const l of lines) {
    const rate = d.taxMode === 'none' ? 0 : (l.rate ?? d.gstRate);
    const sac = l.sac ?? d.sac;
    const key = `${rate}|${sac}`;
    const p = parts.get(key) ?? { rate, sac, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    p.taxable += sign * l.taxable;
    p.cgst += sign * l.cgst;
    p.sgst += sign * l.sgst;
    p.igst += sign * l.igst;
    p.total += sign * l.total;
    parts.set(key, p);
  }
  return [...parts.values()];
}

const pos = (code: string) => `${code}-${stateName(code)}`;
const money = (paise: number) => rupees(paise);
const signedTotal = (d: Doc['invoice']) =>
  Math.round(Number(d.total) * 100) * (d.kind === 'credit_note' ? -1 : 1);
const sellerState = (d: Doc['invoice']) => (d.seller as { state_code: string }).state_code;
const interState = (d: Doc['invoice']) => d.taxMode === 'inter' || d.placeOfSupply !== sellerState(d);

type B2B = { doc: Doc; part: Part };
type B2CS = { pos: string; rate: number; taxable: number };
type Hsn = {
  sac: string;
  rate: number;
  total: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
};
type Exempt = { description: string; exempt: number };
type DocSummary = {
  nature: string;
  series: string;
  first: string;
  last: string;
  count: number;
  cancelled: number;
};

const amount = <T>(header: string, value: (r: T) => number): CsvColumn<T> => ({
  header,
  value: (r) => money(value(r)),
  amount: true,
});
const text = <T>(header: string, value: (r: T) => string): CsvColumn<T> => ({ header, value });
const day = <T>(header: string, value: (r: T) => string | null): CsvColumn<T> => ({
  header,
  value,
  date: true,
});

const B2B_COLUMNS: CsvColumn<B2B>[] = [
  text('GSTIN/UIN of Recipient', (r) => r.doc.invoice.clientGstin ?? ''),
  text('Receiver Name', (r) => r.doc.invoice.clientName),
  text('Invoice Number', (r) => r.doc.invoice.number),
  day('Invoice date', (r) => r.doc.invoice.date),
  amount('Invoice Value', (r) => signedTotal(r.doc.invoice)),
  text('Place Of Supply', (r) => pos(r.doc.invoice.placeOfSupply)),
  text('Reverse Charge', () => 'N'),
  text('Applicable % of Tax Rate', () => ''),
  text('Invoice Type', () => 'Regular B2B'),
  text('E-Commerce GSTIN', () => ''),
  text('Rate', (r) => String(r.part.rate)),
  amount('Taxable Value', (r) => r.part.taxable),
  amount('Cess Amount', () => 0),
];

const B2CL_COLUMNS: CsvColumn<B2B>[] = [
  text('Invoice Number', (r) => r.doc.invoice.number),
  day('Invoice date', (r) => r.doc.invoice.date),
  amount('Invoice Value', (r) => signedTotal(r.doc.invoice)),
  text('Place Of Supply', (r) => pos(r.doc.invoice.placeOfSupply)),
  text('Applicable % of Tax Rate', () => ''),
  text('Rate', (r) => String(r.part.rate)),
  amount('Taxable Value', (r) => r.part.taxable),
  amount('Cess Amount', () => 0),
  text('E-Commerce GSTIN', () => ''),
];

const B2CS_COLUMNS: CsvColumn<B2CS>[] = [
  text('Type', () => 'OE'),
  text('Place Of Supply', (r) => pos(r.pos)),
  text('Applicable % of Tax Rate', () => ''),
  text('Rate', (r) => String(r.rate)),
  amount('Taxable Value', (r) => r.taxable),
  amount('Cess Amount', () => 0),
  text('E-Commerce GSTIN', () => ''),
];

/** The template's columns, then the original invoice's number and date (Rule 53(1A)(b), issue 55). */
const CDNR_COLUMNS: CsvColumn<B2B>[] = [
  text('GSTIN/UIN of Recipient', (r) => r.doc.invoice.clientGstin ?? ''),
  text('Receiver Name', (r) => r.doc.invoice.clientName),
  text('Note Number', (r) => r.doc.invoice.number),
  day('Note Date', (r) => r.doc.invoice.date),
  text('Note Type', () => 'C'),
  text('Place Of Supply', (r) => pos(r.doc.invoice.placeOfSupply)),
  text('Reverse Charge', () => 'N'),
  text('Note Supply Type', () => 'Regular B2B'),
  amount('Note Value', (r) => signedTotal(r.doc.invoice)),
  text('Applicable % of Tax Rate', () => ''),
  text('Rate', (r) => String(r.part.rate)),
  amount('Taxable Value', (r) => r.part.taxable),
  amount('Cess Amount', () => 0),
  text('Original Invoice Number', (r) => r.doc.originalNumber ?? ''),
  day('Original Invoice Date', (r) => r.doc.originalDate),
];

const CDNUR_COLUMNS: CsvColumn<B2B>[] = [
  text('UR Type', () => 'B2CL'),
  text('Note Number', (r) => r.doc.invoice.number),
  day('Note Date', (r) => r.doc.invoice.date),
  text('Note Type', () => 'C'),
  text('Place Of Supply', (r) => pos(r.doc.invoice.placeOfSupply)),
  amount('Note Value', (r) => signedTotal(r.doc.invoice)),
  text('Applicable % of Tax Rate', () => ''),
  text('Rate', (r) => String(r.part.rate)),
  amount('Taxable Value', (r) => r.part.taxable),
  amount('Cess Amount', () => 0),
  text('Original Invoice Number', (r) => r.doc.originalNumber ?? ''),
  day('Original Invoice Date', (r) => r.doc.originalDate),
];

const EXEMP_COLUMNS: CsvColumn<Exempt>[] = [
  text('Description', (r) => r.description),
  amount('Nil Rated Supplies', () => 0),
  amount('Exempted(other than nil rated/non GST supply)', (r) => r.exempt),
  amount('Non-GST supplies', () => 0),
];

const HSN_COLUMNS: CsvColumn<Hsn>[] = [
  text('HSN', (r) => r.sac),
  text('Description', () => ''),
  text('UQC', () => 'NA'),
  text('Total Quantity', () => '0'),
  amount('Total Value', (r) => r.total),
  text('Rate', (r) => String(r.rate)),
  amount('Taxable Value', (r) => r.taxable),
  amount('Integrated Tax Amount', (r) => r.igst),
  amount('Central Tax Amount', (r) => r.cgst),
  amount('State/UT Tax Amount', (r) => r.sgst),
  amount('Cess Amount', () => 0),
];

const DOCS_COLUMNS: CsvColumn<DocSummary>[] = [
  text('Nature of Document', (r) => r.nature),
  text('Sr. No. From', (r) => r.first),
  text('Sr. No. To', (r) => r.last),
  text('Total Number', (r) => String(r.count)),
  text('Cancelled', (r) => String(r.cancelled)),
];

const EXEMPT_ROWS = [
  'Inter-State supplies to registered persons',
  'Intra-State supplies to registered persons',
  'Inter-State supplies to unregistered persons',
  'Intra-State supplies to unregistered persons',
] as const;

/** The number's sequence: 'ND/26-27/0012' → 12. */
const seqOf = (number: string) => Number(number.slice(number.lastIndexOf('/') + 1)) || 0;

/** The GSTR-1 sections of a period's documents, each as its CSV text, keyed by file name. */
export function gstr1Sections(docs: Doc[]): Record<string, string> {
  const b2b: B2B[] = [];
  const b2cl: B2B[] = [];
  const cdnr: B2B[] = [];
  const cdnur: B2B[] = [];
  const b2cs = new Map<string, B2CS>();
  const hsn = { b2b: new Map<string, Hsn>(), b2c: new Map<string, Hsn>() };
  const exempt = new Map<string, Exempt>(EXEMPT_ROWS.map((d) => [d, { description: d, exempt: 0 }]));
  const series = new Map<string, DocSummary>();

  for (const doc of docs) {
    const d = doc.invoice;
    const note = d.kind === 'credit_note';
    const registered = Boolean(d.clientGstin);
    const inter = interState(d);
    const large =
      !registered &&
      inter &&
      Math.round(Number((note ? doc.originalTotal : d.total) ?? 0) * 100) > B2CL_ABOVE_PAISE;
    for (const part of partsOf(d)) {
      const byHsn = registered ? hsn.b2b : hsn.b2c;
      const hk = `${part.sac}|${part.rate}`;
      const h = byHsn.get(hk) ?? {
        sac: part.sac,
        rate: part.rate,
        total: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      h.total += part.total;
      h.taxable += part.taxable;
      h.igst += part.igst;
      h.cgst += part.cgst;
      h.sgst += part.sgst;
      byHsn.set(hk, h);
      if (part.rate === 0) {
        const row = exempt.get(
          `${inter ? 'Inter' : 'Intra'}-State supplies to ${registered ? 'registered' : 'unregistered'} persons`,
        );
        if (row) row.exempt += part.taxable;
        continue;
      }
      if (registered) (note ? cdnr : b2b).push({ doc, part });
      else if (large) (note ? cdnur : b2cl).push({ doc, part });
      else {
        const key = `${d.placeOfSupply}|${part.rate}`;
        const row = b2cs.get(key) ?? { pos: d.placeOfSupply, rate: part.rate, taxable: 0 };
        row.taxable += part.taxable;
        b2cs.set(key, row);
      }
    }
    const name = d.number.slice(0, d.number.lastIndexOf('/'));
    const nature = note ? 'Credit Note' : 'Invoices for outward supply';
    const s = series.get(name) ?? {
      nature,
      series: name,
      first: d.number,
      last: d.number,
      count: 0,
      cancelled: 0,
    };
    if (seqOf(d.number) < seqOf(s.first)) s.first = d.number;
    if (seqOf(d.number) > seqOf(s.last)) s.last = d.number;
    s.count += 1;
    if (d.status === 'cancelled') s.cancelled += 1;
    series.set(name, s);
  }

  const byPosRate = (a: B2CS, b: B2CS) => a.pos.localeCompare(b.pos) || a.rate - b.rate;
  const bySacRate = (a: Hsn, b: Hsn) => a.sac.localeCompare(b.sac) || a.rate - b.rate;
  return {
    'b2b.csv': toCsv(B2B_COLUMNS, b2b),
    'b2cl.csv': toCsv(B2CL_COLUMNS, b2cl),
    'b2cs.csv': toCsv(B2CS_COLUMNS, [...b2cs.values()].sort(byPosRate)),
    'cdnr.csv': toCsv(CDNR_COLUMNS, cdnr),
    'cdnur.csv': toCsv(CDNUR_COLUMNS, cdnur),
    'exemp.csv': toCsv(EXEMP_COLUMNS, [...exempt.values()]),
    'hsn(b2b).csv': toCsv(HSN_COLUMNS, [...hsn.b2b.values()].sort(bySacRate)),
    'hsn(b2c).csv': toCsv(HSN_COLUMNS, [...hsn.b2c.values()].sort(bySacRate)),
    'docs.csv': toCsv(
      DOCS_COLUMNS,
      [...series.values()].sort(
        (a, b) => a.nature.localeCompare(b.nature) || a.series.localeCompare(b.series),
      ),
    ),
  };
}

/** The sections and the register as one zip. */
export function gstr1Zip(sections: Record<string, string>, registerCsv: string): Uint8Array {
  const files: Record<string, Uint8Array> = { 'register.csv': strToU8(registerCsv) };
  for (const [name, csv] of Object.entries(sections)) files[name] = strToU8(csv);
  return zipSync(files, { level: 6 });
}
