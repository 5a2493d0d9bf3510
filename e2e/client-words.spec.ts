import type { APIRequestContext } from '@playwright/test';
import type { PlanLinkView } from '../src/shared/portal';
import { practiceToday } from '../src/shared/practice-date';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * What a client reads on the plan page (issue 33 point 7, decision 208): plain food names and
 * pieces with whole grams — "Orange — 1 medium orange (125 g)", never "Orange, pulp — 125 g".
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/screens';

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: unknown };
  if (body.success !== 1) throw new Error(`${res.url()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

test.describe('the words on the client plan page', () => {
  let token = '';

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Sneha', last_name: 'Kulkarni' });
    const planId = await createPlan(api, packageId, {
      description: 'Sneha week 1',
      start_date: practiceToday(),
    });
    const orange = await foodId(api, 'orange pulp', 'Orange, pulp');
    const banana = await foodId(api, 'banana robusta', 'Banana, ripe, robusta');
    const almond = await foodId(api, 'almond', 'Almond');
    const sesame = await foodId(api, 'gingelly seeds brown', 'Gingelly seeds, brown');
    const curd = await foodId(api, 'curd cow milk', 'Curd (dahi), from cow milk');
    await saveMeal(api, {
      packageId,
      planId,
      day: 1,
      time: '07:30',
      timing: 'Breakfast',
      items: [
        { id: orange, qty: 125 },
        { id: banana, qty: 120, ref_id: orange },
        { id: almond, qty: 7.3 },
        { id: sesame, qty: 6 },
        { id: curd, qty: 150 },
      ],
    });
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: packageId, plan_id: planId },
      }),
    );
    token = new URL(link.url ?? '').pathname.split('/').pop() ?? '';
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test(`plain names, pieces and whole grams at ${viewport.width} px`, async ({ page, axe }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/my-plan/${token}`);
      await expect(page.getByTestId('portal-hello')).toHaveText('Hello Sneha');
      const breakfast = page
        .getByRole('heading', { name: /Breakfast/ })
        .first()
        .locator('xpath=ancestor::div[contains(@data-testid, "meal-")][1]');
      await expect(breakfast.getByRole('listitem')).toHaveText([
        /^Orange — 1 medium orange \(125 g\)\s*or Banana — 1 medium banana \(120 g\)$/,
        'Almonds — 6 almonds (7 g)',
        'Sesame seeds — 2 tsp (6 g)',
        'Curd — 1 katori (150 g)',
      ]);
      await expect(page.getByText(/Orange, pulp|robusta|Gingelly|\d\.\d+ g/)).toHaveCount(0);
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/client-words-${viewport.width}.png`, fullPage: true });
    });
  }
});
