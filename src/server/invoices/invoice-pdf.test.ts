import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar, type InvoiceDetails } from '../../shared/invoices';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { pdfTextReader } from '../testing/pdf-text';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
const pdfs = pdfTextReader('invoice-pdf-text');

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createAdmin();
  n = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  const saved = await t.post(
    '/api/v1/invoice/billing-settings',
    {
      legal_name: 'Poshan Nutrition Clinic LLP',
      address: '12 Prabhat Road, Erandwane, Pune 411004',
      state_code: '27',
      registered: true,
      gstin: '27AAPFU0939F1ZV',
      upi_vpa: 'poshan.clinic@okhdfcbank',
      payee_name: 'Poshan Nutrition Clinic',
    },
    admin.cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  pdfs.dispose();
  await t.close();
});

/** The PDF's first page drawn at 150 dpi by poppler, then read by jsQR: a decoder of its own. */
function qrOnPage(pdf: Buffer): string | null {
  const file = path.join(dir, `invoice-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, file]);
  const png = PNG.sync.read(readFileSync(`${file}.png`));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('the invoice PDF', () => {
  it('carries a UPI QR that decodes to exactly the invoice’s link, and its words', async () => {
    const client = await insertClient(t, { firstName: 'Sneha', lastName: 'Kulkarni' });
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: n.nutritionistId!,
      price: '4500.50',
    });
    const res = await t.post('/api/v1/invoice/create', { package_id: pkg.id }, n.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const inv: InvoiceDetails = res.json().data;
    // 4,500.50 × 9% = 405.045 → 405.05 for CGST and again for SGST: 5,310.60.
    expect(inv.upi_link).toBe(
      `upi://pay?pa=poshan.clinic%40okhdfcbank&pn=Poshan%20Nutrition%20Clinic&am=5310.60&cu=INR&tn=${encodeURIComponent(inv.number)}`,
    );
    const pdf = await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(qrOnPage(pdf.rawPayload)).toBe(inv.upi_link);
    const file = path.join(dir, 'text.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(inv.number);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('₹5,310.60');
    expect(text).toContain('Five Thousand Three Hundred Ten Rupees And Sixty Paise Only');
  });

  it('carries the Rule 46 items: the registered recipient’s address, reverse charge, the signatory, the original mark', async () => {
    const client = await insertClient(t, {
      firstName: 'Arjun',
      lastName: 'Shetty',
      address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
    });
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: n.nutritionistId!,
      price: '5000',
    });
    // A Karnataka recipient's GSTIN: 29 + a PAN + entity 1 + Z + its check character.
    const first14 = '29AAGCB1286Q1Z';
    const gstin = `${first14}${gstinCheckChar(first14)}`;
    const res = await t.post(
      '/api/v1/invoice/create',
      { package_id: pkg.id, client_gstin: gstin, place_of_supply: '29' },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const inv: InvoiceDetails = res.json().data;
    expect(inv).toMatchObject({ tax_mode: 'inter', client_gstin: gstin, client_address: client.address });
    const pdf = await t.get(`/api/v1/invoice/pdf?id=${inv.id}`, n.cookie);
    const text = pdfs.textOf(pdf.rawPayload);
    for (const part of [
      'Tax Invoice',
      'ORIGINAL FOR RECIPIENT',
      'Poshan Nutrition Clinic LLP',
      '12 Prabhat Road, Erandwane, Pune 411004',
      'State: Maharashtra (27)',
      'GSTIN: 27AAPFU0939F1ZV',
      inv.number,
      'Billed to: Arjun Shetty',
      'Address: 4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
      `GSTIN: ${gstin}`,
      'Place of supply: Karnataka (29)',
      'SAC: 999319',
      'IGST 18%',
      '₹5,900.00',
      'Five Thousand Nine Hundred Rupees Only',
      'Whether tax is payable on reverse charge: No',
      'For Poshan Nutrition Clinic LLP',
      'Authorised signatory',
    ])
      expect(text).toContain(part);
    // A client without a GSTIN: the address is not printed (Rule 46(e) asks it of a registered recipient).
    const plain = await insertClient(t, { firstName: 'Asha', lastName: 'Rao', address: '7 MG Road, Pune' });
    const plainPkg = await insertPackageRow(t, {
      clientId: plain.id,
      dietitianId: n.nutritionistId!,
      price: '100',
    });
    const b2c: InvoiceDetails = (
      await t.post('/api/v1/invoice/create', { package_id: plainPkg.id }, n.cookie)
    ).json().data;
    const b2cText = pdfs.textOf((await t.get(`/api/v1/invoice/pdf?id=${b2c.id}`, n.cookie)).rawPayload);
    expect(b2cText).not.toContain('7 MG Road');
    expect(b2cText).toContain('ORIGINAL FOR RECIPIENT');
    // The supplier's duplicate on request (Rule 48); anything else is a field message.
    const duplicate = pdfs.textOf(
      (await t.get(`/api/v1/invoice/pdf?id=${b2c.id}&copy=duplicate`, n.cookie)).rawPayload,
    );
    expect(duplicate).toContain('DUPLICATE FOR SUPPLIER');
    expect(duplicate).not.toContain('ORIGINAL FOR RECIPIENT');
    const wrong = await t.get(`/api/v1/invoice/pdf?id=${b2c.id}&copy=triplicate`, n.cookie);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data).toEqual({ copy: 'Please choose original or duplicate' });
  });
});
