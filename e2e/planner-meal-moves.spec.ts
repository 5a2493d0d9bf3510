import type { APIRequestContext, Page } from '@playwright/test';
import { PLAN_MESSAGES } from '../src/shared/plans';
import { expect, NUTRITIONIST, test } from './fixtures';
import { mealCard as card } from './support/planner-page';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

const SHOTS = '.tmp/screenshots/planner-meal-moves';
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A 7-day plan with 'On Waking Up' at 06:00 on day 1 and a glass of milk at 06:00 on day 3. */
async function arrange(api: APIRequestContext, first_name: string) {
  const { packageId } = await createClientPackage(api, { first_name, last_name: 'Venkatesan' });
  const planId = await createPlan(api, packageId, { description: `${first_name} week 1` });
  const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
  const milk = await foodId(api, 'milk whole cow', 'Milk, whole, Cow');
  await saveMeal(api, {
    packageId,
    planId,
    day: 1,
    time: '06:00',
    timing: 'On Waking Up',
    items: [{ id: rice, qty: 60 }],
  });
  await saveMeal(api, {
    packageId,
    planId,
    day: 3,
    time: '06:00',
    timing: 'Custom',
    items: [{ id: milk, qty: 200 }],
  });
  return { packageId, planId };
}

async function openActions(page: Page, day: number, time: string) {
  await card(page, day, time).getByTestId('meal-actions').click();
  return page.getByRole('menu');
}

