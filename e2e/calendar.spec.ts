import type { APIRequestContext } from '@playwright/test';
import { practiceToday } from '../src/shared/fields';
import { addDays } from '../src/shared/plan-calendar';
import { ADMIN, expect, test } from './fixtures';

const SHOTS = '.tmp/screens';
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

test.describe('appointments', () => {
  let dietitian: { id: number; email: string; password: string };
  let packageId: number;
  const day = nextWorkingDay();

  test.beforeAll(async ({ server }) => {
    const api = await server.api(ADMIN);
    dietitian = await server.createNutritionist({ first_name: 'Meera', last_name: 'Krishnan', credits: 5 });
    const client = await call<{ id: number }>(api, '/api/v1/client/profile/create', {
      first_name: 'Kavya',
      last_name: 'Nair',
      gender: 'Female',
      status: 'Active',
      phone: '9845012345',
    });
    packageId = (
      await call<{ id: number }>(api, '/api/v1/client/package/create', {
        client_id: client.id,
        dietitian_id: dietitian.id,
        category: 'Clinical Nutrition',
        sub_category: 'PCOS',
        start_date: addDays(practiceToday(), -7),
        end_date: addDays(practiceToday(), 80),
        status: 'Active',
      })
    ).id;
  });

  for (const [viewport, time] of [
    [{ width: 1440, height: 900 }, '11:00'],
    [{ width: 375, height: 800 }, '15:30'],
  ] as const) {
    test(`book from the package, see it in the calendar and on the dashboard (${viewport.width} px)`, async ({
      browser,
      baseURL,
      axe,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(dietitian.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(dietitian.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const before = page.getByTestId('today-appointments');
      await expect(before).toContainText('Packages with no next appointment');

      await page.goto(`/workspace/${packageId}/list`);
      await page.getByRole('button', { name: 'Book appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
      await dialog.getByLabel('Starts at').fill(`${day}T${time}`);
      await dialog.getByLabel('Place or video link').fill('https://meet.example.in/kavya');
      await axe(page);
      await dialog.getByRole('button', { name: 'Book' }).click();
      await expect(page.getByText('Appointment booked.')).toBeVisible();

      await page.goto(`/calendar?date=${day}`);
      const calendar = page.getByTestId('calendar');
      await expect(calendar.getByText('Kavya Nair · In person').first()).toBeVisible();
      if (viewport.width === 1440) await expect(calendar.locator('.fc-timeGridWeek-view')).toBeVisible();
      else await expect(calendar.locator('.fc-list')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/calendar-${viewport.width}.png`, fullPage: true });
      await axe(page);
      await calendar.getByText('Kavya Nair · In person').first().click();
      const details = page.getByRole('dialog', { name: 'Kavya Nair: In person' });
      await expect(details.getByRole('link', { name: 'Remind on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/919845012345\?text=Namaste%20Kavya/,
      );
      await axe(page);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard');
      const today = page.getByTestId('today-appointments');
      await expect(today).toContainText('Follow-ups in the next 7 days');
      await expect(
        today.locator('.mantine-Paper-root').filter({ hasText: 'Follow-ups in the next 7 days' }),
      ).toContainText(viewport.width === 1440 ? '1' : '2');
      await expect(
        today.locator('.mantine-Paper-root').filter({ hasText: 'Packages with no next appointment' }),
      ).not.toContainText('Kavya Nair');
      await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png`, fullPage: true });
      await axe(page);
      await context.close();
    });
  }
});
