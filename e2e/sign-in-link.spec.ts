import { ADMIN, expect, expectNoSeriousA11yViolations, linkIn, test } from './fixtures';

// Issue 34 point 10 (decision 188): from a new browser, the owner signs in with a link mailed to them.
for (const width of [1440, 375]) {
  test(`"E-mail me a sign-in link" → mailed link → signed in, at ${width} px`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'E-mail me a sign-in link' }).click();
    await expect(page).toHaveURL(/\/sign-in-link$/);
    await expectNoSeriousA11yViolations(page);
    const earlier = new Set(server.mails().map((m) => m.text));
    const newLinkMail = () =>
      server
        .mails()
        .find((m) => /^Sign in to/.test(m.subject) && m.to.includes(ADMIN.email) && !earlier.has(m.text));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('status')).toContainText('we have sent it a sign-in link');

    await expect.poll(() => newLinkMail() !== undefined, { timeout: 15_000 }).toBe(true);
    const link = linkIn(newLinkMail()!);
    expect(link.startsWith(`${server.baseURL}/sign-in/`)).toBe(true);
    await page.goto(link);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // The link worked once.
    await page.getByRole('button', { name: 'Logout' }).click();
    // Logout reloads to the sign-in page: going to the link before that would be cut short.
    await expect(page).toHaveURL(/\/login/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('This sign-in link is invalid, used or has expired.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
}
