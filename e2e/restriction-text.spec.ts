import { expect, NUTRITIONIST, test } from './fixtures';
import { createPlan } from './support/plans-arrange';

/**
 * Every word written is read or flagged (issue 32): Add Client's "Vegetarian" is a proposed rule,
 * confirmed in one click; Hindi in the Other field is read ("मूंगफली से एलर्जी") and what no rule
 * knows says "Not enforced" beside Other, in the planner's side column and in Generate's dialog,
 * which asks before computing. At desktop and phone width, axe clean.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let counter = 0;

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Sunanda'],
  ['phone', { width: 375, height: 812 }, 'Tanvi'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('proposed rules confirmed in one click; "Not enforced" beside Other, in the planner and before Generate', async ({
      nutritionistPage: page,
      server,
      axe,
    }, info) => {
      const api = await server.api(NUTRITIONIST);
      const me = (await (await api.get('/api/v1/auth/session-user')).json()).data;
      counter += 1;
      const created = await (
        await api.post('/api/v1/client/profile/create', {
          data: {
            first_name: firstName,
            last_name: 'Banerjee',
            gender: 'Female',
            status: 'Active',
            food_preferences: 'Vegetarian',
            phone: `97${String(51000000 + counter * 7919 + (label === 'phone' ? 17 : 0)).slice(0, 8)}`,
            contact_email: `${firstName.toLowerCase()}.${Date.now().toString(36)}@example.in`,
          },
        })
      ).json();
      expect(created.success, JSON.stringify(created)).toBe(1);
      const clientId = created.data.id as number;
      const pkg = await (
        await api.post('/api/v1/client/package/create', {
          data: {
            client_id: clientId,
            dietitian_id: me.user.nutritionist_id,
            category: 'Weight Management',
            start_date: '2026-01-05',
            status: 'New',
          },
        })
      ).json();
      const packageId = pkg.data.id as number;
      const planId = await createPlan(api, packageId, { description: `${firstName} week 1` });

      await page.goto(`/client-details/${clientId}`);
      const section = page.getByTestId('client-restrictions');
      // Add Client's food preference, proposed; one click makes it the client's rule.
      const rules = section.getByTestId('proposed-rules');
      await expect(rules).toContainText('Food preference (client profile)');
      await expect(rules).toContainText('Proposed: counts once confirmed');
      await rules.getByRole('button', { name: 'Confirm Vegetarian diet' }).click();
      await expect(page.getByText('Vegetarian diet: confirmed.')).toBeVisible();
      await expect(rules.getByRole('button', { name: 'Confirm Vegetarian diet' })).toBeHidden();
      await expect(section.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();

      // Other, in Hindi: read as it is typed; the word no rule knows says so beside the field.
      const other = section.getByRole('textbox', { name: 'Other' });
      await other.fill('मूंगफली से एलर्जी, कटहल');
      const reading = section.getByTestId('other-reading');
      await expect(reading).toContainText('Read as: Peanut allergy');
      await expect(reading.getByTestId('not-enforced')).toHaveText('Not enforced: कटहल');
      await section.getByRole('button', { name: 'Save allergies and diet rules' }).click();
      await expect(page.getByText('Allergies and diet rules saved.')).toBeVisible();
      await expect(rules).toContainText('“मूंगफली से एलर्जी, कटहल”');
      await expect(rules.getByRole('button', { name: 'Confirm Peanut allergy' })).toBeVisible();
      await rules.getByRole('button', { name: 'Confirm Peanut allergy' }).click();
      await expect(page.getByText('Peanut allergy: confirmed.')).toBeVisible();
      await expect(section.getByRole('checkbox', { name: 'Peanut' })).toBeChecked();
      await axe(page);
      await section.screenshot({ path: info.outputPath(`card-${label}.png`) });
      const view = (await (await api.get(`/api/v1/client/restrictions?id=${clientId}`)).json()).data;
      expect(view.list.allergies).toEqual(['peanut']);
      expect(view.list.diets).toEqual(['vegetarian']);
      expect(view.not_enforced).toEqual([{ field: 'Other', text: 'कटहल' }]);

      // The planner's side column says it too.
      await page.goto(`/workspace/${packageId}/${planId}`);
      const column = page.getByTestId('client-not-enforced');
      await expect(column).toContainText('Not enforced: कटहल');
      await expect(column).toContainText('(Other)');
      await axe(page);

      // Generate asks first: the list, then Compute anyway.
      await page.getByRole('button', { name: 'Compute Day 1 to the targets' }).click();
      await page.getByRole('menuitem', { name: 'Generate day' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate Day 1' });
      const ask = dialog.getByTestId('generate-not-enforced');
      await expect(ask).toContainText('Before computing: not enforced');
      await expect(ask).toContainText('Not enforced: कटहल');
      await expect(dialog.getByText('Computing…')).toBeHidden();
      await axe(page, { include: ['[role="dialog"]'] });
      await dialog.screenshot({ path: info.outputPath(`generate-${label}.png`) });
      await ask.getByRole('button', { name: 'Compute anyway' }).click();
      await expect(ask).toBeHidden();
      await expect(
        dialog
          .getByText('Computing…')
          .or(dialog.getByText(/Preview ready|Not computed|Misses|Meets/))
          .first(),
      ).toBeVisible();
    });
  });
}

test('an admin says the practice uses gluten-free hing, in one switch, and turns it back', async ({
  adminPage: page,
  axe,
}) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Hing (asafoetida)' });
  const toggle = section.getByRole('switch', { name: 'Our hing is gluten-free (pure or with rice flour)' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Saved: your hing is gluten-free')).toBeVisible();
  await expect(toggle).toBeChecked();
  await axe(page);
  await toggle.click();
  await expect(
    page.getByText('Saved: hing and the dishes made with it count as gluten and wheat.'),
  ).toBeVisible();
  await expect(toggle).not.toBeChecked();
});
