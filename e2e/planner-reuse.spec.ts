import type { APIRequestContext } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';
import { mealCard as card } from './support/planner-page';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * Issue 54 point 3 (decision 302) in the planner: a lunch saved as a meal from its editor, that
 * saved thali inserted into an empty cell in one choice (and taken back with the toast's Undo),
 * and "Copy day to…" into several days, asking once before it replaces a day that has meals.
 */
const SHOTS = '.tmp/screenshots/planner-reuse';
test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** A 7-day plan with a South Indian lunch at 12:00 on day 1 and a glass of milk at 06:00 on day 4. */
async function arrange(api: APIRequestContext, first_name: string) {
  const { packageId } = await createClientPackage(api, { first_name, last_name: 'Subramanian' });
  const planId = await createPlan(api, packageId, { description: `${first_name} week 1` });
  const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
  const dal = await foodId(api, 'red gram dal', 'Red gram, dal');
  const milk = await foodId(api, 'milk whole cow', 'Milk, whole, Cow');
  await saveMeal(api, {
    packageId,
    planId,
    day: 1,
    time: '12:00',
    timing: 'Lunch',
    items: [
      { id: rice, qty: 60 },
      { id: dal, qty: 30 },
    ],
  });
  await saveMeal(api, {
    packageId,
    planId,
    day: 4,
    time: '06:00',
    timing: 'Breakfast',
    items: [{ id: milk, qty: 200 }],
  });
  return { packageId, planId };
}

test('a lunch saved as a meal goes into another day in one choice, and Undo takes it back (1440 px)', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Kavitha');
  await page.goto(`/workspace/${packageId}/${planId}`);
  await card(page, 1, '12:00').getByText('Rice, raw, milled').click();
  const editor = page.getByTestId('meal-modal');
  await editor.getByRole('button', { name: 'Save as meal' }).click();
  const form = editor.getByTestId('save-as-meal');
  // A name is asked for, next to its field.
  await form.getByRole('button', { name: 'Save the meal' }).click();
  await expect(form.getByText('Please name the saved meal')).toBeVisible();
  await form.getByLabel('Name of the saved meal').fill('Kavitha lunch: rice and dal');
  await form.getByLabel("Share with the practice's nutritionists").check();
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/save-as-meal-1440.png` });
  await form.getByRole('button', { name: 'Save the meal' }).click();
  await expect(page.getByText('Saved meal “Kavitha lunch: rice and dal” created')).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // An empty cell: the saved meal in one choice, written by the server through the plan gate.
  await page.getByTestId('cell-2-12:00').click();
  await editor.getByRole('combobox', { name: 'Insert a saved meal' }).click();
  await page.getByRole('option', { name: /^Kavitha lunch: rice and dal · 2 foods/ }).click();
  await expect(editor).toBeHidden();
  await expect(card(page, 2, '12:00')).toContainText('Red gram, dal');
  const toast = page
    .getByRole('alert')
    .filter({ hasText: '“Kavitha lunch: rice and dal” added to the plan' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 2, '12:00')).toHaveCount(0);
  await expect(page.getByTestId('cell-2-12:00')).toBeVisible();
});

test('Copy day to… copies into several days and asks once before replacing a day with meals (1440 px)', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Revathi');
  await page.goto(`/workspace/${packageId}/${planId}`);
  await page.getByRole('button', { name: 'Copy Day 1 to other days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy Day 1 to…' });
  // Nothing chosen: said in the dialog, nothing copied.
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Please choose the days to copy into.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Day 2' }).check();
  await dialog.getByRole('checkbox', { name: 'Day 3' }).check();
  await dialog.getByRole('checkbox', { name: 'Day 4' }).check();
  await expect(dialog.getByText('1 meal, replaced')).toBeVisible();
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/copy-day-to-1440.png` });
  await dialog.getByRole('button', { name: 'Copy to 3 days' }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText('Day 4 has meals. Replace them with the meals of Day 1?');
  // Declined: nothing copied, the dialog stays with its choice.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Nothing was copied.')).toBeVisible();
  await expect(card(page, 2, '12:00')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Copy to 3 days' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Replace' }).click();
  await expect(dialog).toBeHidden();
  for (const day of [2, 3, 4]) await expect(card(page, day, '12:00')).toContainText('Red gram, dal');
  // Day 4's milk was replaced by Day 1's meals.
  await expect(card(page, 4, '06:00')).toHaveCount(0);
  await expect(card(page, 5, '12:00')).toHaveCount(0);
});

test('a saved meal from the practice goes into a phone cell (375 px)', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Sangeetha');
  await page.goto(`/workspace/${packageId}/${planId}`);
  await page.getByTestId('cell-1-19:00').click();
  const editor = page.getByTestId('meal-modal');
  await editor.getByRole('combobox', { name: 'Insert a saved meal' }).click();
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/insert-saved-meal-375.png` });
  await page.getByRole('option', { name: /^Kavitha lunch: rice and dal/ }).click();
  await expect(editor).toBeHidden();
  await expect(card(page, 1, '19:00')).toContainText('Rice, raw, milled');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