test.describe('move and repeat meals on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  let packageId: number;
  let planId: number;

  test.beforeAll(async ({ server }) => {
    ({ packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Lakshmi'));
  });

  test("the card title keeps '06:00 AM' on one line", async ({ nutritionistPage: page }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    const time = card(page, 1, '06:00').getByText('06:00 AM', { exact: true });
    await expect(time).toBeVisible();
    const box = (await time.boundingBox())!;
    // One line of 12 px text at line-height 1.3 is about 16 px; a wrapped '06:00 / AM' is 31.
    expect(box.height).toBeLessThan(20);
  });

  test("'Copy to next day' copies at once; 'Copy to all days' asks before overwriting day 3", async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    const menu = await openActions(page, 1, '06:00');
    await page.screenshot({ path: `${SHOTS}/menu-1440.png` });
    await axe(page);
    await menu.getByRole('menuitem', { name: 'Copy to next day' }).click();
    await expect(card(page, 2, '06:00')).toContainText('Rice, raw, milled');
    await expect(page.getByText('Meal copied successfully!')).toBeVisible();

    await (await openActions(page, 1, '06:00')).getByRole('menuitem', { name: 'Copy to all days' }).click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(question).toContainText(PLAN_MESSAGES.overwrite);
    await page.screenshot({ path: `${SHOTS}/overwrite-question-1440.png` });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, 3, '06:00')).toContainText('Milk, whole, Cow');
    await expect(card(page, 4, '06:00')).toHaveCount(0);

    await (await openActions(page, 1, '06:00')).getByRole('menuitem', { name: 'Copy to all days' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
    for (const day of [2, 3, 4, 5, 6, 7])
      await expect(card(page, day, '06:00')).toContainText('Rice, raw, milled');
    await expect(card(page, 3, '06:00')).not.toContainText('Milk');
    // The server kept it: a reload shows the same.
    await page.reload();
    await expect(card(page, 7, '06:00')).toContainText('Rice, raw, milled');
  });

  test('Move… takes a meal to another day and time, asking before it replaces one', async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    // The side column, beside the grid on a laptop, is drawn a moment after it: let it settle first.
    await expect(page.getByTestId('print-mode')).toBeAttached();
    await (await openActions(page, 2, '06:00')).getByRole('menuitem', { name: 'Move…' }).click();
    const modal = page.getByRole('dialog', { name: /Move meal/ });
    await expect(modal.getByRole('combobox', { name: 'Day' })).toHaveValue('Day 2');
    await expect(modal.getByRole('combobox', { name: 'Hour' })).toHaveValue('6 AM');
    await expect(modal.getByRole('button', { name: 'Move' })).toBeDisabled();
    await modal.getByRole('combobox', { name: 'Hour' }).click();
    await modal.getByRole('option', { name: '7 PM', exact: true }).click();
    await modal.getByRole('combobox', { name: 'Minute' }).click();
    await modal.getByRole('option', { name: '30', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/move-1440.png` });
    await axe(page);
    await modal.getByRole('button', { name: 'Move' }).click();
    await expect(modal).toBeHidden();
    await expect(card(page, 2, '06:00')).toHaveCount(0);
    await expect(card(page, 2, '19:30')).toContainText('Rice, raw, milled');

    // Onto day 4's 06:00 meal: the SPEC question; Cancel keeps both where they are.
    await (await openActions(page, 2, '19:30')).getByRole('menuitem', { name: 'Move…' }).click();
    await modal.getByRole('combobox', { name: 'Day' }).click();
    await modal.getByRole('option', { name: 'Day 4', exact: true }).click();
    await modal.getByRole('combobox', { name: 'Hour' }).click();
    await modal.getByRole('option', { name: '6 AM', exact: true }).click();
    await modal.getByRole('combobox', { name: 'Minute' }).click();
    await modal.getByRole('option', { name: '00', exact: true }).click();
    await modal.getByRole('button', { name: 'Move' }).click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(question).toContainText(PLAN_MESSAGES.overwrite);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeVisible();
    await expect(card(page, 2, '19:30')).toHaveCount(1);
    await modal.getByRole('button', { name: 'Move' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(card(page, 2, '19:30')).toHaveCount(0);
    await expect(card(page, 4, '06:00')).toHaveCount(1);
    await page.reload();
    await expect(card(page, 2, '19:30')).toHaveCount(0);
    await expect(card(page, 4, '06:00')).toContainText('Rice, raw, milled');
  });
});

test.describe('move and repeat meals on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("'Copy to next day' from the one-day view, then the next day shows it", async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    const { packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Revathi');
    await page.goto(`/workspace/${packageId}/${planId}`);
    const time = card(page, 1, '06:00').getByText('06:00 AM', { exact: true });
    expect((await time.boundingBox())!.height).toBeLessThan(20);
    await (await openActions(page, 1, '06:00')).getByRole('menuitem', { name: 'Copy to next day' }).click();
    await expect(page.getByText('Meal copied successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(card(page, 2, '06:00')).toContainText('Rice, raw, milled');
    await page.screenshot({ path: `${SHOTS}/copied-375.png`, fullPage: true });
    await axe(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the meal editor on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each item stacks: the whole name on its own line, quantity and unit below, then kcal and macros', async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const { packageId, planId } = await arrange(api, 'Sowmya');
    const dal = await foodId(api, 'green gram dal', 'Green gram, dal');
    const milk = await foodId(api, 'milk whole cow', 'Milk, whole, Cow');
    const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
    await saveMeal(api, {
      packageId,
      planId,
      day: 1,
      time: '13:00',
      timing: 'Lunch',
      items: [
        { id: rice, qty: 75 },
        { id: dal, qty: 40 },
        { id: milk, qty: 150, ref_id: dal },
      ],
    });
    await page.goto(`/workspace/${packageId}/${planId}`);
    await card(page, 1, '13:00')
      .getByRole('button', { name: /^Edit meal/ })
      .click();
    const items = page.getByTestId('meal-item');
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) {
      const name = (await item.getByTestId('item-name').boundingBox())!;
      const qty = (await item.getByRole('textbox', { name: /^Quantity of/ }).boundingBox())!;
      const values = (await item.getByTestId('item-values').boundingBox())!;
      const remove = (await item.getByRole('button', { name: /^Remove / }).boundingBox())!;
      expect(name.y + name.height).toBeLessThanOrEqual(qty.y + 1);
      expect(qty.y + qty.height).toBeLessThanOrEqual(values.y + 1);
      // The name is not cut off: it has the line to itself (up to the remove button).
      expect(name.width).toBeGreaterThan(200);
      expect(remove.x + remove.width).toBeLessThanOrEqual(375);
      expect(remove.y).toBeLessThan(qty.y);
    }
    await expect(items.first().getByTestId('item-values')).toContainText('kcal · C');
    const overflow = await page
      .getByRole('dialog')
      .evaluate(
        (d) =>
          d.querySelector('.mantine-Modal-body')!.scrollWidth -
          d.querySelector('.mantine-Modal-body')!.clientWidth,
      );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/meal-editor-375.png`, fullPage: true });
    await axe(page);
    await items
      .nth(1)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(items).toHaveCount(2);
  });
});

