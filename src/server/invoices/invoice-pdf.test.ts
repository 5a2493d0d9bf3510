import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetails } from '../../shared/invoices';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));

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
afterAll(async () => t.close());

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
});
