import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceFormDefaults } from '../../shared/invoice-form-api';
import { REFUND_MESSAGES } from '../../shared/invoice-refunds';
import {
  GSTIN_MESSAGES,
  gstinCheckChar,
  INVOICE_MESSAGES,
  type InvoiceDetails,
  SUPPLY_MESSAGES,
  SUPPLY_RULE_TEXT,
} from '../../shared/invoices';
import { clients } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { pdfTextReader } from '../testing/pdf-text';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { makePng, multipart } from '../testing/test-files';
import { invoiceClock } from './invoices.service';

/**
 * The invoice form (issue 55 points 2 and 4, decision 300): the place of supply by the practice's
 * rule, the client's GSTIN and billing address, lines with SAC, rate and discount, Bills of
 * Supply in their own series, and refunds against credit notes.
 */
let t: TestApp;
let admin: TestUser;
let n: TestUser;
const pdfs = pdfTextReader('invoice-form-text');
const NOV_2026 = new Date('2026-11-27T06:30:00Z');
const SETTINGS = {
  legal_name: 'Swasthya Nutrition Clinic LLP',
  address: '22 Residency Road, Shanthala Nagar, Bengaluru 560025',
  state_code: '29',
  registered: true,
  gstin: `29AAPFU0939F1Z${gstinCheckChar('29AAPFU0939F1Z')}`,
  upi_vpa: 'swasthya@okicici',
  payee_name: 'Swasthya Nutrition Clinic',
};
const gstinOf = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
/** A Maharashtra (Pune) company's GSTIN with its right check character. */
const PUNE_GSTIN = gstinOf('27AAGCB1286Q1Z');

const settings = (extra: Record<string, unknown>) =>
  t.post('/api/v1/invoice/billing-settings', { ...SETTINGS, ...extra }, admin.cookie);
const create = (body: Record<string, unknown>) => t.post('/api/v1/invoice/create', body, n.cookie);
async function invoiceOf(body: Record<string, unknown>): Promise<InvoiceDetails> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function packageOf(price = '6000', firstName = 'Rohan', lastName = 'Deshpande') {
  const client = await insertClient(t, {
    firstName,
    lastName,
    address: 'Flat 7, Shanti Apartments, Baner Road, Pune 411045',
    createdBy: n.userId,
  });
  return insertPackageRow(t, { clientId: client.id, dietitianId: n.nutritionistId!, price });
}

beforeAll(async () => {
  invoiceClock.now = () => NOV_2026;
  t = await createTestApp();
  admin = await t.createAdmin();
  n = await t.createNutritionist({ firstName: 'Lakshmi', lastName: 'Rao' });
  expect((await settings({})).statusCode).toBe(200);
});
afterAll(async () => {
  invoiceClock.now = () => new Date();
  pdfs.dispose();
  await t.close();
});

