import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage } from './support/plans-arrange';

/**
 * The invoice form (issue 55 point 2, decision 300): from the package page, a nutritionist of a
 * Karnataka practice that consults online invoices a Pune company with its GSTIN and billing
 * address, a discount on the line; a wrong GSTIN check character is a field message; the preview
 * shows IGST before the invoice is issued; a payment is recorded; the PDF and its duplicate print.
 * At 1440 and 375 px, axe clean, with screenshots.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/shots/invoice-form';
/** A Maharashtra company's GSTIN (check character 4) and one typed with a wrong last character. */
const PUNE_GSTIN = '27AAGCB1286Q1Z4';
const WRONG_GSTIN = '27AAGCB1286Q1ZN';

let seq = 0;

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Gauri'],
  ['phone', { width: 375, height: 812 }, 'Aditi'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('issues a package invoice with the form and its preview, records a payment, prints it', async ({
      nutritionistPage: page,
      server,
      axe,
    }) => {
      test.setTimeout(240_000);
      const admin = await server.api(ADMIN);
      const saved = await admin.post('/api/v1/invoice/billing-settings', {
        data: {
          legal_name: 'Swasthya Nutrition Clinic LLP',
          address: '22 Residency Road, Shanthala Nagar, Bengaluru 560025',
          state_code: '29',
          registered: true,
          gstin: '29AAPFU0939F1ZR',
          upi_vpa: 'swasthya@okicici',
          payee_name: 'Swasthya Nutrition Clinic',
          supply_rule: 'online',
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const api = await server.api(NUTRITIONIST);
      const { packageId, clientId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Patwardhan',
        phone: `98811${String(42000 + ++seq)}`,
        address: 'Flat 12, Sai Residency, Baner, Pune 411045',
        price: 6000,
      });

      // The client page before any invoice: the empty list.
      await page.goto(`/client-details/${clientId}`);
      const clientInvoices = page.getByRole('region', { name: 'Invoices' });
      await expect(clientInvoices.getByText('No invoices yet.')).toBeVisible();
      await clientInvoices.screenshot({ path: `${SHOTS}/empty-${label}.png` });

      await page.goto(`/workspace/${packageId}/list`);
      const panel = page.getByRole('region', { name: 'Invoices and payments' });
      await panel.getByRole('button', { name: 'Create invoice' }).click();
      const form = page.getByRole('dialog', { name: 'New invoice' });
      // The practice consults online: the rule is stated under the place of supply.
      await expect(form.getByRole('radio', { name: 'Online' })).toBeChecked();
      await expect(form.getByText("Online: the place of supply is the recipient's location")).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(/Weight Management/);
      await expect(form.getByRole('textbox', { name: 'Amount before tax (₹)' })).toHaveValue('6000.00');

      await form.getByRole('textbox', { name: "Client's GSTIN" }).fill(WRONG_GSTIN);
      await form
        .getByRole('textbox', { name: 'Billing address' })
        .fill('Patwardhan Foods Pvt Ltd, FC Road, Pune 411004');
      await form.getByRole('textbox', { name: 'Discount (₹)' }).fill('6500');
      await form.getByRole('button', { name: 'Preview' }).click();
      await expect(form.getByText('This GSTIN has a wrong check character')).toBeVisible();
      await expect(form.getByText('The discount cannot be more than the amount')).toBeVisible();
      await axe(page);
      await form.screenshot({ path: `${SHOTS}/form-errors-${label}.png` });

      await form.getByRole('textbox', { name: "Client's GSTIN" }).fill(PUNE_GSTIN);
      await form.getByRole('textbox', { name: 'Discount (₹)' }).fill('500');
      // The place of supply follows the GSTIN online: Maharashtra, so IGST.
      await expect(form.getByRole('combobox', { name: 'Place of supply' })).toHaveValue('Maharashtra (27)');
      await form.screenshot({ path: `${SHOTS}/form-${label}.png` });
      await form.getByRole('button', { name: 'Preview' }).click();
      const preview = form.getByTestId('invoice-preview');
      await expect(preview).toContainText('Tax Invoice');
      await expect(preview).toContainText('Place of supply: Maharashtra (27) · IGST');
      await expect(preview).toContainText(`GSTIN ${PUNE_GSTIN}`);
      // 6,000 less 500 = 5,500; IGST 18 % = 990.
      await expect(preview.getByTestId('preview-total')).toHaveText('₹6,490.00');
      await axe(page);
      await form.screenshot({ path: `${SHOTS}/preview-${label}.png` });
      await form.getByRole('button', { name: 'Issue invoice' }).click();
      const created = page.getByText(/Invoice created\. ND\/\d{2}-\d{2}\/\d{4}/);
      await expect(created).toBeVisible();
      const number = /ND\/\S+/.exec((await created.textContent()) ?? '')?.[0] ?? '';
      const dues = panel.getByTestId('package-dues');
      await expect(dues).toContainText('Invoiced₹6,490');
      await expect(dues).toContainText('Balance₹6,490');
      // The discount counts against the price: nothing is left to invoice.
      await expect(panel.getByRole('button', { name: 'Create invoice' })).toBeDisabled();

      await panel.getByRole('button', { name: `Record a payment for ${number}` }).click();
      const pay = page.getByRole('dialog', { name: `Record a payment: ${number}` });
      await pay.getByRole('textbox', { name: 'Amount (₹)' }).fill('2000');
      await pay.getByRole('textbox', { name: 'Reference' }).fill('UPI 633412345678');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expect(page.getByText('Payment recorded.')).toBeVisible();
      await expect(dues).toContainText('Balance₹4,490');

      // Print: the original and the supplier's duplicate, each a PDF.
      for (const [name, mark] of [
        [`PDF of ${number}`, 'original'],
        [`Duplicate of ${number}`, 'duplicate'],
      ] as const) {
        const href = (await panel.getByRole('link', { name }).getAttribute('href')) ?? '';
        expect(href).toContain(mark === 'duplicate' ? 'copy=duplicate' : `id=`);
        const pdf = await page.request.get(href);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
      }
      await axe(page);
      await panel.screenshot({ path: `${SHOTS}/panel-${label}.png` });

      // The GSTIN and billing address were saved on the client: the next invoice starts from them.
      await page.goto(`/client-details/${clientId}`);
      await clientInvoices.getByRole('button', { name: 'New invoice' }).click();
      const next = page.getByRole('dialog', { name: 'New invoice' });
      await expect(next.getByRole('textbox', { name: "Client's GSTIN" })).toHaveValue(PUNE_GSTIN);
      await expect(next.getByRole('textbox', { name: 'Billing address' })).toHaveValue(
        'Patwardhan Foods Pvt Ltd, FC Road, Pune 411004',
      );
      await next.getByRole('button', { name: 'Close' }).first().click();
      await expect(clientInvoices).toContainText(number);
      await clientInvoices.screenshot({ path: `${SHOTS}/client-invoices-${label}.png` });
    });
  });
}
