import type { APIRequestContext, Page } from '@playwright/test';
import { practiceToday } from '../src/shared/fields';
import { addDays } from '../src/shared/plan-calendar';
import { ADMIN, expect, test } from './fixtures';

const SHOTS = '.tmp/screenshots/dashboard';
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function call<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

const tile = (page: Page, label: string) =>
  page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test.describe('the Today dashboard', () => {
  let dietitian: { id: number; email: string; password: string };
  const today = practiceToday();

  test.beforeAll(async ({ server }) => {
    const api = await server.api(ADMIN);
    dietitian = await server.createNutritionist({
      first_name: 'Sharmila',
      last_name: 'Bhattacharya',
      credits: 9,
      expiry: '2031-06-30',
    });
    const people = [
      ['Lavanya', 'Subramaniam', 'Survey Response Received', null],
      ['Tejas', 'Kulkarni', 'Survey Response Received', null],
      ['Rukhsar', 'Ansari', 'Survey Response Pending', null],
      ['Devika', 'Menon', 'Active', addDays(today, 6)],
      ['Harshvardhan', 'Rathore', 'Active', addDays(today, 40)],
    ] as const;
    for (const [i, [first, last, status, end]] of people.entries()) {
      const client = await call<{ id: number }>(api, '/api/v1/client/profile/create', {
        first_name: first,
        last_name: last,
        gender: i % 2 ? 'Male' : 'Female',
        status: 'Active',
        phone: `98450${String(12000 + i * 731).padStart(5, '0')}`,
      });
      await call(api, '/api/v1/client/package/create', {
        client_id: client.id,
        dietitian_id: dietitian.id,
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        start_date: addDays(today, -30),
        end_date: end,
        status,
      });
    }
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`a nutritionist lands on it after sign-in and each count opens its list (${viewport.width} px)`, async ({
      browser,
      baseURL,
      axe,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(dietitian.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(dietitian.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

      await expect(tile(page, 'Assessments received')).toContainText('2');
      await expect(tile(page, 'Assessments pending')).toContainText('1');
      await expect(tile(page, 'Packages ending in 14 days')).toContainText('1');
      await expect(tile(page, 'Plans created this week')).toContainText('0');
      await expect(tile(page, 'Credits left')).toContainText('9');
      await expect(tile(page, 'Credits left')).toContainText('Valid until 30-Jun-2031');
      await page.screenshot({ path: `${SHOTS}/nutritionist-${viewport.width}.png`, fullPage: true });
      await axe(page);

      // The client list is one click away.
      await expect(page.getByRole('link', { name: 'Client Profiles' }).first()).toBeVisible();

      await page.getByRole('link', { name: 'Open received assessments' }).click();
      await expect(page).toHaveURL(/\/packages\?status=Survey\+Response\+Received/);
      await expect(page.getByText('Lavanya Subramaniam').first()).toBeVisible();
      await expect(page.getByText('Rukhsar Ansari')).toHaveCount(0);

      await page.goBack();
      await page.getByRole('link', { name: 'Open packages ending soon' }).click();
      await expect(page.getByText('Devika Menon').first()).toBeVisible();
      await expect(page.getByText('Harshvardhan Rathore')).toHaveCount(0);
      await context.close();
    });
  }

  test('an admin sees the whole practice and the nutritionists low on credits', async ({
    adminPage,
    axe,
  }) => {
    const reads: string[] = [];
    adminPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/v1\/(appointment\/today|invoice\/dues-summary|dashboard\/summary)$/.test(pathname))
        reads.push(pathname);
    });
    await adminPage.goto('/dashboard');
    await expect(tile(adminPage, 'Assessments received')).toContainText(/\d/);
    // index.html preloads the three reads and the page takes those answers: each asked once (decision 286).
    expect(reads.sort()).toEqual([
      '/api/v1/appointment/today',
      '/api/v1/dashboard/summary',
      '/api/v1/invoice/dues-summary',
    ]);
    await expect(tile(adminPage, 'Nutritionists low on credits')).toBeVisible();
    await expect(tile(adminPage, 'Credits left')).toHaveCount(0);
    await adminPage.screenshot({ path: `${SHOTS}/admin-1440.png`, fullPage: true });
    await axe(adminPage);
  });
});
