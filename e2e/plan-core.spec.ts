import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId } from './support/plans-arrange';

/**
 * The plan core (issue 32): a meal saved before the client's allergy was known is marked in the
 * planner's grid as not for this client, naming the rule, and copying that day is refused with
 * the food, the day and the rule in words. At desktop and phone width, axe clean.
 */
test.setTimeout(120_000);

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Kavitha'],
  ['phone', { width: 375, height: 812 }, 'Nandini'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('a food the client may no longer have is marked in the grid, and copying it is refused in words', async ({
      nutritionistPage: page,
      server,
      axe,
    }, info) => {
      const api = await server.api(NUTRITIONIST);
      const { clientId, packageId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Hegde',
      });
      const planId = await createPlan(api, packageId, {
        description: `${firstName} week 1`,
        day_format: 'week_day',
      });
      const groundnut = await foodId(api, 'ground nut', 'Ground nut');
      const saved = await (
        await api.post('/api/v1/diet/planday/create-day', {
          data: {
            package_id: packageId,
            diet_plan_id: planId,
            day: 1,
            time: '16:00',
            hypothetical_time: 'Custom',
            items: [{ id: groundnut, qty: 20 }],
          },
        })
      ).json();
      expect(saved.success, JSON.stringify(saved)).toBe(1);
      const allergy = await (
        await api.post('/api/v1/client/restrictions/save', {
          data: { client_id: clientId, allergies: ['peanut'] },
        })
      ).json();
      expect(allergy.success, JSON.stringify(allergy)).toBe(1);

      await page.goto(`/workspace/${packageId}/${planId}`);
      const mark = page.getByTestId('item-not-served').first();
      await expect(mark).toBeVisible();
      await expect(mark).toContainText('not for this client: contains groundnut: peanut allergy');
      await page.screenshot({ path: info.outputPath(`not-served-${label}.png`), fullPage: false });
      await axe(page);

      const copy = await (
        await api.post('/api/v1/diet/plan/copy-day', { data: { planId, sourceDay: 1, targetDay: 2 } })
      ).json();
      expect(copy.success).toBe(0);
      expect(copy.message).toBe(
        'Not copied: Ground nut on Day 2: contains groundnut: peanut allergy. Open the meal to keep a food with a reason, or change it.',
      );
    });
  });
}
