import { expect, NUTRITIONIST, test } from './fixtures';

/**
 * Issue 35, the nutritionist's side: the card says type 2 diabetes and a pregnancy; the diabetes is
 * confirmed with its carbohydrate band and listed as confirmed, the pregnancy confirmed without a
 * trimester shows the server's question beside the field, then its trimester is chosen, changed and
 * removed. At desktop and phone width, axe clean.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

for (const [label, viewport, firstName, phone] of [
  ['desktop', { width: 1440, height: 900 }, 'Meenakshi', '9845012371'],
  ['phone', { width: 375, height: 812 }, 'Kavitha', '9845012389'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('confirms a proposed condition with its detail; a missing trimester is asked for', async ({
      nutritionistPage: page,
      server,
      axe,
    }) => {
      const api = await server.api(NUTRITIONIST);
      const created = await (
        await api.post('/api/v1/client/profile/create', {
          data: {
            first_name: firstName,
            last_name: 'Iyer',
            gender: 'Female',
            status: 'Active',
            phone,
            contact_email: `${firstName.toLowerCase()}.${Date.now().toString(36)}@example.in`,
          },
        })
      ).json();
      expect(created.success, JSON.stringify(created)).toBe(1);
      const clientId = created.data.id as number;
      // What the card's Other field says is read like the questionnaire (conditions.test.ts).
      const other = 'Sugar patient, type 2 diabetes on metformin; she is pregnant';
      const saved = await api.post('/api/v1/client/restrictions/save', {
        data: { client_id: clientId, other },
      });
      expect(saved.ok(), await saved.text()).toBe(true);

      await page.goto(`/client-details/${clientId}`);
      const panel = page.getByTestId('client-conditions');
      await expect(panel.getByTestId('conditions-empty')).toHaveText(
        'No condition confirmed yet: a proposed one counts only once you confirm it.',
      );
      const diabetes = panel.getByTestId('proposed-type2_diabetes');
      // Both read from one text: shown once, with where it was written.
      const proposed = panel.getByTestId('proposed-conditions');
      await expect(proposed).toContainText("From the card's Other field");
      await expect(proposed.getByText(`“${other}”`)).toHaveCount(1);
      await expect(diabetes).toContainText('Proposed: counts once confirmed');
      await axe(page);
      await panel.screenshot({ path: `.tmp/screens/conditions-proposed-${label}.png` });

      // Diabetes: the ICMR band chosen, then confirmed.
      await diabetes.getByLabel('Type 2 diabetes: carbohydrate band').selectOption('icmr');
      await diabetes.getByRole('button', { name: 'Confirm Type 2 diabetes' }).click();
      await expect(page.getByText('Type 2 diabetes, carbohydrate ICMR 55–60 %: confirmed.')).toBeVisible();
      const confirmed = panel.getByTestId('confirmed-conditions');
      await expect(confirmed.getByTestId('confirmed-type2_diabetes')).toContainText(
        'Type 2 diabetes, carbohydrate ICMR 55–60 %',
      );
      await expect(diabetes).toContainText('Confirmed');
      await expect(diabetes.getByRole('button', { name: 'Confirm Type 2 diabetes' })).toBeHidden();

      // Pregnancy without a trimester: the server's message beside the field, nothing saved.
      const pregnancy = panel.getByTestId('proposed-pregnancy');
      await pregnancy.getByRole('button', { name: 'Confirm Pregnancy' }).click();
      await expect(pregnancy.getByText('Please choose the trimester of the pregnancy')).toBeVisible();
      await expect(pregnancy.getByLabel('Pregnancy: trimester')).toHaveAttribute('aria-invalid', 'true');
      await expect(confirmed.getByTestId('confirmed-pregnancy')).toHaveCount(0);
      await axe(page);
      await panel.screenshot({ path: `.tmp/screens/conditions-asked-${label}.png` });

      await pregnancy.getByLabel('Pregnancy: trimester').selectOption('2');
      await pregnancy.getByRole('button', { name: 'Confirm Pregnancy' }).click();
      await expect(confirmed.getByTestId('confirmed-pregnancy')).toContainText('Pregnancy, trimester 2');

      // Changed in place, then removed; the API reads the same.
      await confirmed.getByLabel('Pregnancy: trimester').selectOption('3');
      await expect(confirmed.getByTestId('confirmed-pregnancy')).toContainText('Pregnancy, trimester 3');
      await confirmed.getByRole('button', { name: 'Remove Type 2 diabetes' }).click();
      await expect(confirmed.getByTestId('confirmed-type2_diabetes')).toHaveCount(0);
      await expect(diabetes).toContainText('Proposed: counts once confirmed');
      const view = (await (await api.get(`/api/v1/client/conditions?id=${clientId}`)).json()).data;
      expect(view.conditions).toEqual([{ kind: 'pregnancy', trimester: '3' }]);
      await axe(page);
      await page.screenshot({ path: `.tmp/screens/conditions-page-${label}.png`, fullPage: true });
    });
  });
}
