import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { restoreDataDir } from '../src/server/db/backup';
import { openPglite, rows } from '../src/server/db/client';
import { makePng } from '../src/server/testing/test-files';
import { ADMIN, expect, test } from './fixtures';

const LOGO_TOO_LARGE = 'Please choose an image file not more than 300KB';
const LOGO_NOT_IMAGE = 'Please choose an image file';
const UPDATE_FAILED = 'Error occurred while updating Logo & Disclaimer Text';

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

test.describe('Logo & Disclaimer', () => {
  test('an admin uploads a logo with the disclaimers and sees it', async ({ adminPage: page, axe }) => {
    await page.goto('/settings');
    await expect(page.getByTestId('no-logo')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('settings-empty.png'), fullPage: true });
    // The logo's own file field: Settings → Billing has a signature's too (decision 314).
    await page
      .getByRole('region', { name: 'Logo & Disclaimer' })
      .locator('input[type="file"]')
      .setInputFiles(file('sunrise-clinic.png', 'image/png', makePng(400, 160, [13, 110, 253])));
    await page
      .getByLabel('General disclaimer')
      .fill('This plan is general guidance; consult your doctor before changing medication.');
    await page
      .getByLabel('Sports disclaimer')
      .fill('Follow your coach and team physician on training-day nutrition.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Logo & Disclaimer text added Successfully' }),
    ).toBeVisible();
    const logo = page.getByTestId('current-logo');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    const box = await logo.boundingBox();
    expect(Math.round(box!.width)).toBe(100); // printed within 100x200, aspect kept
    expect(Math.round(box!.height)).toBe(40);

    // After a reload the texts and the logo are still there; editing texts keeps the logo.
    await page.reload();
    await expect(page.getByLabel('General disclaimer')).toHaveValue(/general guidance/);
    await page.getByLabel('Sports disclaimer').fill('Hydrate before, during and after every session.');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Logo & Disclaimer Text updated successfully')).toBeVisible();
    await expect(page.getByTestId('current-logo')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('settings-full.png'), fullPage: true });
    await axe(page);
  });

  test('shows each logo error, the failure message for about 2 seconds', async ({ adminPage: page }) => {
    // Settings exist already, whichever test ran before, so the form is in edit mode.
    const made = await page.request.post('/api/v1/settings/create', {
      multipart: { json: JSON.stringify({ general_disclaimer: 'General', sports_disclaimer: 'Sports' }) },
    });
    expect((await made.json()).success).toBe(1);
    await page.goto('/settings');
    const input = page.getByRole('region', { name: 'Logo & Disclaimer' }).locator('input[type="file"]');
    await input.setInputFiles(file('big-logo.png', 'image/png', makePng(10, 10, [0, 0, 0], 300 * 1024 + 1)));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(LOGO_TOO_LARGE)).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: UPDATE_FAILED });
    await expect(failure).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('settings-errors.png'), fullPage: true });
    await expect(failure).toBeHidden({ timeout: 4000 });

    await input.setInputFiles(file('logo.gif', 'image/gif', Buffer.from('GIF89a')));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(LOGO_NOT_IMAGE, { exact: true })).toBeVisible();

    // A text file renamed to .png passes the page's checks; the server reads its bytes and refuses it.
    await input.setInputFiles(
      file('client-notes.png', 'image/png', Buffer.from('Arjun Nair - 98450 12345\n')),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(LOGO_NOT_IMAGE, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: UPDATE_FAILED })).toBeVisible();
  });

  test('a nutritionist sees neither Logo & Disclaimer nor Export Data, and the API refuses them', async ({
    nutritionistPage: page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Logo & Disclaimer' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Export Data' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sync Credits' })).toHaveCount(0);
    const res = await page.request.post('/api/v1/settings/edit', { data: { general_disclaimer: 'x' } });
    expect(res.status()).toBe(403);
  });
});

