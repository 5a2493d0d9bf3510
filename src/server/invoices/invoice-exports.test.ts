import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_REPORT_MESSAGES, type InvoiceSearchAnswer } from '../../shared/invoice-reports';
import { gstinCheckChar, type InvoiceDetails } from '../../shared/invoices';
import { planLinks } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invoiceClock } from './invoices.service';

/**
 * The accountant's exports and the invoices list (issue 55 points 6 and 8, decision 299): a month
 * of 20 documents (B2B and B2C invoices, intra- and inter-state, a B2C large one, full and partial
 * credit notes) and payments; GSTR-1's sections add up to the register, credit notes negative.
 */
let t: TestApp;
let admin: TestUser;
let a: TestUser;
let b: TestUser;

const CLOCK = new Date('2026-11-28T06:30:00Z');
const SETTINGS = {
  legal_name: 'Poshan Nutrition Clinic LLP',
  address: '12 Prabhat Road, Erandwane, Pune 411004',
  state_code: '27',
  registered: true,
  gstin: '27AAPFU0939F1ZV',
  upi_vpa: 'poshanclinic@okhdfcbank',
  payee_name: 'Poshan Nutrition Clinic',
};
const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const KA_COMPANY = gstin('29AABCT1332L1Z');
const MH_COMPANY = gstin('27AAACR5055K1Z');

type Row = Record<string, string>;
const parse = (csv: string): Row[] =>
  Papa.parse<Row>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
const sum = (rows: Row[], column: string) =>
  Math.round(rows.reduce((s, r) => s + (r[column] ? Number(r[column]) * 100 : 0), 0));

