import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays } from '../src/shared/plan-calendar';
import type { Adherence, PlanLinkView } from '../src/shared/portal';
import { practiceToday } from '../src/shared/practice-date';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * The client's plan on their phone (issue 28): the link a nutritionist shares, opened at 375 px.
 * Arranged through the API as a nutritionist would; what the client did is checked through the
 * nutritionist's adherence view (the API) and a reload.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 800 } });

const today = practiceToday();
const dayBefore = (iso: string) => addDays(iso, -1);

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: unknown };
  if (body.success !== 1) throw new Error(`${res.url()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

const meal = (page: Page, slot: string) =>
  page
    .getByRole('heading', { name: slot })
    .locator('xpath=ancestor::div[contains(@data-testid, "meal-")][1]');
const tick = (card: Locator, status: string) =>
  card
    .getByRole('group', { name: /^What did you have at/ })
    .getByRole('button', { name: status, exact: true });

test.describe('the client plan page', () => {
  let api: APIRequestContext;
  let clientId = 0;
  let packageId = 0;
  let token = '';

  test.beforeAll(async ({ server }) => {
    api = await server.api(NUTRITIONIST);
    ({ clientId, packageId } = await createClientPackage(api, { first_name: 'Priya', last_name: 'Sharma' }));
    // Started yesterday: today is day 2, yesterday day 1.
    const planId = await createPlan(api, packageId, {
      description: 'Priya week 1',
      start_date: dayBefore(today),
      note: 'Drink 3 litres of water a day.',
    });
    const flakes = await foodId(api, 'rice flakes', 'Rice flakes');
    const milk = await foodId(api, 'cow milk', 'Milk, whole, Cow');
    const dal = await foodId(api, 'red gram dal', 'Red gram, dal');
    const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
    // Saved out of time order: the page lists them by time.
    await saveMeal(api, {
      packageId,
      planId,
      day: 2,
      time: '13:30',
      timing: 'Lunch',
      items: [
        { id: rice, qty: 60 },
        { id: flakes, qty: 50, ref_id: rice },
        { id: dal, qty: 30 },
      ],
    });
    await saveMeal(api, {
      packageId,
      planId,
      day: 2,
      time: '08:00',
      timing: 'Breakfast',
      items: [
        { id: flakes, qty: 40 },
        { id: milk, qty: 150 },
      ],
    });
    await saveMeal(api, {
      packageId,
      planId,
      day: 1,
      time: '08:30',
      timing: 'Breakfast',
      items: [{ id: milk, qty: 200 }],
    });
    await data(
      await api.post('/api/v1/diet/supplement/create', {
        data: { planId, packageId, name: 'Vitamin D3 60,000 IU', dosage: '1 sachet every Sunday' },
      }),
    );
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: packageId, plan_id: planId },
      }),
    );
    token = new URL(link.url ?? '').pathname.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(20);
  });

  const adherence = async () =>
    data<Adherence>(await api.get(`/api/v1/client/adherence?client_id=${clientId}`));

  test('today first: meals in time order, ticks saved, yesterday ticked, weight logged', async ({
    page,
    axe,
  }) => {
    const planReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/v1/my-plan/${token}`) planReads.push(request.url());
    });
    await page.goto(`/my-plan/${token}`);
    await expect(page.getByTestId('portal-hello')).toHaveText('Hello Priya');
    // index.html preloads the plan and the page takes that answer: one request, not two (decision 286).
    expect(planReads).toHaveLength(1);
    const titles = page.locator('#tick-day-title ~ [data-testid^="meal-"] h3');
    await expect(titles).toHaveText([/Breakfast/, /Lunch/]);
    await expect(page.getByText('Vitamin D3 60,000 IU')).toBeVisible();
    await expect(page.getByText('1 sachet every Sunday', { exact: false })).toBeVisible();
    await expect(page.getByText('Drink 3 litres of water a day.')).toBeVisible();
    await expect(page.getByTestId('portal-pdf')).toHaveAttribute('href', `/api/v1/my-plan/${token}/pdf`);

    const breakfast = meal(page, 'Breakfast');
    await tick(breakfast, 'Eaten').click();
    await expect(tick(breakfast, 'Eaten')).toHaveAttribute('aria-pressed', 'true');
    await expect(breakfast.getByRole('status')).toHaveText('Saved');

    const lunch = meal(page, 'Lunch');
    // The nutritionist's alternative to the rice, as "or" under it, in plain names (decision 208).
    await expect(lunch.getByRole('listitem').first()).toHaveText(/^Rice — 60 g\s*or Poha — 50 g$/);
    await tick(lunch, 'Swapped').click();
    await lunch.getByRole('button', { name: 'Save' }).click();
    await expect(lunch.getByText('Please write what you had instead.')).toBeVisible();
    await lunch.getByLabel('What did you have instead?').fill('Two idlis with sambar at the office');
    await lunch.getByRole('button', { name: 'Save' }).click();
    await expect(lunch.getByRole('status')).toHaveText('Saved');

    // The plan started yesterday: the day before it is not offered (the plan calendar, issue 32).
    await expect(page.getByTestId('tick-day').getByRole('button')).toHaveText(['Today', 'Yesterday']);
    await page.getByTestId('tick-day').getByRole('button', { name: 'Yesterday' }).click();
    const yesterdayBreakfast = meal(page, 'Breakfast');
    await expect(yesterdayBreakfast.locator('h3')).toContainText('8:30');
    await tick(yesterdayBreakfast, 'Skipped').click();
    await expect(yesterdayBreakfast.getByRole('status')).toHaveText('Saved');

    const notes = (await adherence()).notes;
    expect(notes).toEqual([
      expect.objectContaining({
        date: today,
        status: 'swapped',
        note: 'Two idlis with sambar at the office',
      }),
    ]);
    const days = (await adherence()).days;
    expect(days.find((d) => d.date === today)).toMatchObject({ eaten: 1, swapped: 1 });
    expect(days.find((d) => d.date === dayBefore(today))).toMatchObject({ skipped: 1 });

    // Weight: the page refuses an implausible value with the vitals form's range, sends nothing.
    const weight = page.getByTestId('weight-form');
    await weight.getByLabel('Weight (kg)').fill('684');
    await weight.getByRole('button', { name: 'Save weight' }).click();
    await expect(weight.getByText('Weight must be between 2 and 400 kg')).toBeVisible();
    expect((await adherence()).weights).toEqual([]);
    await weight.getByLabel('Weight (kg)').fill('68.4');
    await weight.getByLabel('Waist (cm), optional').fill('82');
    await weight.getByRole('button', { name: 'Save weight' }).click();
    await expect(weight.getByRole('status')).toContainText('Your weight for');
    expect((await adherence()).weights).toEqual([
      { date: today, weight_kg: 68.4, waist_cm: 82, reported_by: 'client' },
    ]);

    // A reload shows what the server kept.
    await page.reload();
    await expect(tick(meal(page, 'Breakfast'), 'Eaten')).toHaveAttribute('aria-pressed', 'true');
    await expect(meal(page, 'Lunch').getByText('Two idlis with sambar at the office')).toBeVisible();
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('portal-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('portal-1440.png'), fullPage: true });
  });

  test('offline: the plan opens from the phone, a tick waits and is sent when back online', async ({
    page,
    context,
  }) => {
    await page.goto(`/my-plan/${token}`);
    await expect(page.getByTestId('portal-hello')).toBeVisible();
    // The service worker takes the page and keeps the plan the page read before it did.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(
      async () => (await (await caches.open('nutridesk-portal-data')).keys()).length > 0,
    );
    // Installable: Chromium finds nothing missing (manifest, icons, worker); a test browser is
    // always incognito, which is the one reason it names.
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId),
      )
      .toEqual(['in-incognito']);
    await cdp.detach();
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? (await fetch(href)).json() : null;
    });
    expect(manifest).toMatchObject({
      start_url: `/my-plan/${token}`,
      scope: '/my-plan/',
      display: 'standalone',
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('portal-hello')).toHaveText('Hello Priya');
    await expect(page.getByTestId('portal-offline')).toContainText('You are offline. Last updated');
    const breakfast = meal(page, 'Breakfast');
    await tick(breakfast, 'Partly').click();
    await expect(breakfast.getByRole('status')).toHaveText(
      'Kept on this phone; it will be sent when you are online.',
    );
    expect((await adherence()).days.find((d) => d.date === today)).toMatchObject({ eaten: 1, partly: 0 });

    await context.setOffline(false);
    await expect(breakfast.getByRole('status')).toHaveText('Saved');
    expect((await adherence()).days.find((d) => d.date === today)).toMatchObject({ eaten: 0, partly: 1 });
  });

  test('in Hindi, remembered on the phone', async ({ page, axe }) => {
    await page.goto(`/my-plan/${token}`);
    await page.getByTestId('portal-language').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपका आहार प्लान');
    await expect(page.getByTestId('portal-hello')).toHaveText('नमस्ते Priya');
    await expect(page.getByRole('heading', { name: /नाश्ता/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'अपना वज़न लिखें' })).toBeVisible();
    await page.getByTestId('weight-form').getByLabel('वज़न (किलो)').fill('1720');
    await page.getByTestId('weight-form').getByRole('button', { name: 'वज़न सहेजें' }).click();
    await expect(page.getByText('वज़न 2 से 400 किलो के बीच होना चाहिए')).toBeVisible();
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('portal-hindi-375.png'), fullPage: true });
  });

  test('a replaced link says so, and the tick made offline is shown as not sent', async ({
    page,
    context,
    axe,
  }) => {
    await page.goto(`/my-plan/${token}`);
    await expect(page.getByTestId('portal-hello')).toBeVisible();
    await context.setOffline(true);
    const lunch = meal(page, 'Lunch');
    await tick(lunch, 'Eaten').click();
    await expect(lunch.getByRole('status')).toContainText('Kept on this phone');

    await data(await api.post('/api/v1/package/plan-link/renew', { data: { package_id: packageId } }));
    await context.setOffline(false);
    const closed = page.getByTestId('closed-link');
    await expect(closed).toHaveAttribute('data-state', 'revoked');
    await expect(closed.getByRole('heading')).toHaveText('This link no longer works');
    await expect(closed).toContainText('has made a new link for your plan');
    await expect(closed.getByTestId('unsent-ticks')).toContainText('Lunch');
    await expect(closed.getByTestId('unsent-ticks')).toContainText('Eaten');
    // The server kept the earlier swap: the refused tick changed nothing.
    expect((await adherence()).notes).toHaveLength(1);
    await axe(page);
    await page.screenshot({ path: test.info().outputPath('portal-revoked-375.png'), fullPage: true });
  });

  test('the link of a completed package says the plan has ended, in Hindi too', async ({ page }) => {
    const other = await createClientPackage(api, { first_name: 'Arjun', last_name: 'Nair' });
    const planId = await createPlan(api, other.packageId, { description: 'Arjun week 1' });
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: other.packageId, plan_id: planId },
      }),
    );
    const pkg = await data<Record<string, unknown>>(
      await api.get(`/api/v1/client/package/detail?id=${other.packageId}`),
    );
    await data(
      await api.post('/api/v1/client/package/edit', {
        data: { ...pkg, id: other.packageId, status: 'Completed' },
      }),
    );
    await page.goto(new URL(link.url ?? '').pathname);
    const closed = page.getByTestId('closed-link');
    await expect(closed).toHaveAttribute('data-state', 'ended');
    await expect(closed.getByRole('heading')).toHaveText('Your plan has ended');
    await page.getByTestId('portal-language').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(closed.getByRole('heading')).toHaveText('आपका प्लान समाप्त हो गया है');
  });

  test('a plan that starts tomorrow offers no day to tick and no weight, and says when it starts', async ({
    page,
    axe,
  }) => {
    const other = await createClientPackage(api, { first_name: 'Kavya', last_name: 'Iyer' });
    const planId = await createPlan(api, other.packageId, {
      description: 'Kavya week 1',
      start_date: addDays(today, 1),
    });
    const milk = await foodId(api, 'cow milk', 'Milk, whole, Cow');
    await saveMeal(api, {
      packageId: other.packageId,
      planId,
      day: 1,
      time: '08:00',
      timing: 'Breakfast',
      items: [{ id: milk, qty: 200 }],
    });
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: other.packageId, plan_id: planId },
      }),
    );
    await page.goto(new URL(link.url ?? '').pathname);
    await expect(page.getByTestId('portal-hello')).toHaveText('Hello Kavya');
    await expect(page.getByTestId('tick-day-none')).toHaveText(/^Your plan starts on \w+, \d+ \w+\.$/);
    await expect(page.getByTestId('tick-day')).toHaveCount(0);
    await expect(page.getByTestId('weight-outside')).toHaveText(/^Your plan starts on /);
    await expect(page.getByTestId('weight-form')).toHaveCount(0);
    // The whole plan is there to read, its first day dated tomorrow.
    await expect(page.getByTestId('plan-day-1')).toContainText('Day 1');
    await axe(page);
  });

  test('an unknown link says so', async ({ page }) => {
    await page.goto('/my-plan/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('closed-link').getByRole('heading')).toHaveText('This link is not valid');
  });
});
