/**
 * Invoices (issue 37, decisions 232–235) without Zod: GSTIN check, states, financial years,
 * numbering, tax per line in paise and the UPI link. The server, the PDF and the page share them.
 */

/**
 * GST state codes: the first two digits of a GSTIN and the "place of supply" (GSTN's state code
 * list; 25 Daman and Diu merged into 26 in 2020, 28 is undivided Andhra Pradesh, no longer issued;
 * 97 "Other Territory"). `ut`: a Union Territory without a legislature, which levies UTGST in
 * place of SGST (UTGST Act 2017, s. 7).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh', ut: true },
  { code: '97', name: 'Other Territory', ut: true },
] as const satisfies readonly { code: string; name: string; ut?: boolean }[];

export const stateName = (code: string | null | undefined) =>
  GST_STATES.find((s) => s.code === code)?.name ?? '';
const isUnionTerritory = (code: string) => GST_STATES.some((s) => s.code === code && 'ut' in s);
/** The second half of intra-state tax: SGST, or UTGST in a Union Territory without a legislature. */
export const stateTaxLabel = (code: string) => (isUnionTerritory(code) ? 'UTGST' : 'SGST');

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: Luhn mod N with N = 36 over the first 14 characters (0–9 → 0–9,
 * A–Z → 10–35; factors 1, 2, 1, … from the left; each product's base-36 digits summed; the check
 * is (36 − sum mod 36) mod 36). The algorithm GSTN's offline GSTIN validation uses (Luhn mod N:
 * H. P. Luhn's check generalised to base N). 27AAPFU0939F1ZV is GSTN's published example.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export const GSTIN_MESSAGES = {
  format: 'Please enter a 15-character GSTIN such as 27AAPFU0939F1ZV',
  state: 'The GSTIN starts with an unknown state code',
  check: 'This GSTIN has a wrong check character (the last one): please check for a typing mistake',
} as const;

/** Null when the GSTIN is well formed with the right check character, else the field's message. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_MESSAGES.format;
  if (!GST_STATES.some((s) => s.code === gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.check;
  return null;
}

/** The financial year of a date, 1 April – 31 March: '2026-05-01' → { start 2026, label '26-27' }. */
export function financialYearOf(date: string) {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return { start, label: `${yy(start)}-${yy(start + 1)}`, from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** CGST Rule 46(b): at most 16 characters, letters, digits, "-" and "/" only. */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
/** The series prefix: 1–3 capital letters or digits, so every number fits in 16 characters. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

/**
 * The series of a prefix: invoices ND/…, credit notes NDC/…, receipts NDR/…, Bills of Supply
 * NDB/… (decision 300).
 */
export type SeriesKind = 'invoice' | 'credit_note' | 'receipt' | 'bill_of_supply';
const SERIES_LETTER = { credit_note: 'C', receipt: 'R', bill_of_supply: 'B' } as const;
export const seriesOf = (prefix: string, kind: SeriesKind) =>
  kind === 'invoice' ? prefix : `${prefix}${SERIES_LETTER[kind]}`;

/** 'ND', '26-27', 1 → 'ND/26-27/0001' (four digits, more after 9999). */
export const documentNumber = (series: string, fyLabel: string, seq: number) =>
  `${series}/${fyLabel}/${String(seq).padStart(4, '0')}`;

/** Rupees as text ('6000', '6000.5', '6,000.50') → paise, or null when it is not an amount. */
export function paiseOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const plain = text.replace(/,/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain)) return null;
  const [rupees, paise = ''] = plain.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/** Paise → '6000.00' (the API, the CSV and the UPI link's am=). */
export const rupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

/** Paise → '₹6,000.00' in the Indian grouping (lakh, crore). */
export function inr(paise: number): string {
  const [whole, part] = rupees(Math.abs(paise)).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${paise < 0 ? '−' : ''}₹${rest ? `${rest},${last3}` : last3}.${part}`;
}

/** Half a paisa and more rounds up: tax is worked out on each line and rounded there. */
const roundHalfUp = (value: number) => Math.floor(value + 0.5 + 1e-9);

export type TaxMode = 'intra' | 'inter' | 'none';
export type TaxedLine = {
  description: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

/**
 * Each line's tax, in paise, rounded on the line (decision 233): intra-state splits the rate into
 * CGST and SGST halves, each rounded; inter-state charges IGST at the whole rate; a Bill of Supply
 * ('none') charges no tax. `ratePercent` is e.g. 18.
 */
export function taxLines(
  lines: { description: string; amount: number }[],
  mode: TaxMode,
  ratePercent: number,
): TaxedLine[] {
  return lines.map(({ description, amount }) => {
    const half = mode === 'intra' ? roundHalfUp((amount * ratePercent) / 200) : 0;
    const igst = mode === 'inter' ? roundHalfUp((amount * ratePercent) / 100) : 0;
    return { description, taxable: amount, cgst: half, sgst: half, igst, total: amount + 2 * half + igst };
  });
}

export function sumLines(lines: TaxedLine[]) {
  const sum = (key: keyof Omit<TaxedLine, 'description'>) => lines.reduce((s, l) => s + l[key], 0);
  return {
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    total: sum('total'),
  };
}

/**
 * The UPI deep link (NPCI's UPI linking specification): pa payee VPA, pn payee name, am amount
 * with two decimals, cu INR, tn the note (the invoice number). Values are percent-encoded, spaces
 * as %20 (encodeURIComponent never writes "+").
 */
export function upiLink(input: { vpa: string; payee: string; paise: number; note: string }): string {
  const e = encodeURIComponent;
  return `upi://pay?pa=${e(input.vpa)}&pn=${e(input.payee)}&am=${rupees(input.paise)}&cu=INR&tn=${e(input.note)}`;
}

/** A UPI ID: handle@bank (NPCI: letters, digits, ".", "-", "_" before the "@"). */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export const PAYMENT_MODES = ['UPI', 'Cash', 'Bank transfer', 'Card', 'Cheque', 'Other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
