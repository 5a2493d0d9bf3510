import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/**
 * The meal modal's food search as a nutritionist uses it: local names, kcal and protein per 100 g,
 * dishes found with the foods, a clear word for what neither lists, and oils with their (computed) energy.
 */
test.describe.configure({ mode: 'serial' });

test.describe('food search in the meal modal', () => {
  let packageId = 0;
  let planId = 0;

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    ({ packageId } = await createClientPackage(api, { first_name: 'Kavya', last_name: 'Iyer' }));
    planId = await createPlan(api, packageId, { description: 'Kavya week 1' });
  });

  for (const width of [1440, 375]) {
    test(`finds atta, moong and the curd and dosa dishes, says bread is missing, counts oil (${width} px)`, async ({
      nutritionistPage: page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/workspace/${packageId}/${planId}`);
      await page.getByTestId(`cell-${width === 1440 ? 1 : 1}-06:00`).click();
      const search = page.getByTestId('food-search');

      await search.fill('atta');
      const atta = page.getByRole('option', { name: /^Wheat flour, atta/ });
      await expect(atta.getByTestId('food-option-local')).toContainText('Atta');
      await expect(atta.getByTestId('food-option-values')).toHaveText(
        /^\d+(\.\d+)? kcal · P \d+(\.\d+)? gper 100 g$/,
      );

      await page.screenshot({ path: test.info().outputPath(`search-atta-${width}.png`) });

      await search.fill('moong');
      await expect(page.getByRole('option').first()).toContainText('Moong');
      await expect(page.getByRole('option', { name: /^Green gram, dal/ })).toBeVisible();

      await search.fill('bread');
      await expect(page.getByTestId('food-search-empty')).toContainText(
        'IFCT 2017 lists raw ingredients and has no bread. Add bread to a food database in Manage Data to use it in plans.',
      );
      await expect(
        page.getByTestId('food-search-empty').getByRole('link', { name: 'Open Manage Data' }),
      ).toHaveAttribute('href', '/manage-data');

      // Dishes and foods together (issue 27): 'curd' and 'dosa' are starter dishes, found first.
      await search.fill('curd');
      await expect(page.getByRole('option').first()).toContainText('Curd');
      await search.fill('dosa');
      await expect(page.getByRole('option').first()).toContainText('Plain dosa');
      await expect(page.getByTestId('food-search-missing')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`search-dosa-${width}.png`) });
      await axe(page, { include: ['[role="dialog"]'] });

      await search.fill('groundnut oil');
      const oil = page.getByRole('option', { name: /^Groundnut oil/ });
      await expect(oil.getByTestId('food-option-values')).toHaveText('884.32 kcal · P 0 gper 100 g');
      await oil.click();
      await page.getByLabel('Quantity of Groundnut oil in g').fill('5');
      // 5 g × 37 kJ/g = 185 kJ = 44.21 kcal, with the note saying how it was computed.
      await expect(page.getByTestId('item-values').first()).toHaveText(
        '44.21 kcal · C 0 g · P 0 g · F 5 g · Fibre 0 g',
      );
      await expect(page.getByTestId('energy-note')).toContainText('Energy computed from the macronutrients');
      await expect(page.getByTestId('shares-definition')).toContainText('grams × 4 kcal');
      await page.screenshot({ path: test.info().outputPath(`meal-modal-${width}.png`), fullPage: false });
      await axe(page, { include: ['[role="dialog"]'] });
    });
  }
});
