import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

const SHOTS = '.tmp/screenshots/planner-layout';
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('the planner on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  let packageId: number;
  let planId: number;

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    ({ packageId } = await createClientPackage(api, { first_name: 'Sunaina', last_name: 'Rajan' }));
    planId = await createPlan(api, packageId, { description: 'Sunaina week 1', max_calories: 1500 });
  });

  test('a whole week fits at 1440×900 without sideways scrolling', async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    await expect(page.getByTestId('day-head-1')).toBeInViewport();
    await expect(page.getByTestId('day-head-7')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SHOTS}/week-1440.png` });
    await axe(page);
  });

  test("choosing a meal timing keeps the clicked cell's time, and the hour reads AM/PM", async ({
    nutritionistPage: page,
  }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    await page.getByTestId('cell-2-04:00').click();
    const modal = page.getByRole('dialog');
    const hour = modal.getByRole('combobox', { name: 'Hour' });
    await expect(hour).toHaveValue('4 AM');
    await modal.getByRole('combobox', { name: 'Meal timing' }).click();
    await page.getByRole('option', { name: 'Lunch' }).click();
    // Decision 302: the clicked cell's time is the meal's time; the timing only names it.
    await expect(modal.getByRole('combobox', { name: 'Meal timing' })).toHaveValue('Lunch');
    await expect(hour).toHaveValue('4 AM');
    await expect(modal.getByRole('combobox', { name: 'Minute' })).toHaveValue('00');
    // Still editable.
    await hour.click();
    await page.getByRole('option', { name: '1 PM', exact: true }).click();
    await expect(hour).toHaveValue('1 PM');
    await page.screenshot({ path: `${SHOTS}/meal-timing.png` });
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  test("'Add a Day' scrolls to the new day and focuses it; repeated notices collapse", async ({
    nutritionistPage: page,
  }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    await expect(page.getByTestId('day-head-7')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add a Day' });
    const notices = page.locator('.mantine-Notification-root');
    await add.click();
    await expect(notices).toHaveCount(1);
    // The pointer rests on the notice so it stays while a slow machine checks focus (a notice
    // closes itself after 4 s unless hovered); the second day is then added from the keyboard.
    await notices.hover();
    await expect(page.getByTestId('day-head-8')).toBeFocused();
    await expect(page.getByTestId('day-head-8')).toBeInViewport();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('day-head-9')).toBeFocused();
    await expect(page.getByTestId('day-head-9')).toBeInViewport();
    // Two 'Day added' notices are one, counted; it covers none of the planner's buttons.
    await expect(notices).toHaveCount(1);
    await expect(notices).toContainText('(×2)');
    const notice = (await notices.boundingBox())!;
    for (const name of ['Add a Day', 'Plan Details']) {
      const b = (await page.getByRole('button', { name }).boundingBox())!;
      const overlaps =
        notice.x < b.x + b.width &&
        b.x < notice.x + notice.width &&
        notice.y < b.y + b.height &&
        b.y < notice.y + notice.height;
      expect(overlaps, name).toBe(false);
    }
    await page.screenshot({ path: `${SHOTS}/added-day-1440.png` });
  });
});

test.describe('the planner on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows one day with a day switcher', async ({ nutritionistPage: page, server, axe }) => {
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Keerthana', last_name: 'Raju' });
    const planId = await createPlan(api, packageId, { description: 'Keerthana week 1' });
    await page.goto(`/workspace/${packageId}/${planId}`);
    await expect(page.getByTestId('day-head-1')).toBeVisible();
    await expect(page.getByTestId('day-head-2')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('day-head-2')).toBeVisible();
    await expect(page.getByTestId('day-head-1')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Day shown' }).click();
    await page.getByRole('option', { name: /^Day 7/ }).click();
    await expect(page.getByTestId('day-head-7')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/day-375.png`, fullPage: true });
    await axe(page);
    // The meal editor stacks at 375 px.
    await page.getByTestId('cell-7-09:00').click();
    await page.screenshot({ path: `${SHOTS}/meal-editor-375.png`, fullPage: true });
  });
});
