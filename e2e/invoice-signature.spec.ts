import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage } from './support/plans-arrange';

/**
 * The signature image of Settings → Billing (issue 55 point 3, decision 314): a text file named
 * .png is refused under the field, a drawn signature is previewed before and after its upload, and
 * the invoice and receipt PDFs print it above "Authorised signatory" (drawn by poppler's pdftoppm
 * into .tmp/shots/invoice-signature). At 1440 and 375 px, axe clean.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/shots/invoice-signature';
mkdirSync(SHOTS, { recursive: true });

/** A signature drawn in the browser's canvas, as the PNG a practice would scan or photograph. */
async function drawnSignature(page: Page, name: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 160;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = '#14206e';
    ctx.fillStyle = '#14206e';
    ctx.lineWidth = 3;
    ctx.font = 'italic 56px serif';
    ctx.fillText(text, 28, 92);
    ctx.beginPath();
    ctx.moveTo(24, 118);
    ctx.bezierCurveTo(140, 150, 300, 96, 452, 124);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  }, name);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Billing settings, then an invoice of a package and a part payment: the documents to print. */
async function invoiceWithPayment(admin: APIRequestContext, api: APIRequestContext, firstName: string) {
  const billing = await admin.post('/api/v1/invoice/billing-settings', {
    data: {
      legal_name: 'Poshan Nutrition Clinic LLP',
      address: '12 Prabhat Road, Erandwane, Pune 411004',
      state_code: '27',
      registered: true,
      gstin: '27AAPFU0939F1ZV',
      upi_vpa: 'poshanclinic@okhdfcbank',
      payee_name: 'Poshan Nutrition Clinic',
    },
  });
  expect(billing.status()).toBe(200);
  const { packageId } = await createClientPackage(api, {
    first_name: firstName,
    last_name: 'Kulkarni',
    price: 6000,
  });
  const invoice = (
    await (await api.post('/api/v1/invoice/create', { data: { package_id: packageId } })).json()
  ).data as { id: number; number: string };
  const paid = (
    await (
      await api.post('/api/v1/invoice/payment', {
        data: { invoice_id: invoice.id, amount: '3000', mode: 'UPI', reference: 'UPI 412345678901' },
      })
    ).json()
  ).data as { payments: { id: number }[] };
  return { invoice, paymentId: paid.payments[0].id };
}

/** The PDF's first page as poppler draws it (150 dpi), saved beside the settings' screenshots. */
function drawPdf(bytes: Buffer, name: string): string {
  const pdf = path.join(SHOTS, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '150',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    path.join(SHOTS, name),
  ]);
  return execFileSync('pdftotext', [pdf, '-']).toString().replace(/\s+/g, ' ');
}

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Sneha'],
  ['phone', { width: 375, height: 812 }, 'Madhuri'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('upload a signature, see its preview, and find it on the invoice and the receipt', async ({
      adminPage,
      server,
      axe,
    }) => {
      test.setTimeout(180_000);
      const admin = await server.api(ADMIN);
      const api = await server.api(NUTRITIONIST);
      const { invoice, paymentId } = await invoiceWithPayment(admin, api, firstName);

      await adminPage.goto('/settings');
      const billing = adminPage.getByRole('region', { name: 'Billing' });
      const signature = billing.getByRole('region', { name: 'Signature' });
      await signature.scrollIntoViewIfNeeded();
      const input = signature.locator('input[type="file"]');

      // The phone run starts with the desktop run's signature: Remove takes it off first.
      const remove = signature.getByRole('button', { name: 'Remove signature' });
      if (label === 'phone') {
        await expect(signature.getByRole('img', { name: /^The signature on invoices/ })).toBeVisible();
        await remove.click();
        await expect(adminPage.getByText(/^Signature removed\./)).toBeVisible();
      }
      await expect(signature.getByText('No signature yet')).toBeVisible();
      await expect(remove).toHaveCount(0);

      // A text file named .png passes the page's name check and is refused by its bytes.
      await input.setInputFiles({
        name: 'signature.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Authorised signatory: Dr Meera Joshi\n'),
      });
      await signature.getByRole('button', { name: 'Upload signature' }).click();
      await expect(signature.getByText('Please choose a PNG or JPEG image of the signature')).toBeVisible();
      await axe(adminPage);

      // A drawn signature: previewed before the upload, then stored and shown at its printed size.
      const png = await drawnSignature(adminPage, 'Meera Joshi');
      await input.setInputFiles({ name: 'meera-joshi-signature.png', mimeType: 'image/png', buffer: png });
      await expect(signature.getByRole('img', { name: 'The chosen signature' })).toBeVisible();
      await expect(signature.getByText('Chosen signature (not uploaded yet)')).toBeVisible();
      await signature.getByRole('button', { name: 'Upload signature' }).click();
      await expect(adminPage.getByText(/^Signature saved\./)).toBeVisible();
      const current = signature.getByRole('img', {
        name: 'The signature on invoices (meera-joshi-signature.png)',
      });
      await expect(current).toBeVisible();
      await expect(current).toHaveAttribute('src', /^\/api\/v1\/invoice\/billing-signature\/file\/\d+$/);
      // 480 × 160 px fits 40 × 15 mm by its width: 40 × 13 mm.
      await expect(signature.getByTestId('signature-size')).toHaveText('480×160 px, printed at 40 × 13 mm');
      // The preview loaded the stored image (a broken image has no natural width).
      expect(await current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      await expect(signature.getByRole('button', { name: 'Replace signature' })).toBeDisabled();
      await axe(adminPage);
      // The page as seen, the signature part in the middle (clear of the fixed top bar and footer).
      await signature.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await adminPage.screenshot({ path: `${SHOTS}/settings-signature-${label}.png` });

      // The invoice and the receipt print it above "Authorised signatory".
      const invoicePdf = await api.get(`/api/v1/invoice/pdf?id=${invoice.id}`);
      expect(invoicePdf.status()).toBe(200);
      const invoiceBytes = await invoicePdf.body();
      expect(invoiceBytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
      const invoiceText = drawPdf(invoiceBytes, `invoice-${label}`);
      expect(invoiceText).toContain(invoice.number);
      expect(invoiceText).toContain('For Poshan Nutrition Clinic LLP Authorised signatory');
      const receiptPdf = await api.get(`/api/v1/invoice/receipt?id=${paymentId}`);
      expect(receiptPdf.status()).toBe(200);
      const receiptBytes = await receiptPdf.body();
      expect(receiptBytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
      expect(drawPdf(receiptBytes, `receipt-${label}`)).toContain('Authorised signatory');
    });
  });
}
