import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../src/shared/plan-calendar';
import type { PlanLinkView } from '../src/shared/portal';
import { practiceToday } from '../src/shared/practice-date';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * The client's plan page in Hindi (issue 34 point 7): Devanagari dish names where the library has
 * one (never the romanised aliases), household measures, grams and times in Hindi, the server's
 * refusals in Hindi, and the Devanagari font served with the page only when it is in Hindi.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/screens';
const today = practiceToday();
const FONT = /\/assets\/NotoSansDevanagari[^/]*\.ttf$/;

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: unknown };
  if (body.success !== 1) throw new Error(`${res.url()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** Opens the link with Hindi chosen on this phone before (the page remembers the switch). */
async function openInHindi(page: Page, token: string) {
  await page.addInitScript(() => localStorage.setItem('nutridesk.portal.language', 'hi'));
  await page.goto(`/my-plan/${token}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

test.describe('the client plan page in Hindi', () => {
  let api: APIRequestContext;
  let token = '';

  test.beforeAll(async ({ server }) => {
    // The food searches of the set-up take long on a loaded machine.
    test.setTimeout(150_000);
    api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Savitri', last_name: 'Yadav' });
    const planId = await createPlan(api, packageId, {
      description: 'Savitri week 1',
      start_date: addDays(today, -1),
    });
    const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
    const milk = await foodId(api, 'cow milk', 'Milk, whole, Cow');
    // The nutritionist's own dish, its Hindi name among its local names beside a romanised one.
    const dish = await data<{ id: number }>(
      await api.post('/api/v1/food/dish/create', {
        data: {
          name: 'Savitri ki moong khichdi',
          local_names: ['moong khichdi', 'मूंग दाल खिचड़ी'],
          region: 'north',
          role: 'staple',
          slots: ['breakfast', 'lunch'],
          ingredients: [
            { food_item_id: rice, name: 'rice', grams: 100 },
            { food_item_id: null, name: 'water', grams: 200 },
          ],
          yield_grams: 300,
          measures: [{ unit: 'katori', label: 'katori', grams: 150 }],
        },
      }),
    );
    const details = await data<{ food_item_id: number }>(
      await api.get(`/api/v1/food/dish/details?id=${dish.id}`),
    );
    const khichdi = (count: number) => ({
      id: details.food_item_id,
      qty: count * 150,
      measure_label: 'katori',
      measure_count: count,
    });
    await saveMeal(api, {
      packageId,
      planId,
      day: 2,
      time: '08:00',
      timing: 'Breakfast',
      items: [khichdi(1.5), { id: milk, qty: 150 }],
    });
    await saveMeal(api, { packageId, planId, day: 2, time: '19:30', timing: 'Dinner', items: [khichdi(1)] });
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: packageId, plan_id: planId },
      }),
    );
    token = new URL(link.url ?? '').pathname.split('/').pop() ?? '';
  });

  for (const size of [
    { name: '1440', width: 1440, height: 900 },
    { name: '375', width: 375, height: 800 },
  ])
    test(`at ${size.name} px: Devanagari names, Hindi measures and times, the font served`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const font = page.waitForResponse((r) => FONT.test(new URL(r.url()).pathname));
      await openInHindi(page, token);
      await expect(page.getByTestId('portal-hello')).toHaveText('नमस्ते Savitri');
      const breakfast = page.locator('#tick-day-title ~ [data-testid^="meal-"]').first();
      await expect(breakfast.locator('h3')).toHaveText('सुबह 8:00 नाश्ता');
      await expect(breakfast.getByRole('listitem')).toHaveText([
        'मूंग दाल खिचड़ी — 1½ कटोरी (225 ग्राम)',
        // IFCT 2017's own Hindi name for the food (decision 249), no longer the plain English one; a drink in ml (decision 310).
        'गाय का दूध — 150 मिली',
      ]);
      const dinner = page.locator('#tick-day-title ~ [data-testid^="meal-"]').nth(1);
      await expect(dinner.locator('h3')).toHaveText('शाम 7:30 रात का खाना');
      // Never the list of romanised aliases, nor the English dish name, on a page in Hindi.
      await expect(page.getByText(/moong khichdi/i)).toHaveCount(0);

      const answer = await font;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('font/ttf');
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate(() =>
          [...document.fonts].some((f) => f.family.includes('NutriDesk Devanagari') && f.status === 'loaded'),
        ),
      ).toBe(true);

      await breakfast.getByRole('button', { name: 'खाया', exact: true }).click();
      await expect(breakfast.getByRole('status')).toHaveText('सहेजा गया');
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/portal-hindi-${size.name}.png`, fullPage: true });
    });

  test("the server's refusal reaches the page in Hindi", async ({ page, request }) => {
    // Three weights today through the link already: the fourth is refused by the server's budget.
    for (const weight of [61.2, 61.0, 60.9]) {
      const res = await request.post(`/api/v1/my-plan/${token}/weight`, {
        data: { request_id: randomUUID(), date: today, weight_kg: weight },
      });
      expect(res.status()).toBe(200);
    }
    await openInHindi(page, token);
    const form = page.getByTestId('weight-form');
    await form.getByLabel('वज़न (किलो)').fill('60.8');
    await form.getByRole('button', { name: 'वज़न सहेजें' }).click();
    await expect(form.getByText('आज आप 3 बार वज़न भेज चुके हैं। कृपया अगला वज़न कल भेजें।')).toBeVisible();
  });

  test('an English page downloads no font file, yet its हिन्दी button is drawn (decision 267)', async ({
    page,
  }) => {
    // Allowed: the button's word as an inline SVG path (about 2 KB inside the page's script), so
    // a phone without a Devanagari font draws it; not allowed: any font file.
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (FONT.test(new URL(r.url()).pathname) || /\.(ttf|woff2?|otf)$/.test(new URL(r.url()).pathname))
        fonts.push(r.url());
    });
    await page.goto(`/my-plan/${token}`);
    await expect(page.getByTestId('portal-hello')).toHaveText('Hello Savitri');
    await expect(page.getByRole('listitem').first()).toHaveText(
      'Savitri ki moong khichdi — 1½ katori (225 g)',
    );
    const hindi = page.getByTestId('portal-language').getByRole('button', { name: 'हिन्दी' });
    const word = hindi.getByRole('img', { name: 'हिन्दी' });
    await expect(word).toBeVisible();
    // Drawn from its path, not from a font: it has a width and no text to fall back to boxes.
    expect((await word.boundingBox())!.width).toBeGreaterThan(15);
    expect(await word.evaluate((svg) => svg.querySelector('path')!.getAttribute('d')!.length)).toBeLessThan(
      2500,
    );
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByTestId('portal-language')
        .screenshot({ path: `${SHOTS}/portal-hindi-button-${width}.png` });
    }
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
  });

  test('the service worker keeps the font for the next visit', async ({ page }) => {
    await openInHindi(page, token);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The first visit fetched the font before the worker took the page: the next one goes through it.
    await page.reload();
    await expect(page.getByTestId('portal-hello')).toHaveText('नमस्ते Savitri');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('nutridesk-portal-fonts')).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      .toEqual([expect.stringMatching(/^\/assets\/NotoSansDevanagari/)]);
  });
});
