import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, type InvoiceDetails, type PortalDue } from '../../shared/invoices';
import { auditLog, invoicePayments, invoices, planLinks } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invoiceClock } from './invoices.service';

/**
 * Issue 37 leftovers: free-standing invoices for one-off consultations (decision 242), the plan
 * link's "Pay" buttons (decision 243), and the bad input of payments.
 */
let t: TestApp;
let admin: TestUser;
let a: TestUser;
let b: TestUser;

const NOV_2026 = new Date('2026-11-27T06:30:00Z');
const SETTINGS = {
  legal_name: 'Poshan Nutrition Clinic LLP',
  address: '12 Prabhat Road, Erandwane, Pune 411004',
  state_code: '27',
  registered: true,
  gstin: '27AAPFU0939F1ZV',
  upi_vpa: 'poshanclinic@okhdfcbank',
  payee_name: 'Poshan Nutrition Clinic',
};
const CONSULT = [{ description: 'One-off nutrition consultation', amount: '1500' }];

const clientOf = (user: TestUser, firstName = 'Anjali', lastName = 'Iyer') =>
  insertClient(t, { firstName, lastName, createdBy: user.userId });
const create = (body: Record<string, unknown>, user = a) =>
  t.post('/api/v1/invoice/create', body, user.cookie);
async function invoiceOf(body: Record<string, unknown>, user = a): Promise<InvoiceDetails> {
  const res = await create(body, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const pay = (invoiceId: number, body: Record<string, unknown>, user = a) =>
  t.post('/api/v1/invoice/payment', { invoice_id: invoiceId, mode: 'UPI', ...body }, user.cookie);
const counts = async () => ({
  invoices: (await t.db.select().from(invoices)).length,
  payments: (await t.db.select().from(invoicePayments)).length,
  audit: (await t.db.select().from(auditLog)).length,
});

beforeAll(async () => {
  invoiceClock.now = () => NOV_2026;
  t = await createTestApp();
  admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  b = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
  const saved = await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  invoiceClock.now = () => new Date();
  await t.close();
});

describe('free-standing invoices', () => {
  it('invoices a one-off consultation to a client, numbered in the same series', async () => {
    const client = await clientOf(a);
    const inv = await invoiceOf({ client_id: client.id, lines: CONSULT });
    expect(inv).toMatchObject({
      package_id: null,
      client_id: client.id,
      client_name: 'Anjali Iyer',
      kind: 'invoice',
      taxable: '1500.00',
      cgst: '135.00',
      sgst: '135.00',
      total: '1770.00',
      balance: '1770.00',
    });
    expect(inv.number).toMatch(/^ND\/26-27\/\d{4}$/);
    expect(inv.upi_link).toContain('&am=1770.00&');
    // Paid in part and then in full, with a receipt each, like a package's invoice.
    const part = await pay(inv.id, { amount: '770' });
    expect(part.json().data).toMatchObject({ paid: '770.00', balance: '1000.00' });
    expect(part.json().data.payments[0].receipt_number).toMatch(/^NDR\/26-27\//);
  });

  it('refuses a free-standing invoice without lines, with both or neither of package and client', async () => {
    const client = await clientOf(a);
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: a.nutritionistId!,
      price: '6000',
    });
    const before = await counts();
    const noLines = await create({ client_id: client.id });
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().data).toEqual({ lines: INVOICE_MESSAGES.linesRequired });
    const both = await create({ client_id: client.id, package_id: pkg.id, lines: CONSULT });
    expect(both.json().data).toEqual({ client_id: INVOICE_MESSAGES.packageOrClient });
    const neither = await create({ lines: CONSULT });
    expect(neither.json().data).toEqual({ package_id: 'Please choose a package' });
    const badAmount = await create({
      client_id: client.id,
      lines: [{ description: 'Consultation', amount: '-1' }],
    });
    expect(badAmount.json().data).toEqual({ 'lines.0.amount': INVOICE_MESSAGES.amount });
    const unknown = await create({ client_id: 2_000_000_000, lines: CONSULT });
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("answers B 404 for A's client and A's free-standing invoices", async () => {
    const client = await clientOf(a, 'Farhan', 'Qureshi');
    const inv = await invoiceOf({ client_id: client.id, lines: CONSULT });
    const before = await counts();
    for (const res of [
      await create({ client_id: client.id, lines: CONSULT }, b),
      await t.get(`/api/v1/invoice/list?client_id=${client.id}`, b.cookie),
      await t.get(`/api/v1/invoice/details?id=${inv.id}`, b.cookie),
      await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, b.cookie),
      await pay(inv.id, { amount: '100' }, b),
      await t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, b.cookie),
    ])
      expect(res.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    const theirs = (await t.get('/api/v1/invoice/list', b.cookie)).json().data as { id: number }[];
    expect(theirs.some((r) => r.id === inv.id)).toBe(false);
    expect((await t.get(`/api/v1/invoice/details?id=${inv.id}`, admin.cookie)).statusCode).toBe(200);
    // A cancels it with a credit note like any invoice.
    const cancelled = await t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, a.cookie);
    expect(cancelled.json().data.invoice).toMatchObject({ status: 'cancelled', package_id: null });
  });

  it("lists a client's package and one-off invoices together; dues, collections and the CSV count both", async () => {
    const client = await clientOf(a, 'Gurpreet', 'Sandhu');
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: a.nutritionistId!,
      price: '6000',
    });
    const dues = async () => (await t.get('/api/v1/invoice/dues-summary', a.cookie)).json().data;
    const start = await dues();
    const ofPackage = await invoiceOf({ package_id: pkg.id });
    const oneOff = await invoiceOf({ client_id: client.id, lines: CONSULT });
    await pay(oneOff.id, { amount: '1000' });
    const listed = (await t.get(`/api/v1/invoice/list?client_id=${client.id}`, a.cookie)).json().data;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([oneOff.id, ofPackage.id]);
    const after = await dues();
    // The package's ₹6,000 was due before its invoice (in `start`); invoiced it is ₹7,080 with
    // tax, ₹1,080 more. The one-off adds ₹1,770 − ₹1,000 paid.
    expect(Number(after.dues) - Number(start.dues)).toBeCloseTo(1080 + 770, 2);
    expect(Number(after.collected_this_month) - Number(start.collected_this_month)).toBeCloseTo(1000, 2);
    expect((await t.get('/api/v1/invoice/dues-summary', b.cookie)).json().data.dues).toBe('0.00');
    const csv = (await t.get('/api/v1/invoice/export', a.cookie)).body;
    expect(csv).toContain(
      `${oneOff.number},27-Nov-2026,Tax invoice,Gurpreet Sandhu,,27,1500.00,135.00,135.00,0.00,1770.00,1000.00,Issued`,
    );
    expect((await t.get('/api/v1/invoice/export', b.cookie)).body).not.toContain(oneOff.number);
  });
});

