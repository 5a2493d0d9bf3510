import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { ADMIN, expect, test } from './fixtures';

/**
 * The invoices list and the accountant's exports (issue 55 points 6 and 8): filters by date and
 * status, the totals of taxable value, tax, paid and due, the month's GSTR-1 zip and register,
 * reached from the sidebar and Settings → Export Data; the dashboard's overdue invoice with its
 * WhatsApp reminder. At 1440 and 375 px, axe clean.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/shots/invoice-exports';
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const month = today.slice(0, 7);
/** A day of this month not after today. */
const day = (d: number) => `${month}-${String(Math.min(d, Number(today.slice(8)))).padStart(2, '0')}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const firstOfMonthText = `01-${MONTHS[Number(month.slice(5)) - 1]}-${month.slice(0, 4)}`;

async function data<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: T };
  expect(body.success, JSON.stringify(body)).toBe(1);
  return body.data;
}

let seeded = false;
/** Billing, three clients, this month's two invoices (a payment, a partial credit note) and an overdue one. */
async function seed(api: APIRequestContext) {
  if (seeded) return;
  seeded = true;
  await data(
    await api.post('/api/v1/invoice/billing-settings', {
      data: {
        legal_name: 'Poshan Nutrition Clinic LLP',
        address: '12 Prabhat Road, Erandwane, Pune 411004',
        state_code: '27',
        registered: true,
        gstin: '27AAPFU0939F1ZV',
        upi_vpa: 'poshanclinic@okhdfcbank',
        payee_name: 'Poshan Nutrition Clinic',
      },
    }),
  );
  let seq = 0;
  const client = async (first_name: string, last_name: string) =>
    data<{ id: number }>(
      await api.post('/api/v1/client/profile/create', {
        data: {
          first_name,
          last_name,
          gender: 'Female',
          status: 'Active',
          phone: `98220${String(41000 + ++seq)}`,
          contact_email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}@example.in`,
        },
      }),
    );
  const invoice = async (clientId: number, date: string, amount: string, extra = {}) =>
    data<{ id: number }>(
      await api.post('/api/v1/invoice/create', {
        data: {
          client_id: clientId,
          date,
          lines: [{ description: 'Nutrition consultation and diet plan', amount }],
          ...extra,
        },
      }),
    );
  const sneha = await invoice((await client('Sneha', 'Kulkarni')).id, day(1), '3000');
  const arjun = await invoice((await client('Arjun', 'Reddy')).id, day(2), '5000', { place_of_supply: '36' });
  // Overdue: a balance 15 days and more after its date (the month before, or the 1st of January).
  const before = new Date(`${month}-01T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 20);
  const overdueDate = month.endsWith('-04') ? `${month}-01` : before.toISOString().slice(0, 10);
  await invoice((await client('Farhan', 'Qureshi')).id, overdueDate, '2500');
  await data(
    await api.post('/api/v1/invoice/payment', {
      data: { invoice_id: arjun.id, amount: '2000', mode: 'UPI' },
    }),
  );
  await data(
    await api.post('/api/v1/invoice/credit-note', {
      data: { invoice_id: sneha.id, amount: '1000', reason: 'Two sessions not taken' },
    }),
  );
}

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the dashboard reminds of an overdue invoice; the list filters, totals and exports the month', async ({
      adminPage: page,
      server,
      axe,
    }) => {
      test.setTimeout(240_000);
      await seed(await server.api(ADMIN));

      await page.goto('/dashboard');
      const overdue = page.getByTestId('overdue-invoices');
      await expect(overdue).toContainText('Farhan Qureshi');
      const remind = overdue.getByRole('link', { name: /Remind Farhan Qureshi of ND\/.* on WhatsApp/ });
      const href = decodeURIComponent((await remind.getAttribute('href')) ?? '');
      expect(href).toMatch(/^https:\/\/wa\.me\/9198220\d{5}\?text=/);
      expect(href).toContain('₹2,950 is due on invoice ND/');
      await axe(page);
      await page.getByTestId('dues-card').screenshot({ path: `${SHOTS}/dashboard-overdue-${label}.png` });

      // The list from the sidebar (behind the menu button on a phone).
      if (label === 'phone') await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
      await expect(page).toHaveURL(/\/invoices$/);
      await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
      if (label === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();

      // A date the field cannot read is said under it.
      const from = page.getByRole('textbox', { name: 'From' });
      await from.fill('32-Foo-2026');
      await from.blur();
      await expect(
        page.getByText('Please enter the date as DD-MMM-YYYY, for example 05-Mar-2026'),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/list-bad-date-${label}.png`, fullPage: true });
      await from.fill(firstOfMonthText);
      await from.blur();
      await expect(page).toHaveURL(new RegExp(`from=${month}-01`));

      // This month: two invoices and a credit note; the totals of all three.
      const totals = page.getByTestId('invoice-totals');
      await expect(totals.getByTestId('total-taxable-value')).toHaveText('₹7,000');
      await expect(totals.getByTestId('total-tax')).toHaveText('₹1,260');
      await expect(totals.getByTestId('total-paid')).toHaveText('₹2,000');
      await expect(totals.getByTestId('total-due')).toHaveText('₹6,260');
      await expect(page.getByText('Credit note for ND/').first()).toBeVisible();
      await expect(page.getByText('Farhan Qureshi')).toHaveCount(0);
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/list-month-${label}.png`, fullPage: true });

      // Status: cancelled matches nothing this month.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Cancelled' }).click();
      await expect(page.getByText('No invoices match these filters')).toBeVisible();
      await expect(totals.getByTestId('total-taxable-value')).toHaveText('₹0');
      await page.screenshot({ path: `${SHOTS}/list-empty-${label}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page.getByText('Farhan Qureshi')).toBeVisible();

      // The month's GSTR-1: a zip whose B2CS holds the two unregistered clients' states.
      const exports = page.getByRole('region', { name: 'Exports for the accountant' });
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        exports.getByRole('link', { name: 'GSTR-1 of the month' }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe(`gstr1-${month}.zip`);
      const files = unzipSync(new Uint8Array(readFileSync(await zip.path())));
      const b2cs = strFromU8(files['b2cs.csv']);
      expect(b2cs).toContain('27-Maharashtra,,18,2000.00');
      expect(b2cs).toContain('36-Telangana,,18,5000.00');
      const [register] = await Promise.all([
        page.waitForEvent('download'),
        exports.getByRole('link', { name: 'Register of the month' }).click(),
      ]);
      const registerCsv = readFileSync(await register.path(), 'utf8');
      expect(registerCsv).toContain('Credit note');
      expect(registerCsv).toContain('-1000.00');
      expect(registerCsv).toContain('Receipt');

      // Settings → Export Data has the same downloads.
      await page.goto('/settings');
      const exportData = page.getByRole('region', { name: 'Export Data' });
      await expect(exportData.getByRole('link', { name: 'GSTR-1 of the month' })).toHaveAttribute(
        'href',
        `/api/v1/invoice/gstr1?month=${month}`,
      );
      await exportData.screenshot({ path: `${SHOTS}/settings-export-${label}.png` });
    });
  });
}