test.describe('no dead ends around the planner', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a plan just created shows its name in the plan selector at once', async ({
    nutritionistPage: page,
    server,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Meenakshi', last_name: 'Iyer' });
    await createPlan(api, packageId, { description: 'Meenakshi week 1' });
    // The list is loaded (and cached) before the new plan exists.
    await page.goto(`/workspace/${packageId}/list`);
    await expect(page.getByText('Meenakshi week 1')).toBeVisible();
    await page.getByTestId('create-plan').click();
    await page
      .getByRole('dialog', { name: 'Create Nutrition Plan' })
      .getByRole('button', { name: 'Create plan' })
      .click();
    await expect(page).toHaveURL(/\/workspace\/\d+\/\d+$/);
    // The planner is drawn (its side panel's selector is there) before its title is read.
    const selector = page.getByTestId('plan-selector');
    await expect(selector).toBeVisible();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).toMatch(/^Nutrition Plan \d+$/);
    await expect(selector).toHaveValue(title!.trim());
  });

  test("a copy-source preview offers 'Copy this plan' and a way back to the list", async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const source = await arrange(api, 'Bhavana');
    const { packageId } = await createClientPackage(api, { first_name: 'Farida', last_name: 'Shaikh' });
    await page.goto(`/workspace/${packageId}/create?q=Bhavana`);
    await page.getByRole('link', { name: 'Preview' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${source.packageId}/${source.planId}\\?planId=`));
    await expect(card(page, 1, '06:00')).toBeVisible();
    await page.getByRole('button', { name: 'Copy this plan' }).click();
    const dialog = page.getByRole('dialog', { name: /Copy “Bhavana week 1”/ });
    await expect(dialog.getByRole('checkbox', { name: 'On Waking Up' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-copy-1440.png` });
    await axe(page);
    await dialog
      .getByRole('button', { name: 'Close' })
      .or(dialog.getByRole('button', { name: 'Cancel' }))
      .first()
      .click();
    await page.getByRole('link', { name: 'Back to the plans to copy' }).click();
    await expect(page).toHaveURL(new RegExp(`/workspace/${packageId}/create\\?q=Bhavana`));
  });

  test('supplements, recipes and labels save one way: Save and Cancel, a notice, errors under the field', async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    const { packageId, planId } = await arrange(await server.api(NUTRITIONIST), 'Nandini');
    await page.goto(`/workspace/${packageId}/${planId}`);
    await page.getByRole('button', { name: 'Add Supplement' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(PLAN_MESSAGES.supplementName)).toBeVisible();
    await page.getByRole('combobox', { name: 'Supplement name' }).click();
    await page.getByRole('option', { name: 'Creatine Monohydrate' }).click();
    await expect(page.getByRole('textbox', { name: 'Dosage' })).toHaveValue('3-5 g daily with a meal');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(PLAN_MESSAGES.supplementsAdded)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Creatine Monohydrate', exact: true })).toBeVisible();

    // Labels: Save and Cancel appear once the choice differs from what is saved.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Labels' }).click();
    await page.getByRole('option', { name: 'Diabetic Friendly' }).click();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SHOTS}/extras-1440.png`, fullPage: true });
    await axe(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(PLAN_MESSAGES.labelsAdded)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Labels' })).toContainText('Diabetic Friendly');
  });
});
