import { makePng } from '../src/server/settings/test-files';
import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

const GENERAL =
  'This plan is for Meera Iyer only. Please consult your doctor before changing any medication.';
const SPORTS =
  'Follow the hydration schedule on training days. Report cramps to your coach and nutritionist.';

test.describe.configure({ mode: 'serial' });

test.describe('printing a plan', () => {
  const plans = {
    empty: { packageId: 0, planId: 0 },
    full: { packageId: 0, planId: 0 },
    sports: { packageId: 0, planId: 0 },
  };

  test.beforeAll(async ({ server }) => {
    // The practice's letterhead: a 400 × 160 logo prints at 100 × 40 inside its 100 × 200 box.
    const admin = await server.api(ADMIN);
    const saved = await admin.post('/api/v1/settings/create', {
      multipart: {
        logo: { name: 'poshan-clinic.png', mimeType: 'image/png', buffer: makePng(400, 160, [8, 127, 91]) },
        json: JSON.stringify({ general_disclaimer: GENERAL, sports_disclaimer: SPORTS }),
      },
    });
    expect((await saved.json()).success).toBe(1);

    const api = await server.api(NUTRITIONIST);
    const empty = await createClientPackage(api, { first_name: 'Harpreet', last_name: 'Gill' });
    plans.empty = { packageId: empty.packageId, planId: await createPlan(api, empty.packageId) };
    for (const [key, client] of [
      ['full', { first_name: 'Meera', last_name: 'Iyer' }],
      ['sports', { first_name: 'Arjun', last_name: 'Rathore', category: 'Sports' }],
    ] as const) {
      const made = await createClientPackage(api, client);
      // Over its maximum: the warning is for the nutritionist, not the client's printout.
      const planId = await createPlan(api, made.packageId, {
        description: `${client.first_name}'s week`,
        max_calories: 100,
      });
      await saveMeal(api, {
        packageId: made.packageId,
        planId,
        day: 1,
        time: '08:00',
        timing: 'Breakfast',
        items: [{ id: await foodId(api, 'ragi', 'Ragi'), qty: 40 }],
      });
      plans[key] = { packageId: made.packageId, planId };
    }
  });

  test('an empty plan is not printed', async ({ pageAs }) => {
    const page = await pageAs(NUTRITIONIST);
    await page.goto(`/workspace/${plans.empty.packageId}/${plans.empty.planId}`);
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    await expect(page.getByText('You have selected an empty Nutrition Plan to print..')).toBeVisible();
    await expect(page.getByTestId('print-logo')).toBeHidden();
  });

  test('print mode shows the logo at its fitted size and the general disclaimer, as paper does', async ({
    pageAs,
  }) => {
    const page = await pageAs(NUTRITIONIST);
    await page.goto(`/workspace/${plans.full.packageId}/${plans.full.planId}`);
    await expect(page.getByRole('heading', { name: "Meera's week" })).toBeVisible();
    // On screen, outside print mode, the letterhead stays out of the way.
    await expect(page.getByTestId('print-logo')).toBeHidden();
    await expect(page.getByText(GENERAL)).toBeHidden();
    const overMax = page.getByTestId('plan-over-max');
    await expect(overMax).toHaveText('Day 1 is over the maximum of 100 kcal a day.');

    const printMode = page.getByRole('switch', { name: 'Print mode (editing off)' });
    await printMode.click({ force: true });
    await expect(printMode).toBeChecked();
    await expect(overMax).toHaveCount(0);
    const logo = page.getByTestId('print-logo');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    const box = await logo.boundingBox();
    expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
      width: 100,
      height: 40,
    });
    await expect(page.getByText(GENERAL)).toBeVisible();
    await expect(page.getByText(SPORTS)).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('print-mode.png'), fullPage: true });

    // Paper without print mode: the same letterhead and disclaimer.
    await printMode.click({ force: true });
    await expect(printMode).not.toBeChecked();
    await page.emulateMedia({ media: 'print' });
    await expect(logo).toBeVisible();
    await expect(overMax).toBeHidden();
    await expect(page.getByText(GENERAL)).toBeVisible();
  });

  test('a Sports package prints the sports disclaimer', async ({ pageAs }) => {
    const page = await pageAs(NUTRITIONIST);
    await page.emulateMedia({ media: 'print' });
    await page.goto(`/workspace/${plans.sports.packageId}/${plans.sports.planId}`);
    await expect(page.getByText(SPORTS)).toBeVisible();
    await expect(page.getByText(GENERAL)).toBeHidden();
  });
});
