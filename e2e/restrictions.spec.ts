import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/**
 * Allergies as data (issue 26): the nutritionist ticks a peanut allergy on the client page, a
 * generated day holds no groundnut, and groundnut added by hand shows the conflict mark and is
 * saved only with an override reason; at desktop and phone width, axe clean.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Rohini'],
  ['phone', { width: 375, height: 812 }, 'Devika'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('tick a peanut allergy, generate without groundnut, add it by hand only with an override', async ({
      nutritionistPage: page,
      server,
      axe,
    }, info) => {
      const api = await server.api(NUTRITIONIST);
      const { clientId, packageId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Pillai',
      });
      const planId = await createPlan(api, packageId, {
        description: `${firstName} week 1`,
        food_preferences: 'Vegetarian',
      });
      const targets = await api.post('/api/v1/diet/plan/targets', {
        data: {
          plan_id: planId,
          energy_kcal: 1700,
          protein_g: 60,
          carbohydrate_g: null,
          fat_g: null,
          fibre_g: null,
        },
      });
      expect((await targets.json()).success).toBe(1);

      // The client page: tick Peanut and save.
      await page.goto(`/client-details/${clientId}`);
      const section = page.getByTestId('client-restrictions');
      await section.getByRole('checkbox', { name: 'Peanut' }).check();
      await section.getByRole('checkbox', { name: 'Lactose' }).check();
      await section.getByRole('combobox', { name: 'Lactose: foods that are fine' }).fill('curd');
      await section.getByRole('combobox', { name: 'Lactose: foods that are fine' }).press('Enter');
      await section.getByRole('button', { name: 'Save allergies and diet rules' }).click();
      await expect(page.getByText('Allergies and diet rules saved.')).toBeVisible();
      await axe(page);
      await section.screenshot({ path: info.outputPath(`client-${label}.png`) });
      const saved = await (await api.get(`/api/v1/client/restrictions?id=${clientId}`)).json();
      expect(saved.data.list.allergies).toEqual(['peanut']);
      expect(saved.data.list.intolerances).toEqual([{ tag: 'lactose', except: ['curd'] }]);

      // Generate a day: no groundnut, no groundnut oil, no milk. The first solve of a fresh server
      // warms its solver threads (on a loaded machine it may run out of time), so the API asks first.
      const warm = await api.post('/api/v1/diet/plan/generate', {
        data: { plan_id: planId, package_id: packageId, day: 1, mode: 'foods' },
      });
      expect(JSON.stringify((await warm.json()).data.days)).not.toMatch(/Ground ?nut|Milk, whole/i);
      await page.goto(`/workspace/${packageId}/${planId}`);
      await page.getByRole('button', { name: 'Compute Day 1 to the targets' }).click();
      await page.getByRole('menuitem', { name: 'Generate day' }).click();
      const preview = page.getByRole('dialog', { name: 'Generate Day 1' });
      await expect(preview.getByRole('region', { name: 'Computed' })).toContainText(/\d+ g/, {
        timeout: 30_000,
      });
      await expect(preview.getByRole('region', { name: 'Computed' })).not.toContainText(
        /Ground ?nut|Groundnut|Milk, whole/i,
      );
      await preview.getByRole('button', { name: 'Close' }).first().click();
      await expect(preview).toBeHidden();

      // Groundnut by hand: the search and the item show why; Save needs a reason.
      await page.getByTestId('cell-1-06:00').click();
      const modal = page.getByRole('dialog', { name: /Add Meal/ });
      await page.getByTestId('food-search').fill('ground nut');
      const option = page.getByRole('option', { name: /^Ground nut/ });
      await expect(option.getByTestId('food-option-restriction')).toHaveText(
        'contains groundnut: peanut allergy',
      );
      await option.click();
      const mark = modal.getByTestId('restriction-mark');
      await expect(mark).toContainText('Ground nut: contains groundnut: peanut allergy');
      await page.getByTestId('meal-save').click();
      await expect(page.getByTestId('meal-error')).toHaveText(
        'Ground nut: contains groundnut: peanut allergy. To keep it, give a reason for the override.',
      );
      await expect(mark.getByText('Give a reason for the override, or remove the food')).toBeVisible();
      await axe(page, { include: ['[role="dialog"]'] });
      await page.screenshot({ path: info.outputPath(`override-${label}.png`), fullPage: true });
      await mark
        .getByRole('textbox', { name: 'Reason to keep Ground nut (override)' })
        .fill('Oral food challenge under Dr. Menon');
      await page.getByTestId('meal-save').click();
      await expect(modal).toBeHidden();
      // The grid keeps the mark on the saved food.
      await expect(page.getByTestId('item-override')).toContainText('(override)');

      const ws = await (await api.get(`/api/v1/diet/plan/meals?id=${planId}`)).json();
      const items = ws.data.meals.flatMap(
        (m: { items: { label: string; override_reason: string | null }[] }) => m.items,
      );
      expect(items).toEqual([
        expect.objectContaining({
          label: 'Ground nut',
          override_reason: 'Oral food challenge under Dr. Menon',
        }),
      ]);
    });
  });
}
