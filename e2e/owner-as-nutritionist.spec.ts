import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { practiceToday } from '../src/shared/fields';
import { addDays } from '../src/shared/plan-calendar';
import { ADMIN, expect, test } from './fixtures';

/**
 * The owner as a nutritionist (issue 56 point 3, decision 309): the admin turns on a nutritionist
 * profile on their own account in Settings, is picked for a package, books for themself and sees
 * it on their calendar; stopping is refused while they own work.
 */
const SHOTS = '.tmp/shots/owner-as-nutritionist';
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

async function call<T>(api: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const res = data === undefined ? await api.get(url) : await api.post(url, { data });
  const body = await res.json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The next day after today that is not a Sunday (the default working week is Monday–Saturday). */
function nextWorkingDay(after = 1): string {
  let day = addDays(practiceToday(), after);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

/** Picks an option of a Mantine Select inside `scope` by the field's label. */
async function pick(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function newClient(api: APIRequestContext, first_name: string, last_name: string, phone: string) {
  return call<{ id: number }>(api, '/api/v1/client/profile/create', {
    first_name,
    last_name,
    gender: 'Female',
    status: 'Active',
    phone,
  });
}

/** Fills "Also practise as a nutritionist" in Settings and turns it on. */
async function turnOn(page: Page) {
  const section = page.getByRole('region', { name: 'Practise as a nutritionist' });
  const form = section.getByRole('form', { name: 'Also practise as a nutritionist' });
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Raghavan');
  await form.getByLabel('Qualification').fill('M.Sc. Food Science & Nutrition, RD');
  await form.getByLabel('Speciality').fill('Diabetes and PCOS');
  await form.getByLabel('Phone').fill('9820012345');
  await form.getByRole('button', { name: 'Also practise as a nutritionist' }).click();
  await expect(section.getByTestId('own-practice-on')).toContainText('You practise as Priya Raghavan');
  return section;
}

/** Books from the package's page for `day` at `time`, as the admin. */
async function bookFromPackage(page: Page, packageId: number, day: string, time: string) {
  await page.goto(`/workspace/${packageId}/list`);
  await page.getByRole('button', { name: 'Book appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await dialog.getByLabel('Starts at').fill(`${day}T${time}`);
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Appointment booked.')).toBeVisible();
}

test.describe('the owner practises as a nutritionist (issue 56 point 3)', () => {
  const day = nextWorkingDay(2);
  let firstPackage: number;

  test('turns the profile on, is picked for a package, books for themself and sees it (1440 px)', async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const api = await server.api(ADMIN);
    await server.createNutritionist({ first_name: 'Meera', last_name: 'Krishnan', credits: 5 });
    await newClient(api, 'Kavya', 'Nair', '9845012345');
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      storageState: await server.storageState(ADMIN),
    });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Practise as a nutritionist' });
    await expect(section.getByRole('button', { name: 'Also practise as a nutritionist' })).toBeVisible();
    await axe(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-off-1440.png` });
    await turnOn(page);
    await page.mouse.move(0, 0);
    await axe(page);
    await section.screenshot({ path: `${SHOTS}/settings-on-1440.png` });

    // Listed with the practice's nutritionists.
    await page.goto('/nutritionists');
    await expect(page.getByRole('row', { name: /Priya Raghavan/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Meera Krishnan/ })).toBeVisible();

    // The package form offers them, and starts on them.
    await page.goto('/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Package' });
    await expect(dialog.getByRole('combobox', { name: 'Nutritionist', exact: true })).toHaveValue(
      'Priya Raghavan',
    );
    await dialog.getByRole('combobox', { name: 'Nutritionist', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Meera Krishnan', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Priya Raghavan', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/package-picker-1440.png` });
    await page.getByRole('option', { name: 'Priya Raghavan', exact: true }).click();
    await pick(page, dialog, 'Client', 'Kavya Nair', 'Kavya');
    await pick(page, dialog, 'Category', 'Clinical Nutrition');
    await pick(page, dialog, 'Sub Category', 'PCOS');
    await dialog.getByLabel('Start Date').fill(addDays(practiceToday(), -3));
    await dialog.getByLabel('Start Date').press('Tab');
    await axe(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Package added successfully!')).toBeVisible();
    const row = page.getByRole('row', { name: /Kavya Nair/ });
    await expect(row).toContainText('Priya Raghavan');
    const href = await page.getByRole('link', { name: 'View package of Kavya Nair' }).getAttribute('href');
    firstPackage = Number(/\/workspace\/(\d+)/.exec(href ?? '')?.[1]);
    expect(firstPackage).toBeGreaterThan(0);

    await bookFromPackage(page, firstPackage, day, '11:00');

    // Their calendar: the admin's filter and colours name them.
    await page.goto(`/calendar?date=${day}`);
    const calendar = page.getByTestId('calendar');
    await expect(calendar.getByText('Kavya Nair · In person · Priya Raghavan').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Nutritionist', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Priya Raghavan', exact: true })).toBeVisible();
    await page.getByRole('option', { name: 'Priya Raghavan', exact: true }).click();
    await expect(calendar.getByText('Kavya Nair · In person · Priya Raghavan').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/calendar-1440.png`, fullPage: true });
    await context.close();
  });

  test('stopping is refused while they own work; on again, they book for themself on a phone (375 px)', async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const api = await server.api(ADMIN);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 800 },
      storageState: await server.storageState(ADMIN),
    });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Practise as a nutritionist' });
    await expect(section.getByTestId('own-practice-on')).toContainText(
      'You have 1 active package and 1 upcoming appointment.',
    );
    await section.getByRole('button', { name: 'Stop practising' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop practising' }).click();
    await expect(section.getByTestId('own-practice-refused')).toContainText(
      'You still have 1 active package and 1 upcoming appointment.',
    );
    await expect(section.getByTestId('own-practice-on')).toBeVisible();
    await axe(page);
    await section.screenshot({ path: `${SHOTS}/stop-refused-375.png` });

    // The work done (package completed, appointment cancelled), stopping goes through.
    const appts = await call<{ id: number }[]>(
      api,
      `/api/v1/appointment/of-package?package_id=${firstPackage}`,
    );
    for (const a of appts)
      await call(api, '/api/v1/appointment/cancel', { id: a.id, reason: 'Client moved to Bengaluru' });
    await call(api, '/api/v1/client/package/edit', { id: firstPackage, status: 'Completed' });
    await page.reload();
    await section.getByRole('button', { name: 'Stop practising' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop practising' }).click();
    await expect(page.getByText('You no longer practise as a nutritionist.')).toBeVisible();
    await expect(section.getByText('You practised here before')).toBeVisible();

    // On again: the same profile, then a package of theirs and a booking from its page.
    await turnOn(page);
    await expect(page.getByText('You practise as a nutritionist again.')).toBeVisible();
    await page.mouse.move(0, 0);
    await axe(page);
    await section.screenshot({ path: `${SHOTS}/settings-on-375.png` });
    const me = await call<{ user: { nutritionist_id: number } }>(api, '/api/v1/auth/session-user');
    const client = await newClient(api, 'Sunita', 'Yadav', '9812345678');
    const pkg = await call<{ id: number }>(api, '/api/v1/client/package/create', {
      client_id: client.id,
      dietitian_id: me.user.nutritionist_id,
      category: 'Clinical Nutrition',
      sub_category: 'PCOS',
      start_date: addDays(practiceToday(), -1),
      status: 'Active',
    });
    await bookFromPackage(page, pkg.id, day, '15:30');
    await page.goto(`/calendar?date=${day}`);
    const calendar = page.getByTestId('calendar');
    await expect(calendar.getByText('Sunita Yadav · In person · Priya Raghavan').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.mouse.move(0, 0);
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/calendar-375.png`, fullPage: true });
    await context.close();
  });
});
