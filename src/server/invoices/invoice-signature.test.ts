import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_MESSAGES } from '../../shared/invoice-signature';
import type { InvoiceDetails } from '../../shared/invoices';
import { auditLog, invoices, storedFiles } from '../db/schema/index';
import { PUNE_BILLING_SETTINGS } from '../testing/billing-fixtures';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { pdfTextReader } from '../testing/pdf-text';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { makeJpegHeader, makePng, multipart } from '../testing/test-files';
import { SIGNATURE_KIND } from './signature.repository';

/**
 * The signature image of Settings → Billing (issue 55 point 3, decision 314): uploaded by an
 * admin (checked by its bytes, audited), printed above "Authorised signatory" on the invoice,
 * credit note, Bill of Supply and receipt PDFs; without one, or with one the renderer cannot
 * read, the documents print the words as before.
 */
let t: TestApp;
let admin: TestUser;
let n: TestUser;
const pdfs = pdfTextReader('invoice-signature');
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-signature-'));
// A wide, short signature in dark blue ink: 300 × 100 px, a real PNG made here.
const signaturePng = makePng(300, 100, [20, 30, 110]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin({ email: 'anjali.deshpande@poshan.example' });
  n = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  const saved = await t.post('/api/v1/invoice/billing-settings', PUNE_BILLING_SETTINGS, admin.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  pdfs.dispose();
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

function upload(filename: string, bytes: Buffer, cookie = admin.cookie, type = 'image/png') {
  const body = multipart([{ name: 'signature', filename, type, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/invoice/billing-signature/save',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** What a write leaves behind: the signature files and the audit rows about them. */
async function written() {
  const files = await t.db.select().from(storedFiles).where(eq(storedFiles.kind, SIGNATURE_KIND));
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'billing_signature'));
  return { files: files.map((f) => f.id), audits: audits.length };
}

/** poppler's own list of the images a PDF draws: [width, height] in pixels of each. */
function imagesOf(pdf: Buffer): [number, number][] {
  const file = path.join(dir, `doc-${Date.now()}-${Math.random().toString(16).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const lines = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
  return lines.map((line) => {
    const cols = line.trim().split(/\s+/);
    return [Number(cols[3]), Number(cols[4])];
  });
}

const hasImageXObject = (pdf: Buffer) => /\/Subtype\s*\/Image/.test(pdf.toString('latin1'));

async function invoiceFor(firstName: string, lastName: string, price: string, body: object = {}) {
  const client = await insertClient(t, { firstName, lastName });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: n.nutritionistId!,
    price,
    amountPaid: '0',
  });
  const res = await t.post('/api/v1/invoice/create', { package_id: pkg.id, ...body }, n.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as InvoiceDetails;
}

describe('before a signature is uploaded', () => {
  it('answers null, and the invoice PDF prints the words with no image beyond its UPI QR', async () => {
    const none = await t.get('/api/v1/invoice/billing-signature', admin.cookie);
    expect(none.json()).toMatchObject({ success: 1, data: null });
    const inv = await invoiceFor('Sneha', 'Kulkarni', '6000');
    const pdf = (await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie)).rawPayload;
    const text = pdfs.textOf(pdf);
    expect(text).toContain('For Poshan Nutrition Clinic LLP');
    expect(text).toContain('Authorised signatory');
    // The only image is the UPI QR (square).
    expect(imagesOf(pdf).every(([w, h]) => w === h)).toBe(true);
    expect((await t.post('/api/v1/invoice/billing-signature/delete', {}, admin.cookie)).statusCode).toBe(404);
  });
});

describe('uploading the signature', () => {
  it('refuses a text file named .png, an oversize image and a wrong size under its field, writing nothing', async () => {
    const before = await written();
    const text = await upload(
      'signature.png',
      Buffer.from('Authorised signatory: Dr Meera Joshi\n'.repeat(4)),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().data).toEqual({ signature: SIGNATURE_MESSAGES.notImage });

    // A real PNG made past 200 KB with a text chunk.
    const big = await upload('signature.png', makePng(300, 100, [20, 30, 110], 210 * 1024));
    expect(big.statusCode).toBe(422);
    expect(big.json().data).toEqual({ signature: SIGNATURE_MESSAGES.tooLarge });

    const tiny = await upload('dot.png', makePng(20, 10));
    expect(tiny.json().data).toEqual({ signature: SIGNATURE_MESSAGES.tooFewPx });
    const pdfNamed = await upload('signature.pdf', signaturePng);
    expect(pdfNamed.json().data).toEqual({ signature: SIGNATURE_MESSAGES.notImage });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoice/billing-signature/save',
      ...(() => {
        const body = multipart([{ name: 'json', value: '{}' }]);
        return { payload: body.payload, headers: { ...body.headers, cookie: admin.cookie } };
      })(),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual({ signature: SIGNATURE_MESSAGES.missing });
    expect(await written()).toEqual(before);
  });

  it('is an admin’s: a nutritionist is refused 403 and nothing is written; signed out is 401', async () => {
    const before = await written();
    const res = await upload('signature.png', signaturePng, n.cookie);
    expect(res.statusCode).toBe(403);
    expect((await t.post('/api/v1/invoice/billing-signature/delete', {}, n.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoice/billing-signature/save',
      ...(() => {
        const body = multipart([
          { name: 'signature', filename: 's.png', type: 'image/png', bytes: signaturePng },
        ]);
        return { payload: body.payload, headers: body.headers };
      })(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('saves a real PNG with its audit row, serves it, and replaces it with a JPEG', async () => {
    const res = await upload('meera-signature.png', signaturePng);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SIGNATURE_MESSAGES.saved);
    const saved = res.json().data;
    // 300 × 100 fits 113 × 43 pt (40 × 15 mm) by its width: 113 × 37.7.
    expect(saved).toMatchObject({
      name: 'meera-signature.png',
      width: 300,
      height: 100,
      print_width: 113,
      print_height: 37.7,
    });
    expect(saved.url).toMatch(/^\/api\/v1\/invoice\/billing-signature\/file\/\d+$/);
    expect((await t.get('/api/v1/invoice/billing-signature', n.cookie)).json().data).toEqual(saved);
    const image = await t.get(saved.url, admin.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(signaturePng)).toBe(true);
    expect((await t.get(saved.url)).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'billing_signature'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userId: admin.userId });

    // A JPEG replaces it: the old file is gone, one signature file remains, a second audit row.
    const jpeg = await upload('signature.jpg', makeJpegHeader(400, 200), admin.cookie, 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().data).toMatchObject({ width: 400, height: 200, print_width: 86, print_height: 43 });
    expect((await t.get(saved.url, admin.cookie)).statusCode).toBe(404);
    const after = await written();
    expect(after.files).toHaveLength(1);
    expect(after.audits).toBe(2);
    // Back to the PNG for the documents below.
    expect((await upload('meera-signature.png', signaturePng)).statusCode).toBe(200);
  });
});

describe('the documents with a signature', () => {
  it('the invoice, its credit note, a Bill of Supply and a receipt draw the image above "Authorised signatory"', async () => {
    const inv = await invoiceFor('Arjun', 'Shetty', '5000');
    const pdf = (await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie)).rawPayload;
    expect(hasImageXObject(pdf)).toBe(true);
    expect(imagesOf(pdf)).toContainEqual([300, 100]);
    const text = pdfs.textOf(pdf);
    expect(text).toContain('For Poshan Nutrition Clinic LLP Authorised signatory');
    // The supplier's duplicate and the client's share link (decision 307) are signed alike.
    const duplicate = (await t.get(`/api/v1/invoice/pdf?id=${inv.id}&copy=duplicate`, n.cookie)).rawPayload;
    expect(imagesOf(duplicate)).toContainEqual([300, 100]);
    const [{ token }] = await t.db
      .select({ token: invoices.shareToken })
      .from(invoices)
      .where(eq(invoices.id, inv.id));
    const shared = await t.get(`/api/v1/my-invoice/${token}/pdf`);
    expect(shared.statusCode).toBe(200);
    expect(imagesOf(shared.rawPayload)).toContainEqual([300, 100]);

    // A receipt of a payment on it.
    const paid: InvoiceDetails = (
      await t.post(
        '/api/v1/invoice/payment',
        { invoice_id: inv.id, amount: '2000', mode: 'UPI', reference: 'UPI 412345678901' },
        n.cookie,
      )
    ).json().data;
    const receipt = await t.get(`/api/v1/invoice/receipt?id=${paid.payments[0].id}`, n.cookie);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(hasImageXObject(receipt.rawPayload)).toBe(true);
    expect(imagesOf(receipt.rawPayload)).toEqual([[300, 100]]);
    expect(pdfs.textOf(receipt.rawPayload)).toContain('For Poshan Nutrition Clinic LLP Authorised signatory');

    // A Bill of Supply (exempt lines) and a credit note cancelling an invoice.
    const bill = await invoiceFor('Sunita', 'Hegde', '2500', {
      lines: [{ description: 'Diet counselling under a clinical establishment', rate: 0, amount: '2500' }],
    });
    expect(bill.type).toBe('bill_of_supply');
    const billPdf = (await t.get(`/api/v1/invoice/pdf?id=${bill.id}`, n.cookie)).rawPayload;
    expect(imagesOf(billPdf)).toContainEqual([300, 100]);
    expect(pdfs.textOf(billPdf)).toContain('Authorised signatory');

    const cancelled = await invoiceFor('Ravi', 'Rao', '1500');
    const cancel = await t.post(
      '/api/v1/invoice/cancel',
      { invoice_id: cancelled.id, reason: 'Package changed to the quarterly plan' },
      n.cookie,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [noteId] = (await t.get(`/api/v1/invoice/details?id=${cancelled.id}`, n.cookie)).json().data
      .credit_note_ids;
    const notePdf = (await t.get(`/api/v1/invoice/pdf?id=${noteId}`, n.cookie)).rawPayload;
    // No UPI QR on a credit note: the signature is its only image.
    expect(imagesOf(notePdf)).toEqual([[300, 100]]);
    const noteText = pdfs.textOf(notePdf);
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain('Authorised signatory');
  });

  it('a stored signature the renderer cannot read still gives the PDF, with the words as before', async () => {
    // A file that starts like a PNG but stops after its header: measurable, not drawable.
    const truncated = signaturePng.subarray(0, 33);
    const broken = Buffer.concat([signaturePng.subarray(0, 41), Buffer.from('not deflate data at all')]);
    const inv = await invoiceFor('Kavya', 'Nair', '3000');
    const paid: InvoiceDetails = (
      await t.post('/api/v1/invoice/payment', { invoice_id: inv.id, amount: '500', mode: 'Cash' }, n.cookie)
    ).json().data;
    for (const bytes of [truncated, broken, Buffer.from('GIF89a not a png')]) {
      await t.db
        .update(storedFiles)
        .set({ bytes, size: bytes.length })
        .where(eq(storedFiles.kind, SIGNATURE_KIND));
      const pdf = await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdfs.textOf(pdf.rawPayload)).toContain('For Poshan Nutrition Clinic LLP Authorised signatory');
      const receipt = await t.get(`/api/v1/invoice/receipt?id=${paid.payments[0].id}`, n.cookie);
      expect(receipt.statusCode).toBe(200);
      expect(pdfs.textOf(receipt.rawPayload)).toContain('Authorised signatory');
    }
  });

  it('Remove takes it off every document, audited; the PDFs print the words alone again', async () => {
    const before = await written();
    const res = await t.post('/api/v1/invoice/billing-signature/delete', {}, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SIGNATURE_MESSAGES.removed);
    expect((await t.get('/api/v1/invoice/billing-signature', admin.cookie)).json().data).toBeNull();
    const after = await written();
    expect(after.files).toEqual([]);
    expect(after.audits).toBe(before.audits + 1);
    const inv = await invoiceFor('Asha', 'Rao', '1000');
    const pdf = (await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie)).rawPayload;
    expect(imagesOf(pdf).every(([w, h]) => w === h)).toBe(true);
    expect(pdfs.textOf(pdf)).toContain('Authorised signatory');
  });
});
