import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';
import { atEachWidth } from './support/widths';

/**
 * Fasting days on the client page (issue 26, decision 143): the nutritionist picks the weekday
 * chips, the allowed foods appear with the usual vrat list, and the save keeps both; at desktop
 * and phone width, axe clean.
 */
test.describe.configure({ mode: 'serial' });

atEachWidth(['Lakshmi', 'Meenakshi'], ({ label, firstName }) => {
  test('picks Tuesday and Saturday fasts with the foods allowed', async ({
    nutritionistPage: page,
    server,
    axe,
  }, info) => {
    const api = await server.api(NUTRITIONIST);
    const { clientId } = await createClientPackage(api, { first_name: firstName, last_name: 'Iyer' });
    await page.goto(`/client-details/${clientId}`);
    const section = page.getByTestId('client-restrictions');
    await expect(
      section.getByText("day numbers from the plan's start date (the package's when the plan has none)", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Foods allowed on fasting days' })).toHaveCount(0);

    // The chip's input is visually hidden: the nutritionist clicks the chip's label.
    await section.getByText('Tue', { exact: true }).click();
    await section.getByText('Sat', { exact: true }).click();
    await expect(section.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    const allowed = section.getByRole('combobox', { name: 'Foods allowed on fasting days' });
    await expect(allowed).toBeVisible();
    await expect(section.getByText('sabudana', { exact: true })).toBeVisible();
    await allowed.fill('makhana');
    await allowed.press('Enter');
    await section.getByRole('button', { name: 'Save allergies and diet rules' }).click();
    await expect(page.getByText('Allergies and diet rules saved.')).toBeVisible();
    await axe(page);
    await section.screenshot({ path: info.outputPath(`fasting-${label}.png`) });

    const saved = await (await api.get(`/api/v1/client/restrictions?id=${clientId}`)).json();
    expect(saved.data.list.fasting).toHaveLength(1);
    expect(saved.data.list.fasting[0].weekdays).toEqual([2, 6]);
    expect(saved.data.list.fasting[0].allowed).toEqual(
      expect.arrayContaining(['fruit', 'sabudana', 'makhana']),
    );

    // After a reload the chips show the saved days.
    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  });
});

test('rice added by hand on a Tuesday fast is marked and kept only with a reason', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  const api = await server.api(NUTRITIONIST);
  const { clientId, packageId } = await createClientPackage(api, {
    first_name: 'Savitri',
    last_name: 'Kulkarni',
  });
  const list = await api.post('/api/v1/client/restrictions/save', {
    data: { client_id: clientId, fasting: [{ weekdays: [2], allowed: ['fruit', 'milk', 'potato'] }] },
  });
  expect((await list.json()).success).toBe(1);
  const planId = await createPlan(api, packageId, { description: 'Savitri week 1', day_format: 'week_day' });

  await page.goto(`/workspace/${packageId}/${planId}`);
  await page.getByTestId('cell-2-06:00').click();
  const modal = page.getByRole('dialog', { name: /Add Meal/ });
  await page.getByTestId('food-search').fill('rice raw milled');
  await page.getByRole('option', { name: /^Rice, raw, milled/ }).click();
  const mark = modal.getByTestId('restriction-mark');
  await expect(mark).toContainText('Rice, raw, milled: not a fasting food: Tuesday fast');
  await page.getByTestId('meal-save').click();
  await expect(page.getByTestId('meal-error')).toHaveText(
    'Rice, raw, milled: not a fasting food: Tuesday fast. To keep it, give a reason for the override.',
  );
  await axe(page, { include: ['[role="dialog"]'] });
  await mark
    .getByRole('textbox', { name: 'Reason to keep Rice, raw, milled (override)' })
    .fill('Breaks the fast at dinner');
  await page.getByTestId('meal-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('item-override')).toContainText('(override)');
});
