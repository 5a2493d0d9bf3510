import { expect, NUTRITIONIST, NUTRITIONIST_NO_CREDITS, test } from './fixtures';

const ADMIN_MENU = [
  'Today',
  'Calendar',
  'Reminders',
  'Client Profiles',
  'Nutritionists',
  'Packages',
  'Invoices',
  'Nutrition Plans',
  'Manage Data',
  'Settings',
];
const NUTRITIONIST_MENU = ADMIN_MENU.filter((label) => label !== 'Nutritionists');

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('sidebar by role', () => {
  test('an admin sees every entry, Nutritionists included', async ({ adminPage }) => {
    await adminPage.goto('/client-profile');
    await expect(sidebar(adminPage).getByRole('link')).toHaveText(ADMIN_MENU);
    await expect(sidebar(adminPage).getByRole('link', { name: 'Client Profiles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a nutritionist does not see Nutritionists, and /nutritionists sends them home', async ({
    nutritionistPage,
  }) => {
    await nutritionistPage.goto('/packages');
    await expect(sidebar(nutritionistPage).getByRole('link')).toHaveText(NUTRITIONIST_MENU);
    await nutritionistPage.goto('/nutritionists');
    await expect(nutritionistPage).toHaveURL(/\/dashboard$/);
  });

  test('detail pages light up their list entry', async ({ adminPage }) => {
    await adminPage.goto('/client-details/1');
    await expect(sidebar(adminPage).getByRole('link', { name: 'Client Profiles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await adminPage.goto('/dietitian-details/1');
    await expect(sidebar(adminPage).getByRole('link', { name: 'Nutritionists' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sidebar(adminPage).getByRole('link', { name: 'Settings' }).click();
    await expect(adminPage).toHaveURL(/\/settings$/);
    await expect(sidebar(adminPage).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('keyboard', () => {
  test("the first Tab is 'Skip to content', and Enter takes focus past the top bar and the sidebar", async ({
    adminPage,
  }) => {
    await adminPage.goto('/client-profile');
    await expect(adminPage.getByRole('heading', { name: 'Client Profiles' })).toBeVisible();
    await adminPage.keyboard.press('Tab');
    const skip = adminPage.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await adminPage.keyboard.press('Enter');
    await expect(adminPage.locator('#main-content')).toBeFocused();
    // The next Tab lands inside the page, not on the sidebar's first link.
    await adminPage.keyboard.press('Tab');
    const inMain = await adminPage.evaluate(() => !!document.activeElement?.closest('#main-content'));
    expect(inMain).toBe(true);
  });
});

test.describe('top bar', () => {
  test('a nutritionist with credits sees what is left and the expiry date', async ({ nutritionistPage }) => {
    await nutritionistPage.goto('/client-profile');
    const banner = nutritionistPage.getByRole('banner');
    await expect(banner.getByTestId('remaining-plans')).toHaveText(
      `Remaining Plans : ${NUTRITIONIST.credits - NUTRITIONIST.plansUsed}`,
    );
    await expect(banner.getByTestId('expires-on')).toHaveText(`Expires On : ${NUTRITIONIST.expiryShown}`);
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a nutritionist without credits sees "Request for plans"', async ({ pageAs }) => {
    const page = await pageAs(NUTRITIONIST_NO_CREDITS);
    await page.goto('/client-profile');
    await expect(page.getByTestId('remaining-plans')).toHaveText('Request for plans');
    await expect(page.getByTestId('expires-on')).toHaveCount(0);
  });

  test('a nutritionist whose credits expired sees the date they expired instead of Remaining Plans', async ({
    server,
    pageAs,
  }) => {
    const account = await server.createNutritionist({
      first_name: 'Farah',
      last_name: 'Siddiqui',
      credits: 5,
      expiry: '2024-03-31',
    });
    const page = await pageAs(account);
    await page.goto('/client-profile');
    await expect(page.getByTestId('remaining-plans')).toHaveText('Credits expired on 31-Mar-2024');
    await expect(page.getByTestId('expires-on')).toHaveCount(0);
  });

  test("an admin sees the practice's totals", async ({ adminPage }) => {
    await adminPage.goto('/client-profile');
    // The expired nutritionist above adds nothing: only usable credits count.
    await expect(adminPage.getByTestId('remaining-plans')).toHaveText('Remaining Plans : 10');
    await expect(adminPage.getByTestId('expires-on')).toHaveText(`Expires On : ${NUTRITIONIST.expiryShown}`);
  });
});

test.describe('shell accessibility and small screens', () => {
  test('the signed-in shell has no serious axe violations', async ({ adminPage, axe }) => {
    await adminPage.goto('/client-profile');
    await expect(sidebar(adminPage)).toBeVisible();
    // The shell only: each feature's spec checks its own page content.
    await axe(adminPage, { include: ['header', 'nav', 'footer'] });
  });

  test('at 375 px the sidebar folds behind the menu button and nothing scrolls sideways', async ({
    pageAs,
  }) => {
    const page = await pageAs(NUTRITIONIST);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/client-profile');
    await expect(page.getByTestId('remaining-plans')).toBeVisible();
    const packages = sidebar(page).getByRole('link', { name: 'Packages' });
    // Mantine slides the folded navbar out of view rather than hiding it.
    await expect(packages).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(packages).toBeInViewport();
    await packages.click();
    await expect(page).toHaveURL(/\/packages$/);
    // Choosing an entry folds the menu again.
    await expect(packages).not.toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a nutritionist made through the API signs in with the password chosen from the invitation', async ({
  server,
  pageAs,
}) => {
  const created = await server.createNutritionist({ first_name: 'Kavya', last_name: 'Menon', credits: 3 });
  const page = await pageAs(created);
  await page.goto('/client-profile');
  await expect(page.getByTestId('remaining-plans')).toHaveText('Remaining Plans : 3');
  await expect(sidebar(page).getByRole('link')).toHaveText(NUTRITIONIST_MENU);
});
