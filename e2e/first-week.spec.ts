import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage } from './support/plans-arrange';

/**
 * Issue 34, the first week without a dead end: a form closes on success with a toast naming what
 * was saved, a chosen status stays chosen, and the client page puts packages first on a phone
 * with tappable phone links. Screenshots in .tmp/screenshots/first-week.
 */
const SHOTS = '.tmp/screenshots/first-week';

test.describe.configure({ mode: 'serial' });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Add Client closes on Save and a toast says what was saved; a chosen status stays chosen', async ({
      adminPage: page,
      axe,
    }) => {
      await page.goto('/client-profile');
      await page.getByRole('button', { name: 'Add Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Client Profile' });
      await dialog.getByLabel('First Name').fill(`Tanvi${viewport.width}`);
      await dialog.getByLabel('Last Name').fill('Joshi');
      await dialog.getByLabel('Phone').fill(viewport.width === 1440 ? '98860 14400' : '98860 03750');
      await dialog.getByLabel(/^Gender/).click();
      await page.getByRole('option', { name: 'Female', exact: true }).click();
      // Clicking the chosen status again used to clear it, and the save was refused.
      const status = dialog.getByRole('combobox', { name: /^Status/ });
      await status.click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await status.click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await expect(status).toHaveValue('Active');
      await axe(page, { include: ['[role="dialog"]'] });
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The toast names what was saved; the modal closes with the success (no message inside it).
      await expect(page.getByText('Client added successfully!')).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 5000 });
      await expect(page.getByTestId('form-success')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/client-saved-toast-${viewport.width}.png` });
      await axe(page);
    });

    test('client details: Package Details near the top, phone as tel: and WhatsApp links', async ({
      nutritionistPage: page,
      server,
      axe,
    }) => {
      const api = await server.api(NUTRITIONIST);
      const { clientId } = await createClientPackage(api, {
        first_name: `Ishaan${viewport.width}`,
        last_name: 'Malhotra',
      });
      await page.goto(`/client-details/${clientId}`);
      const heading = page.getByRole('heading', { name: 'Package Details' });
      await expect(heading).toBeVisible();
      const box = await heading.boundingBox();
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900);
      await expect(page.getByTestId('client-packages')).toContainText(NUTRITIONIST.firstName);
      const call = page.getByRole('link', { name: new RegExp(`^Call Ishaan${viewport.width} Malhotra on `) });
      await expect(call).toHaveAttribute('href', /^tel:\d{10}$/);
      await expect(
        page.getByRole('link', { name: `WhatsApp Ishaan${viewport.width} Malhotra` }),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
      await page.screenshot({ path: `${SHOTS}/client-details-${viewport.width}.png`, fullPage: true });
      await axe(page);
    });
  });
}
