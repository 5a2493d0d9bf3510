import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/**
 * Issue 54 point 1 in the browser: a client in a Pregnancy package. The targets screen never
 * suggests weight loss and says the pregnancy figures wait for the card; the card proposes the
 * pregnancy from the open package; once confirmed with its trimester, the note is gone and the
 * goal says pregnancy. At 1440 and 375 px, axe clean.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
const SHOTS = '.tmp/shots/pregnancy-package';

for (const [label, viewport, firstName] of [
  ['1440', { width: 1440, height: 900 }, 'Anjali'],
  ['375', { width: 375, height: 812 }, 'Rukhsana'],
] as const) {
  test.describe(`at ${label} px`, () => {
    test.use({ viewport });

    test('the package proposes the pregnancy, and the targets wait for it', async ({
      nutritionistPage: page,
      server,
      axe,
    }) => {
      const api = await server.api(NUTRITIONIST);
      const { clientId, packageId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Sinha',
        category: 'Pregnancy & Lactation',
        subCategory: 'Pregnancy',
      });
      const planId = await createPlan(api, packageId);

      await page.goto(`/workspace/${packageId}/${planId}`);
      await page.getByRole('button', { name: 'Targets', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Nutrient targets' });
      await expect(modal.getByTestId('targets-inputs')).toContainText(
        'Goal: Package: Pregnancy: no weight loss',
      );
      const note = modal.getByTestId('targets-life-stage');
      await expect(note).toContainText("no pregnancy is confirmed on the client's card");
      await axe(page, { include: ['[role="dialog"]'] });
      await page.screenshot({ path: `${SHOTS}/targets-unconfirmed-${label}.png`, fullPage: true });
      await page.keyboard.press('Escape');

      await page.goto(`/client-details/${clientId}`);
      const panel = page.getByTestId('client-conditions');
      const proposed = panel.getByTestId('proposed-conditions');
      await expect(proposed).toContainText('From the open package: Pregnancy & Lactation');
      const pregnancy = panel.getByTestId('proposed-pregnancy');
      await pregnancy.getByLabel('Pregnancy: trimester').selectOption('2');
      await pregnancy.getByRole('button', { name: 'Confirm Pregnancy' }).click();
      await expect(panel.getByTestId('confirmed-pregnancy')).toContainText('Pregnancy, trimester 2');
      await axe(page);
      await panel.screenshot({ path: `${SHOTS}/card-confirmed-${label}.png` });

      await page.goto(`/workspace/${packageId}/${planId}`);
      await page.getByRole('button', { name: 'Targets', exact: true }).click();
      await expect(modal.getByTestId('targets-inputs')).toContainText('Goal: Pregnancy: no weight loss');
      await expect(modal.getByTestId('targets-life-stage')).toHaveCount(0);
    });
  });
}
