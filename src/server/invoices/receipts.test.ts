import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, type InvoiceDetails } from '../../shared/invoices';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { pdfTextReader } from '../testing/pdf-text';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invoiceClock } from './invoices.service';

/**
 * Receipts (issue 55 point 5): GET /api/v1/invoice/receipt?id=<payment id> is the payment's PDF
 * receipt; the invoice's PDF lists the payments received and the balance.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
const pdfs = pdfTextReader('receipts');

beforeAll(async () => {
  invoiceClock.now = () => new Date('2026-11-27T06:30:00Z');
  t = await createTestApp();
  const admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  b = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
  const saved = await t.post(
    '/api/v1/invoice/billing-settings',
    {
      legal_name: 'Poshan Nutrition Clinic LLP',
      address: '12 Prabhat Road, Erandwane, Pune 411004',
      state_code: '27',
      registered: true,
      gstin: '27AAPFU0939F1ZV',
      upi_vpa: 'poshanclinic@okhdfcbank',
      payee_name: 'Poshan Nutrition Clinic',
    },
    admin.cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  invoiceClock.now = () => new Date();
  pdfs.dispose();
  await t.close();
});

describe('receipts', () => {
  it('prints a receipt for each payment and lists the payments on the invoice', async () => {
    const client = await insertClient(t, { firstName: 'Sneha', lastName: 'Kulkarni' });
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: a.nutritionistId!,
      price: '6000',
      amountPaid: '0',
    });
    const inv: InvoiceDetails = (
      await t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie)
    ).json().data;
    const pay = (body: Record<string, unknown>) =>
      t.post('/api/v1/invoice/payment', { invoice_id: inv.id, ...body }, a.cookie);
    expect(
      (await pay({ amount: '2500.50', mode: 'UPI', reference: 'UPI 412345678901', date: '2026-11-20' }))
        .statusCode,
    ).toBe(422); // before the invoice
    const first = await pay({ amount: '2500.50', mode: 'UPI', reference: 'UPI 412345678901' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await pay({ amount: '1000', mode: 'Cash' });
    const paid: InvoiceDetails = second.json().data;
    expect(paid.payments).toHaveLength(2);
    // The list carries each payment's receipt, for a button each.
    const [row] = (await t.get(`/api/v1/invoice/list?package_id=${pkg.id}`, a.cookie)).json().data;
    expect(row.receipts.map((r: { id: number }) => r.id)).toEqual(paid.payments.map((p) => p.id));

    const [p1, p2] = paid.payments;
    const res = await t.get(`/api/v1/invoice/receipt?id=${p1.id}`, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${p1.receipt_number.replace(/\//g, '-')}.pdf`);
    const text = pdfs.textOf(res.rawPayload);
    for (const part of [
      'Receipt',
      p1.receipt_number,
      'Poshan Nutrition Clinic LLP',
      '12 Prabhat Road, Erandwane, Pune 411004',
      'GSTIN: 27AAPFU0939F1ZV',
      '27-Nov-2026',
      'Sneha Kulkarni',
      '₹2,500.50',
      'Two Thousand Five Hundred Rupees And Fifty Paise Only',
      'UPI',
      'UPI 412345678901',
      `${inv.number} dated 27-Nov-2026`,
      'Authorised signatory',
    ])
      expect(text).toContain(part);
    const cash = pdfs.textOf((await t.get(`/api/v1/invoice/receipt?id=${p2.id}`, a.cookie)).rawPayload);
    expect(cash).toContain('One Thousand Rupees Only');
    expect(cash).toContain('Cash');

    // The invoice's PDF lists what was received and what is left.
    const invoiceText = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, a.cookie)).rawPayload);
    expect(invoiceText).toContain('Payments received');
    expect(invoiceText).toContain(`receipt ${p1.receipt_number} · ₹2,500.50`);
    expect(invoiceText).toContain(`receipt ${p2.receipt_number} · ₹1,000.00`);
    expect(invoiceText).toContain('Paid: ₹3,500.50 Balance due: ₹3,579.50');
  });

  it('answers 404 for a payment that is missing or of an invoice the viewer may not open', async () => {
    const client = await insertClient(t, { firstName: 'Ravi', lastName: 'Rao' });
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: a.nutritionistId!,
      price: '1000',
      amountPaid: '0',
    });
    const inv = (await t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie)).json().data;
    const paid = (
      await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: '100', mode: 'Cash' }, a.cookie)
    ).json().data;
    const hidden = await t.get(`/api/v1/invoice/receipt?id=${paid.payments[0].id}`, b.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(INVOICE_MESSAGES.paymentNotFound);
    const missing = await t.get('/api/v1/invoice/receipt?id=2000000000', a.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(INVOICE_MESSAGES.paymentNotFound);
    expect((await t.get('/api/v1/invoice/receipt?id=abc', a.cookie)).statusCode).toBe(422);
  });
});
