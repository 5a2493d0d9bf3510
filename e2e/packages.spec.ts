import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, expectNoSeriousA11yViolations, test } from './fixtures';

const EMPTY =
  'There are no existing packages. Add your first package!! To add a new Package make sure you have added at least one Client and a Nutritionist.';
const SHOTS = '.tmp/screenshots/packages';
const a11y = (page: Page) => expectNoSeriousA11yViolations(page);

let seq = 0;
async function call<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

async function createClient(
  api: APIRequestContext,
  first: string,
  last: string,
  email: string | null = 'auto',
) {
  seq += 1;
  return call<{ id: number }>(api, '/api/v1/client/profile/create', {
    first_name: first,
    last_name: last,
    gender: 'Female',
    status: 'Active',
    phone: `97${String(31000000 + seq * 7919).slice(0, 8)}`,
    contact_email:
      email === 'auto' ? `${first}.${last}.${Date.now().toString(36)}${seq}@example.in`.toLowerCase() : email,
  });
}

/** Picks an option of a Mantine Select inside `scope` by the field's label. */
async function pick(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The machine is shared; these flows arrange data through the API and mail, so allow more time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('packages', () => {
  let nutritionist: { id: number; email: string; password: string };
  let clientId: number;

  test('shows the empty state of SPEC §2 before any package', async ({ adminPage }) => {
    await adminPage.goto('/packages');
    await expect(adminPage.getByText(EMPTY)).toBeVisible();
    await adminPage.screenshot({ path: `${SHOTS}/empty.png`, fullPage: true });
    await a11y(adminPage);
  });

  test('adds a package: errors under the fields, then success, and the list reloads', async ({
    adminPage,
    server,
  }) => {
    const api = await server.api(ADMIN);
    nutritionist = await server.createNutritionist({ first_name: 'Deepa', last_name: 'Venkataraman' });
    clientId = (await createClient(api, 'Aishwarya', 'Pillai')).id;

    await adminPage.goto('/packages');
    await adminPage.getByRole('button', { name: 'Add Package' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add Package' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please select a client')).toBeVisible();
    await expect(dialog.getByText('Please select a nutritionist')).toBeVisible();
    await expect(dialog.getByText('Please select a category')).toBeVisible();
    await expect(dialog.getByText('Please select a start date')).toBeVisible();

    await pick(adminPage, dialog, 'Client', 'Aishwarya Pillai', 'Aishw');
    await expect(dialog.getByText('Please select a client')).toBeHidden(); // editing clears the error
    await pick(adminPage, dialog, 'Nutritionist', 'Deepa Venkataraman');
    await pick(adminPage, dialog, 'Category', 'Clinical Nutrition');
    await pick(adminPage, dialog, 'Sub Category', 'PCOS');
    await dialog.getByLabel('Start Date').fill('2026-03-10');
    await dialog.getByLabel('Start Date').press('Tab');
    await dialog.getByLabel('End Date').fill('2026-03-01');
    await dialog.getByLabel('End Date').press('Tab');
    await dialog.getByLabel('Amount', { exact: true }).fill('12000');
    await dialog.getByLabel('Amount Paid').fill('15000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
    await expect(dialog.getByText('Amount paid cannot be more than the Amount')).toBeVisible();
    await adminPage.screenshot({ path: `${SHOTS}/form-errors.png`, fullPage: true });
    await a11y(adminPage);

    // Changing the category clears the sub category.
    await pick(adminPage, dialog, 'Category', 'Sports');
    await expect(dialog.getByRole('combobox', { name: 'Sub Category', exact: true })).toHaveValue('');
    await pick(adminPage, dialog, 'Sub Category', 'Badminton');
    await dialog.getByLabel('End Date').fill('2026-06-10');
    await dialog.getByLabel('End Date').press('Tab');
    await dialog.getByLabel('Amount Paid').fill('6000');
    await pick(adminPage, dialog, 'Client Type', 'Sports Academy');
    await dialog.getByLabel('Organisation Name').fill('Gopichand Badminton Academy');
    await pick(adminPage, dialog, 'Duration', '3 Months');
    // Enter in a date field never submits the dialog (issue 56 point 5): nothing saved yet.
    await dialog.getByLabel('Start Date').press('Enter');
    await expect(dialog.getByLabel('Start Date')).toHaveValue('10-Mar-2026');
    await expect(adminPage.getByText('Package added successfully!')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Package added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    const row = adminPage.getByRole('row', { name: /Aishwarya Pillai/ });
    await expect(row).toContainText('Deepa Venkataraman');
    await expect(row).toContainText('Badminton');
    await expect(row).toContainText('10-Mar-2026');
    await expect(row).toContainText('New');
  });

  test("'Send Assessment Form' shows the red note, mails the client and reads Pending", async ({
    adminPage,
    server,
  }) => {
    const api = await server.api(ADMIN);
    const email = `meenakshi.sundaram.${Date.now().toString(36)}@example.in`;
    await createClient(api, 'Meenakshi', 'Sundaram', email);
    await adminPage.goto('/packages');
    await adminPage.getByRole('button', { name: 'Add Package' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add Package' });
    await pick(adminPage, dialog, 'Client', 'Meenakshi Sundaram', 'Meena');
    await pick(adminPage, dialog, 'Nutritionist', 'Deepa Venkataraman');
    await pick(adminPage, dialog, 'Category', 'Wellness');
    await dialog.getByLabel('Start Date').fill('2026-04-01');
    await dialog.getByLabel('Start Date').press('Tab');
    await expect(dialog.getByTestId('send-survey-note')).toBeHidden();
    await pick(adminPage, dialog, 'Package Status', 'Send Assessment Form');
    await expect(dialog.getByText('This will send an Assessment Form emailer to the client')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Package added successfully!')).toBeVisible();
    const mail = await server.waitForMail(email);
    expect(mail.text).toMatch(/\/survey\/[A-Za-z0-9_-]{43,}/);
    expect(mail.text).toContain('Deepa Venkataraman');
    await expect(adminPage.getByRole('row', { name: /Meenakshi Sundaram/ })).toContainText(
      'Assessment Response Pending',
    );
  });

  test('edits a package from the list', async ({ adminPage }) => {
    await adminPage.goto('/packages');
    await adminPage.getByRole('button', { name: 'Edit package of Aishwarya Pillai' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Edit Package' });
    await expect(dialog.getByLabel('Organisation Name')).toHaveValue('Gopichand Badminton Academy');
    await dialog.getByLabel('Amount Paid').fill('-5');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Amount paid cannot be negative')).toBeVisible();
    await dialog.getByLabel('Amount Paid').fill('12000');
    await pick(adminPage, dialog, 'Package Status', 'Active');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(adminPage.getByText('Package edited successfully!')).toBeVisible();
    await expect(adminPage.getByRole('row', { name: /Aishwarya Pillai/ })).toContainText('Active');
  });

  test('each filter narrows the list and lives in the URL', async ({ adminPage, server }) => {
    const api = await server.api(ADMIN);
    const other = await server.createNutritionist({ first_name: 'Irfan', last_name: 'Ansari' });
    const c = await createClient(api, 'Rajesh', 'Kannan');
    await call(api, '/api/v1/client/package/create', {
      client_id: c.id,
      dietitian_id: other.id,
      category: 'Weight Management',
      sub_category: 'Weight Loss',
      client_type: 'Corporate',
      organisation_name: 'Wipro Campus Wellness',
      duration: '6 Months',
      start_date: '2025-11-01',
      end_date: '2026-04-30',
      status: 'Completed',
    });
    await adminPage.goto('/packages');
    const rows = adminPage.getByRole('row');
    const only = async (name: RegExp) => {
      await expect(rows.filter({ hasText: name })).toHaveCount(1);
      await expect(rows).toHaveCount(2); // header + the one row
    };

    await adminPage.getByLabel('Search').fill('rajesh');
    await only(/Rajesh Kannan/);
    await expect(adminPage).toHaveURL(/q=rajesh/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();

    const filters = adminPage
      .locator('form, div')
      .filter({ has: adminPage.getByLabel('Package Status') })
      .first();
    await pick(adminPage, filters, 'Package Status', 'Completed');
    await only(/Rajesh Kannan/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await pick(adminPage, filters, 'Category', 'Sports');
    await pick(adminPage, filters, 'Sub Category', 'Badminton');
    await only(/Aishwarya Pillai/);
    await expect(adminPage).toHaveURL(/category=Sports&sub_category=Badminton|sub_category=Badminton/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await pick(adminPage, filters, 'Nutritionist', 'Irfan Ansari');
    await only(/Rajesh Kannan/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await pick(adminPage, filters, 'Client Type', 'Sports Academy');
    await only(/Aishwarya Pillai/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await pick(adminPage, filters, 'Duration', '6 Months');
    await only(/Rajesh Kannan/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await adminPage.getByLabel('Organisation', { exact: true }).fill('wipro');
    await only(/Rajesh Kannan/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await adminPage.getByLabel('Ends on or before').fill('2026-05-01');
    await adminPage.getByLabel('Ends on or before').press('Tab');
    await only(/Rajesh Kannan/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await adminPage.getByLabel('Starts on or after').fill('2026-04-01');
    await adminPage.getByLabel('Starts on or after').press('Tab');
    await only(/Meenakshi Sundaram/);
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await adminPage.getByLabel('Search').fill('no such client anywhere');
    await expect(adminPage.getByText('There are no results matching the current filter')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(4);
    await adminPage.screenshot({ path: `${SHOTS}/full.png`, fullPage: true });
    await a11y(adminPage);
  });

  test('the client details Package Details table', async ({ adminPage, server }) => {
    await adminPage.goto(`/client-details/${clientId}`);
    const table = adminPage.getByRole('table', { name: 'Package Details' });
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('Deepa Venkataraman');
    await expect(row).toContainText('10-Mar-2026');
    // Its 3 Months from 10-Mar-2026, chosen after the end date was typed, filled the end date.
    await expect(row).toContainText('09-Jun-2026');
    await expect(row.getByRole('link', { name: 'View Package' })).toHaveAttribute(
      'href',
      /\/workspace\/\d+\/list$/,
    );
    await row.getByRole('button', { name: /Edit package/ }).click();
    await expect(adminPage.getByRole('dialog', { name: 'Edit Package' })).toBeVisible();
    await adminPage.keyboard.press('Escape');

    // The Assessment Form link opens that package's questionnaire, read only, for staff.
    const api = await server.api(ADMIN);
    const email = `gayatri.rao.${Date.now().toString(36)}@example.in`;
    const c = await createClient(api, 'Gayatri', 'Rao', email);
    const sent = await call<{ id: number }>(api, '/api/v1/client/package/create', {
      client_id: c.id,
      dietitian_id: nutritionist.id,
      category: 'Wellness',
      start_date: '2026-02-01',
      status: 'Send Survey',
    });
    await adminPage.goto(`/client-details/${c.id}`);
    const link = adminPage
      .getByRole('table', { name: 'Package Details' })
      .getByRole('link', { name: 'Assessment Form' });
    await expect(link).toHaveAttribute('href', `/assessment/${sent.id}`);
    await expect(adminPage.getByRole('row').nth(1)).toContainText('Not Selected');

    const none = await createClient(api, 'Yusuf', 'Pathan');
    await adminPage.goto(`/client-details/${none.id}`);
    await expect(adminPage.getByText('No packages for the client!')).toBeVisible();
  });

  test('the top bar follows the credits an admin sets', async ({ browser, server }) => {
    const api = await server.api(ADMIN);
    const n = await server.createNutritionist({ first_name: 'Sneha', last_name: 'Kapoor' });
    const context = await browser.newContext({ storageState: await server.storageState(n) });
    const page = await context.newPage();
    await page.goto('/packages');
    await expect(page.getByTestId('remaining-plans')).toHaveText('Request for plans');
    await call(api, '/api/v1/dietitian/profile/edit', {
      id: n.id,
      first_name: 'Sneha',
      last_name: 'Kapoor',
      status: 'ACTIVE',
      credits: 15,
      expiry: '2030-12-31',
    });
    await page.reload();
    await expect(page.getByTestId('remaining-plans')).toHaveText('Remaining Plans : 15');
    await expect(page.getByTestId('expires-on')).toHaveText('Expires On : 31-Dec-2030');
    // A nutritionist sees only their own packages: none yet.
    await expect(page.getByText(EMPTY)).toBeVisible();
    await context.close();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test('the list and the form fit a phone', async ({ adminPage }) => {
      await adminPage.goto('/packages');
      // A phone shows one card per package (DataTable), not a table wider than the screen.
      await expect(adminPage.getByRole('listitem').filter({ hasText: 'Aishwarya Pillai' })).toBeVisible();
      await adminPage.screenshot({ path: `${SHOTS}/list-375.png`, fullPage: true });
      await adminPage.getByRole('button', { name: 'Add Package' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Add Package' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Please select a client')).toBeVisible();
      await adminPage.screenshot({ path: `${SHOTS}/form-375.png`, fullPage: true });
      await a11y(adminPage);
    });
  });
});
