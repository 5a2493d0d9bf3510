import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, linkIn, test } from './fixtures';

/** The public booking link (issue 56 point 1, decision 297): a visitor books, confirms, staff see it. */
const SHOTS = '.tmp/shots/booking';
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function call<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const body = await (await api.post(url, { data })).json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** "You chose: Thu 10-Dec-2026, 11:00 am" → 2026-12-10. */
function isoOfChosen(chosen: string): string {
  const date = /(\d{2})-(\w{3})-(\d{4})/.exec(chosen)!;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${date[3]}-${String(months.indexOf(date[2]) + 1).padStart(2, '0')}-${date[1]}`;
}

test.describe('booking page', () => {
  let dietitianId: number;

  test.beforeAll(async ({ server }) => {
    const api = await server.api(ADMIN);
    dietitianId = (await server.createNutritionist({ first_name: 'Meera', last_name: 'Krishnan' })).id;
    await call(api, '/api/v1/settings/booking', {
      enabled: true,
      slug: 'swasth',
      confirm_mode: 'instant',
      closed_dates: [],
      types: [
        {
          name: 'First consultation',
          duration_min: 45,
          price: 1500,
          mode: 'In person',
          buffer_min: 15,
          min_notice_hours: 2,
          max_days_ahead: 30,
        },
        {
          name: 'Follow-up call',
          duration_min: 20,
          price: 500,
          mode: 'Phone',
          buffer_min: 0,
          min_notice_hours: 2,
          max_days_ahead: 30,
        },
      ],
      nutritionists: [{ dietitian_id: dietitianId, slug: 'meera' }],
    });
  });

  // Each width books on its own day (the third and fourth bookable days: past any notice) at 11 am.
  for (const [viewport, who, dayIndex] of [
    [
      { width: 1440, height: 900 },
      { name: 'Aarav Malhotra', phone: '9811122334', email: 'aarav.malhotra@example.in' },
      2,
    ],
    [
      { width: 375, height: 800 },
      { name: 'Ishita Bose', phone: '9900123456', email: 'ishita.bose@example.in' },
      3,
    ],
  ] as const) {
    test(`a visitor books from /book/{slug}, confirms by mail, staff see it (${viewport.width} px)`, async ({
      browser,
      baseURL,
      server,
      axe,
    }) => {
      const visitor = await browser.newContext({ baseURL, viewport });
      const page = await visitor.newPage();
      await page.goto('/book/swasth');
      await expect(page.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
      await expect(page.getByTestId('booking-slots').getByRole('button').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/page-${viewport.width}.png`, fullPage: true });
      await axe(page);

      // Nothing chosen and nothing filled: each field says what it needs.
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(page.getByTestId('booking-refused')).toHaveText('Please choose a time');
      await page.getByTestId('booking-slots').getByRole('button').first().click();
      await page.getByLabel('E-mail').fill('aarav@');
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(page.getByText('Please enter your name')).toBeVisible();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/errors-${viewport.width}.png`, fullPage: true });
      await axe(page);

      // In Hindi the page and the server's messages read in Hindi.
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.getByRole('heading', { name: 'परामर्श बुक करें' })).toBeVisible();
      await expect(page.getByText('कृपया अपना नाम लिखें')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hindi-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'English' }).click();

      await page.getByTestId('booking-days').getByRole('button').nth(dayIndex).click();
      await page.getByTestId('booking-slots').getByRole('button', { name: '11:00 am', exact: true }).click();
      const chosen = (await page.getByTestId('booking-chosen').textContent()) ?? '';
      expect(chosen).toContain('11:00 am');
      await page.getByLabel('Full name').fill(who.name);
      await page.getByLabel('Mobile number').fill(who.phone);
      await page.getByLabel('E-mail').fill(who.email);
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(page.getByTestId('booking-done')).toContainText('please check your e-mail');
      await expect(page.getByTestId('booking-done')).toContainText(who.email);

      const mail = await server.waitForMail(who.email, { subject: /confirm your booking/ });
      await page.goto(linkIn(mail));
      await expect(page.getByTestId('booking-confirmed')).toContainText('Your booking is confirmed');
      await expect(page.getByTestId('booking-confirmed')).toContainText(chosen.replace('You chose: ', ''));
      await page.screenshot({ path: `${SHOTS}/confirmed-${viewport.width}.png`, fullPage: true });
      await axe(page);
      const confirmation = await server.waitForMail(who.email, { subject: /^Your consultation on/ });
      expect(confirmation.text).toContain('is booked for');
      await visitor.close();

      // Staff see it in the calendar on its day.
      const iso = isoOfChosen(chosen);
      const staff = await browser.newContext({
        baseURL,
        viewport,
        storageState: await server.storageState(ADMIN),
      });
      const calendarPage = await staff.newPage();
      await calendarPage.goto(`/calendar?date=${iso}`);
      await expect(
        calendarPage.getByTestId('calendar').getByText(`${who.name} · In person`).first(),
      ).toBeVisible();
      await calendarPage.screenshot({ path: `${SHOTS}/calendar-${viewport.width}.png`, fullPage: true });

      // Staff move it (issue 56 point 2): by dragging on a desktop, with the form on a phone; the
      // visitor gets one "moved" mail with the new time.
      const calendar = calendarPage.getByTestId('calendar');
      if (viewport.width >= 1000) {
        const event = calendar.locator('.fc-event', { hasText: who.name });
        await calendar.locator('.fc-timegrid-slot-lane[data-time="13:00:00"]').scrollIntoViewIfNeeded();
        const from = (await event.boundingBox())!;
        const lane = (time: string) =>
          calendar.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
        const hour = (await lane('12:00:00'))!.y - (await lane('11:00:00'))!.y;
        await calendarPage.mouse.move(from.x + from.width / 2, from.y + 5);
        await calendarPage.mouse.down();
        for (let step = 1; step <= 10; step++)
          await calendarPage.mouse.move(from.x + from.width / 2, from.y + 5 + (hour * step) / 10);
        await calendarPage.mouse.up();
        await expect(calendarPage.getByText('Appointment updated.').first()).toBeVisible();
        const moved = await server.waitForMail(who.email, { subject: /moved/ });
        expect(moved.text).toContain('12:00 pm');
      } else {
        await calendar.getByText(`${who.name} · In person`).first().click();
        const details = calendarPage.getByRole('dialog', { name: `${who.name}: In person` });
        await details.getByLabel('New time').fill(`${iso}T15:30`);
        await axe(calendarPage);
        await details.getByRole('button', { name: 'Move appointment' }).click();
        await expect(details).toBeHidden();
        const moved = await server.waitForMail(who.email, { subject: /moved/ });
        expect(moved.text).toContain('3:30 pm');
        await calendarPage.screenshot({ path: `${SHOTS}/moved-${viewport.width}.png`, fullPage: true });
      }
      await staff.close();
    });
  }

  test('the owner who practises has their own link: a visitor books with them (375 px)', async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const api = await server.api(ADMIN);
    const own = await call<{ profile: { id: number } }>(api, '/api/v1/dietitian/own-profile/create', {
      first_name: 'Priya',
      last_name: 'Raghavan',
      certification: 'M.Sc. Food Science & Nutrition, RD',
      phone: '9820012345',
    });
    const settings = await (await api.get('/api/v1/settings/booking')).json();
    await call(api, '/api/v1/settings/booking', {
      ...settings.data,
      nutritionists: [
        { dietitian_id: dietitianId, slug: 'meera' },
        { dietitian_id: own.profile.id, slug: 'priya' },
      ],
    });

    const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
    const page = await visitor.newPage();
    await page.goto('/book/priya');
    await expect(page.getByText('with Priya Raghavan')).toBeVisible();
    await page.getByTestId('booking-days').getByRole('button').nth(2).click();
    await page.getByTestId('booking-slots').getByRole('button', { name: '11:00 am', exact: true }).click();
    const chosen = (await page.getByTestId('booking-chosen').textContent()) ?? '';
    await page.getByLabel('Full name').fill('Sneha Kulkarni');
    await page.getByLabel('Mobile number').fill('9767012345');
    await page.getByLabel('E-mail').fill('sneha.kulkarni@example.in');
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/owner-page-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const mail = await server.waitForMail('sneha.kulkarni@example.in', { subject: /confirm your booking/ });
    await page.goto(linkIn(mail));
    await expect(page.getByTestId('booking-confirmed')).toContainText('Your booking is confirmed');
    await visitor.close();

    // It is the owner's appointment: on the calendar under their name, on their one login.
    const staff = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      storageState: await server.storageState(ADMIN),
    });
    const calendarPage = await staff.newPage();
    await calendarPage.goto(`/calendar?date=${isoOfChosen(chosen)}`);
    await expect(
      calendarPage.getByTestId('calendar').getByText('Sneha Kulkarni · In person · Priya Raghavan').first(),
    ).toBeVisible();
    await staff.close();
  });

  test('Settings → Booking shows the types and refuses a bad one (1440 px)', async ({ adminPage, axe }) => {
    await adminPage.setViewportSize({ width: 1440, height: 900 });
    await adminPage.goto('/settings');
    const section = adminPage.getByTestId('booking-settings');
    await expect(section.getByLabel('Name').first()).toHaveValue('First consultation');
    await section.getByLabel('Minutes').first().fill('0');
    await section.getByRole('button', { name: 'Save booking settings' }).click();
    await expect(section.getByText('Please enter a duration of 5 to 480 minutes')).toBeVisible();
    await section.screenshot({ path: `${SHOTS}/settings-errors-1440.png` });
    await axe(adminPage);
  });
});
