import type { Page } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';

/** Tests share one server per file, in order: the first sees no clients at all. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const EMPTY = 'Go ahead and add your first client.';
const NO_MATCH = 'There are no results matching the current filter';

function yearsAgo(years: number, days = 30) {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - days);
  return d.toISOString().slice(0, 10);
}

const PEOPLE = [
  {
    first_name: 'Aarav',
    last_name: 'Sharma',
    gender: 'Male',
    status: 'Active',
    dob: yearsAgo(3),
    joined_date: '2026-01-05',
  },
  {
    first_name: 'Diya',
    last_name: 'Patel',
    gender: 'Female',
    status: 'Active',
    dob: yearsAgo(8),
    joined_date: '2026-02-11',
  },
  {
    first_name: 'Vihaan',
    last_name: 'Nair',
    gender: 'Male',
    status: 'Inactive',
    dob: yearsAgo(33),
    joined_date: '2025-12-20',
  },
  {
    first_name: 'Lakshmi',
    last_name: 'Raghunathan',
    gender: 'Female',
    status: 'On Hold',
    dob: yearsAgo(85),
    joined_date: '2025-10-02',
  },
];

async function rowNames(page: Page): Promise<string[]> {
  await expect(page.getByRole('table')).toBeVisible();
  return page.locator('tbody tr td:first-child').allInnerTexts();
}

test('a list whose load fails says so with Retry, never the empty-state text', async ({
  adminPage: page,
  axe,
}) => {
  // The server cannot answer the list (every try, the query's retry included) until released.
  const failing = '**/api/v1/client/package/client-list?*';
  await page.route(failing, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: 0,
        message: 'The database is not available. Please try again.',
        data: null,
      }),
    }),
  );
  await page.goto('/client-profile');
  const failure = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('The database is not available. Please try again.');
  await expect(page.getByText(EMPTY)).toHaveCount(0);
  await axe(page);

  // Retry asks again; with the server back, the real (empty) list shows.
  await page.unroute(failing);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('shows the first-client empty state, then adds a client through the modal', async ({
  adminPage: page,
  axe,
}) => {
  await page.goto('/client-profile');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await axe(page);

  await page.getByRole('button', { name: 'Add Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client Profile' });
  await dialog.getByLabel('First Name').fill('Kavya');
  await dialog.getByLabel('Last Name').fill('Reddy');
  await dialog.getByLabel(/^Gender/).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await dialog.getByLabel('Email').fill('kavya.reddy@example.in');
  await dialog.getByLabel('Phone').fill('+91 98450 12345');
  await dialog.getByLabel('Date of Birth').fill('1994-06-21');
  await dialog.getByLabel('Blood Group', { exact: true }).click();
  await page.getByRole('option', { name: 'B+ve', exact: true }).click();
  await axe(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('link', { name: 'Kavya Reddy', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '9845012345' })).toBeVisible();
});

test('edit shows a server error under its field, then saves', async ({ adminPage: page }) => {
  await page.goto('/client-profile');
  await page.getByRole('button', { name: 'Edit Kavya Reddy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client Profile' });
  await expect(dialog.getByLabel('First Name')).toHaveValue('Kavya');
  await expect(dialog.getByLabel('Unique ID')).toBeDisabled();
  await dialog.getByLabel('Phone').fill('12345');
  await dialog.getByRole('button', { name: 'Update' }).click();
  const phone = dialog.getByLabel('Phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  // The server's message stands under the field it is about and is that field's description.
  const phoneError = 'Please enter a 10-digit mobile number or an international number starting with +';
  await expect(dialog.getByText(phoneError)).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(new RegExp(phoneError.replace('+', '\\+')));
  const errorBox = await dialog.getByText(phoneError).boundingBox();
  const phoneBox = await phone.boundingBox();
  expect(errorBox && phoneBox && errorBox.y - (phoneBox.y + phoneBox.height)).toBeLessThan(24);
  expect(errorBox && phoneBox && Math.abs(errorBox.x - phoneBox.x)).toBeLessThan(4);
  // Editing the field clears its error.
  await phone.fill('9845012399');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Occupation').fill('Software engineer');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Client profile edited successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('cell', { name: '9845012399' })).toBeVisible();
});

test('filters by search, status, gender, age group and joining date, with the no-match state', async ({
  adminPage: page,
  server,
}) => {
  const api = await server.api(server.admin);
  for (const [i, p] of PEOPLE.entries()) {
    const res = await api.post('/api/v1/client/profile/create', {
      data: {
        ...p,
        phone: `98200${String(10_000 + i)}`,
        contact_email: `${p.first_name.toLowerCase()}@example.in`,
      },
    });
    expect((await res.json()).success).toBe(1);
  }
  await page.goto('/client-profile');

  await page.getByLabel('Search').fill('raghu');
  await expect(page).toHaveURL(/q=raghu/);
  await expect.poll(() => rowNames(page)).toEqual(['Lakshmi Raghunathan']);
  await page.getByLabel('Search').fill('98200100');
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Diya Patel', 'Aarav Sharma', 'Vihaan Nair', 'Lakshmi Raghunathan']);
  await page.getByLabel('Search').fill('');
  await expect(page).not.toHaveURL(/q=/);

  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'On Hold' }).click();
  await expect(page).toHaveURL(/status=On(\+|%20)Hold/);
  await expect.poll(() => rowNames(page)).toEqual(['Lakshmi Raghunathan']);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('combobox', { name: 'Gender', exact: true }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await expect(page).toHaveURL(/gender=male/);
  await expect.poll(() => rowNames(page)).toEqual(['Aarav Sharma', 'Vihaan Nair']);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('combobox', { name: 'Age Group', exact: true }).click();
  await page.getByRole('option', { name: '81+' }).click();
  await expect(page).toHaveURL(/age_group=81-100/);
  await expect.poll(() => rowNames(page)).toEqual(['Lakshmi Raghunathan']);
  await page.goto('/client-profile?age_group=0-05');
  await expect.poll(() => rowNames(page)).toEqual(['Aarav Sharma']);

  await page.goto('/client-profile');
  await page.getByLabel('Date of Joining').fill('2026-02-11');
  await page.getByLabel('Date of Joining').press('Tab'); // closes the calendar
  await expect(page).toHaveURL(/join=2026-02-11/);
  await expect.poll(() => rowNames(page)).toEqual(['Diya Patel']);

  await page.goto('/client-profile?q=nobody-like-this');
  await expect(page.getByText(NO_MATCH)).toBeVisible();
});

