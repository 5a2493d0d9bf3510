import type { Locator, Page } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, sendAssessmentForm } from './support/plans-arrange';

/** Issue 25's small things: date fields, implausible vitals, the recall saving as the client types. */
const SHOTS = '.tmp/screenshots/small';
const UNREADABLE = 'Please enter the date as DD-MMM-YYYY, for example 05-Mar-2026';

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The message Mantine shows under a field, read through the field's accessible description. */
const errorOf = (field: Locator) =>
  field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('first-day forms', () => {
  let clientId = 0;
  let token = '';

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    let packageId = 0;
    ({ clientId, packageId } = await createClientPackage(api, { first_name: 'Savitha', last_name: 'Gowda' }));
    token = await sendAssessmentForm(api, packageId);
  });

  for (const width of [1440, 375]) {
    test(`a date it cannot read is an error under the field, never an empty value (${width} px)`, async ({
      nutritionistPage: page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/client-profile');
      await page.getByRole('button', { name: 'Add Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Client Profile' });
      const joined = dialog.getByLabel('Joined On');
      await joined.fill('31-Feb-2026');
      await joined.press('Tab');
      // The text stays as typed, and says why it is refused.
      await expect(joined).toHaveValue('31-Feb-2026');
      await expect(dialog.getByText(UNREADABLE)).toBeVisible();
      expect(await errorOf(joined)).toContain(UNREADABLE);
      const dob = dialog.getByLabel('Date of Birth');
      await dob.fill('12-Aug-2099');
      await dob.press('Tab');
      await expect(
        dialog.getByText(/^Please enter a date on or before \d\d-[A-Z][a-z]{2}-\d{4}$/),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(UNREADABLE)).toBeVisible();
      await joined.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/client-dates-${width}.png`, fullPage: true });
      await axe(page);

      // Typing it right (in either form) clears the message; the calendar still works too.
      await joined.fill('05-Mar-2026');
      await expect(dialog.getByText(UNREADABLE)).toHaveCount(0);
      await joined.press('Tab');
      await expect(joined).toHaveValue('05-Mar-2026');
      await dob.fill('1988-08-12');
      await dob.press('Tab');
      await expect(dob).toHaveValue('12-Aug-1988');
    });
  }

  test("a package's duration fills its end date", async ({ adminPage: page }) => {
    await page.goto('/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Package' });
    await dialog.getByLabel('Start Date').fill('15-Jan-2026');
    await dialog.getByLabel('Start Date').press('Tab');
    await pick(page, dialog, 'Duration', '3 Months');
    await expect(dialog.getByLabel('End Date')).toHaveValue('14-Apr-2026');
    // A new start moves the end with the chosen duration.
    await dialog.getByLabel('Start Date').fill('01-Feb-2026');
    await dialog.getByLabel('Start Date').press('Tab');
    await expect(dialog.getByLabel('End Date')).toHaveValue('30-Apr-2026');
    // The end date stays the person's to change.
    await dialog.getByLabel('End Date').fill('15-May-2026');
    await dialog.getByLabel('End Date').press('Tab');
    await expect(dialog.getByLabel('End Date')).toHaveValue('15-May-2026');
    await dialog.getByLabel('Payment Date').fill('tomorrow');
    await dialog.getByLabel('Payment Date').press('Tab');
    await expect(dialog.getByText(UNREADABLE)).toBeVisible();
  });

  for (const width of [1440, 375]) {
    test(`body vitals refuse a typo under the field and still mark out-of-range values (${width} px)`, async ({
      nutritionistPage: page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/client-details/${clientId}`);
      await page.getByRole('button', { name: 'Add New Set Of Parameters' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('textbox', { name: /^Note/ }).fill('First consultation');
      await pick(page, modal, 'Nutritionist', 'Ananya Iyer');
      await modal.getByLabel('Reading Date').fill('12-Sep-2026');
      await modal.getByTestId('vital-height').fill('1620');
      await modal.getByTestId('vital-weight').fill('4000');
      await modal.getByTestId('vital-fbs').fill('260');
      await expect(modal.getByText('Height must be between 50 and 250 cm')).toBeVisible();
      await expect(modal.getByText('Weight must be between 2 and 400 kg')).toBeVisible();
      expect(await errorOf(modal.getByTestId('vital-height'))).toContain(
        'Height must be between 50 and 250 cm',
      );
      // Outside the reference range only: allowed, and marked as before.
      await expect(modal.getByLabel('Above range')).toBeVisible();
      await modal.getByRole('button', { name: 'Save' }).click();
      await expect(modal.getByText('Height must be between 50 and 250 cm', { exact: true })).toBeVisible();
      await expect(modal).toBeVisible();
      await modal.getByTestId('vital-height').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/vitals-implausible-${width}.png` });
      await axe(page);
      if (width === 375) return;

      await modal.getByTestId('vital-height').fill('162');
      await modal.getByTestId('vital-weight').fill('64');
      // The messages under the fields go as the values are corrected.
      await expect(modal.locator('.mantine-InputWrapper-error', { hasText: 'must be between' })).toHaveCount(
        0,
      );
      await modal.getByRole('button', { name: 'Save' }).click();
      await expect(modal).toBeHidden({ timeout: 10_000 });
      const row = page.getByTestId('vitals-sets').getByRole('row', { name: /First consultation/ });
      await expect(row).toContainText('12-Sep-2026');
    });
  }

  test('the dietary recall keeps every keystroke at 375 px, through a reload (issue 34)', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/survey/${token}`);
    await page.getByRole('button', { name: 'Dietary Recall', exact: true }).click();
    const recall = page.getByTestId('client-recall');
    const rows = recall.getByTestId('client-recall-row');
    await expect(rows.first()).toBeVisible();
    // Times a client keeps (decision 193), each asked about as a question with two answers.
    await expect(recall.getByRole('combobox', { name: 'Time of row 1' })).toHaveValue('06:30 AM');
    await expect(rows.first().getByTestId('client-recall-time-question')).toContainText(
      'Is 06:30 AM right for On Waking Up?',
    );
    await expect(rows.first().getByRole('button', { name: 'Yes, 06:30 AM for On Waking Up' })).toHaveText(
      'Yes',
    );
    await expect(rows.first().getByRole('button', { name: 'Change time for On Waking Up' })).toBeVisible();
    await expect(recall.getByRole('combobox', { name: 'Time of row 2' })).toHaveValue('08:00 AM');
    await page.screenshot({ path: `${SHOTS}/recall-question-375.png`, fullPage: true });
    await axe(page);

    // Row 1: "Yes", then typing; no button is pressed.
    await rows.nth(0).getByRole('button', { name: 'Yes, 06:30 AM for On Waking Up' }).click();
    await expect(rows.nth(0).getByTestId('client-recall-time-question')).toHaveCount(0);
    await recall.getByLabel('Description of row 1').fill('Warm water with methi seeds');
    // Row 2: "Change time" opens the time list.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Change time for / })
      .click();
    await page.getByRole('option', { name: '09:30 AM', exact: true }).click();
    await expect(rows.nth(1).getByTestId('client-recall-time-question')).toHaveCount(0);
    await recall.getByLabel('Description of row 2').fill('Ragi dosa with chutney');
    // Row 3: typed, its default time never answered: kept all the same.
    await recall.getByLabel('Description of row 3').fill('Curd rice');
    await expect(recall.getByTestId('client-recall-status')).toHaveText('Saved', { timeout: 10_000 });

    await page.reload();
    await page.getByRole('button', { name: 'Dietary Recall', exact: true }).click();
    const after = page.getByTestId('client-recall');
    const descriptions = after.getByRole('textbox', { name: /^Description of row/ });
    await expect(descriptions.first()).toBeVisible();
    const saved = await descriptions.evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
    expect(saved).toEqual(
      expect.arrayContaining(['Warm water with methi seeds', 'Ragi dosa with chutney', 'Curd rice']),
    );
    const times = await after
      .getByRole('combobox', { name: /^Time of row/ })
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(times).toContain('06:30 AM');
    expect(times).toContain('09:30 AM');
    await page.screenshot({ path: `${SHOTS}/recall-after-reload-375.png`, fullPage: true });
  });
});