const invoice = async (body: Record<string, unknown>, user = a): Promise<InvoiceDetails> => {
  const res = await t.post('/api/v1/invoice/create', body, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const consult = (amount: string) => [{ description: 'Nutrition consultation and diet plan', amount }];

let sections: Record<string, Row[]>;
let register: Row[];
let b2bInvoice: InvoiceDetails;
let fullNote: { credit_note_number: string };
let paymentsPaise = 0;

beforeAll(async () => {
  invoiceClock.now = () => CLOCK;
  t = await createTestApp();
  admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  b = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
  expect((await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie)).statusCode).toBe(200);

  const client = (firstName: string, lastName: string, user = a) =>
    insertClient(t, { firstName, lastName, createdBy: user.userId });
  const free = async (
    name: [string, string],
    date: string,
    amount: string,
    extra: Record<string, unknown> = {},
    user = a,
  ) => invoice({ client_id: (await client(...name, user)).id, date, lines: consult(amount), ...extra }, user);

  // Outside the month: never in November's export.
  await free(['Farhan', 'Qureshi'], '2026-10-20', '2500');

  // 16 invoices in November.
  b2bInvoice = await free(['Tata', 'Consultancy'], '2026-11-02', '40000', {
    client_gstin: KA_COMPANY,
    place_of_supply: '29',
    billing_address: '26 Vittal Mallya Road, Bengaluru 560001',
  });
  const b2bIntra = await free(['Reliance', 'Wellness'], '2026-11-03', '25000', {
    client_gstin: MH_COMPANY,
    place_of_supply: '27',
    billing_address: '3rd Floor, Maker Chambers IV, Nariman Point, Mumbai 400021',
  });
  const intra: InvoiceDetails[] = [];
  for (const [i, name] of [
    ['Sneha', 'Kulkarni'],
    ['Rahul', 'Patil'],
    ['Ananya', 'Deshmukh'],
    ['Vikram', 'Shinde'],
    ['Pooja', 'Gokhale'],
    ['Aditya', 'Jadhav'],
  ].entries())
    intra.push(
      await free(name as [string, string], `2026-11-${String(4 + i).padStart(2, '0')}`, `${3000 + 500 * i}`),
    );
  const inter: InvoiceDetails[] = [];
  for (const [i, [name, state]] of (
    [
      [['Lakshmi', 'Narayanan'], '33'],
      [['Arjun', 'Reddy'], '36'],
      [['Kavitha', 'Gowda'], '29'],
      [['Sourav', 'Banerjee'], '19'],
    ] as const
  ).entries())
    inter.push(
      await free([...name], `2026-11-${String(12 + i).padStart(2, '0')}`, `${6000 + 1000 * i}`, {
        place_of_supply: state,
      }),
    );
  // B2C (large): inter-state, unregistered, above ₹1,00,000.
  const large = await free(['Nandini', 'Rao'], '2026-11-18', '120000', { place_of_supply: '29' });
  // Two package invoices: one of each nutritionist.
  for (const [user, name, date] of [
    [a, ['Priya', 'Sawant'], '2026-11-20'],
    [b, ['Imran', 'Sheikh'], '2026-11-21'],
  ] as const) {
    const c = await client(name[0], name[1], user);
    const pkg = await insertPackageRow(t, {
      clientId: c.id,
      dietitianId: user.nutritionistId!,
      price: '9000',
      amountPaid: '0',
    });
    await invoice({ package_id: pkg.id, date }, user);
  }
  const last = await free(['Zoya', 'Khan'], '2026-11-25', '4500');

  // 4 credit notes: a full one of the B2B invoice (cancel), partial ones of a B2C intra, the B2C
  // large and an inter-state B2C invoice.
  const cancelled = await t.post(
    '/api/v1/invoice/cancel',
    { invoice_id: b2bInvoice.id, reason: 'Corporate programme withdrawn' },
    a.cookie,
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  fullNote = cancelled.json().data;
  for (const [inv, amount] of [
    [intra[0], '1000'],
    [large, '20000'],
    [inter[1], '2000'],
  ] as const) {
    const res = await t.post(
      '/api/v1/invoice/credit-note',
      { invoice_id: inv.id, amount, reason: 'Two sessions not taken' },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  // Payments (receipts).
  for (const [inv, amount, mode] of [
    [b2bIntra, '29500', 'Bank transfer'],
    [intra[1], '2000', 'UPI'],
    [inter[0], '7080', 'Cash'],
    [last, '5310', 'UPI'],
  ] as const) {
    const res = await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount, mode }, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    paymentsPaise += Number(amount) * 100;
  }

  const res = await t.get('/api/v1/invoice/gstr1?month=2026-11', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toContain('gstr1-2026-11.zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  sections = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, parse(strFromU8(data))]));
  const reg = await t.get('/api/v1/invoice/register?from=2026-11-01&to=2026-11-30', admin.cookie);
  expect(reg.statusCode, reg.body).toBe(200);
  expect(reg.headers['content-type']).toContain('text/csv');
  register = parse(reg.body);
}, 240_000); // About forty writes: slow on a loaded machine.
afterAll(async () => {
  invoiceClock.now = () => new Date();
  await t.close();
});

describe('GSTR-1 of a month', () => {
  it('holds each section with the offline tool headings', () => {
    expect(Object.keys(sections).sort()).toEqual(
      [
        'b2b.csv',
        'b2cl.csv',
        'b2cs.csv',
        'cdnr.csv',
        'cdnur.csv',
        'docs.csv',
        'exemp.csv',
        'hsn(b2b).csv',
        'hsn(b2c).csv',
        'register.csv',
      ].sort(),
    );
    expect(Object.keys(sections['b2b.csv'][0])).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ]);
  });

  it('has 20 documents in the month and the register lists them and the receipts', () => {
    const docs = register.filter((r) => r.Type !== 'Receipt');
    expect(docs).toHaveLength(20);
    expect(register.filter((r) => r.Type === 'Receipt')).toHaveLength(4);
    expect(sum(register, 'Received')).toBe(paymentsPaise);
    expect(register.some((r) => r.Client === 'Farhan Qureshi')).toBe(false);
    expect(sections['register.csv']).toEqual(register);
  });

  it("B2B, B2CL, B2CS, CDNR, CDNUR and exempt add up to the register's taxable value", () => {
    const sectionsTaxable =
      sum(sections['b2b.csv'], 'Taxable Value') +
      sum(sections['b2cl.csv'], 'Taxable Value') +
      sum(sections['b2cs.csv'], 'Taxable Value') +
      sum(sections['cdnr.csv'], 'Taxable Value') +
      sum(sections['cdnur.csv'], 'Taxable Value') +
      sum(sections['exemp.csv'], 'Exempted(other than nil rated/non GST supply)');
    const registerTaxable = sum(register, 'Taxable value');
    // 16 invoices less the credit notes: the full B2B one and 1,000 + 20,000 + 2,000 partial.
    expect(registerTaxable).toBe(
      (40000 +
        25000 +
        3000 +
        3500 +
        4000 +
        4500 +
        5000 +
        5500 +
        6000 +
        7000 +
        8000 +
        9000 +
        120000 +
        9000 +
        9000 +
        4500 -
        40000 -
        23000) *
        100,
    );
    expect(sectionsTaxable).toBe(registerTaxable);
  });

  it("the HSN/SAC summary adds up to the register's taxable value and each tax", () => {
    const hsn = [...sections['hsn(b2b).csv'], ...sections['hsn(b2c).csv']];
    expect(sum(hsn, 'Taxable Value')).toBe(sum(register, 'Taxable value'));
    expect(sum(hsn, 'Integrated Tax Amount')).toBe(sum(register, 'IGST'));
    expect(sum(hsn, 'Central Tax Amount')).toBe(sum(register, 'CGST'));
    expect(sum(hsn, 'State/UT Tax Amount')).toBe(sum(register, 'SGST/UTGST'));
    expect(sum(hsn, 'Total Value')).toBe(sum(register, 'Total'));
    expect(hsn.every((r) => r.HSN === '999319' && r.UQC === 'NA')).toBe(true);
  });

  it('B2B has the registered invoices; B2CS is by state and rate; B2CL the large inter-state one', () => {
    expect(sections['b2b.csv'].map((r) => r['GSTIN/UIN of Recipient']).sort()).toEqual(
      [KA_COMPANY, MH_COMPANY].sort(),
    );
    expect(sections['b2b.csv'].find((r) => r['GSTIN/UIN of Recipient'] === KA_COMPANY)).toMatchObject({
      'Invoice Number': b2bInvoice.number,
      'Invoice date': '02-Nov-2026',
      'Invoice Value': '47200.00',
      'Place Of Supply': '29-Karnataka',
      'Reverse Charge': 'N',
      Rate: '18',
      'Taxable Value': '40000.00',
    });
    expect(sections['b2cl.csv']).toEqual([
      expect.objectContaining({ 'Place Of Supply': '29-Karnataka', 'Taxable Value': '120000.00' }),
    ]);
    const states = sections['b2cs.csv'].map((r) => r['Place Of Supply']);
    expect(states).toEqual([...new Set(states)]);
    expect(states).toEqual([
      '19-West Bengal',
      '27-Maharashtra',
      '29-Karnataka',
      '33-Tamil Nadu',
      '36-Telangana',
    ]);
    // The partial credit notes of B2C (small) invoices are netted into their state's row.
    expect(sections['b2cs.csv'].find((r) => r['Place Of Supply'] === '36-Telangana')?.['Taxable Value']).toBe(
      '5000.00',
    );
  });

  it('credit notes are negative and name the original invoice', () => {
    expect(sections['cdnr.csv']).toEqual([
      expect.objectContaining({
        'GSTIN/UIN of Recipient': KA_COMPANY,
        'Note Number': fullNote.credit_note_number,
        'Note Date': '28-Nov-2026',
        'Note Type': 'C',
        'Note Value': '-47200.00',
        'Taxable Value': '-40000.00',
        'Original Invoice Number': b2bInvoice.number,
        'Original Invoice Date': '02-Nov-2026',
      }),
    ]);
    expect(sections['cdnur.csv']).toEqual([
      expect.objectContaining({ 'UR Type': 'B2CL', 'Taxable Value': '-20000.00', 'Note Value': '-23600.00' }),
    ]);
    const notes = register.filter((r) => r.Type === 'Credit note');
    expect(notes).toHaveLength(4);
    for (const n of notes) {
      expect(Number(n['Taxable value'])).toBeLessThan(0);
      expect(Number(n.Total)).toBeLessThan(0);
      expect(n['Against invoice']).toMatch(/^ND\/26-27\/\d{4}$/);
    }
  });

  it("the document summary gives each series' first and last numbers, total and cancelled", () => {
    expect(sections['docs.csv']).toEqual([
      {
        'Nature of Document': 'Credit Note',
        'Sr. No. From': 'NDC/26-27/0001',
        'Sr. No. To': 'NDC/26-27/0004',
        'Total Number': '4',
        Cancelled: '0',
      },
      {
        'Nature of Document': 'Invoices for outward supply',
        'Sr. No. From': 'ND/26-27/0002',
        'Sr. No. To': 'ND/26-27/0017',
        'Total Number': '16',
        Cancelled: '1',
      },
    ]);
  });

  it('a financial year holds the October invoice too', async () => {
    const res = await t.get('/api/v1/invoice/gstr1?fy=2026-27', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const docs = parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['docs.csv']));
    expect(docs.find((d) => d['Nature of Document'] === 'Invoices for outward supply')).toMatchObject({
      'Sr. No. From': 'ND/26-27/0001',
      'Total Number': '17',
    });
  });
});

describe('bad input and access', () => {
  it.each([
    ['month=2026-13', 'month', INVOICE_REPORT_MESSAGES.month],
    ['month=Nov-2026', 'month', INVOICE_REPORT_MESSAGES.month],
    ['fy=2026-28', 'fy', INVOICE_REPORT_MESSAGES.fy],
    ['fy=2026', 'fy', INVOICE_REPORT_MESSAGES.fy],
    ['', 'month', INVOICE_REPORT_MESSAGES.period],
    ['month=2026-11&fy=2026-27', 'fy', INVOICE_REPORT_MESSAGES.periodBoth],
  ])('gstr1?%s is refused with a field message', async (query, field, message) => {
    const res = await t.get(`/api/v1/invoice/gstr1?${query}`, admin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, data: { [field]: message } });
  });

  it.each([
    ['to=2026-11-30', 'from', INVOICE_REPORT_MESSAGES.from],
    ['from=2026-11-01', 'to', INVOICE_REPORT_MESSAGES.to],
    ['from=2026-11-31&to=2026-12-01', 'from', INVOICE_REPORT_MESSAGES.from],
    ['from=2026-11-30&to=2026-11-01', 'to', INVOICE_REPORT_MESSAGES.order],
  ])('register?%s is refused with a field message', async (query, field, message) => {
    const res = await t.get(`/api/v1/invoice/register?${query}`, admin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({ [field]: message });
  });

  it("GSTR-1 is the practice's: a nutritionist is refused; their register has only their documents", async () => {
    expect((await t.get('/api/v1/invoice/gstr1?month=2026-11', b.cookie)).statusCode).toBe(403);
    const own = parse((await t.get('/api/v1/invoice/register?from=2026-11-01&to=2026-11-30', b.cookie)).body);
    expect(own.map((r) => r.Client)).toEqual(['Imran Sheikh']);
  });
});

describe('the invoices list', () => {
  const search = async (query: string, user = admin): Promise<InvoiceSearchAnswer> => {
    const res = await t.get(`/api/v1/invoice/search?${query}`, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("lists a month's invoices and credit notes with their type, totals matching the register", async () => {
    const all = await search('from=2026-11-01&to=2026-11-30');
    expect(all.total).toBe(20);
    expect(all.data).toHaveLength(20);
    expect(all.data.filter((r) => r.type === 'credit_note')).toHaveLength(4);
    const taxes = sum(register, 'CGST') + sum(register, 'SGST/UTGST') + sum(register, 'IGST');
    expect(all.totals).toMatchObject({
      taxable: (sum(register, 'Taxable value') / 100).toFixed(2),
      tax: (taxes / 100).toFixed(2),
      paid: (paymentsPaise / 100).toFixed(2),
      count: 20,
    });
    // Due: every live invoice's total, less its credit notes and payments.
    const due = all.data
      .filter((r) => r.type !== 'credit_note' && r.status === 'issued')
      .reduce((s, r) => s + Math.round(Number(r.balance) * 100), 0);
    expect(all.totals.due).toBe((due / 100).toFixed(2));
  });

  it('filters by status, client and nutritionist', async () => {
    expect((await search('status=credit_note')).data.map((r) => r.type)).toEqual(
      Array(4).fill('credit_note'),
    );
    expect((await search('status=cancelled')).data.map((r) => r.number)).toEqual([b2bInvoice.number]);
    const paid = await search('status=paid');
    expect(paid.data.every((r) => Number(r.balance) === 0 && r.status === 'issued')).toBe(true);
    expect(paid.totals.due).toBe('0.00');
    // Overdue: a balance 15 days after the date (the October invoice and those up to 13-Nov).
    const overdue = await search('status=overdue');
    expect(overdue.data.every((r) => r.date <= '2026-11-13' && Number(r.balance) > 0)).toBe(true);
    expect(overdue.data.some((r) => r.client_name === 'Farhan Qureshi')).toBe(true);
    const byB = await search(`dietitian_id=${b.nutritionistId}`);
    expect(byB.data.map((r) => [r.client_name, r.nutritionist_name])).toEqual([
      ['Imran Sheikh', 'Kavya Menon'],
    ]);
    const one = await search(`client_id=${b2bInvoice.client_id}`);
    expect(one.data.map((r) => r.type).sort()).toEqual(['credit_note', 'invoice']);
    expect(one.totals.taxable).toBe('0.00');
  });

  it("a nutritionist's list holds only their own packages' and clients' invoices", async () => {
    expect((await search('', b)).data.map((r) => r.client_name)).toEqual(['Imran Sheikh']);
  });

  it("a package invoice's row carries the package's live plan link for the reminder", async () => {
    const [row] = (await search(`dietitian_id=${b.nutritionistId}`)).data;
    expect(row.plan_link_path).toBeNull();
    const token = newToken();
    await t.db.insert(planLinks).values({ packageId: row.package_id!, token });
    expect((await search(`dietitian_id=${b.nutritionistId}`)).data[0].plan_link_path).toBe(
      `/my-plan/${token}`,
    );
    await t.db.update(planLinks).set({ revokedAt: new Date() }).where(eq(planLinks.token, token));
    expect((await search(`dietitian_id=${b.nutritionistId}`)).data[0].plan_link_path).toBeNull();
  });

  it('bad filters are field messages', async () => {
    const res = await t.get('/api/v1/invoice/search?status=unpaid&from=2026-02-30', admin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      status: INVOICE_REPORT_MESSAGES.status,
      from: INVOICE_REPORT_MESSAGES.from,
    });
  });
});
