import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * Manage Data → Dishes (issue 27): a nutritionist makes their own dish from ingredient foods in
 * raw grams, a cooked yield and a household measure, sees the nutrition recomputed as they type,
 * saves it and finds it in the list; the starter library is there with its flags.
 */
test.describe.configure({ mode: 'serial' });

for (const width of [1440, 375]) {
  test(`create a dish with live nutrition, then find it in the list (${width} px)`, async ({
    nutritionistPage: page,
    axe,
  }) => {
    // A long scenario (list, editor, live nutrition, save, find): 40-60 s on a loaded 2-core machine.
    test.setTimeout(150_000);
    const name = `Meena's methi thepla ${width}`;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/manage-data');
    await page.getByRole('link', { name: 'Open dishes' }).click();
    await expect(page).toHaveURL(/\/manage-data\/dishes$/);
    await expect(page.getByRole('heading', { name: 'Dishes', level: 1 })).toBeVisible();

    // The starter library: phulka found by 'roti', flagged Veg, Vegan, with its wheat allergen.
    await page.getByLabel('Search').fill('roti');
    const phulkaRow = page.getByText('Phulka', { exact: true });
    await expect(phulkaRow).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dishes-list-${width}.png`), fullPage: true });
    await axe(page);

    await page.getByRole('button', { name: 'Add dish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    const nutrition = dialog.getByTestId('dish-nutrition');
    await expect(nutrition).toContainText('Add the ingredients in raw grams');

    await dialog.getByTestId('ingredient-search').fill('atta');
    await dialog.getByRole('option', { name: /^Wheat flour, atta/ }).click();
    await dialog.getByRole('button', { name: 'Water, salt or spice' }).click();
    await dialog.getByLabel('Ingredient 2 (water, salt or spice)').fill('water');
    await dialog.getByLabel('Grams of water').fill('60');
    await dialog.getByLabel('Cooked weight of the batch').fill('130');
    // The live nutrition panel redraws under the field as the grams settle: open the list until it shows.
    await expect(async () => {
      await dialog.getByLabel('Unit of measure 1').click();
      await expect(page.getByRole('option', { name: 'Piece' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('option', { name: 'Piece' }).click();
    await dialog.getByLabel('Label of measure 1').fill('thepla');
    await dialog.getByLabel('Grams of measure 1').fill('32');

    // Typing the atta's grams: the values follow. 100 g atta (320.27 kcal) in 130 g cooked:
    // per 32 g thepla 78.83 kcal; with 50 g atta the batch is halved: 39.41 kcal.
    const atta = dialog.getByLabel('Grams of Wheat flour, atta');
    await atta.fill('50');
    await expect(nutrition.getByTestId('dish-nutrition-per').first()).toHaveText('1 thepla (32 g)');
    const kcal = nutrition.getByTestId('dish-nutrition-kcal').getByRole('cell');
    await expect(kcal.first()).toHaveText('39.41');
    await atta.fill('100');
    await expect(kcal.first()).toHaveText('78.83');
    await expect(kcal.nth(1)).toHaveText('246.35');
    await expect(nutrition.getByTestId('dish-badges')).toContainText('Veg');
    await expect(nutrition.getByTestId('dish-badges')).toContainText('Wheat');
    await nutrition.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`dish-editor-${width}.png`), fullPage: false });
    await axe(page, { include: ['[role="dialog"]'] });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dish saved.', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    await page.getByLabel('Search').fill(`methi thepla ${width}`);
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('radiogroup').getByText('Mine', { exact: true }).click();
    await expect(page).toHaveURL(/owner=mine/);
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(/1 thepla \(32 g\): 78\.83 kcal/)).toBeVisible();
  });
}

test('bad input shows messages under the fields; nothing is saved', async ({ nutritionistPage: page }) => {
  await page.goto('/manage-data/dishes?q=kheer%20bowl');
  await page.getByRole('button', { name: 'Add dish' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the dish name')).toBeVisible();
  await expect(dialog.getByText('Please enter the cooked weight (above 0)')).toBeVisible();

  // Water alone is no recipe: the dish needs a food ingredient.
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Kheer bowl');
  await dialog.getByRole('button', { name: 'Water, salt or spice' }).click();
  await dialog.getByLabel('Ingredient 1 (water, salt or spice)').fill('water');
  await dialog.getByLabel('Grams of water').fill('100');
  await dialog.getByLabel('Cooked weight of the batch').fill('100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Please add at least one food ingredient' }),
  ).toBeVisible();
  await expect(dialog.getByTestId('dish-nutrition-note')).toHaveText(
    'Please add at least one food ingredient',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No dish matches these filters')).toBeVisible();
});

test('copy a starter dish to my dishes; a dish a plan uses says editing makes a new version', async ({
  nutritionistPage: page,
  server,
}) => {
  // Arrange: a dish of the nutritionist's own, used in a plan's breakfast (2 pieces of 45 g).
  const api = await server.api(NUTRITIONIST);
  const atta = await foodId(api, 'atta', 'Wheat flour, atta');
  const created = await api.post('/api/v1/food/dish/create', {
    data: {
      name: 'Sunita ka bajra dhebra',
      region: 'west',
      role: 'staple',
      slots: ['breakfast'],
      ingredients: [
        { food_item_id: atta, name: 'atta', grams: 100 },
        { food_item_id: null, name: 'water', grams: 50 },
      ],
      yield_grams: 135,
      measures: [{ unit: 'piece', label: 'dhebra', grams: 45 }],
    },
  });
  const dishId = (await created.json()).data.id as number;
  const details = await (await api.get(`/api/v1/food/dish/details?id=${dishId}`)).json();
  const { packageId } = await createClientPackage(api, { first_name: 'Sunita', last_name: 'Patel' });
  const planId = await createPlan(api, packageId, { description: 'Sunita week 1' });
  await saveMeal(api, {
    packageId,
    planId,
    day: 1,
    time: '08:00',
    timing: 'Breakfast',
    items: [{ id: details.data.food_item_id, qty: 90 }],
  });

  await page.goto('/manage-data/dishes?q=dhebra');
  await page.getByRole('button', { name: 'Edit Sunita ka bajra dhebra' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('dish-versioning-note')).toContainText(
    'Editing makes a new version; plans already made keep their numbers.',
  );
  await dialog.getByLabel('Grams of Wheat flour, atta').fill('110');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Dish saved as a new version; plans already made keep their numbers.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // The starter phulka is read-only: Copy to my dishes opens its recipe under a new name.
  await page.goto('/manage-data/dishes?q=phulka&owner=starter');
  await page.getByRole('button', { name: 'Copy Phulka to my dishes' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Phulka (my recipe)');
  await expect(dialog.getByLabel('Grams of Wheat flour, atta')).toHaveValue('100 g');
  await expect(dialog.getByTestId('dish-nutrition-kcal').getByRole('cell').first()).toHaveText('78.83');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dish saved.', { exact: true })).toBeVisible();
  await page.goto('/manage-data/dishes?q=phulka&owner=mine');
  await expect(page.getByRole('button', { name: 'Edit Phulka (my recipe)' })).toBeVisible();
});

test("an admin shares a nutritionist's dish with the practice", async ({ adminPage: page, server, axe }) => {
  const api = await server.api(NUTRITIONIST);
  const atta = await foodId(api, 'atta', 'Wheat flour, atta');
  const created = await api.post('/api/v1/food/dish/create', {
    data: {
      name: 'Rekha ki methi puri',
      region: 'north',
      role: 'staple',
      slots: ['breakfast'],
      ingredients: [
        { food_item_id: atta, name: 'atta', grams: 100 },
        { food_item_id: null, name: 'water', grams: 45 },
      ],
      yield_grams: 130,
      measures: [{ unit: 'piece', label: 'puri', grams: 25 }],
    },
  });
  expect((await created.json()).success).toBe(1);

  await page.goto('/manage-data/dishes?q=methi%20puri');
  await expect(page.getByText("A nutritionist's own")).toBeVisible();
  await page.getByRole('button', { name: 'Edit Rekha ki methi puri' }).click();
  const dialog = page.getByRole('dialog');
  const shared = dialog.getByRole('switch', { name: 'Shared with the whole practice' });
  await expect(shared).not.toBeChecked();
  await shared.click({ force: true });
  await expect(page.getByText('Dish shared with the practice.')).toBeVisible();
  await expect(shared).toBeChecked();
  await axe(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Shared', exact: true })).toBeVisible();
});
