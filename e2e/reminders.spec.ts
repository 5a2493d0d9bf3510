import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { practiceToday } from '../src/shared/fields';
import { addDays } from '../src/shared/plan-calendar';
import { ADMIN, expect, test } from './fixtures';

const SHOTS = '.tmp/shots/reminders';
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function call<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The next day after today that is not a Sunday (the default working week is Monday–Saturday). */
function nextWorkingDay(): string {
  let day = addDays(practiceToday(), 1);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
] as const;

test.describe("today's reminders (issue 56 point 4)", () => {
  const day = nextWorkingDay();

  test.beforeAll(async ({ server }) => {
    const api = await server.api(ADMIN);
    const dietitian = await server.createNutritionist({
      first_name: 'Meera',
      last_name: 'Krishnan',
      credits: 5,
    });
    const book = async (
      person: { first_name: string; last_name: string; phone: string; language?: string },
      time: string,
      mode: string,
      where: string,
    ) => {
      const client = await call<{ id: number }>(api, '/api/v1/client/profile/create', {
        ...person,
        gender: 'Female',
        status: 'Active',
      });
      const pkg = await call<{ id: number }>(api, '/api/v1/client/package/create', {
        client_id: client.id,
        dietitian_id: dietitian.id,
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        start_date: addDays(practiceToday(), -7),
        end_date: addDays(practiceToday(), 80),
        status: 'Active',
      });
      await call(api, '/api/v1/appointment/create', {
        package_id: pkg.id,
        starts_at: `${day}T${time}`,
        duration_min: 30,
        mode,
        location_or_link: where,
        confirm: true,
      });
    };
    await book(
      { first_name: 'Kavya', last_name: 'Nair', phone: '9845012345' },
      '11:00',
      'Video',
      'https://meet.example.in/kavya',
    );
    await book(
      { first_name: 'Sunita', last_name: 'Yadav', phone: '9812345678', language: 'hi' },
      '12:30',
      'In person',
      '14 MG Road, Pune',
    );
  });

  for (const viewport of VIEWPORTS) {
    test(`staff see the day's messages ready and tick them sent (${viewport.width} px)`, async ({
      browser,
      baseURL,
      server,
      axe,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        storageState: await server.storageState(ADMIN),
      });
      // WhatsApp itself is outside the test: its page answers a stub.
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
      );
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.getByRole('link', { name: "Today's reminders" }).click();
      await expect(page.getByRole('heading', { name: "Today's reminders" })).toBeVisible();
      await page.getByRole('button', { name: 'Next day' }).click();
      if (day !== addDays(practiceToday(), 1)) await page.getByRole('button', { name: 'Next day' }).click();
      await expect(page).toHaveURL(new RegExp(`date=${day}`));
      const cards = page.getByTestId('reminder');
      await expect(cards).toHaveCount(2);
      const kavya = cards.filter({ hasText: 'Kavya Nair' });
      const sunita = cards.filter({ hasText: 'Sunita Yadav' });
      await expect(kavya.getByTestId('reminder-text')).toContainText(
        'a reminder of your video consultation with Meera Krishnan',
      );
      await expect(kavya.getByTestId('reminder-text')).toContainText('https://meet.example.in/kavya');
      // Hindi, with the mode and the address.
      await expect(sunita.getByTestId('reminder-text')).toContainText(
        'आपका क्लिनिक में परामर्श है। 14 MG Road, Pune',
      );
      await expect(page.getByTestId('cloud-note')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/list-${viewport.width}.png`, fullPage: true });

      const target = viewport.width === 1440 ? kavya : sunita;
      if (viewport.width === 1440) {
        // Opening WhatsApp asks once whether it went, and marks it.
        const popup = context.waitForEvent('page');
        await target.getByRole('link', { name: 'Open WhatsApp' }).click();
        await (await popup).close();
        await page.getByRole('button', { name: 'Mark as sent' }).click();
      } else {
        // At 375 px the last card scrolls fully clear of the fixed footer: at the page's end it
        // ends above the footer, and its tick, scrolled to, is clicked where it is (not under it).
        const footerTop = async () =>
          (await page.locator('.mantine-AppShell-footer').boundingBox())?.y ?? viewport.height;
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const card = await cards.last().boundingBox();
        expect(card).not.toBeNull();
        expect(card!.y + card!.height).toBeLessThanOrEqual(await footerTop());
        await page.evaluate(() => window.scrollTo(0, 0));
        const tick = target.getByRole('checkbox', { name: 'Sent' });
        await tick.scrollIntoViewIfNeeded();
        const box = await tick.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(await footerTop());
        await page.screenshot({ path: `${SHOTS}/last-card-375.png` });
        await tick.click();
      }
      await expect(target.getByRole('checkbox', { name: /^Sent at / })).toBeChecked();
      await expect(target.getByRole('checkbox', { name: /^Sent at / })).toBeDisabled();
      // It stays ticked for everyone who opens the list.
      await page.reload();
      await expect(target.getByRole('checkbox', { name: /^Sent at / })).toBeChecked();
      await page.screenshot({ path: `${SHOTS}/ticked-${viewport.width}.png`, fullPage: true });
      await context.close();
    });
  }

  test('a day without consultations says so (375 px)', async ({ browser, baseURL, server, axe }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 800 },
      storageState: await server.storageState(ADMIN),
    });
    const page = await context.newPage();
    await page.goto(`/reminders?date=${addDays(day, 60)}`);
    await expect(page.getByTestId('empty-state')).toContainText('No booked consultations on this day.');
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/empty-375.png`, fullPage: true });
    await context.close();
  });
});

test.describe('invitations (issue 56 point 5)', () => {
  test('copy the invitation link and resend it from the nutritionist page', async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const api = await server.api(ADMIN);
    const invited = await call<{ id: number }>(api, '/api/v1/dietitian/profile/create', {
      first_name: 'Pooja',
      last_name: 'Deshmukh',
      email: 'pooja.deshmukh@example.in',
      status: 'ACTIVE',
      phone: '9823456710',
    });
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      storageState: await server.storageState(ADMIN),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(`/dietitian-details/${invited.id}`);
    const panel = page.getByTestId('invitation-panel');
    await expect(panel).toContainText('Pooja Deshmukh has not chosen a password yet.');
    await panel.getByRole('button', { name: 'Copy invitation link' }).click();
    const field = panel.getByRole('textbox', { name: /Invitation link/ });
    await expect(field).toHaveValue(/\/reset-password\/[A-Za-z0-9_-]{20,}$/);
    const link = await field.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/invitation-1440.png`, fullPage: true });

    await panel.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Invitation sent again.')).toBeVisible();
    const mail = await server.waitForMail('pooja.deshmukh@example.in', { subject: /account/ });
    expect(mail).toBeTruthy();

    // The copied link was replaced by the resent one: it no longer opens the password form's way in.
    const stale = await (
      await api.post('/api/v1/auth/reset-password', {
        data: {
          token: link.split('/reset-password/')[1],
          password: 'Pooja@Nutri2026',
          password_confirmation: 'Pooja@Nutri2026',
        },
      })
    ).json();
    expect(stale.success).toBe(0);
    await context.close();
  });
});
