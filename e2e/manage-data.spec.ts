import { FOODS_CSV, type SheetServer, startSheetServer } from '../src/server/testing/test-sheet-server';
import { expect, test } from './fixtures';

// The app server inherits this worker's environment when the file's server starts: the local
// sheet server on 127.0.0.1 is allowed for this file only (http is accepted for loopback hosts).
const previousHosts = process.env.FOOD_IMPORT_HOSTS;
process.env.FOOD_IMPORT_HOSTS = '127.0.0.1:*,docs.google.com';

let sheets: SheetServer;
test.beforeAll(async () => {
  sheets = await startSheetServer({ '/sunrise-foods.csv': { body: FOODS_CSV } });
});
test.afterAll(async () => {
  await sheets.close();
  if (previousHosts === undefined) delete process.env.FOOD_IMPORT_HOSTS;
  else process.env.FOOD_IMPORT_HOSTS = previousHosts;
});

test.describe('Food databases', () => {
  test('an admin adds a food database, syncs it and finds its foods in the planner search', async ({
    adminPage: page,
    axe,
  }) => {
    await page.goto('/manage-data');
    await expect(page.getByText('No food databases yet. Add a name and a sheet URL below.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('manage-empty.png'), fullPage: true });

    const panel = page.getByRole('form', { name: 'Add a food database' });
    await panel.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Please enter a name')).toBeVisible();
    await expect(page.getByText('Please enter the sheet URL')).toBeVisible();

    await panel.getByLabel('Name').fill('Sunrise Clinic Foods');
    await panel.getByLabel('Sheet URL').fill('https://sheets.example.com/foods.csv');
    await panel.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('food-config-message')).toHaveText('Failed to update Urls');
    await expect(page.getByText(/host sheets\.example\.com is not allowed/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('manage-errors.png'), fullPage: true });

    await panel.getByLabel('Sheet URL').fill(`${sheets.base}/sunrise-foods.csv`);
    await panel.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('food-config-message')).toHaveText('Urls updated successfully');
    await expect(page.getByText('Sunrise Clinic Foods', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sync food databases now' }).click();
    // IFCT's 543, the 17 named ingredients (decision 292) and the sheet's 4.
    await expect(page.getByTestId('food-config-message')).toHaveText(
      /^successfully synced 564 food items, \d+ supplements & \d+ recipes$/,
      { timeout: 20_000 },
    );
    await expect(page.getByText('Sunrise Clinic Foods: 4 added, 0 updated')).toBeVisible();
    await expect(page.getByText('4 foods')).toBeVisible();
    expect(sheets.hits('/sunrise-foods.csv')).toBe(1);

    const search = await page.request.get('/api/v1/food/item/search?q=Masala%20Chaas');
    const found = (await search.json()).data as { name: string }[];
    expect(found.map((f) => f.name)).toContain('Masala Chaas');
    await page.screenshot({ path: test.info().outputPath('manage-full.png'), fullPage: true });
    await axe(page);
  });

  test('a nutritionist sees only the catalogues, and the food config API refuses them', async ({
    nutritionistPage: page,
  }) => {
    await page.goto('/manage-data');
    await expect(page.getByRole('heading', { name: 'Catalogues' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Food Databases' })).toHaveCount(0);
    expect((await page.request.get('/api/v1/settings/food-config-value')).status()).toBe(403);
  });
});

test.describe('Catalogues', () => {
  test('adds, edits and removes a supplement, and imports recipes reporting bad rows', async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.goto('/manage-data');
    await page.getByRole('button', { name: 'Add supplement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supplement' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter the supplement name')).toBeVisible();
    await dialog.getByLabel('Supplement Name').fill('Shatavari Churna');
    await dialog.getByLabel('Dosage').fill('1 tsp with warm milk at bedtime');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Supplement added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    await page.getByLabel('Search supplements').fill('shatavari');
    await expect(page.getByRole('cell', { name: 'Shatavari Churna', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Shatavari Churna' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit supplement' });
    await edit.getByLabel('Dosage').fill('2 tsp with warm milk at bedtime');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Supplement edited successfully!')).toBeVisible();
    await expect(edit).toBeHidden({ timeout: 5000 });
    await expect(
      page.getByRole('cell', { name: '2 tsp with warm milk at bedtime', exact: true }),
    ).toBeVisible();

    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Remove Shatavari Churna' }).click();
    await expect(page.getByText('There are no results matching the current filter')).toBeVisible();

    await page.getByRole('tab', { name: 'Recipes' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import recipes' });
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'recipes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Recipe Name,Link,Meal,Dish Type\nMethi Thepla,,Breakfast,Main\n,,Lunch,Side\n'),
    });
    await importer.getByRole('button', { name: 'Import' }).click();
    await expect(importer.getByText('Nothing was imported. 1 row with errors.')).toBeVisible();
    await expect(importer.getByText('Line 3: name: Please enter the recipe name')).toBeVisible();
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'recipes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Recipe Name,Link,Meal,Dish Type\nMethi Thepla,,Breakfast,Main\nLauki Raita,,Lunch,Side\n',
      ),
    });
    await importer.getByRole('button', { name: 'Import' }).click();
    await expect(importer.getByText('Imported 2 recipes: 2 added, 0 updated')).toBeVisible();
    await importer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('cell', { name: 'Methi Thepla', exact: true })).toBeVisible();
    await axe(page);
  });

  test('is usable at 375 px wide', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/manage-data');
    await expect(page.getByRole('heading', { name: 'Catalogues' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add supplement' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('manage-375.png'), fullPage: true });
  });
});
