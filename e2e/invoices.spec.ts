import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage } from './support/plans-arrange';

/**
 * Invoices (issue 37): an admin fills in Settings → Billing; the nutritionist invoices a package
 * of ₹6,000 from its page (₹7,080 with CGST and SGST), shares it on WhatsApp (wa.me with the
 * client's number and the invoice's share link, decision 307), records a part payment and sees the balance; the dues
 * summary (the dashboard's card) counts it; a one-off consultation invoiced from the client page;
 * the client's plan page offers "Pay ₹… for ND/…" by UPI. At 1440 and 375 px, axe clean.
 */
test.describe.configure({ mode: 'serial' });

let seq = 0;

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Sneha'],
  ['phone', { width: 375, height: 812 }, 'Madhuri'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('billing settings, an invoice shared on WhatsApp, a part payment and the dues', async ({
      adminPage,
      nutritionistPage: page,
      server,
      axe,
    }) => {
      // Five pages in one story (settings, package, dashboard, client, plan link) on a shared machine.
      test.setTimeout(300_000);
      await adminPage.goto('/settings');
      const billing = adminPage.getByRole('region', { name: 'Billing' });
      await billing.getByRole('textbox', { name: 'Legal name' }).fill('Poshan Nutrition Clinic LLP');
      await billing.getByRole('textbox', { name: 'Address' }).fill('12 Prabhat Road, Erandwane, Pune 411004');
      await billing.getByRole('combobox', { name: 'State (place of business)' }).click();
      await adminPage.getByRole('option', { name: 'Maharashtra (27)' }).click();
      await billing.getByLabel('Registered for GST (tax invoices with GST)').check();
      // A GSTIN with a wrong check character is refused under its field.
      await billing.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZW');
      await billing.getByRole('textbox', { name: 'UPI ID' }).fill('poshanclinic@okhdfcbank');
      await billing.getByRole('textbox', { name: 'Payee name' }).fill('Poshan Nutrition Clinic');
      await billing.getByRole('button', { name: 'Save billing settings' }).click();
      await expect(billing.getByText('This GSTIN has a wrong check character')).toBeVisible();
      await billing.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZV');
      await billing.getByRole('button', { name: 'Save billing settings' }).click();
      await expect(adminPage.getByText('Billing settings saved.')).toBeVisible();
      await axe(adminPage);
      await billing.screenshot({ path: `.tmp/screens/billing-settings-${label}.png` });

      const api = await server.api(NUTRITIONIST);
      const { packageId, clientId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Kulkarni',
        phone: `98220${String(31000 + ++seq)}`,
        price: 6000,
      });
      await page.goto(`/workspace/${packageId}/list`);
      const panel = page.getByRole('region', { name: 'Invoices and payments' });
      const dues = panel.getByTestId('package-dues');
      await expect(dues).toContainText('Price₹6,000');
      await panel.getByRole('button', { name: 'Create invoice' }).click();
      // The invoice form (decision 300) starts from the price not yet invoiced: preview, then issue.
      const packageForm = page.getByRole('dialog', { name: 'New invoice' });
      await packageForm.getByRole('button', { name: 'Preview' }).click();
      await packageForm.getByRole('button', { name: 'Issue invoice' }).click();
      await expect(page.getByText(/Invoice created\. ND\/\d{2}-\d{2}\/\d{4}/)).toBeVisible();
      await expect(dues).toContainText('Invoiced₹7,080');
      await expect(dues).toContainText('Balance₹7,080');

      const whatsapp = panel.getByRole('link', { name: /^Share ND\/.* on WhatsApp$/ });
      const href = (await whatsapp.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/9198220\d{5}\?text=/);
      const words = decodeURIComponent(href.split('?text=')[1]);
      // The invoice's share link (decision 307), never the upi:// text WhatsApp cannot open.
      expect(words).toMatch(
        /^Invoice (ND\/\d{2}-\d{2}\/\d{4}) dated .*: ₹7,080 due of ₹7,080\. See it, download the PDF or pay by UPI: http:\/\/[^ ]+\/my-invoice\/[A-Za-z0-9_-]{43}$/,
      );

      // The e-mail share carries the same words and link, to the client's address.
      const mail =
        (await panel.getByRole('link', { name: /^Share ND\/.* by e-mail$/ }).getAttribute('href')) ?? '';
      expect(mail).toMatch(new RegExp(`^mailto:${firstName.toLowerCase()}\\.kulkarni\\.`));
      expect(decodeURIComponent(mail.split('&body=')[1])).toBe(words);
      const number = words.split(' ')[1];

      await panel.getByRole('button', { name: /^Record a payment for ND\// }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('textbox', { name: 'Amount (₹)' }).fill('9000');
      await modal.getByRole('button', { name: 'Record payment' }).click();
      await expect(modal.getByText('This is more than the balance of ₹7,080.00.')).toBeVisible();
      await modal.getByRole('textbox', { name: 'Amount (₹)' }).fill('3000');
      await modal.getByRole('textbox', { name: 'Reference' }).fill('UPI 412345678901');
      await axe(page);
      await modal.getByRole('button', { name: 'Record payment' }).click();
      await expect(page.getByText('Payment recorded.')).toBeVisible();
      await expect(dues).toContainText('Paid₹3,000');
      await expect(dues).toContainText('Balance₹4,080');
      // Each payment has its receipt (issue 55 point 5): a PDF of its own.
      const receipt = panel.getByRole('link', { name: /^Receipt NDR\/\S+ of ₹3,000(\.00)? for ND\// });
      await expect(receipt).toBeVisible();
      const receiptPdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
      expect(receiptPdf.status()).toBe(200);
      expect(receiptPdf.headers()['content-type']).toBe('application/pdf');
      await axe(page);
      await panel.screenshot({ path: `.tmp/screens/invoices-panel-${label}.png` });

      // The dashboard's Payments card says the same as the summary behind it.
      const summary = (await (await api.get('/api/v1/invoice/dues-summary')).json()).data;
      expect(Number(summary.collected_this_month)).toBeGreaterThanOrEqual(3000);
      expect(Number(summary.dues)).toBeGreaterThanOrEqual(4080);
      const rupees = (v: string) =>
        new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          maximumFractionDigits: 2,
          minimumFractionDigits: 0,
        }).format(Number(v));
      await page.goto('/dashboard');
      const card = page.getByTestId('dues-card');
      await expect(card).toContainText(`Dues${rupees(summary.dues)}`);
      await expect(card).toContainText(`Collected this month${rupees(summary.collected_this_month)}`);

      // A one-off consultation invoiced from the client page, listed with the package's invoice.
      await page.goto(`/client-details/${clientId}`);
      const invoices = page.getByRole('region', { name: 'Invoices' });
      await invoices.getByRole('button', { name: 'New invoice' }).click();
      const form = page.getByRole('dialog', { name: 'New invoice' });
      await form.getByRole('textbox', { name: 'Amount before tax (₹)' }).fill('1500');
      await axe(page);
      await form.getByRole('button', { name: 'Preview' }).click();
      await form.getByRole('button', { name: 'Issue invoice' }).click();
      const created = page.getByText(/Invoice created\. ND\/\d{2}-\d{2}\/\d{4}/);
      await expect(created).toBeVisible();
      const oneOff = /ND\/\S+/.exec((await created.textContent()) ?? '')?.[0] ?? '';
      // A table at 1440 px, one card per invoice on a phone: the texts are there either way.
      await expect(invoices).toContainText(oneOff);
      await expect(invoices).toContainText('One-off');
      await expect(invoices).toContainText('₹1,770');
      await expect(invoices).toContainText(number);
      await axe(page);
      await invoices.screenshot({ path: `.tmp/screens/client-invoices-${label}.png` });

      // The client's plan page (no login) offers both to pay by UPI, in English and in Hindi.
      const link = (await (
        await api.post('/api/v1/package/plan-link/create', { data: { package_id: packageId } })
      ).json()) as { data: { url: string } };
      const token = new URL(link.data.url).pathname.split('/').pop() ?? '';
      await page.addInitScript(() => localStorage.setItem('nutridesk.portal.language', 'en'));
      await page.goto(`/my-plan/${token}`);
      const due = page.getByTestId('portal-dues');
      await expect(due.getByRole('heading', { name: 'Payment due' })).toBeVisible();
      const pay = due.getByRole('link');
      await expect(pay).toHaveText([`Pay ₹4,080.00 for ${number}`, `Pay ₹1,770.00 for ${oneOff}`]);
      await expect(pay.first()).toHaveAttribute(
        'href',
        `upi://pay?pa=poshanclinic%40okhdfcbank&pn=Poshan%20Nutrition%20Clinic&am=4080.00&cu=INR&tn=${encodeURIComponent(number)}`,
      );
      await axe(page);
      await page.screenshot({ path: `.tmp/screens/portal-pay-${label}.png`, fullPage: true });
      await page.getByTestId('portal-language').getByRole('button', { name: 'हिन्दी' }).click();
      await expect(pay.first()).toHaveText(`${number} के लिए ₹4,080.00 चुकाएँ`);
      await axe(page);
      await page.screenshot({ path: `.tmp/screens/portal-pay-hi-${label}.png`, fullPage: true });

      // A partial credit note on the one-off invoice (issue 55): more than remains is refused under
      // the field; 500 before tax credits ₹590 and the credit note is listed with its invoice.
      await page.goto(`/client-details/${clientId}`);
      await invoices.getByRole('button', { name: `Issue a credit note against ${oneOff}` }).click();
      const creditForm = page.getByRole('dialog', { name: `Credit note against ${oneOff}` });
      await creditForm.getByRole('textbox', { name: 'Amount before tax (₹)' }).fill('2000');
      await creditForm.getByRole('textbox', { name: 'Reason' }).fill('Follow-up not needed');
      await creditForm.getByRole('button', { name: 'Issue credit note' }).click();
      await expect(creditForm.getByText('This is more than what remains of the invoice')).toBeVisible();
      await creditForm.getByRole('textbox', { name: 'Amount before tax (₹)' }).fill('500');
      await axe(page);
      await creditForm.getByRole('button', { name: 'Issue credit note' }).click();
      const issued = page.getByText(/Credit note issued\. NDC\/\d{2}-\d{2}\/\d{4}/);
      await expect(issued).toBeVisible();
      const noteNumber = /NDC\/\S+/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
      await expect(invoices).toContainText(noteNumber);
      await expect(invoices).toContainText(`Credit note for ${oneOff}`);
      await expect(invoices).toContainText('₹1,180');
      await axe(page);
      await invoices.screenshot({ path: `.tmp/screens/client-credit-note-${label}.png` });
    });
  });
}
