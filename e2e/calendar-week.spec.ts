import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';

const SHOTS = '.tmp/screens';
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// Wednesday 4 December 2030, a working day; the browser's clock is held at 10:30 UTC = 16:00 IST.
const DAY = '2030-12-04';
const NOW_UTC = new Date(`${DAY}T10:30:00Z`);

async function call<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("the admin's week with two nutritionists (issue 56)", () => {
  const ids: Record<string, { client: number; pkg: number }> = {};
  test.beforeAll(async ({ server }) => {
    const api = await server.api(ADMIN);
    const people = [
      { dietitian: ['Meera', 'Krishnan'], client: ['Kavya', 'Nair', '9845012345'], at: '11:00' },
      { dietitian: ['Arjun', 'Bhatt'], client: ['Rohan', 'Desai', '9820012345'], at: '11:00' },
      { dietitian: ['Farah', 'Shaikh'], client: ['Vikram', 'Rao', '9886012345'], at: '17:00' },
    ];
    for (const p of people) {
      const dietitian = await server.createNutritionist({
        first_name: p.dietitian[0],
        last_name: p.dietitian[1],
        credits: 5,
      });
      const client = await call<{ id: number }>(api, '/api/v1/client/profile/create', {
        first_name: p.client[0],
        last_name: p.client[1],
        gender: 'Female',
        status: 'Active',
        phone: p.client[2],
        contact_email: `${p.client[0].toLowerCase()}.${p.client[1].toLowerCase()}@example.in`,
      });
      const pkg = await call<{ id: number }>(api, '/api/v1/client/package/create', {
        client_id: client.id,
        dietitian_id: dietitian.id,
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        start_date: '2030-11-01',
        end_date: '2031-01-31',
        status: 'Active',
      });
      ids[p.client[0]] = { client: client.id, pkg: pkg.id };
      const booked = {
        package_id: pkg.id,
        duration_min: 30,
        mode: 'Video',
        location_or_link: 'https://meet.example.in/x',
      };
      await call(api, '/api/v1/appointment/create', { ...booked, starts_at: `${DAY}T${p.at}` });
      // Kavya's 14:00 was called off and rebooked at the same time: only the live one shows.
      if (p.client[0] === 'Kavya') {
        const cancelled = await call<{ id: number }>(api, '/api/v1/appointment/create', {
          ...booked,
          starts_at: `${DAY}T14:00`,
        });
        await call(api, '/api/v1/appointment/cancel', {
          id: cancelled.id,
          reason: 'Client travelling to Chennai',
        });
        await call(api, '/api/v1/appointment/create', { ...booked, starts_at: `${DAY}T14:00` });
      }
    }
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`names and colours, a filter, cancelled hidden, the now line at 16:00 IST (${viewport.width} px)`, async ({
      browser,
      baseURL,
      axe,
    }) => {
      const context = await browser.newContext({ baseURL, viewport, timezoneId: 'UTC' });
      const page = await context.newPage();
      await page.clock.setFixedTime(NOW_UTC);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto(`/calendar?date=${DAY}`);
      const calendar = page.getByTestId('calendar');
      if (viewport.width === 375) {
        // A phone opens on the agenda and has the day and the week as well.
        await expect(calendar.locator('.fc-list')).toBeVisible();
        await calendar.getByRole('button', { name: 'Day', exact: true }).click();
      }
      await expect(calendar.getByText('Kavya Nair · Video · Meera Krishnan').first()).toBeVisible();
      await expect(calendar.getByText('Rohan Desai · Video · Arjun Bhatt')).toBeVisible();
      // The cancelled 14:00 is not drawn over the live one until asked for.
      await expect(calendar.getByText(/\(Cancelled\)/)).toHaveCount(0);
      await expect(page.getByTestId('calendar-legend')).toContainText('Arjun Bhatt');

      // The now line is at 16:00 on the practice's clock although the browser's zone is UTC.
      const line = await calendar.locator('.fc-timegrid-now-indicator-line').boundingBox();
      const slot = await calendar.locator('.fc-timegrid-slot-lane[data-time="16:00:00"]').boundingBox();
      expect(line && slot).toBeTruthy();
      expect(Math.abs(line!.y - slot!.y)).toBeLessThan(4);
      // Working hours (09:00–19:00) are not shaded; 20:00 is.
      await expect(calendar.locator('.fc-non-business').first()).toBeAttached();

      // Nothing scrolls sideways, on a phone either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `${SHOTS}/calendar-admin-${viewport.width}.png`, fullPage: true });
      await axe(page);

      await page.getByLabel('Show cancelled').check();
      await expect(calendar.getByText(/Kavya Nair · Video · Meera Krishnan \(Cancelled\)/)).toBeVisible();
      await page.getByLabel('Show cancelled').uncheck();

      await page.getByRole('combobox', { name: 'Nutritionist' }).click();
      await page.getByRole('option', { name: 'Arjun Bhatt' }).click();
      await expect(calendar.getByText('Rohan Desai · Video · Arjun Bhatt')).toBeVisible();
      await expect(calendar.getByText(/Kavya Nair/)).toHaveCount(0);
      await axe(page);
      await context.close();
    });
  }

  test('reschedules from the appointment and by dragging: dates as DD-MMM-YYYY, one moved mail each', async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(NOW_UTC);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/calendar?date=${DAY}`);
    const calendar = page.getByTestId('calendar');

    // The form: Rohan's 11:00 to 12:30 the same day.
    await calendar.getByText('Rohan Desai · Video · Arjun Bhatt').click();
    const details = page.getByRole('dialog', { name: 'Rohan Desai: Video' });
    await expect(details).toContainText('04-Dec-2030, 11:00 AM – 11:30 AM');
    await details.getByLabel('New time').fill(`${DAY}T12:30`);
    await axe(page);
    await details.getByRole('button', { name: 'Move appointment' }).click();
    await expect(details).toBeHidden();
    await expect(calendar.getByText('Rohan Desai · Video · Arjun Bhatt')).toBeVisible();
    const moved = await server.waitForMail('rohan.desai@example.in', { subject: /moved/ });
    expect(moved.text).toContain('12:30');

    // The drag: Vikram's 17:00 one hour up, to 16:00.
    const event = calendar.locator('.fc-event', { hasText: 'Vikram Rao' });
    await calendar.locator('.fc-timegrid-slot-lane[data-time="18:00:00"]').scrollIntoViewIfNeeded();
    const from = (await event.boundingBox())!;
    const hour =
      (await calendar.locator('.fc-timegrid-slot-lane[data-time="17:00:00"]').boundingBox())!.y -
      (await calendar.locator('.fc-timegrid-slot-lane[data-time="16:00:00"]').boundingBox())!.y;
    await page.mouse.move(from.x + from.width / 2, from.y + 5);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + from.width / 2, from.y + 5 - (hour * step) / 10);
    await page.mouse.up();
    await expect(page.getByText('Appointment updated.').first()).toBeVisible();
    const dragged = await server.waitForMail('vikram.rao@example.in', { subject: /moved/ });
    expect(dragged.text).toContain('4:00 pm');
    await context.close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`the client's and the package's pages list their appointments (${viewport.width} px)`, async ({
      browser,
      baseURL,
      axe,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto(`/client-details/${ids.Kavya.client}`);
      const section = page.getByTestId('appointments-section');
      // Three: 11:00, the cancelled 14:00 and its rebooking (rows on a desk, cards on a phone).
      await expect(section.getByRole('button', { name: /Open the appointment/ })).toHaveCount(3);
      await expect(section).toContainText('04-Dec-2030, 11:00 AM');
      await expect(section).toContainText('04-Dec-2030, 02:00 PM');
      await expect(section).toContainText('Cancelled');
      await axe(page);
      await page.goto(`/workspace/${ids.Kavya.pkg}/list`);
      await expect(page.getByTestId('appointments-section')).toContainText('04-Dec-2030, 11:00 AM');
      await page
        .getByTestId('appointments-section')
        .getByRole('button', { name: /Open the appointment/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Kavya Nair: Video' })).toContainText('04-Dec-2030');
      await page.screenshot({ path: `${SHOTS}/package-appointments-${viewport.width}.png`, fullPage: true });
      await axe(page);
      await context.close();
    });
  }
});
