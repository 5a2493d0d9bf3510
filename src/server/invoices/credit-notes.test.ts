import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, type InvoiceDetails, type InvoiceSummary } from '../../shared/invoices';
import { auditLog, invoicePayments, invoices } from '../db/schema/index';
import { failAuditInserts } from '../testing/audit-failure';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { pdfTextReader } from '../testing/pdf-text';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { invoiceClock } from './invoices.service';

/**
 * Credit notes under CGST Rule 53 (issue 55 point 1): a document titled "Credit Note" that names
 * its invoice and reason, reverses taxable value and tax, asks for no payment; full (cancel) or
 * partial (POST /invoice/credit-note); negative in the accountant's CSV.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
const pdfs = pdfTextReader('credit-notes');
const dir = mkdtempSync(path.join(tmpdir(), 'credit-note-qr-'));

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

beforeAll(async () => {
  invoiceClock.now = () => NOV_2026;
  t = await createTestApp();
  const admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  b = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
  const saved = await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  invoiceClock.now = () => new Date();
  pdfs.dispose();
  await t.close();
});

async function packageInvoice(price = '6000'): Promise<{ inv: InvoiceDetails; packageId: number }> {
  const client = await insertClient(t, { firstName: 'Sneha', lastName: 'Kulkarni' });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: a.nutritionistId!,
    price,
    amountPaid: '0',
  });
  const res = await t.post('/api/v1/invoice/create', { package_id: pkg.id }, a.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { inv: res.json().data, packageId: pkg.id };
}
const details = async (id: number, user = a): Promise<InvoiceDetails> => {
  const res = await t.get(`/api/v1/invoice/details?id=${id}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const credit = (body: Record<string, unknown>, user = a) =>
  t.post('/api/v1/invoice/credit-note', body, user.cookie);
const counts = async () => ({
  invoices: (await t.db.select().from(invoices)).length,
  audit: (await t.db.select().from(auditLog)).length,
});
function qrOf(pdf: Buffer): string | null {
  const file = path.join(dir, `doc-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, file]);
  const png = PNG.sync.read(readFileSync(`${file}.png`));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('a full credit note (cancel)', () => {
  it('is titled, names its invoice, date and reason, reverses the tax and asks for no payment', async () => {
    const { inv, packageId } = await packageInvoice();
    const res = await t.post(
      '/api/v1/invoice/cancel',
      { invoice_id: inv.id, reason: 'Package changed to the quarterly plan' },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const noteId: number = res.json().data.credit_note_id;
    const note = await details(noteId);
    expect(note).toMatchObject({
      type: 'credit_note',
      number: res.json().data.credit_note_number,
      original_invoice_id: inv.id,
      original_invoice_number: inv.number,
      original_invoice_date: '2026-11-27',
      reason: 'Package changed to the quarterly plan',
      taxable: '6000.00',
      cgst: '540.00',
      sgst: '540.00',
      total: '7080.00',
      balance: '0.00',
      upi_link: null,
      credit_note_ids: [],
    });
    expect(note.number).toMatch(/^NDC\/26-27\/\d{4}$/);
    // The cancelled invoice: no balance, no payment link, its credit note named.
    expect(await details(inv.id)).toMatchObject({
      type: 'invoice',
      status: 'cancelled',
      balance: '0.00',
      upi_link: null,
      credit_note_ids: [noteId],
      credit_note_number: note.number,
    });
    // The list carries both, each with its type.
    const listed: InvoiceSummary[] = (
      await t.get(`/api/v1/invoice/list?package_id=${packageId}`, a.cookie)
    ).json().data;
    expect(listed.map((r) => [r.number, r.type]).sort()).toEqual(
      [
        [inv.number, 'invoice'],
        [note.number, 'credit_note'],
      ].sort(),
    );

    const pdf = await t.get(`/api/v1/invoice/pdf?id=${noteId}`, a.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = pdfs.textOf(pdf.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(note.number);
    expect(text).toContain(`Against invoice ${inv.number} dated 27-Nov-2026`);
    expect(text).toContain('Reason: Package changed to the quarterly plan');
    expect(text).toContain('Taxable value reversed');
    expect(text).toContain('Tax reversed: CGST ₹540.00, SGST ₹540.00');
    expect(text).toContain('₹7,080.00');
    expect(text).toContain('Seven Thousand Eighty Rupees Only');
    expect(text).toContain('For Poshan Nutrition Clinic LLP');
    expect(text).toContain('Authorised signatory');
    expect(text).not.toContain('Balance due');
    expect(text).not.toContain('by UPI');
    expect(text).not.toContain('undefined');
    expect(qrOf(pdf.rawPayload)).toBeNull();
    // The PDF's own title (its metadata) is the document's.
    expect(pdf.rawPayload.toString('latin1')).toMatch(
      /Credit Note NDC\/26-27\/\d{4}|Credit Note NDC\\\/26-27/,
    );
    // The cancelled invoice's PDF asks for nothing either.
    const cancelledPdf = await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, a.cookie);
    expect(qrOf(cancelledPdf.rawPayload)).toBeNull();
    expect(pdfs.textOf(cancelledPdf.rawPayload)).not.toContain('by UPI');
  });
});

describe('a partial credit note', () => {
  it('reverses part of the taxable value at the invoice’s rate, lowers the balance and the package’s dues', async () => {
    const { inv, packageId } = await packageInvoice();
    await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: '1000', mode: 'UPI' }, a.cookie);
    const res = await credit({ invoice_id: inv.id, amount: '1500.50', reason: 'Two weeks not used' });
    expect(res.statusCode, res.body).toBe(200);
    const note: InvoiceDetails = res.json().data;
    // 1,500.50 × 9% = 135.045 → 135.05 a half.
    expect(note).toMatchObject({
      type: 'credit_note',
      original_invoice_number: inv.number,
      taxable: '1500.50',
      cgst: '135.05',
      sgst: '135.05',
      igst: '0.00',
      total: '1770.60',
      upi_link: null,
      balance: '0.00',
    });
    const after = await details(inv.id);
    // 7,080 − 1,770.60 credited − 1,000 paid.
    expect(after).toMatchObject({
      status: 'issued',
      credited: '1770.60',
      balance: '4309.40',
      credit_note_ids: [note.id],
    });
    expect(after.upi_link).toContain('&am=4309.40&');
    const dues = (await t.get(`/api/v1/invoice/package-dues?package_id=${packageId}`, a.cookie)).json().data;
    expect(dues).toMatchObject({
      invoiced: '5309.40',
      not_invoiced: '0.00',
      paid: '1000.00',
      balance: '4309.40',
    });

    // The rest: exactly what remains in each column, so the credit notes add up to the invoice.
    const rest = await credit({ invoice_id: inv.id, reason: 'Package ended early' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      taxable: '4499.50',
      cgst: '404.95',
      sgst: '404.95',
      total: '5309.40',
    });
    const settled = await details(inv.id);
    expect(settled).toMatchObject({ credited: '7080.00', balance: '-1000.00', upi_link: null });
    const none = await credit({ invoice_id: inv.id, amount: '1', reason: 'Again' });
    expect(none.statusCode).toBe(422);
    expect(none.json().data).toEqual({ invoice_id: INVOICE_MESSAGES.nothingToCredit });
  });

  it('refuses more than what remains, no reason, a credit note of a credit note, and writes nothing', async () => {
    const { inv } = await packageInvoice('1000');
    const first = await credit({ invoice_id: inv.id, amount: '400', reason: 'Discount agreed later' });
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts();
    const over = await credit({ invoice_id: inv.id, amount: '600.01', reason: 'Too much' });
    expect(over.statusCode).toBe(422);
    expect(over.json().data).toEqual({ amount: INVOICE_MESSAGES.creditOverRest('₹600.00') });
    const noReason = await credit({ invoice_id: inv.id, amount: '10' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().data).toEqual({ reason: INVOICE_MESSAGES.reasonRequired });
    const bad = await credit({ invoice_id: inv.id, amount: '-5', reason: 'x' });
    expect(bad.json().data).toEqual({ amount: INVOICE_MESSAGES.amount });
    const ofNote = await credit({ invoice_id: first.json().data.id, amount: '1', reason: 'x' });
    expect(ofNote.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    // Another nutritionist's invoice is hidden.
    expect((await credit({ invoice_id: inv.id, amount: '1', reason: 'x' }, b)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/invoice/details?id=${first.json().data.id}`, b.cookie)).statusCode).toBe(
      404,
    );
    // The rest after a partial one, by cancel: 600 and its tax.
    const cancel = await t.post('/api/v1/invoice/cancel', { invoice_id: inv.id }, a.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await details(cancel.json().data.credit_note_id)).taxable).toBe('600.00');
    const onCancelled = await credit({ invoice_id: inv.id, amount: '1', reason: 'x' });
    expect(onCancelled.json().data).toEqual({ invoice_id: INVOICE_MESSAGES.alreadyCancelled });
  });

  it('writes the credit note and its audit row together', async () => {
    const { inv } = await packageInvoice('2000');
    const before = await counts();
    const restore = await failAuditInserts(t.db);
    try {
      const res = await credit({ invoice_id: inv.id, amount: '100', reason: 'Goodwill' });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await counts()).toEqual(before);
    // The number it took was given back: the next credit note follows the last one issued.
    const next = await credit({ invoice_id: inv.id, amount: '100', reason: 'Goodwill' });
    expect(next.statusCode, next.body).toBe(200);
  });
});

describe('the accountant’s CSV', () => {
  it('writes a credit note’s taxable value and tax as negative numbers, with its original invoice', async () => {
    const { inv } = await packageInvoice('3000');
    const res = await credit({ invoice_id: inv.id, amount: '1000', reason: 'Refund of one month' });
    const note: InvoiceDetails = res.json().data;
    const csv = await t.get('/api/v1/invoice/export', a.cookie);
    const [head, ...lines] = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(head).toBe(
      'Number,Date,Type,Client,Client GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Paid,Status,Original invoice,Original invoice date,Reason',
    );
    expect(lines).toContain(
      `${note.number},27-Nov-2026,Credit note,Sneha Kulkarni,,27,-1000.00,-90.00,-90.00,0.00,-1180.00,0.00,Issued,${inv.number},27-Nov-2026,Refund of one month`,
    );
    expect(lines).toContain(
      `${inv.number},27-Nov-2026,Tax invoice,Sneha Kulkarni,,27,3000.00,270.00,270.00,0.00,3540.00,0.00,Issued,,,`,
    );
    const payments = await t.db.select().from(invoicePayments);
    expect(payments.length).toBeGreaterThan(0);
  });
});