test('sorts by the column headers and pages through the results', async ({
  adminPage: page,
  server,
  axe,
}) => {
  const api = await server.api(server.admin);
  for (let i = 0; i < 20; i++) {
    await api.post('/api/v1/client/profile/create', {
      data: {
        first_name: `Yash${String(i).padStart(2, '0')}`,
        last_name: 'Thakur',
        gender: 'Male',
        status: 'Completed',
        phone: `97000${String(10_000 + i)}`,
        joined_date: '2024-06-01',
      },
    });
  }
  await page.goto('/client-profile');
  // Default: Joined On, newest first (Kavya joined today).
  await expect.poll(async () => (await rowNames(page)).slice(0, 2)).toEqual(['Kavya Reddy', 'Diya Patel']);
  await expect(page.getByText('25 results')).toBeVisible();

  await axe(page);
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/col=first_name&order=asc/);
  await expect
    .poll(async () => (await rowNames(page)).slice(0, 3))
    .toEqual(['Aarav Sharma', 'Diya Patel', 'Kavya Reddy']);
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(async () => (await rowNames(page))[0]).toBe('Yash19 Thakur');

  await page.getByRole('button', { name: 'Age', exact: true }).click();
  await expect(page).toHaveURL(/col=dob&order=desc/);
  await expect.poll(async () => (await rowNames(page))[0]).toBe('Aarav Sharma');

  await page.goto('/client-profile?col=first_name&order=asc');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Yash15 Thakur', 'Yash16 Thakur', 'Yash17 Thakur', 'Yash18 Thakur', 'Yash19 Thakur']);
  await page.goBack();
  await expect.poll(async () => (await rowNames(page))[0]).toBe('Aarav Sharma');
});

test('the details page shows the personal details and the package section', async ({
  adminPage: page,
  axe,
}) => {
  await page.goto('/client-profile?q=kavya');
  await page.getByRole('link', { name: 'View Kavya Reddy' }).click();
  await expect(page).toHaveURL(/\/client-details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Kavya Reddy' })).toBeVisible();
  await expect(page.getByText('Personal Details')).toBeVisible();
  await expect(page.getByText('21-Jun-1994')).toBeVisible();
  await expect(page.getByText('Software engineer')).toBeVisible();
  await expect(page.getByText('B+ve')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Package Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Client Profiles' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The Package Details section belongs to the packages feature and is checked by its spec.
  await axe(page);
});

test('a nutritionist sees only the clients they added or have a package with', async ({ pageAs, server }) => {
  const admin = await server.api(server.admin);
  const ananya = (
    await (
      await admin.get('/api/v1/client/package/dietitian-list', { params: { q: NUTRITIONIST.email } })
    ).json()
  ).data.data[0];
  const diya = (
    await (await admin.get('/api/v1/client/package/client-list', { params: { q: 'diya' } })).json()
  ).data.data[0];
  const pkg = await admin.post('/api/v1/client/package/create', {
    data: {
      client_id: diya.id,
      dietitian_id: ananya.id,
      category: 'Wellness',
      sub_category: 'General Wellness',
      start_date: '2026-03-01',
      status: 'New',
    },
  });
  expect((await pkg.json()).success).toBe(1);

  const page = await pageAs(NUTRITIONIST);
  await page.goto('/client-profile');
  await expect.poll(() => rowNames(page)).toEqual(['Diya Patel']);
  await page.getByRole('button', { name: 'Add Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client Profile' });
  await dialog.getByLabel('First Name').fill('Harpreet');
  await dialog.getByLabel('Last Name').fill('Gill');
  await dialog.getByLabel(/^Gender/).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await dialog.getByLabel('Phone').fill('9815524470');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client added successfully!')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(['Harpreet Gill', 'Diya Patel']);

  const kavya = (
    await (await admin.get('/api/v1/client/package/client-list', { params: { q: 'kavya' } })).json()
  ).data.data[0];
  await page.goto(`/client-details/${kavya.id}`);
  await expect(page.getByRole('alert')).toContainText('This client does not exist or is not one of yours.');
  await expect(page.getByRole('link', { name: 'Nutritionists' })).toHaveCount(0);
});
