import type { Page } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';
import { type ArrangedClient, clientWithVitals, saveSuggestedTargets } from './support/client-arrange';
import { createPlan } from './support/plans-arrange';

/**
 * Issue 33, the grid after a generated week: the toolbar's labelled "Generate week" → Apply → a
 * grid without the template's empty rows (a "Show empty times" switch brings them back), whole
 * figures, sodium in each day's totals, and a dish swapped in place from the meal card's menu.
 * The week is generated from the app's own suggested targets ("Use all suggestions" on the Targets
 * screen at 1440 px, the same figures through the API at 375 px), as the Done-when asks.
 * After Apply the template's empty times are hidden (decisions 211 and 278).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
const SHOTS = '.tmp/screens';

/** A 34-year-old vegetarian woman, 64 kg and 158 cm: what the Targets screen suggests from. */
const vegetarian = (first_name: string, last_name: string, phone: string): ArrangedClient => ({
  first_name,
  last_name,
  phone,
  age: 34,
  weight_kg: 64,
  height_cm: 158,
  food_preferences: 'Vegetarian',
});

/** A plan for `who` with every suggested target saved through the API. */
async function planWithSuggestedTargets(api: Parameters<typeof clientWithVitals>[0], who: ArrangedClient) {
  const { packageId } = await clientWithVitals(api, who);
  const planId = await createPlan(api, packageId, {
    description: `${who.first_name} week 1`,
    food_preferences: 'Vegetarian',
  });
  await saveSuggestedTargets(api, planId);
  return { packageId, planId };
}

/** Every row the grid shows holds a meal on some day (no empty template row). */
async function emptyRows(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="planner-grid"] tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => !row.querySelector('[data-testid="meal-card"]'))
        .map((row) => row.querySelector('th')?.textContent ?? '?'),
    );
}

