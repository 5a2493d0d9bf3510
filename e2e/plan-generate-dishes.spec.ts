import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/**
 * Issue 27: Generate makes meals of dishes in household measures. Choose the region of the
 * dishes, review each food group of My Plate against its band, Apply, Undo; a generated week is
 * looked at in screenshots. At desktop and phone width.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
const SHOTS = '.tmp/screenshots/plan-generate-dishes';

const dayCards = (page: import('@playwright/test').Page) =>
  page.locator('[data-testid="meal-card"][data-day="1"]');

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('generates a South Indian day of dishes, lists the food groups, applies and undoes it', async ({
      nutritionistPage: page,
      server,
      axe,
    }) => {
      const api = await server.api(NUTRITIONIST);
      const first = label === 'desktop' ? 'Saranya' : 'Vaishnavi';
      const { packageId } = await createClientPackage(api, { first_name: first, last_name: 'Iyer' });
      const planId = await createPlan(api, packageId, {
        description: `${first} week 1`,
        food_preferences: 'Vegetarian',
      });
      const targets = { energy_kcal: 1800, protein_g: 60, carbohydrate_g: null, fat_g: null, fibre_g: 25 };
      const saved = await api.post('/api/v1/diet/plan/targets', { data: { plan_id: planId, ...targets } });
      expect((await saved.json()).success).toBe(1);
      // The first solve of a fresh server loads the solver threads: the API asks once first.
      await api.post('/api/v1/diet/plan/generate', {
        data: { plan_id: planId, package_id: packageId, day: 1, mode: 'dishes', region: 'south' },
      });

      await page.goto(`/workspace/${packageId}/${planId}`);
      await expect(dayCards(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Compute Day 1 to the targets' }).click();
      await page.getByRole('menuitem', { name: 'Generate day', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate Day 1' });
      await expect(dialog.getByTestId('preview-region')).toContainText('Mixed', { timeout: 60_000 });
      await expect(dialog.getByTestId('preview-region')).toContainText(
        "the client's address names no region",
      );

      // South Indian dishes: the preview computes again.
      await dialog.getByRole('combobox', { name: 'Region of the dishes' }).click();
      await page.getByRole('option', { name: 'South Indian' }).click();
      await expect(dialog.getByTestId('preview-region')).toHaveText('Dishes: South Indian', {
        timeout: 60_000,
      });
      const computed = dialog.getByRole('region', { name: 'Computed' });
      // Every dish in a household measure, grams beside it: "Steamed rice — 2½ katori (275 g)".
      await expect(computed).toContainText(/ — (\d+½?|½) (katori|[a-z ]+) \([\d.]+ (g|ml)\)/);
      // A generated week keeps the household's times where the practice set none (decision 302).
      await expect(computed).toContainText('06:30 · On Waking Up');
      await expect(computed).not.toContainText('04:00 · On Waking Up');

      // The eight food groups of My Plate, each against its band, in words.
      const checks = dialog.getByTestId('checks-1');
      await expect(checks.getByText('Food groups (My Plate for the Day)')).toBeVisible();
      for (const key of [
        'cereals',
        'pulses_flesh',
        'milk_curd',
        'vegetables',
        'green_leafy',
        'fruits',
        'nuts_seeds',
        'fats_oils',
      ])
        await expect(checks.getByTestId(`check-group-${key}`)).toContainText(
          /(within|short|over).+ g, .*\(My Plate \d+ g\)/,
        );
      await expect(checks.getByTestId('check-group-milk_curd')).toContainText('Milk or curd');
      await expect(checks.getByTestId('check-limit-cereal_share')).toContainText('Cereals share of energy');
      // The energy split the day was made to, each main meal against its band (decision 282).
      await expect(checks.getByText('Energy by meal')).toBeVisible();
      await expect(checks.getByTestId('check-share-share_breakfast')).toContainText(
        /(within|under|over)Breakfast: \d+ % of the day's energy, 20–25 %/,
      );
      await expect(checks.getByTestId('check-share-share_lunch')).toContainText(/Lunch: \d+ % .+, 30–35 %/);
      await expect(dialog.getByTestId('check-band-energy_kcal')).toContainText('met');
      await axe(page, { include: ['[role="dialog"]'] });
      await page.screenshot({ path: `${SHOTS}/day-preview-${label}.png`, fullPage: true });
      await checks.screenshot({ path: `${SHOTS}/food-groups-${label}.png` });

      const firstDish = (
        (await computed.locator('p').filter({ hasText: ' — ' }).first().textContent()) ?? ''
      ).split(' — ')[0];
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Computed plan applied successfully!')).toBeVisible();
      await expect(dayCards(page).filter({ hasText: firstDish }).first()).toBeAttached();
      await page.screenshot({ path: `${SHOTS}/applied-${label}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByText('The day is back as it was.')).toBeVisible();
      await expect(dayCards(page)).toHaveCount(0);
    });

    test('a generated week in dishes, looked at', async ({ nutritionistPage: page, server }) => {
      const api = await server.api(NUTRITIONIST);
      const first = label === 'desktop' ? 'Gurpreet' : 'Simran';
      const { packageId } = await createClientPackage(api, { first_name: first, last_name: 'Sandhu' });
      const planId = await createPlan(api, packageId, {
        description: `${first} week 1`,
        food_preferences: 'Non Vegetarian',
      });
      const targets = { energy_kcal: 2000, protein_g: 70, carbohydrate_g: null, fat_g: null, fibre_g: 25 };
      await api.post('/api/v1/diet/plan/targets', { data: { plan_id: planId, ...targets } });
      const week = await api.post('/api/v1/diet/plan/generate', {
        data: {
          plan_id: planId,
          package_id: packageId,
          days: [1, 2, 3, 4, 5, 6, 7],
          mode: 'dishes',
          region: 'north',
        },
      });
      const preview = (await week.json()).data;
      expect(preview.days).toHaveLength(7);
      const applied = await api.post('/api/v1/diet/plan/generate/apply', {
        data: { plan_id: planId, preview_id: preview.preview_id },
      });
      expect((await applied.json()).success).toBe(1);
      await page.goto(`/workspace/${packageId}/${planId}`);
      await expect(page.locator('[data-testid="meal-card"]').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/week-${label}.png`, fullPage: true });
    });
  });
}
