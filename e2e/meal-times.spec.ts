import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/**
 * Issue 54 point 5, decision 302: Settings → Meal times. An admin sees SPEC's template times with
 * the household time beside each, takes the household times in one click, moves Breakfast to
 * 08:30, saves; a plan made afterwards opens with its rows at those times. Its own server (one per
 * spec file), so the practice's times change nothing elsewhere.
 */
test.describe.configure({ mode: 'serial' });
const SHOTS = '.tmp/screens';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`an admin sets the practice's meal times and a new plan opens at them (${viewport.width} px)`, async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport,
      storageState: await server.storageState(ADMIN),
    });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Meal times' });
    const breakfast = section.getByRole('combobox', { name: 'Breakfast' });
    if (viewport.width === 1440) {
      // Nothing set yet: SPEC §4's template, the household's time offered beside it.
      await expect(breakfast).toHaveValue('06:00 AM');
      await expect(section.getByText('Household time 08:00 AM')).toBeVisible();
      await section.getByRole('button', { name: 'Use the household times' }).click();
      await expect(breakfast).toHaveValue('08:00 AM');
      await expect(section.getByRole('combobox', { name: 'On Waking Up' })).toHaveValue('06:30 AM');
    } else {
      // The times the desktop run saved.
      await expect(breakfast).toHaveValue('08:30 AM');
    }
    await breakfast.click();
    const wanted = viewport.width === 1440 ? '08:30 AM' : '08:15 AM';
    await page.getByRole('option', { name: wanted, exact: true }).click();
    await expect(breakfast).toHaveValue(wanted);
    await section.getByRole('button', { name: 'Save meal times' }).click();
    await expect(page.getByText('Meal times saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Meal times' }).getByRole('combobox', { name: 'Breakfast' }),
    ).toHaveValue(wanted);
    await axe(page);
    await page
      .getByRole('region', { name: 'Meal times' })
      .screenshot({ path: `${SHOTS}/settings-meal-times-${viewport.width}.png` });

    // A plan made now has its rows at the practice's times, not the template's.
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, {
      first_name: viewport.width === 1440 ? 'Meenakshi' : 'Sunita',
      last_name: 'Raghavan',
    });
    const planId = await createPlan(api, packageId);
    const planner = await context.newPage();
    await planner.goto(`/workspace/${packageId}/${planId}`);
    await expect(planner.getByTestId(`cell-1-${wanted === '08:30 AM' ? '08:30' : '08:15'}`)).toBeVisible();
    await expect(planner.getByTestId('cell-1-06:30')).toBeVisible();
    await expect(planner.getByTestId('cell-1-06:00')).toHaveCount(0);
    await context.close();
  });
}

test('a nutritionist reads the meal times but Settings offers them no form', async ({
  nutritionistPage,
  server,
}) => {
  await nutritionistPage.goto('/settings');
  await expect(nutritionistPage.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(nutritionistPage.getByRole('region', { name: 'Meal times' })).toHaveCount(0);
  // The server refuses their write as it refuses any admin-only one: 403, nothing changed.
  const api = await server.api(NUTRITIONIST);
  const refused = await api.post('/api/v1/settings/meal-times', {
    data: { meal_times: [{ meal_type: 'Breakfast', time: '07:00' }] },
  });
  expect(refused.status()).toBe(403);
  const times = (await (await api.get('/api/v1/settings/meal-times')).json()).data.meal_times as {
    meal_type: string;
    time: string;
  }[];
  expect(times.find((t) => t.meal_type === 'Breakfast')?.time).toBe('08:15');
});
