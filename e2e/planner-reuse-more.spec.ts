import type { APIRequestContext } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';
import { mealCard as card } from './support/planner-page';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * Issue 54 point 3, what decisions 302 and 306 left (decision 308): a food swapped on every day
 * in one action (refused, named, when the client must not have the new food; Undo takes the whole
 * swap back), a saved meal into a meal that has foods (asked once: add or replace), and the saved
 * meals managed from the editor (rename, share, delete asking once).
 */
const SHOTS = '.tmp/shots/planner-reuse-more';
test.describe.configure({ mode: 'serial', timeout: 150_000 });

/**
 * A 7-day plan for a client allergic to milk: rice and red gram dal at 12:00 on days 1–3, ragi at
 * 08:00 on day 4.
 */
async function arrange(api: APIRequestContext, first_name: string) {
  const { clientId, packageId } = await createClientPackage(api, { first_name, last_name: 'Iyer' });
  const planId = await createPlan(api, packageId, { description: `${first_name} week 1` });
  const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
  const dal = await foodId(api, 'red gram dal', 'Red gram, dal');
  const ragi = await foodId(api, 'ragi', 'Ragi');
  for (const day of [1, 2, 3])
    await saveMeal(api, {
      packageId,
      planId,
      day,
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
    time: '08:00',
    timing: 'Breakfast',
    items: [{ id: ragi, qty: 40 }],
  });
  const allergy = await api.post('/api/v1/client/restrictions/save', {
    data: { client_id: clientId, allergies: ['milk'] },
  });
  expect(allergy.ok(), await allergy.text()).toBe(true);
  return { packageId, planId, rice, dal };
}

test('Swap on all days: refused for a food the client must not have, then one swap on three days, undone in one step (1440 px)', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Lakshmi');
  await page.goto(`/workspace/${packageId}/${planId}`);
  await card(page, 1, '12:00').getByTestId('meal-actions').click();
  await page.getByRole('menuitem', { name: 'Swap on all days…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Swap on all days · Lunch, Day 1/ });
  await expect(dialog.getByRole('radio', { name: 'Rice, raw, milled — in 3 meals' })).toBeChecked();

  // Milk for this milk-allergic client: refused with the gate's words, nothing changed.
  await dialog.getByTestId('food-search').fill('milk whole cow');
  await page
    .getByRole('option', { name: /Milk, whole, Cow/ })
    .first()
    .click();
  await expect(dialog.getByTestId('swap-week-summary')).toContainText(
    'Rice, raw, milled → Milk, whole, Cow in 3 meals: Day 1, Day 2 and Day 3.',
  );
  await dialog.getByRole('button', { name: 'Swap on all days' }).click();
  await expect(dialog.getByTestId('swap-week-error')).toContainText(
    /^Not swapped: .*on Day 1: .*milk allergy/,
  );
  await page.screenshot({ path: `${SHOTS}/swap-week-refused-1440.png` });
  for (const day of [1, 2, 3]) await expect(card(page, day, '12:00')).toContainText('Rice, raw, milled');

  // Ragi instead: one request, three days.
  await dialog.getByTestId('food-search').fill('ragi');
  await page.getByRole('option', { name: /^Ragi/ }).first().click();
  await expect(dialog.getByTestId('swap-week-summary')).toContainText(
    'Rice, raw, milled → Ragi in 3 meals: Day 1, Day 2 and Day 3.',
  );
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/swap-week-1440.png` });
  await dialog.getByRole('button', { name: 'Swap on all days' }).click();
  await expect(dialog).toBeHidden();
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Swapped Rice, raw, milled for Ragi in 3 meals on Days 1, 2, 3' });
  await expect(toast).toBeVisible();
  const undo = toast.getByRole('button', { name: 'Undo' });
  // Mantine holds the toast's 8 s close while the pointer rests on it.
  await undo.hover();
  for (const day of [1, 2, 3]) {
    await expect(card(page, day, '12:00')).toContainText('Ragi');
    await expect(card(page, day, '12:00')).not.toContainText('Rice, raw, milled');
  }
  await page.screenshot({ path: `${SHOTS}/swap-week-done-1440.png` });
  await undo.click();
  for (const day of [1, 2, 3]) await expect(card(page, day, '12:00')).toContainText('Rice, raw, milled');
});

test('a saved meal into a lunch that has foods: asked once, added to it or replacing its foods (1440 px)', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = await server.api(NUTRITIONIST);
  const { packageId, planId } = await arrange(api, 'Meenakshi');
  const curd = await foodId(api, 'curd cow milk', 'Curd (dahi), from cow milk');
  const atta = await foodId(api, 'atta', 'Wheat flour, atta');
  // Curd would be refused for this client: a thali of atta (phulka dough) and green gram dal.
  const greenGram = await foodId(api, 'green gram dal', 'Green gram, dal');
  expect(curd).toBeGreaterThan(0);
  const created = await api.post('/api/v1/diet/saved-meal/create', {
    data: {
      name: 'Meenakshi phulka and moong dal',
      items: [
        { id: atta, qty: 40 },
        { id: greenGram, qty: 30 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`/workspace/${packageId}/${planId}`);

  await card(page, 1, '12:00').getByText('Rice, raw, milled').click();
  const editor = page.getByTestId('meal-modal');
  await editor.getByRole('combobox', { name: 'Insert a saved meal' }).click();
  await page.getByRole('option', { name: /^Meenakshi phulka and moong dal · 2 foods/ }).click();
  const question = page.getByRole('dialog', { name: 'Insert “Meenakshi phulka and moong dal”' });
  await expect(question).toContainText('Lunch on Day 1 already has Rice, raw, milled; Red gram, dal.');
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/insert-into-filled-1440.png` });
  await question.getByRole('button', { name: 'Add to the meal' }).click();
  await expect(editor).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: '“Meenakshi phulka and moong dal” added to Lunch on Day 1' }),
  ).toBeVisible();
  for (const food of ['Rice, raw, milled', 'Red gram, dal', 'Wheat flour, atta', 'Green gram, dal'])
    await expect(card(page, 1, '12:00')).toContainText(food);

  await card(page, 2, '12:00').getByText('Rice, raw, milled').click();
  await editor.getByRole('combobox', { name: 'Insert a saved meal' }).click();
  await page.getByRole('option', { name: /^Meenakshi phulka and moong dal/ }).click();
  await question.getByRole('button', { name: "Replace the meal's foods" }).click();
  await expect(editor).toBeHidden();
  await expect(card(page, 2, '12:00')).toContainText('Wheat flour, atta');
  await expect(card(page, 2, '12:00')).not.toContainText('Rice, raw, milled');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Lunch on Day 2 now has the foods of “Meenakshi phulka and moong dal”' }),
  ).toBeVisible();

  // Cancel: nothing written.
  await card(page, 3, '12:00').getByText('Rice, raw, milled').click();
  await editor.getByRole('combobox', { name: 'Insert a saved meal' }).click();
  await page.getByRole('option', { name: /^Meenakshi phulka and moong dal/ }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 3, '12:00')).not.toContainText('Wheat flour, atta');
});

