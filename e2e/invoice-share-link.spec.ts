import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage } from './support/plans-arrange';

/**
 * The invoice's share link (issue 55 point 7, decision 307): a nutritionist issues a package
 * invoice; its WhatsApp share carries the https link of the invoice's page, never a upi:// text;
 * the client opens it on a phone without signing in and sees the practice, the number, the amount
 * and the balance, "Pay ₹… by UPI" (the upi://pay link) and the PDF. Paid in full, the button is
 * gone; a credit note and the invoice it cancelled say what they are and ask for nothing; a wrong
 * link says so. Decision 313: a paid invoice is shared too (its words ask for nothing), its receipt
 * is shared from the link's share area and downloaded from the link's page; the link turned off
 * is not found, a new one opens; a Hindi-speaking client's page is in Hindi, with a switch. At
 * 1440 and 375 px, axe clean, with screenshots.
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
        await expect(client.getByTestId('invoice-link-practice')).toContainText(
          'Poshan Nutrition Clinic LLP',
        );
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

    test('a paid invoice is shared too, its receipt from the link page, the link turned off and made again, and the page in Hindi', async ({
      nutritionistPage: page,
      browser,
      server,
      axe,
    }) => {
      test.setTimeout(240_000);
      const api = await server.api(NUTRITIONIST);
      const { packageId } = await createClientPackage(api, {
        first_name: label === 'desktop' ? 'Sneha' : 'Tanvi',
        last_name: 'Kulkarni',
        phone: `98224${String(52000 + ++seq)}`,
        price: 6000,
      });
      const clientName = `${label === 'desktop' ? 'Sneha' : 'Tanvi'} Kulkarni`;
      const created = await api.post('/api/v1/invoice/create', { data: { package_id: packageId } });
      expect(created.status(), await created.text()).toBe(200);
      const invoice = (await created.json()).data as { id: number; number: string; share_url: string };
      const paid = await api.post('/api/v1/invoice/payment', {
        data: { invoice_id: invoice.id, amount: 7080, mode: 'UPI', reference: 'UPI 612345678902' },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      const receipt = ((await paid.json()).data as { receipts: { id: number; receipt_number: string }[] })
        .receipts[0];

      // Paid in full, it is still shared: the words say so and ask for nothing.
      await page.goto(`/workspace/${packageId}/list`);
      const panel = page.getByRole('region', { name: 'Invoices and payments' });
      const whatsapp = panel.getByRole('link', { name: `Share ${invoice.number} on WhatsApp` });
      const words = decodeURIComponent((await whatsapp.getAttribute('href'))?.split('?text=')[1] ?? '');
      expect(words).toContain(`${invoice.number} dated`);
      expect(words).toContain('₹7,080, paid in full. Thank you! See it or download the PDF:');
      expect(words).not.toContain('UPI');
      expect(words.endsWith(invoice.share_url)).toBe(true);
      await expect(panel.getByRole('link', { name: `Share ${invoice.number} by e-mail` })).toBeVisible();

      // The share area: the link, and the receipt's WhatsApp and e-mail with the page's link at it.
      await panel.getByRole('button', { name: `Link and receipts of ${invoice.number}` }).click();
      const dialog = page.getByRole('dialog', { name: `Link of ${invoice.number}` });
      await expect(dialog.getByRole('textbox', { name: 'Link for the client' })).toHaveValue(
        invoice.share_url,
      );
      const receiptWhatsapp = dialog.getByRole('link', {
        name: `Share receipt ${receipt.receipt_number} on WhatsApp`,
      });
      const receiptWords = decodeURIComponent(
        (await receiptWhatsapp.getAttribute('href'))?.split('?text=')[1] ?? '',
      );
      const receiptLink = `${invoice.share_url}#receipt-${receipt.id}`;
      expect(receiptWords).toContain(`Receipt ${receipt.receipt_number} dated`);
      expect(receiptWords).toContain(`₹7,080 received by UPI against invoice ${invoice.number}`);
      expect(receiptWords.endsWith(receiptLink)).toBe(true);
      const receiptMail =
        (await dialog
          .getByRole('link', { name: `Share receipt ${receipt.receipt_number} by e-mail` })
          .getAttribute('href')) ?? '';
      expect(decodeURIComponent(receiptMail.split('&body=')[1] ?? '')).toContain(receiptLink);
      expect(decodeURIComponent(receiptMail.split('?subject=')[1]?.split('&')[0] ?? '')).toBe(
        `Receipt ${receipt.receipt_number}`,
      );
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/share-area-${label}.png`, fullPage: true });

      const phone = await browser.newContext({ viewport });
      try {
        const client = await phone.newPage();
        // The receipt's link opens the page at the payment, with "Download receipt".
        await client.goto(receiptLink);
        await expect(
          client.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` }),
        ).toBeVisible();
        const payments = client.getByRole('region', { name: 'Payments received' });
        await expect(payments).toContainText(receipt.receipt_number);
        await expect(payments).toContainText('₹7,080 · UPI');
        const download = payments.getByRole('link', { name: `Download receipt ${receipt.receipt_number}` });
        const pdf = await client.request.get((await download.getAttribute('href')) ?? '');
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/receipt-on-link-${label}.png`, fullPage: true });

        // Turned off, asking first and naming whose link stops working: the old link is not found.
        await dialog.getByRole('button', { name: 'Turn off link' }).click();
        const ask = page.getByRole('dialog', { name: 'Please confirm' });
        await expect(ask).toContainText(`The link sent to ${clientName} will stop working`);
        await ask.getByRole('button', { name: 'Turn off link' }).click();
        await expect(page.getByText('Link turned off.')).toBeVisible();
        await expect(dialog.getByTestId('share-link-off')).toContainText(
          `the link sent to ${clientName} says it is not valid`,
        );
        await expect(panel.getByRole('link', { name: `Share ${invoice.number} on WhatsApp` })).toHaveCount(0);
        await expect(
          panel.getByRole('button', { name: `Link off and receipts of ${invoice.number}` }),
        ).toBeVisible();
        await axe(page);
        await page.screenshot({ path: `${SHOTS}/link-off-${label}.png`, fullPage: true });

        await client.goto(invoice.share_url);
        await expect(client.getByRole('alert')).toContainText('This invoice link is not valid');
        await axe(client);
        await client.screenshot({ path: `${SHOTS}/revoked-${label}.png`, fullPage: true });

        // Made again: a new link opens the invoice, the old one stays not found.
        await dialog.getByRole('button', { name: 'Make a new link' }).click();
        await expect(page.getByText('New link made.')).toBeVisible();
        const input = dialog.getByRole('textbox', { name: 'Link for the client' });
        await expect(input).toBeVisible();
        const fresh = await input.inputValue();
        expect(fresh).toMatch(/\/my-invoice\/[A-Za-z0-9_-]{43}$/);
        expect(fresh).not.toBe(invoice.share_url);
        await client.goto(fresh);
        await expect(
          client.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` }),
        ).toBeVisible();
        await client.goto(invoice.share_url);
        await expect(client.getByRole('alert')).toContainText('This invoice link is not valid');
        await dialog.getByRole('button', { name: 'Close' }).click();

        // A client whose language is Hindi: the page opens in Hindi, with the switch to English.
        const hindiClient = await api.post('/api/v1/client/profile/create', {
          data: {
            first_name: 'Sunita',
            last_name: 'Yadav',
            gender: 'Female',
            status: 'Active',
            phone: `98224${String(53000 + ++seq)}`,
            language: 'hi',
            contact_email: `sunita.yadav.${label}.${Date.now().toString(36)}@example.in`,
          },
        });
        expect(hindiClient.status(), await hindiClient.text()).toBe(200);
        const hindiInvoice = await api.post('/api/v1/invoice/create', {
          data: {
            client_id: (await hindiClient.json()).data.id,
            lines: [{ description: 'Follow-up consultation', amount: 1500 }],
          },
        });
        expect(hindiInvoice.status(), await hindiInvoice.text()).toBe(200);
        const hi = (await hindiInvoice.json()).data as { id: number; number: string; share_url: string };
        const part = await api.post('/api/v1/invoice/payment', {
          data: { invoice_id: hi.id, amount: 770, mode: 'Cash' },
        });
        expect(part.status(), await part.text()).toBe(200);
        const hindiPhone = await browser.newContext({ viewport });
        try {
          const hindi = await hindiPhone.newPage();
          await hindi.goto(hi.share_url);
          await expect(hindi.getByRole('heading', { level: 1, name: `इनवॉइस ${hi.number}` })).toBeVisible();
          await expect(hindi.locator('html')).toHaveAttribute('lang', 'hi');
          await expect(hindi.getByTestId('invoice-link-balance')).toContainText('बाकी रकम₹1,000');
          await expect(hindi.getByRole('link', { name: 'UPI से ₹1,000 का भुगतान करें' })).toBeVisible();
          await expect(hindi.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeVisible();
          const hindiPayments = hindi.getByRole('region', { name: 'मिले हुए भुगतान' });
          await expect(hindiPayments).toContainText('₹770 · नकद');
          await expect(hindiPayments.getByRole('link', { name: /^रसीद NDR\/\S+ डाउनलोड करें$/ })).toBeVisible();
          expect(await hindi.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          await axe(hindi);
          await hindi.screenshot({ path: `${SHOTS}/hindi-${label}.png`, fullPage: true });
          // The switch: English, remembered on this phone.
          await hindi.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
          await expect(hindi.getByRole('heading', { level: 1, name: `Invoice ${hi.number}` })).toBeVisible();
          await hindi.reload();
          await expect(hindi.getByRole('heading', { level: 1, name: `Invoice ${hi.number}` })).toBeVisible();
          await expect(hindi.getByRole('button', { name: 'English' })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        } finally {
          await hindiPhone.close();
        }
      } finally {
        await phone.close();
      }
    });
  });
}