describe('the place of supply by the practice rule', () => {
  it('an online practice bills an inter-state client IGST; in person the practice state', async () => {
    expect((await settings({ supply_rule: 'online' })).statusCode).toBe(200);
    const pkg = await packageOf();
    const online = await invoiceOf({
      package_id: pkg.id,
      place_of_supply: '27',
      date: '2026-11-20',
      lines: [
        { description: 'Online diabetes diet package, 3 months', sac: '999319', rate: 18, amount: '6000' },
      ],
    });
    expect(online).toMatchObject({
      tax_mode: 'inter',
      place_of_supply: '27',
      supply: 'online',
      igst: '1080.00',
      cgst: '0.00',
      total: '7080.00',
      date: '2026-11-20',
    });
    // The package's dues follow what was invoiced.
    const dues = await t.get(`/api/v1/invoice/package-dues?package_id=${pkg.id}`, n.cookie);
    expect(dues.json().data).toMatchObject({ invoiced: '7080.00', not_invoiced: '0.00', balance: '7080.00' });

    // Online with no place given: the state of the client's saved billing state, here Maharashtra.
    const again = await invoiceOf({
      client_id: online.client_id,
      lines: [{ description: 'Online follow-up consultation', amount: '1000' }],
    });
    expect(again).toMatchObject({ tax_mode: 'inter', place_of_supply: '27', igst: '180.00' });

    // In person (the practice's rule, or chosen on the form): where the service is performed.
    expect((await settings({ supply_rule: 'in_person' })).statusCode).toBe(200);
    const pkg2 = await packageOf('4000', 'Priya', 'Nair');
    const inPerson = await invoiceOf({ package_id: pkg2.id });
    expect(inPerson).toMatchObject({
      tax_mode: 'intra',
      place_of_supply: '29',
      supply: 'in_person',
      cgst: '360.00',
      sgst: '360.00',
      total: '4720.00',
    });
    const pdf = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${inPerson.id}`, n.cookie)).rawPayload);
    expect(pdf).toContain('Place of supply: Karnataka (29)');
    expect(pdf).toContain(SUPPLY_RULE_TEXT.in_person.replace(/\s+/g, ' '));
  });

  it('a B2B invoice carries the billing address and GSTIN, saved on the client for the next one', async () => {
    const pkg = await packageOf('5000', 'Vikram', 'Kulkarni');
    const inv = await invoiceOf({
      package_id: pkg.id,
      supply: 'online',
      client_gstin: PUNE_GSTIN.toLowerCase(),
      billing_address: 'Kulkarni Foods Pvt Ltd, 3rd Floor, Ganesh Towers, FC Road, Pune 411004',
      lines: [
        {
          description: 'Corporate wellness consultation',
          sac: '999319',
          rate: 18,
          amount: '5000',
          discount: '500',
        },
      ],
    });
    expect(inv).toMatchObject({
      client_gstin: PUNE_GSTIN,
      place_of_supply: '27',
      tax_mode: 'inter',
      billing_address: 'Kulkarni Foods Pvt Ltd, 3rd Floor, Ganesh Towers, FC Road, Pune 411004',
      client_address: 'Kulkarni Foods Pvt Ltd, 3rd Floor, Ganesh Towers, FC Road, Pune 411004',
      discount: '500.00',
      taxable: '4500.00',
      igst: '810.00',
      total: '5310.00',
    });
    expect(inv.lines[0]).toMatchObject({ sac: '999319', rate: 18, discount: '500.00', taxable: '4500.00' });
    // The discount counts against the price: nothing is left "not invoiced".
    const dues = await t.get(`/api/v1/invoice/package-dues?package_id=${pkg.id}`, n.cookie);
    expect(dues.json().data).toMatchObject({ not_invoiced: '0.00', balance: '5310.00' });
    const [saved] = await t.db.select().from(clients).where(eq(clients.id, inv.client_id));
    expect(saved).toMatchObject({ gstin: PUNE_GSTIN, billingState: '27' });
    const defaults = await t.get(`/api/v1/invoice/form-defaults?client_id=${inv.client_id}`, n.cookie);
    expect(defaults.statusCode, defaults.body).toBe(200);
    expect(defaults.json().data as InvoiceFormDefaults).toMatchObject({
      client_gstin: PUNE_GSTIN,
      billing_address: inv.billing_address,
      billing_state: '27',
      supply_rule: 'in_person',
      practice_state: '29',
    });
    const pdf = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie)).rawPayload);
    for (const part of [
      `GSTIN: ${PUNE_GSTIN}`,
      'Address: Kulkarni Foods Pvt Ltd',
      'Place of supply: Maharashtra (27)',
      'Discount',
      '₹500.00',
      'IGST 18%',
    ])
      expect(pdf).toContain(part);
  });
});

describe('bad input: a field message each, nothing written', () => {
  it('refuses a wrong check character, a GSTIN of another state online, a date out of the year, a bad line', async () => {
    const pkg = await packageOf('3000', 'Ananya', 'Bhat');
    const wrongCheck = `${PUNE_GSTIN.slice(0, 14)}${PUNE_GSTIN[14] === 'A' ? 'B' : 'A'}`;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { client_gstin: wrongCheck, billing_address: 'FC Road, Pune' },
        { client_gstin: GSTIN_MESSAGES.check },
      ],
      [
        {
          supply: 'online',
          client_gstin: PUNE_GSTIN,
          place_of_supply: '29',
          billing_address: 'FC Road, Pune',
        },
        { client_gstin: SUPPLY_MESSAGES.gstinState('27', '29') },
      ],
      [{ date: '2026-03-31' }, { date: INVOICE_MESSAGES.dateYear('01-Apr-2026', '31-Mar-2027') }],
      [{ date: '2026-12-25' }, { date: INVOICE_MESSAGES.dateFuture }],
      [
        { lines: [{ description: 'Consultation', amount: '1000', discount: '1500' }] },
        { 'lines.0.discount': SUPPLY_MESSAGES.discount },
      ],
      [
        { lines: [{ description: 'Consultation', amount: '1000', rate: 7 }] },
        { 'lines.0.rate': 'Please choose Exempt, 5, 12 or 18 %' },
      ],
      [
        { lines: [{ description: 'Consultation', amount: '1000', sac: '12345' }] },
        { 'lines.0.sac': 'Please enter a 6-digit SAC starting with 99' },
      ],
    ];
    const before = await fingerprint(t.db);
    for (const [body, data] of cases) {
      const res = await create({ package_id: pkg.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().data).toEqual(data);
    }
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('a payment on a cancelled invoice is a field message', async () => {
    const pkg = await packageOf('2000', 'Farhan', 'Qureshi');
    const inv = await invoiceOf({ package_id: pkg.id });
    expect((await t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, n.cookie)).statusCode).toBe(200);
    const before = await fingerprint(t.db);
    const res = await t.post(
      '/api/v1/invoice/payment',
      { invoice_id: inv.id, amount: '100', mode: 'Cash' },
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ invoice_id: INVOICE_MESSAGES.alreadyCancelled });
    expect(await fingerprint(t.db)).toBe(before);
  });
});

describe('Bills of Supply', () => {
  it('exempt lines of a registered practice: its own series, its GSTIN printed, no tax', async () => {
    const pkg = await packageOf('2500', 'Sunita', 'Hegde');
    const bill = await invoiceOf({
      package_id: pkg.id,
      lines: [{ description: 'Diet counselling under a clinical establishment', rate: 0, amount: '2500' }],
    });
    expect(bill).toMatchObject({ type: 'bill_of_supply', tax_mode: 'none', total: '2500.00', cgst: '0.00' });
    expect(bill.number).toMatch(/^NDB\/26-27\/\d{4}$/);
    expect(bill.seller.gstin).toBe(SETTINGS.gstin);
    const text = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${bill.id}`, n.cookie)).rawPayload);
    for (const part of [
      'Bill of Supply',
      'ORIGINAL FOR RECIPIENT',
      bill.number,
      `GSTIN: ${SETTINGS.gstin}`,
      'Bill of Supply: no GST is charged on an exempt supply (CGST Rule 49).',
      'Exempt',
      'Two Thousand Five Hundred Rupees Only',
      'Authorised signatory',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Not registered for GST');
    expect(text).not.toContain('reverse charge');
  });

  it('mixed lines make an invoice-cum-bill of supply in the invoice series', async () => {
    const client = await insertClient(t, { firstName: 'Kiran', lastName: 'Gowda', createdBy: n.userId });
    const inv = await invoiceOf({
      client_id: client.id,
      lines: [
        { description: 'Nutrition consultation', rate: 18, amount: '1000' },
        { description: 'Exempt clinical diet review', rate: 0, amount: '500' },
      ],
    });
    expect(inv).toMatchObject({
      type: 'invoice',
      tax_mode: 'intra',
      cgst: '90.00',
      sgst: '90.00',
      total: '1680.00',
    });
    expect(inv.number).toMatch(/^ND\/26-27\/\d{4}$/);
    const text = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie)).rawPayload);
    expect(text).toContain('Tax Invoice-cum-Bill of Supply');
    expect(text).toContain('Lines marked Exempt are a bill of supply');
  });

  it('an unregistered practice issues Bills of Supply and refuses a taxed line', async () => {
    expect((await settings({ registered: false, gstin: '' })).statusCode).toBe(200);
    try {
      const client = await insertClient(t, { firstName: 'Meenakshi', lastName: 'Iyer', createdBy: n.userId });
      const refused = await create({
        client_id: client.id,
        lines: [{ description: 'Consultation', rate: 18, amount: '800' }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data).toEqual({ 'lines.0.rate': SUPPLY_MESSAGES.unregisteredRate });
      const bill = await invoiceOf({
        client_id: client.id,
        lines: [{ description: 'Consultation', amount: '800' }],
      });
      expect(bill).toMatchObject({ type: 'bill_of_supply', total: '800.00' });
      expect(bill.number).toMatch(/^NDB\//);
      const text = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${bill.id}`, n.cookie)).rawPayload);
      expect(text).toContain('Not registered for GST');
      expect(text).toContain('the supplier is not registered for GST');
    } finally {
      expect((await settings({})).statusCode).toBe(200);
    }
  });
});

describe('refunds against a credit note', () => {
  it('records a refund up to what was paid; more is a field message and writes nothing', async () => {
    const pkg = await packageOf('6000', 'Deepa', 'Menon');
    const inv = await invoiceOf({ package_id: pkg.id });
    expect(inv.total).toBe('7080.00');
    const paid = await t.post(
      '/api/v1/invoice/payment',
      { invoice_id: inv.id, amount: '3000', mode: 'UPI', reference: 'UPI 402911223344' },
      n.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const note = await t.post(
      '/api/v1/invoice/credit-note',
      { invoice_id: inv.id, reason: 'Package ended early' },
      n.cookie,
    );
    expect(note.statusCode, note.body).toBe(200);
    const noteId = note.json().data.id;
    const refund = (body: Record<string, unknown>) =>
      t.post('/api/v1/invoice/refund', { credit_note_id: noteId, mode: 'Bank transfer', ...body }, n.cookie);

    const before = await fingerprint(t.db);
    const over = await refund({ amount: '3000.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().data).toEqual({ amount: REFUND_MESSAGES.overPaid('₹3,000.00') });
    const onInvoice = await t.post(
      '/api/v1/invoice/refund',
      { credit_note_id: inv.id, amount: '100', mode: 'Cash' },
      n.cookie,
    );
    expect(onInvoice.json().data).toEqual({ credit_note_id: REFUND_MESSAGES.notCreditNote });
    expect(await fingerprint(t.db)).toBe(before);

    const done = await refund({ amount: '2000', date: '2026-11-27', reference: 'NEFT N330261234' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.refunds).toEqual([
      expect.objectContaining({ amount: '2000.00', mode: 'Bank transfer', reference: 'NEFT N330261234' }),
    ]);
    const rest = await refund({ amount: '1000.01' });
    expect(rest.json().data).toEqual({ amount: REFUND_MESSAGES.overPaid('₹1,000.00') });
    // The invoice: 7080 credited in full, 3000 paid, 2000 refunded → 1000 still to give back.
    const details = (await t.get(`/api/v1/invoice/details?id=${inv.id}`, n.cookie)).json().data;
    expect(details).toMatchObject({ refunded: '2000.00', balance: '-1000.00', upi_link: null });
  });
});

describe("the practice's logo", () => {
  /** The images a PDF draws, as poppler's pdfimages lists them. */
  function imagesIn(pdf: Buffer): number {
    const dir = mkdtempSync(path.join(tmpdir(), 'invoice-logo-'));
    try {
      const file = path.join(dir, 'invoice.pdf');
      writeFileSync(file, pdf);
      return execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').length - 2;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('is drawn on the invoice once Settings → Print has one', async () => {
    const pkg = await packageOf('1200', 'Nandini', 'Shenoy');
    const inv = await invoiceOf({ package_id: pkg.id });
    const pdfOf = async () => (await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie)).rawPayload;
    const before = imagesIn(await pdfOf());
    const body = multipart([
      { name: 'json', value: JSON.stringify({ general_disclaimer: '', sports_disclaimer: '' }) },
      { name: 'logo', filename: 'swasthya.png', type: 'image/png', bytes: makePng(256, 256, [8, 127, 91]) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/edit',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
    expect(res.json().success, res.body).toBe(1);
    expect(imagesIn(await pdfOf())).toBe(before + 1);
  });
});
