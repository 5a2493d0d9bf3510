import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage } from './support/plans-arrange';

/**
 * The invoice's share link (issue 55 point 7, decision 307): a nutritionist issues a package
 * invoice; its WhatsApp share carries the https link of the invoice's page, never a upi:// text;
 * the client opens it on a phone without signing in and sees the practice, the number, the amount
 * and the balance, "Pay ₹… by UPI" (the upi://pay link) and the PDF. Paid in full, the button is
 * gone; a credit note and the invoice it cancelled say what they are and ask for nothing; a wrong
 * link says so. At 1440 and
 * 375 px, axe clean, with screenshots.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/shots/invoice-share-link';
let seq = 0;

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Pallavi'],
  ['phone', { width: 375, height: 812 }, 'Nandini'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('a shared invoice opens on a phone without login, with its amount, Pay by UPI and the PDF', async ({
      nutritionistPage: page,
      browser,
      server,
      axe,
    }) => {
      test.setTimeout(240_000);
      const admin = await server.api(ADMIN);
      const saved = await admin.post('/api/v1/invoice/billing-settings', {
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
      expect(saved.status(), await saved.text()).toBe(200);
      const api = await server.api(NUTRITIONIST);
      const { packageId, clientId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Gokhale',
        phone: `98224${String(51000 + ++seq)}`,
        price: 6000,
      });

      // Issued from the package page with the form, then shared: the message carries the link.
      await page.goto(`/workspace/${packageId}/list`);
      const panel = page.getByRole('region', { name: 'Invoices and payments' });
      await panel.getByRole('button', { name: 'Create invoice' }).click();
      const form = page.getByRole('dialog', { name: 'New invoice' });
      await form.getByRole('button', { name: 'Preview' }).click();
      await form.getByRole('button', { name: 'Issue invoice' }).click();
      const created = page.getByText(/Invoice created\. ND\/\d{2}-\d{2}\/\d{4}/);
      await expect(created).toBeVisible();
      const number = /ND\/\S+/.exec((await created.textContent()) ?? '')?.[0] ?? '';
      const whatsapp = panel.getByRole('link', { name: `Share ${number} on WhatsApp` });
      const href = (await whatsapp.getAttribute('href')) ?? '';
      const words = decodeURIComponent(href.split('?text=')[1] ?? '');
      expect(words).not.toContain('upi://');
      const link = /(https?:\/\/\S+\/my-invoice\/[A-Za-z0-9_-]{43})$/.exec(words)?.[1] ?? '';
      expect(link.startsWith(`${server.baseURL}/my-invoice/`), words).toBe(true);
      const mail =
        (await panel.getByRole('link', { name: `Share ${number} by e-mail` }).getAttribute('href')) ?? '';
      expect(decodeURIComponent(mail.split('&body=')[1] ?? '')).toContain(link);

      // The client's phone: a fresh browser, nobody signed in.
      const phone = await browser.newContext({ viewport });
      try {
        const client = await phone.newPage();
        await client.goto(link);
        const card = client.getByTestId('invoice-link');
        await expect(client.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
        await expect(card).toContainText('Poshan Nutrition Clinic LLP');
        await expect(client.getByTestId('invoice-link-balance')).toContainText('Balance due₹7,080');
        await expect(card).toContainText('Amount₹7,080');
        const pay = client.getByRole('link', { name: 'Pay ₹7,080 by UPI' });
        await expect(pay).toHaveAttribute(
          'href',
          `upi://pay?pa=poshanclinic%40okhdfcbank&pn=Poshan%20Nutrition%20Clinic&am=7080.00&cu=INR&tn=${encodeURIComponent(number)}`,
        );
        const pdfLink = client.getByRole('link', { name: 'Download PDF' });
        const pdf = await client.request.get((await pdfLink.getAttribute('href')) ?? '');
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        // The page fits the phone: nothing wider than the screen.
        expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/due-${label}.png`, fullPage: true });

        // Paid in full (recorded by the nutritionist): the same link asks for nothing more.
        const details = (await (await api.get(`/api/v1/invoice/list?package_id=${packageId}`)).json()) as {
          data: { id: number; number: string }[];
        };
        const invoiceId = details.data.find((d) => d.number === number)?.id;
        const paid = await api.post('/api/v1/invoice/payment', {
          data: { invoice_id: invoiceId, amount: 7080, mode: 'UPI', reference: 'UPI 612345678901' },
        });
        expect(paid.status(), await paid.text()).toBe(200);
        await client.reload();
        await expect(client.getByTestId('invoice-link-balance')).toContainText('Balance due₹0');
        await expect(card).toContainText('Paid in full');
        await expect(client.getByRole('link', { name: /by UPI/ })).toHaveCount(0);
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/paid-${label}.png`, fullPage: true });

        // A one-off invoice cancelled: its credit note's link names it and asks for nothing.
        const oneOff = await api.post('/api/v1/invoice/create', {
          data: { client_id: clientId, lines: [{ description: 'Follow-up consultation', amount: 1500 }] },
        });
        expect(oneOff.status(), await oneOff.text()).toBe(200);
        const oneOffInvoice = (await oneOff.json()).data as { id: number; number: string; share_url: string };
        const cancel = await api.post('/api/v1/invoice/cancel', {
          data: { invoice_id: oneOffInvoice.id, reason: 'Booked twice' },
        });
        expect(cancel.status(), await cancel.text()).toBe(200);
        const { credit_note_id, credit_note_number } = (await cancel.json()).data;
        const note = (await (await api.get(`/api/v1/invoice/details?id=${credit_note_id}`)).json()).data as {
          share_url: string;
        };
        await client.goto(note.share_url);
        await expect(
          client.getByRole('heading', { level: 1, name: `Credit note ${credit_note_number}` }),
        ).toBeVisible();
        await expect(card).toContainText(`Issued against invoice ${oneOffInvoice.number}`);
        await expect(card).toContainText('Amount credited₹1,770');
        await expect(client.getByRole('link', { name: /by UPI/ })).toHaveCount(0);
        await expect(client.getByRole('link', { name: 'Download PDF' })).toBeVisible();
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/credit-note-${label}.png`, fullPage: true });

        // The cancelled invoice's own link names the credit note and asks for nothing.
        await client.goto(oneOffInvoice.share_url);
        await expect(
          client.getByRole('heading', { level: 1, name: `Invoice ${oneOffInvoice.number}` }),
        ).toBeVisible();
        await expect(card).toContainText('Cancelled');
        await expect(card).toContainText(`This invoice was cancelled by credit note ${credit_note_number}`);
        await expect(client.getByRole('link', { name: /by UPI/ })).toHaveCount(0);
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/cancelled-${label}.png`, fullPage: true });

        // A wrong link says so, as a missing one.
        await client.goto(`${link.slice(0, -4)}AAAA`);
        await expect(client.getByRole('alert')).toContainText('This invoice link is not valid');
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/wrong-link-${label}.png`, fullPage: true });
      } finally {
        await phone.close();
      }
    });
  });
}
