import { expect, linkIn, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('lists nutritionists by name, searches and filters, with the empty state', async ({
  adminPage: page,
  axe,
}) => {
  await page.goto('/nutritionists');
  const names = () => page.locator('tbody tr td:first-child').allInnerTexts();
  await expect.poll(names).toEqual(['Ananya Iyer', 'Rohan Deshpande']);
  await axe(page);

  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/col=first_name&order=desc/);
  await expect.poll(names).toEqual(['Rohan Deshpande', 'Ananya Iyer']);

  await page.getByLabel('Search').fill('deshpande');
  await expect(page).toHaveURL(/q=deshpande/);
  await expect.poll(names).toEqual(['Rohan Deshpande']);
  await page.goto('/nutritionists?status=INACTIVE');
  await expect(page.getByText('There are no results matching the current filter')).toBeVisible();

  // With no nutritionist at all the list says so (the server always has some here).
  await page.route('**/api/v1/client/package/dietitian-list?*', (route) =>
    route.fulfill({
      json: {
        success: 1,
        message: 'OK',
        data: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 },
      },
    }),
  );
  await page.goto('/nutritionists');
  await expect(page.getByText('Please add Nutritionists')).toBeVisible();
});

test('adds a nutritionist, who gets an invitation and signs in with the chosen password', async ({
  adminPage: page,
  server,
  browser,
}) => {
  await page.goto('/nutritionists');
  await page.getByRole('button', { name: 'Add Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Nutritionist Profile' });
  await dialog.getByLabel(/^First Name/).fill('Sneha');
  await dialog.getByLabel(/^Last Name/).fill('Kapoor');
  await dialog.getByLabel(/^Email/).fill('sneha.kapoor@example.in');
  await dialog.getByLabel('Speciality').fill('Sports Nutrition');
  await dialog.getByLabel('Phone').fill('98200 11223');
  await dialog.getByLabel('PAN Card Number').fill('abcpk1234f');
  await dialog.getByLabel('Credits').fill('25');
  await dialog.getByLabel('Expires On').fill('2027-03-31');
  await dialog.getByLabel('Expires On').press('Tab'); // closes the calendar
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nutritionist added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('link', { name: 'Sneha Kapoor', exact: true })).toBeVisible();

  const mail = await server.waitForMail('sneha.kapoor@example.in');
  const invited = await browser.newContext();
  const invitedPage = await invited.newPage();
  await invitedPage.goto(linkIn(mail));
  await invitedPage.getByLabel('New Password').fill('Sneha@Mumbai2026');
  await invitedPage.getByLabel('Confirm Password').fill('Sneha@Mumbai2026');
  await invitedPage.getByRole('button', { name: /reset|save|set/i }).click();
  await invitedPage.goto('/login');
  await invitedPage.getByLabel('Email').fill('sneha.kapoor@example.in');
  await invitedPage.getByRole('textbox', { name: 'Password', exact: true }).fill('Sneha@Mumbai2026');
  await invitedPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitedPage).toHaveURL(/\/dashboard$/);
  await expect(invitedPage.getByTestId('remaining-plans')).toHaveText('Remaining Plans : 25');
  // A nutritionist has no Nutritionists menu and cannot open the page.
  await expect(invitedPage.getByRole('link', { name: 'Nutritionists' })).toHaveCount(0);
  await invitedPage.goto('/nutritionists');
  await expect(invitedPage).not.toHaveURL(/\/nutritionists/);
  await invited.close();
});

test('edit shows a server error under its field, then saves the new credits', async ({ adminPage: page }) => {
  await page.goto('/nutritionists');
  await page.getByRole('button', { name: 'Edit Sneha Kapoor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Nutritionist Profile' });
  await expect(dialog.getByLabel(/^Email/)).toBeDisabled();
  await expect(dialog.getByLabel('PAN Card Number')).toHaveValue('ABCPK1234F');
  await dialog.getByLabel('Aadhar Number').fill('1234 5678');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Please enter a valid 12-digit Aadhaar number')).toBeVisible();
  await expect(dialog.getByLabel('Aadhar Number')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Aadhar Number').fill('2345 6789 0123');
  await dialog.getByLabel('Credits').fill('40');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Nutritionist profile edited successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
});

test('the details page shows every field, read-only', async ({ adminPage: page, axe }) => {
  await page.goto('/nutritionists?q=sneha');
  await page.getByRole('link', { name: 'View Sneha Kapoor' }).click();
  await expect(page).toHaveURL(/\/dietitian-details\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Sneha Kapoor' })).toBeVisible();
  for (const text of [
    'Sports Nutrition',
    'sneha.kapoor@example.in',
    '9820011223',
    'XXXXXX234F', // PAN and Aadhaar masked until Show (issue 16)
    'XXXX XXXX 0123',
    '31-Mar-2027',
  ]) {
    await expect(page.locator('dl').getByText(text, { exact: true })).toBeVisible();
  }
  // Credits 40, no plans used: credits and remaining plans both read 40.
  await expect(page.locator('dl').getByText('40', { exact: true })).toHaveCount(2);
  // The credits history: the creation with 25 credits, then the admin's edit to 40, with who did it.
  const history = page.getByTestId('credit-history');
  const created = history.getByRole('row', { name: /Profile created/ });
  await expect(created).toContainText('— → 25');
  await expect(created).toContainText('— → 31-Mar-2027');
  await expect(created).toContainText('Practice Admin');
  await expect(history.getByRole('row', { name: /Changed by admin/ })).toContainText('25 → 40');
  await expect(page.getByRole('link', { name: 'Nutritionists' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await axe(page);
});