test('saved meals managed on a phone: renamed and shared, deleted after one question naming it (375 px)', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const api = await server.api(NUTRITIONIST);
  const { packageId, planId, rice, dal } = await arrange(api, 'Padmavathi');
  const created = await api.post('/api/v1/diet/saved-meal/create', {
    data: {
      name: 'Padmavathi dal chawal',
      items: [
        { id: rice, qty: 60 },
        { id: dal, qty: 30 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`/workspace/${packageId}/${planId}`);

  // The swap dialog on a phone too.
  await card(page, 1, '12:00').getByTestId('meal-actions').click();
  await page.getByRole('menuitem', { name: 'Swap on all days…' }).click();
  const swap = page.getByRole('dialog', { name: /^Swap on all days/ });
  await swap.getByTestId('food-search').fill('ragi');
  await page.getByRole('option', { name: /^Ragi/ }).first().click();
  await expect(swap.getByTestId('swap-week-summary')).toContainText('in 3 meals');
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/swap-week-375.png` });
  await swap.getByRole('button', { name: 'Cancel' }).click();

  await page.getByTestId('cell-1-08:00').click();
  const editor = page.getByTestId('meal-modal');
  await editor.getByRole('button', { name: 'Manage saved meals' }).click();
  const manage = page.getByRole('dialog', { name: 'Saved meals' });
  const row = manage.getByTestId('saved-meal-row').filter({ hasText: 'Padmavathi dal chawal' });
  await expect(row).toContainText('Only you');
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/manage-saved-meals-375.png` });
  await row.getByRole('button', { name: 'Rename Padmavathi dal chawal' }).click();
  await manage.getByLabel('Name of the saved meal').fill('');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(manage.getByText('Please name the saved meal')).toBeVisible();
  await manage.getByLabel('Name of the saved meal').fill('Padmavathi curry rice');
  await manage.getByLabel("Share with the practice's nutritionists").check();
  await page.screenshot({ path: `${SHOTS}/rename-saved-meal-375.png` });
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved meal “Padmavathi curry rice” saved')).toBeVisible();
  const renamed = manage.getByTestId('saved-meal-row').filter({ hasText: 'Padmavathi curry rice' });
  await expect(renamed).toContainText('Shared with the practice');

  await renamed.getByRole('button', { name: 'Delete Padmavathi curry rice' }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText(
    'Delete the saved meal “Padmavathi curry rice” (Rice, raw, milled; Red gram, dal)?',
  );
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/delete-saved-meal-375.png` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Saved meal “Padmavathi curry rice” deleted')).toBeVisible();
  await expect(manage.getByTestId('saved-meal-row').filter({ hasText: 'Padmavathi' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
