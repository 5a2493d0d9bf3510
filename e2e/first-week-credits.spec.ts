import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { type RunningServer, startServer } from './support/server';

/**
 * Issue 34, point 1: on a FRESH install (its own first start, not the shared template whose
 * nutritionists already hold credits) plans are not limited by credits: a nutritionist with 0
 * credits gets plans, and the top bar shows no credit nag (decision 191).
 */
const SHOTS = '.tmp/screenshots/first-week';
const OWNER = { email: 'owner@fresh-practice.example.in', password: 'Owner@Indore2026' };

test.describe.configure({ mode: 'serial' });

let fresh: RunningServer;
let dataDir: string;
let api: APIRequestContext;
const packages: number[] = [];

async function call<T>(url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'np-fresh-')), 'data');
  fresh = await startServer({
    entry: process.env.E2E_SERVER_ENTRY,
    dataDir,
    env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    timeoutMs: 200_000,
  });
  api = await request.newContext({ baseURL: fresh.baseURL });
  await call('/api/v1/auth/login', OWNER);
  // The owner's first nutritionist, made as the Add Profile form makes her: no credits.
  const n = await call<{ id: number }>('/api/v1/dietitian/profile/create', {
    first_name: 'Kavya',
    last_name: 'Menon',
    email: 'kavya.menon@fresh-practice.example.in',
    status: 'ACTIVE',
  });
  for (const [first, last] of [
    ['Meenakshi', 'Sundaram'],
    ['Harpreet', 'Gill'],
  ]) {
    const client = await call<{ id: number }>('/api/v1/client/profile/create', {
      first_name: first,
      last_name: last,
      gender: 'Female',
      status: 'Active',
      phone: '9840012345',
    });
    const pkg = await call<{ id: number }>('/api/v1/client/package/create', {
      client_id: client.id,
      dietitian_id: n.id,
      category: 'Weight Management',
      start_date: '2026-01-05',
      status: 'New',
    });
    packages.push(pkg.id);
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await fresh?.stop();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

for (const [index, viewport] of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
].entries()) {
  test(`fresh install at ${viewport.width} px: a plan is created for a nutritionist with 0 credits, no credit nag`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: fresh.baseURL,
      viewport,
      storageState: await api.storageState(),
    });
    const page = await context.newPage();
    await page.goto(`/workspace/${packages[index]}/list`);
    await expect(page.getByTestId('create-plan')).toBeEnabled();
    // No 'Request for plans' or 'Remaining Plans' on a practice that does not sell credits.
    await expect(page.getByTestId('remaining-plans')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/fresh-plans-${viewport.width}.png`, fullPage: true });
    await page.getByTestId('create-plan').click();
    // Straight into the new plan: no credit question, no out-of-credits alert.
    await expect(page).toHaveURL(new RegExp(`/workspace/${packages[index]}/\\d+$`));
    await expect(page.getByTestId('plan-problem')).toHaveCount(0);

    // Settings → Plan credits says the limit is off and explains it.
    await page.goto('/settings');
    const limit = page.getByRole('switch', { name: 'Limit plans by credits' });
    await expect(limit).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('region', { name: 'Plan credits' }).screenshot({
      path: `${SHOTS}/settings-plan-credits-${viewport.width}.png`,
    });
    await context.close();
  });
}

test('turned on, the out-of-credits message says where credits are given', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: fresh.baseURL,
    storageState: await api.storageState(),
  });
  const page = await context.newPage();
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Limit plans by credits' }).click();
  await expect(page.getByText('Plans are now limited by credits')).toBeVisible();
  await page.goto(`/workspace/${packages[0]}/list`);
  await expect(page.getByTestId('remaining-plans')).toHaveText('No plans left: give credits');
  await page.getByTestId('create-plan').click();
  await expect(page.getByTestId('plan-problem')).toContainText(
    'You are out of Credits. Please refill your Credits to create new Nutrition Plans.',
  );
  await page.getByRole('link', { name: 'Give this package’s nutritionist more plan credits' }).click();
  await expect(page).toHaveURL(/\/dietitian-details\/\d+\?edit=1$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});