/** Swaps the first item of a meal with several items for the first food search finds for `q`. */
async function swapFirstItem(page: Page, q: string) {
  const card = page
    .locator('[data-testid="meal-card"]')
    .filter({ has: page.getByTestId('item-amount').nth(1) })
    .first();
  const day = await card.getAttribute('data-day');
  const time = await card.getAttribute('data-time');
  const at = page.locator(`[data-testid="meal-card"][data-day="${day}"][data-time="${time}"]`);
  const before = await at.locator('[data-testid="item-amount"]').count();
  await at.getByTestId('meal-actions').click();
  await page.getByRole('menuitem', { name: 'Swap a dish…' }).click();
  const modal = page.getByRole('dialog', { name: /^Swap a dish/ });
  await modal.getByTestId('food-search').fill(q);
  await page.getByRole('option').first().click();
  const summary = (await modal.getByTestId('swap-summary').textContent()) ?? '';
  const name = summary.split(' → ')[1].replace(/ \(.*\)$/, '');
  await modal.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(
    page.getByText(new RegExp(`^Swapped .+ for ${name.replace(/[()[\].*+?]/g, '.')}$`)),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  // Same meal, same slot, same number of items; the new food first.
  await expect(at.locator('[data-testid="item-amount"]')).toHaveCount(before);
  await expect(at).toContainText(name);
  const firstLine = await at.evaluate(
    (el) => el.querySelector('[data-testid="item-amount"]')?.parentElement?.textContent ?? '',
  );
  expect(firstLine).toContain(name);
}

test.describe('a generated week in the grid', () => {
  test('at 1440 px: Generate week in the toolbar, Apply, no empty template rows, sodium, swap in place', async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await clientWithVitals(api, vegetarian('Lakshmi', 'Narayanan', '9840012345'));
    const planId = await createPlan(api, packageId, {
      description: 'Lakshmi week 1',
      food_preferences: 'Vegetarian',
    });
    await page.goto(`/workspace/${packageId}/${planId}`);
    // An empty plan shows the template's times (where meals go).
    await expect(page.getByTestId('cell-1-04:00')).toBeVisible();
    // The app's own suggestions, as a nutritionist accepts them.
    await page.getByRole('button', { name: 'Targets', exact: true }).click();
    const targets = page.getByRole('dialog', { name: 'Nutrient targets' });
    await targets.getByRole('combobox', { name: 'Activity level' }).click();
    await page.getByRole('option', { name: /^Light activity/ }).click();
    const useAll = targets.getByRole('button', { name: 'Use all suggestions' });
    await expect(useAll).toBeEnabled({ timeout: 60_000 });
    await useAll.click();
    await targets.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Targets saved successfully!')).toBeVisible();
    await expect(targets).toBeHidden({ timeout: 5000 });
    await page.getByRole('button', { name: 'Generate week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate 7 days from Day 1' });
    const started = Date.now();
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeEnabled({ timeout: 240_000 });
    console.log(`Generate week: preview ready ${Date.now() - started} ms after the click`);
    await apply.click();
    await expect(page.getByText('Computed plan applied successfully!')).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await expect(page.locator('[data-testid="meal-card"][data-day="7"]').first()).toBeVisible();
    expect(await emptyRows(page)).toEqual([]);
    // Opened again later, the plan still hides them: Apply saved it with the plan (decision 278).
    await page.reload();
    await expect(page.locator('[data-testid="meal-card"][data-day="7"]').first()).toBeVisible();
    expect(await emptyRows(page)).toEqual([]);
    // The template's times come back on request, and stay for the next visit.
    const emptyTimes = page.getByRole('switch', { name: 'Show empty times' });
    await emptyTimes.click();
    const fourAm = page
      .getByTestId('cell-1-04:00')
      .or(page.locator('[data-testid="meal-card"][data-day="1"][data-time="04:00"]'));
    await expect(fourAm).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(fourAm).toBeVisible();
    await expect(emptyTimes).toBeChecked();
    await emptyTimes.click();
    await expect(emptyTimes).not.toBeChecked();
    await expect.poll(() => emptyRows(page)).toEqual([]);

    // Whole figures and sodium in every day's totals.
    for (let day = 1; day <= 7; day++) {
      const totals = page.getByTestId(`totals-${day}`);
      await expect(totals.getByTestId('day-kcal')).toHaveText(/^[\d,]+ kcal$/);
      await expect(totals).toContainText(/C \d+ g \(\d+ %\) · P \d+ g \(\d+ %\)/);
      await expect(totals.getByTestId('day-sodium')).toHaveText(/^Sodium (≥ )?[\d,]+ mg( · over 2,000 mg)?$/);
    }
    await expect(page.locator('[data-testid="meal-kcal"]').first()).toHaveText(/^[\d,]+ kcal$/);
    await page.screenshot({ path: `${SHOTS}/generated-week-1440.png`, fullPage: true });

    await swapFirstItem(page, 'banana');
    await page.screenshot({ path: `${SHOTS}/generated-week-swapped-1440.png`, fullPage: true });
    await axe(page);
  });

  test('at 375 px: the labelled button fits, one day without empty rows, sodium, swap in place', async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const api = await server.api(NUTRITIONIST);
    const { packageId, planId } = await planWithSuggestedTargets(
      api,
      vegetarian('Anjali', 'Deshpande', '9822054321'),
    );
    await page.goto(`/workspace/${packageId}/${planId}`);
    const button = page.getByRole('button', { name: 'Generate week' });
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Generate 7 days from Day 1' });
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 240_000 });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Computed plan applied successfully!')).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-testid="meal-card"][data-day="1"]').first()).toBeVisible();
    expect(await emptyRows(page)).toEqual([]);
    await expect(page.getByTestId('totals-1').getByTestId('day-sodium')).toHaveText(/^Sodium (≥ )?[\d,]+ mg/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/generated-week-375.png`, fullPage: true });
    await swapFirstItem(page, 'banana');
    await page.screenshot({ path: `${SHOTS}/generated-week-swapped-375.png`, fullPage: true });
    await axe(page);
  });

  test('a day without a plan is named, and Apply stays open for the other days (decision 281)', async ({
    nutritionistPage: page,
    server,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const api = await server.api(NUTRITIONIST);
    const { packageId, planId } = await planWithSuggestedTargets(
      api,
      vegetarian('Farida', 'Shaikh', '9890123456'),
    );
    // The library answers every day from these targets, so the browser is shown a week whose day 3
    // had no answer in time, as the server reports one (its API test covers what Apply then saves).
    await page.route('**/api/v1/diet/plan/generate', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.days[2].status = 'infeasible';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/workspace/${packageId}/${planId}`);
    await page.getByRole('button', { name: 'Generate week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate 7 days from Day 1' });
    await expect(dialog.getByTestId('days-left-alone')).toHaveText(
      'Day 3 has no plan and stays as it is; Apply saves the other days.',
      { timeout: 240_000 },
    );
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/generated-week-day-left-alone.png` });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });
});
