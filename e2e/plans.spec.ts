import { expect, NUTRITIONIST, NUTRITIONIST_NO_CREDITS, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

test.describe.configure({ mode: 'serial' });

test.describe('nutrition plans', () => {
  let source = { packageId: 0, planId: 0 };
  let target = { packageId: 0 };

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    const from = await createClientPackage(api, { first_name: 'Lakshmi', last_name: 'Subramanian' });
    const planId = await createPlan(api, from.packageId, {
      description: 'Lakshmi diabetic plan',
      max_calories: 1800,
      tags: [],
    });
    const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
    const dal = await foodId(api, 'green gram dal', 'Green gram, dal');
    const milk = await foodId(api, 'milk whole cow', 'Milk, whole, Cow');
    await saveMeal(api, {
      packageId: from.packageId,
      planId,
      day: 1,
      time: '06:00',
      timing: 'Breakfast',
      items: [{ id: milk, qty: 200 }],
    });
    await saveMeal(api, {
      packageId: from.packageId,
      planId,
      day: 1,
      time: '12:00',
      timing: 'Lunch',
      items: [
        { id: rice, qty: 80 },
        { id: dal, qty: 40 },
      ],
    });
    await saveMeal(api, {
      packageId: from.packageId,
      planId,
      day: 2,
      time: '19:00',
      timing: 'Dinner',
      items: [{ id: dal, qty: 50 }],
    });
    source = { packageId: from.packageId, planId };
    const to = await createClientPackage(api, { first_name: 'Farhan', last_name: 'Qureshi' });
    target = { packageId: to.packageId };
  });

  test('the plans list: columns, search, empty result, axe', async ({ nutritionistPage: page, axe }) => {
    await page.goto('/nutrition-plans');
    await expect(page.getByRole('cell', { name: 'Lakshmi Subramanian', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Lakshmi diabetic plan', exact: true })).toBeVisible();
    await axe(page);
    await page.getByLabel('Search').fill('Zzyzx');
    await expect(page.getByText('There are no results matching the current filter')).toBeVisible();
    await expect(page).toHaveURL(/q=Zzyzx/);
    await page.getByLabel('Search').fill('Lakshmi');
    await page.getByRole('link', { name: /^View Lakshmi diabetic plan/ }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${source.packageId}/${source.planId}$`));
  });

  test('copies chosen timings into a new plan, then merges into it', async ({ nutritionistPage: page }) => {
    await page.goto(`/workspace/${target.packageId}/create`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Lakshmi Subramanian' })
      .getByRole('button', { name: 'Copy Lakshmi diabetic plan' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByTestId('copy-problem')).toHaveText('Please Select Timings');
    await dialog.getByLabel('Breakfast').check();
    await dialog.getByLabel('Lunch').check();
    // A copy into a new plan says what it spends, with the top bar's number.
    const left = (await page.getByTestId('remaining-plans').textContent())?.replace(/\D/g, '');
    await expect(dialog.getByTestId('copy-spends')).toHaveText(`This uses 1 of your ${left} remaining plans`);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${target.packageId}/\\d+$`));
    const newPlanId = Number(page.url().split('/').pop());
    await expect(page.locator('[data-testid="meal-card"]')).toHaveCount(2);
    await expect(page.locator('[data-testid="meal-card"][data-time="19:00"]')).toHaveCount(0);

    // Existing Plan mode: merge the Dinner into the plan just made (no new plan, no credit).
    await page.goto(`/workspace/${target.packageId}/create`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Lakshmi Subramanian' })
      .getByRole('button', { name: 'Copy Lakshmi diabetic plan' })
      .click();
    await dialog.getByText('Existing Plan', { exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Merge into' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Dinner').check();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${target.packageId}/${newPlanId}$`));
    await expect(page.locator('[data-testid="meal-card"]')).toHaveCount(3);
    await expect(page.locator('[data-testid="meal-card"][data-day="2"][data-time="19:00"]')).toHaveCount(1);
  });

  test('an empty source says so; delete asks first', async ({ nutritionistPage: page, server }) => {
    const api = await server.api(NUTRITIONIST);
    await createPlan(api, source.packageId, { description: 'Lakshmi empty draft' });
    await page.goto(`/workspace/${target.packageId}/create?q=Lakshmi`);
    await page.getByRole('button', { name: 'Copy Lakshmi empty draft' }).click();
    await expect(page.getByTestId('empty-source')).toHaveText(
      'Selected Nutrition Plan is empty. Please choose another Nutrition Plan to copy.',
    );
    await page.keyboard.press('Escape');

    await page.goto(`/workspace/${source.packageId}/list`);
    await page.getByRole('button', { name: 'Delete Lakshmi empty draft' }).click();
    await expect(page.getByText('Are you Sure you want to delete this Nutrition Plan?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Delete Lakshmi empty draft' })).toHaveCount(0);
  });

  test("creating a plan asks first, with the top bar's and the Today page's number of plans left", async ({
    nutritionistPage: page,
    server,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Sunita', last_name: 'Kulkarni' });
    await page.goto('/dashboard');
    const badge = page.getByTestId('remaining-plans');
    await expect(badge).toHaveText(/^Remaining Plans : \d+$/);
    const left = Number((await badge.textContent())?.replace(/\D/g, ''));
    expect(left).toBeGreaterThan(1);
    const creditsTile = page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByRole('heading', { name: 'Credits left', exact: true }) });
    await expect(creditsTile.getByText(String(left), { exact: true })).toBeVisible();

    await page.goto(`/workspace/${packageId}/list`);
    await page.getByTestId('create-plan').click();
    const dialog = page.getByRole('dialog', { name: 'Create Nutrition Plan' });
    await expect(dialog).toContainText(`This uses 1 of your ${left} remaining plans`);
    await page.screenshot({ path: '.tmp/screenshots/small/create-plan-question-1440.png' });
    // Cancel spends nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('There are no Nutrition Plans')).toBeVisible();
    await expect(badge).toHaveText(`Remaining Plans : ${left}`);

    await page.getByTestId('create-plan').click();
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${packageId}/\\d+$`));
    await expect(badge).toHaveText(`Remaining Plans : ${left - 1}`);
  });

  test('a nutritionist without credits cannot create a plan', async ({ server, pageAs }) => {
    const api = await server.api(NUTRITIONIST_NO_CREDITS);
    const { packageId } = await createClientPackage(api, { first_name: 'Gurpreet', last_name: 'Sandhu' });
    const page = await pageAs(NUTRITIONIST_NO_CREDITS);
    await page.goto(`/workspace/${packageId}/list`);
    await expect(page.getByText('There are no Nutrition Plans')).toBeVisible();
    await page.getByTestId('create-plan').click();
    // SPEC §6's words, then where more credits come from (decision 191).
    await expect(page.getByTestId('plan-problem')).toContainText(
      'You are out of Credits. Please refill your Credits to create new Nutrition Plans.',
    );
  });
});
