import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../src/shared/plan-calendar';
import type { PlanLinkView } from '../src/shared/portal';
import { practiceToday } from '../src/shared/practice-date';
import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/**
 * Issue 36 leftovers: follow-ups proposed at the package's cadence and booked in one go, the next
 * consultation on the client's plan page with its calendar file, and the Calendar settings.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = '.tmp/screens';
const SIZES = [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
] as const;

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: unknown };
  if (body.success !== 1) throw new Error(`${res.url()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

for (const viewport of SIZES) {
  test(`propose follow-ups, book two, see the next one on the plan page (${viewport.width} px)`, async ({
    browser,
    baseURL,
    server,
    axe,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const name = viewport.width === 1440 ? 'Lakshmi' : 'Farida';
    const { packageId } = await createClientPackage(api, { first_name: name, last_name: 'Rao' });
    const context = await browser.newContext({
      baseURL,
      viewport,
      storageState: await server.storageState(NUTRITIONIST),
    });
    const page = await context.newPage();
    await page.goto(`/workspace/${packageId}/list`);
    await page.getByRole('button', { name: 'Propose follow-ups' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose follow-ups' });
    await dialog.getByLabel('Sessions in the package').fill('3');
    await dialog.getByLabel('Every (days)').fill('14');
    // The second size starts a day later at 11:00, away from the first size's bookings.
    if (viewport.width === 375)
      await dialog.getByLabel('First follow-up').fill(`${addDays(practiceToday(), 15)}T11:00`);
    await dialog.getByRole('button', { name: 'Propose dates' }).click();
    const proposals = dialog.getByTestId('follow-up-proposals').getByRole('checkbox');
    await expect(proposals).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Book 3 follow-ups' })).toBeEnabled();
    await proposals.nth(1).uncheck();
    await axe(page);
    await page.screenshot({ path: `${SHOTS}/follow-ups-${viewport.width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Book 2 follow-ups' }).click();
    await expect(page.getByText('2 follow-ups booked.')).toBeVisible();

    const planId = await createPlan(api, packageId, { description: `${name} week 1` });
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: packageId, plan_id: planId },
      }),
    );
    const portal = await browser.newContext({ baseURL, viewport });
    const client = await portal.newPage();
    await client.goto(new URL(link.url ?? '').pathname);
    const next = client.getByTestId('portal-next-appointment');
    await expect(next).toContainText(
      /Next consultation: \w{3} \d{2}-\w{3}-\d{4}, \d{1,2}:\d{2} (am|pm) · In person/,
    );
    const file = next.getByRole('link', { name: 'Add to calendar' });
    const ics = await client.request.get((await file.getAttribute('href')) ?? '');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    await axe(client);
    await client.screenshot({
      path: `${SHOTS}/portal-next-appointment-${viewport.width}.png`,
      fullPage: true,
    });
    await portal.close();
    await context.close();
  });
}

for (const viewport of SIZES) {
  test(`Settings: the admin edits the working hours, with the server's field messages (${viewport.width} px)`, async ({
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
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar' });
    await expect(section.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
    await section.getByLabel('Day ends').fill('08:00');
    await section.getByRole('button', { name: 'Save calendar settings' }).click();
    await expect(section.getByText('The day must end after it starts')).toBeVisible();
    await section.getByLabel('Day ends').fill(viewport.width === 1440 ? '19:30' : '20:00');
    await section.getByRole('button', { name: 'Save calendar settings' }).click();
    await expect(page.getByText('Calendar settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Calendar' }).getByLabel('Day ends')).toHaveValue(
      viewport.width === 1440 ? '19:30' : '20:00',
    );
    await axe(page);
    await page
      .getByRole('region', { name: 'Calendar' })
      .screenshot({ path: `${SHOTS}/settings-calendar-${viewport.width}.png` });
    await context.close();
  });
}