describe("the plan link's pay buttons", () => {
  it("lists the link's client's open invoices with their UPI links, and nobody else's", async () => {
    const client = await clientOf(a, 'Lakshmi', 'Narayanan');
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: a.nutritionistId!,
      price: '3000',
    });
    const token = newToken();
    await t.db.insert(planLinks).values({ packageId: pkg.id, token, createdBy: a.userId });
    const read = async () => {
      const res = await t.get(`/api/v1/my-plan/${token}/dues`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json().data as PortalDue[];
    };
    expect(await read()).toEqual([]);

    const ofPackage = await invoiceOf({ package_id: pkg.id }); // ₹3,540 with 18 %
    const oneOff = await invoiceOf({ client_id: client.id, lines: CONSULT });
    const paidUp = await invoiceOf({ client_id: client.id, lines: CONSULT });
    await pay(paidUp.id, { amount: '1770' });
    const cancelled = await invoiceOf({ client_id: client.id, lines: CONSULT });
    await t.post('/api/v1/invoice/cancel', { invoice_id: cancelled.id }, a.cookie);
    await pay(ofPackage.id, { amount: '540' });
    // Another client's invoice never shows on this link.
    const other = await clientOf(a, 'Rahul', 'Bose');
    await invoiceOf({ client_id: other.id, lines: CONSULT });

    const upi = (am: string, number: string) =>
      `upi://pay?pa=poshanclinic%40okhdfcbank&pn=Poshan%20Nutrition%20Clinic&am=${am}&cu=INR&tn=${encodeURIComponent(number)}`;
    expect(await read()).toEqual([
      { number: ofPackage.number, balance: '3000.00', upi_link: upi('3000.00', ofPackage.number) },
      { number: oneOff.number, balance: '1770.00', upi_link: upi('1770.00', oneOff.number) },
    ]);

    expect((await t.get(`/api/v1/my-plan/${newToken()}/dues`)).statusCode).toBe(404);
    await t.db.update(planLinks).set({ revokedAt: new Date() });
    expect((await t.get(`/api/v1/my-plan/${token}/dues`)).statusCode).toBe(410);
  });
});

describe('bad payments', () => {
  it('refuses a future date, a date before the invoice and a missing mode, writing nothing', async () => {
    const client = await clientOf(a, 'Divya', 'Rao');
    const inv = await invoiceOf({ client_id: client.id, lines: CONSULT, date: '2026-11-20' });
    const before = await counts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ amount: '100', date: '2026-11-28' }, { date: INVOICE_MESSAGES.dateFuture }],
      [{ amount: '100', date: '2026-11-19' }, { date: INVOICE_MESSAGES.beforeInvoice }],
      [{ amount: '100', mode: 'Barter' }, { mode: 'Please choose how it was paid' }],
      [{ amount: '1e3' }, { amount: INVOICE_MESSAGES.amount }],
      [{ amount: '2000' }, { amount: INVOICE_MESSAGES.overBalance('₹1,770.00') }],
    ];
    for (const [body, message] of cases) {
      const res = await pay(inv.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().data).toEqual(message);
    }
    expect(await counts()).toEqual(before);
  });
});
