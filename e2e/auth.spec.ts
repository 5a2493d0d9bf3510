import { request as httpRequest } from 'node:http';
import { ADMIN, expect, linkIn, NUTRITIONIST_NO_CREDITS, test } from './fixtures';

const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in', () => {
  test('signs in with the form and lands on the Today dashboard', async ({ page }) => {
    await signIn(page, ADMIN.email.toUpperCase(), ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByTestId('remaining-plans')).toHaveText('Remaining Plans : 10');
  });

  test('shows the server message for a wrong password and stays on /login', async ({ page }) => {
    await signIn(page, ADMIN.email, 'Wrong@Password1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
    // Editing a field clears its error, and the right password then works.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('shows field errors for an empty form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('logout ends the session and the guard sends the user to /login', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/packages');
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get('/api/v1/auth/session-user');
    expect(me.status()).toBe(401);
  });

  test('"Remember password" keeps a 30-day cookie; without it the cookie ends with the browser', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByLabel('Remember password').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session cookie (the browser also keeps the sign-in route's device cookie, decision 130).
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });
});

test.describe('guards', () => {
  test('signed out: app routes and / go to /login', async ({ page }) => {
    for (const path of ['/', '/client-profile', '/nutritionists', '/settings', '/workspace/1/list']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('signed in: login-type routes go to /client-profile, unknown paths to / and on', async ({
    adminPage,
  }) => {
    for (const path of ['/login', '/forgot-password', '/reset-password/some-token', '/']) {
      await adminPage.goto(path);
      await expect(adminPage, path).toHaveURL(/\/dashboard$/);
    }
    await adminPage.goto('/no/such/page');
    await expect(adminPage).toHaveURL(/\/dashboard$/);
  });

  test('signed out: an unknown path goes to / and then /login', async ({ page }) => {
    await page.goto('/definitely-not-a-page');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('accessibility of the public pages', () => {
  test('login, forgot-password and reset-password have no serious axe violations', async ({ page, axe }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: 'Send Me Password Reset Email' })).toBeVisible();
    await axe(page);
    await page.goto('/reset-password/not-a-real-token');
    await expect(page.getByLabel('New Password')).toBeVisible();
    await axe(page);
  });

  test('the login page fits 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// Last in the file: it changes Rohan's password, which ends his sessions.
test.describe('forgot and reset password', () => {
  test('a wrong or used link shows the server message', async ({ page }) => {
    await page.goto('/reset-password/not-a-real-token');
    await page.getByLabel('New Password').fill('Fresh@Start2024');
    await page.getByLabel('Confirm Password').fill('Fresh@Start2024');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password link is invalid or has expired.');
  });

  test('forgot → emailed link → reset → sign in with the new password', async ({ page, server }) => {
    const account = NUTRITIONIST_NO_CREDITS;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Me Password Reset Email' }).click();
    await expect(page.getByRole('status')).toHaveText(FORGOT_MESSAGE);

    const mail = await server.waitForMail(account.email, { subject: /Reset your/ });
    const link = linkIn(mail);
    expect(link.startsWith(`${server.baseURL}/reset-password/`)).toBe(true);

    await page.goto(link);
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    const newPassword = 'Rohan@Wardha2025';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('Rohan@Wardha2026');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been set. Please sign in with your new password.',
    );

    await page.getByRole('link', { name: 'Sign in now' }).click();
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await signIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('remaining-plans')).toHaveText('Request for plans');
  });
});

/** A failed sign-in sent from another loopback address (Linux answers all of 127/8): another client. */
function failFrom(baseURL: string, email: string, localAddress: string): Promise<number> {
  const url = new URL('/api/v1/auth/login', baseURL);
  const body = JSON.stringify({ email, password: 'Guess@1234' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test.describe('sign-in while others hammer the account (issue 25)', () => {
  test('the owner signs in from their own browser; a browser the account does not know is told the wait', async ({
    page,
    browser,
    server,
  }) => {
    const owner = await server.createNutritionist({ first_name: 'Revathi', last_name: 'Pillai' });
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Forty wrong passwords from eight other addresses, five each.
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(await failFrom(server.baseURL, owner.email, `127.0.0.${Math.floor(i / 5) + 2}`));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429));

    // Another browser (no device cookie), even with the right password, waits and is told for how long.
    const stranger = await browser.newContext({ baseURL: server.baseURL });
    const strangerPage = await stranger.newPage();
    await signIn(strangerPage, owner.email, owner.password);
    await expect(strangerPage.getByRole('alert')).toHaveText(
      /^Too many failed sign-in attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
    await expect(strangerPage).toHaveURL(/\/login$/);
    await stranger.close();

    // The owner's browser has signed in to this account before: it gets in at once.
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