test.describe('Export and Sync Data', () => {
  test('an admin has the three CSV links and the sync buttons answer with counts', async ({
    adminPage: page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: 'Client Profiles CSV' })).toHaveAttribute(
      'href',
      '/api/v1/client/profile/export-csv',
    );
    await expect(page.getByRole('link', { name: 'Nutritionist Profiles CSV' })).toHaveAttribute(
      'href',
      '/api/v1/dietitian/profile/export-csv',
    );
    await expect(page.getByRole('link', { name: 'Packages CSV' })).toHaveAttribute(
      'href',
      '/api/v1/client/package/export-csv',
    );
    await page.getByRole('button', { name: 'Sync Categories' }).click();
    await expect(page.getByTestId('sync-result')).toHaveText(
      /^successfully synced \d+ categories, \d+ generic & \d+ timings data$/,
    );
    await page.getByRole('button', { name: 'Sync Assessment Questions' }).click();
    await expect(page.getByTestId('sync-result')).toHaveText(
      /^successfully synced \d+ questions for survey$/,
    );
    await page.getByRole('button', { name: 'Sync Body Parameters' }).click();
    await expect(page.getByTestId('sync-result')).toHaveText(/^successfully synced \d+ body params$/);
    await page.getByRole('button', { name: 'Sync Credits' }).click();
    await expect(page.getByTestId('sync-result')).toHaveText('Credits synced successfully');
  });
});

test.describe('Change Password', () => {
  test('checks each field, changes the password, and the new one signs in', async ({
    server,
    pageAs,
    page,
  }) => {
    const dietitian = await server.createNutritionist({ first_name: 'Farah', last_name: 'Qureshi' });
    const me = await pageAs(dietitian);
    await me.setViewportSize({ width: 375, height: 800 });
    await me.goto('/settings');
    const current = me.getByLabel('Current Password');
    const next = me.getByLabel('New Password');
    const confirm = me.getByLabel('Confirm Password');

    await current.fill('Not-my-password1');
    await next.fill('Farah@Lucknow2025');
    await confirm.fill('Farah@Lucknow2025');
    await me.getByRole('button', { name: 'Change Password' }).click();
    await expect(me.getByText('Current password is incorrect')).toBeVisible();
    await me.screenshot({ path: test.info().outputPath('settings-375-errors.png'), fullPage: true });

    await current.fill(dietitian.password);
    await confirm.fill('Farah@Lucknow2026');
    await me.getByRole('button', { name: 'Change Password' }).click();
    await expect(me.getByText('Passwords do not match')).toBeVisible();

    await next.fill('short');
    await confirm.fill('short');
    await me.getByRole('button', { name: 'Change Password' }).click();
    await expect(me.getByText('Password must be at least 8 characters')).toBeVisible();

    await next.fill('Farah@Lucknow2025');
    await confirm.fill('Farah@Lucknow2025');
    // The alert is accepted from the listener without waiting on it: the page reloads as soon as
    // it closes, and awaiting accept() across that reload can hang on a loaded machine.
    const alerts: string[] = [];
    me.on('dialog', (d) => {
      alerts.push(d.message());
      d.accept().catch(() => {});
    });
    await me.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => alerts).toEqual(['Password reset successfully!']);
    // Reloaded: the form is empty again.
    await expect(me.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(me.getByLabel('Current Password')).toHaveValue('');

    await page.goto('/login');
    await page.getByLabel('Email').fill(dietitian.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Farah@Lucknow2025');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(ADMIN.email).not.toBe(dietitian.email);
  });
});

test.describe('Backup', () => {
  test("the admin's Download Backup gives a real archive of the database", async ({
    adminPage: page,
    nutritionistPage,
  }) => {
    await page.goto('/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nutridesk-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
    const file = await download.path();
    const bytes = readFileSync(file);
    // gzip magic, then a tar archive (ustar at offset 257) of the database folder.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const tar = gunzipSync(bytes);
    expect(tar.subarray(257, 262).toString('latin1')).toBe('ustar');
    expect(tar.includes(Buffer.from('PG_VERSION'))).toBe(true);

    // It restores into an empty folder, and holds this practice's admin.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-e2e-restore-'));
    try {
      await restoreDataDir(file, dir);
      const database = await openPglite({ dataDir: path.join(dir, 'pglite'), lockDir: dir });
      try {
        const found = rows<{ email: string }>(
          await database.db.execute(
            sql`select email from users where lower(email) = ${ADMIN.email.toLowerCase()}`,
          ),
        );
        expect(found).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // A nutritionist has no such button (and the address answers them 403).
    await nutritionistPage.goto('/settings');
    await expect(nutritionistPage.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(nutritionistPage.getByRole('link', { name: 'Download Backup' })).toHaveCount(0);
    expect((await nutritionistPage.request.get('/api/v1/settings/backup')).status()).toBe(403);
  });
});
