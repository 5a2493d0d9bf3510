import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';

const SHOTS = '.tmp/screenshots/lists';
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function call<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The category lookups the page asks from now on (the lists of its filters' selects). */
function lookupsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/category/categories')) asked.push(request.url());
  });
  return asked;
}

const FIRST = [
  'Aarti',
  'Bhuvan',
  'Chitra',
  'Darshan',
  'Esha',
  'Faisal',
  'Gayatri',
  'Hemant',
  'Indu',
  'Jatin',
];
const LAST = ['Agarwal', 'Bhat', 'Chauhan'];

test.describe('lists at a laptop and a phone', () => {
  test.beforeAll(async ({ server }) => {
    const api = await server.api(ADMIN);
    const dietitian = await server.createNutritionist({ first_name: 'Mridula', last_name: 'Saxena' });
    for (let i = 0; i < 26; i++) {
      const client = await call<{ id: number }>(api, '/api/v1/client/profile/create', {
        first_name: FIRST[i % FIRST.length],
        last_name: LAST[Math.floor(i / FIRST.length)],
        gender: i % 2 ? 'Male' : 'Female',
        status: 'Active',
        phone: `99020${String(40000 + i * 613).padStart(5, '0')}`,
        joined_date: i === 3 ? '2026-02-11' : '2026-01-05',
      });
      if (i < 12)
        await call(api, '/api/v1/client/package/create', {
          client_id: client.id,
          dietitian_id: dietitian.id,
          category: 'Weight Management',
          sub_category: 'Weight Loss',
          start_date: '2026-01-10',
          end_date: '2026-04-10',
          status: i % 3 ? 'Active' : 'Survey Response Pending',
        });
    }
  });

  test('at 1440×900 the page scrolls once and the pagination sits above the footer', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/client-profile');
    await expect(page.getByRole('row')).toHaveCount(21); // header + 20
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const next = page.getByRole('button', { name: 'Page 2' });
    await expect(next).toBeInViewport();
    const footer = await page.locator('.mantine-AppShell-footer').boundingBox();
    const pager = await next.boundingBox();
    expect(pager!.y + pager!.height).toBeLessThanOrEqual(footer!.y);
    await expect(page.getByText('26 results')).toBeInViewport();
    // No second scroll box inside the page.
    const inner = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        }).length,
    );
    expect(inner).toBe(0);
    await page.screenshot({ path: `${SHOTS}/clients-1440-bottom.png` });
  });

  test('while a filter loads the old rows stay and the list says it is loading', async ({
    adminPage: page,
    axe,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/client-profile');
    await expect(page.getByRole('row')).toHaveCount(21);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/client/package/client-list?*gender=male*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await axe(page);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByText('13 results')).toBeVisible();
  });

  test('in a long form Save stays on screen at 900 px height', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Package' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please select a client')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/package-form-1440x900.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the joining-date filter reads and writes DD-MMM-YYYY', async ({ adminPage: page }) => {
    await page.goto('/client-profile');
    const field = page.getByLabel('Date of Joining');
    await field.fill('11-Feb-2026');
    await expect(page).toHaveURL(/join=2026-02-11/);
    await field.blur();
    await expect(field).toHaveValue('11-Feb-2026');
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('clients show as readable cards without sideways scrolling', async ({ adminPage: page, axe }) => {
      await page.goto('/client-profile');
      const cards = page.getByRole('list', { name: 'Client profiles' }).getByRole('listitem');
      await expect(cards).toHaveCount(20);
      await expect(cards.first()).toContainText('Status');
      await expect(cards.first().getByRole('button', { name: /^Edit / })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/clients-375.png`, fullPage: true });
      await axe(page);
    });

    test('the client filters but the search fold behind a Filters button', async ({
      adminPage: page,
      axe,
    }) => {
      const lookups = lookupsAsked(page);
      await page.goto('/client-profile');
      const cards = page.getByRole('list', { name: 'Client profiles' }).getByRole('listitem');
      await expect(cards).toHaveCount(20);
      await expect(page.getByRole('textbox', { name: /search/i })).toBeVisible();
      await expect(page.getByLabel('Date of Joining')).toHaveCount(0);
      // Folded, the four filters are not drawn and the statuses not asked (decision 286).
      expect(lookups).toEqual([]);
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('combobox', { name: 'Status', exact: true }).click();
      await expect(page.getByRole('option', { name: 'Active', exact: true })).toBeVisible();
      expect(lookups).toHaveLength(1);
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Gender', exact: true }).click();
      await page.getByRole('option', { name: 'Male', exact: true }).click();
      await expect(page).toHaveURL(/gender=male/);
      await expect(cards).toHaveCount(13);
      await expect(filters).toHaveText('Filters (1)');
      await page.screenshot({ path: `${SHOTS}/clients-375-filters.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe(page);
    });

    test('the plan filters but the search fold too, their lists asked when opened', async ({
      adminPage: page,
      axe,
    }) => {
      const lookups = lookupsAsked(page);
      await page.goto('/nutrition-plans');
      await expect(page.getByRole('heading', { name: 'Nutrition Plans' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
      await expect(page.getByLabel('Min calories')).toHaveCount(0);
      expect(lookups).toEqual([]);
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.click();
      await expect(page.getByLabel('Min calories')).toBeVisible();
      await expect.poll(() => lookups.length).toBe(2);
      await page.getByLabel('Min calories').fill('1200');
      await expect(page).toHaveURL(/min_calories=1200/);
      await expect(filters).toHaveText('Filters (1)');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe(page);
    });

    test('the packages filters fold behind a Filters button', async ({ adminPage: page, axe }) => {
      const lookups = lookupsAsked(page);
      await page.goto('/packages');
      await expect(page.getByRole('list', { name: 'Packages' }).getByRole('listitem')).toHaveCount(12);
      await expect(page.getByLabel('Organisation')).toBeHidden();
      // Folded, the filters are not drawn and their lists not asked (decision 285).
      expect(lookups).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/packages-375.png`, fullPage: true });
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('combobox', { name: 'Package Status' }).click();
      await page.getByRole('option', { name: 'Assessment Response Pending' }).click();
      await expect(page.getByRole('list', { name: 'Packages' }).getByRole('listitem')).toHaveCount(4);
      await expect(filters).toHaveText('Filters (1)');
      await page.screenshot({ path: `${SHOTS}/packages-375-filters.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe(page);
    });
  });

  test('Aadhaar and PAN show masked on the nutritionist page until an admin asks', async ({
    adminPage: page,
    server,
    axe,
  }) => {
    const n = await server.createNutritionist({
      first_name: 'Gurpreet',
      last_name: 'Sandhu',
      pan_card_number: 'BKSPS7312Q',
      adhar_number: '567890123456',
    });
    await page.goto(`/dietitian-details/${n.id}`);
    await expect(page.getByText('XXXXXX312Q')).toBeVisible();
    await expect(page.getByText('XXXX XXXX 3456')).toBeVisible();
    await expect(page.getByText('BKSPS7312Q')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show PAN Card Number' }).click();
    await expect(page.getByText('BKSPS7312Q')).toBeVisible();
    await expect(page.getByText('567890123456')).toHaveCount(0);
    await axe(page);
  });
});
