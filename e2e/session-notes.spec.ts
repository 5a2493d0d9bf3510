import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, ViewportSize } from '@playwright/test';
import { practiceToday } from '../src/shared/fields';
import { addDays, dateText } from '../src/shared/plan-calendar';
import { PROGRESS_REPORT_PATH } from '../src/shared/progress-report';
import { ADMIN, expect, test } from './fixtures';

/**
 * Session notes (issue 36 point 4): open an appointment in the calendar, write the ADIME note
 * with the visit's vitals, reload and see it; an admin (not the author) adds an amendment and the
 * trail shows the earlier text; the progress report prints the monitoring lines (pdftotext). Axe
 * clean at 1440 and 375 px; screenshots in .tmp/screens/.
 */
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

async function signIn(browser: Browser, baseURL: string | undefined, viewport: ViewportSize, who: Account) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}
type Account = { email: string; password: string };

test.describe('session notes', () => {
  const day = nextWorkingDay();
  let dietitian: { id: number; email: string; password: string };

  test.beforeAll(async ({ server }) => {
    dietitian = await server.createNutritionist({ first_name: 'Meera', last_name: 'Krishnan', credits: 5 });
  });

  for (const [viewport, firstName, time] of [
    [{ width: 1440, height: 900 }, 'Lakshmi', '11:00'],
    [{ width: 375, height: 800 }, 'Anjali', '15:30'],
  ] as const) {
    test(`write the note in the calendar, reload, amend, and read it in the progress report (${viewport.width} px)`, async ({
      browser,
      baseURL,
      server,
      axe,
    }) => {
      const api = await server.api(ADMIN);
      const client = await call<{ id: number }>(api, '/api/v1/client/profile/create', {
        first_name: firstName,
        last_name: 'Pillai',
        gender: 'Female',
        status: 'Active',
        phone: viewport.width === 1440 ? '9847012345' : '9847054321',
      });
      const packageId = (
        await call<{ id: number }>(api, '/api/v1/client/package/create', {
          client_id: client.id,
          dietitian_id: dietitian.id,
          category: 'Clinical Nutrition',
          sub_category: 'Diabetes',
          start_date: addDays(practiceToday(), -14),
          end_date: addDays(practiceToday(), 60),
          status: 'Active',
        })
      ).id;
      const params: { id: number; key: string }[] = (await (await api.get('/api/v1/bodyvitals')).json()).data;
      const param = (key: string) => String(params.find((p) => p.key === key)?.id);
      const vitals = await api.post('/api/v1/vital/bodyparams/create', {
        multipart: {
          json: JSON.stringify({
            client_id: client.id,
            notes: 'Visit',
            dietitian_id: dietitian.id,
            reading_date: practiceToday(),
            values: {
              [param('weight')]: '78.2',
              [param('bp_systolic')]: '128',
              [param('bp_diastolic')]: '84',
            },
          }),
        },
      });
      expect(await vitals.json()).toMatchObject({ success: 1 });
      await call(api, '/api/v1/appointment/create', {
        package_id: packageId,
        starts_at: `${day}T${time}`,
        duration_min: 30,
        mode: 'In person',
      });

      const { context, page } = await signIn(browser, baseURL, viewport, dietitian);
      const event = `${firstName} Pillai · In person`;
      const openNote = async () => {
        await page.goto(`/calendar?date=${day}`);
        await page.getByTestId('calendar').getByText(event).first().click();
        return page.getByRole('dialog', { name: `${firstName} Pillai: In person` });
      };
      let dialog = await openNote();
      const note = dialog.getByTestId('session-note');
      await note.getByLabel('Assessment').fill('Weight 78.2 kg, BP 128/84. Skips breakfast on work days.');
      await note
        .getByLabel('Diagnosis (PES statement)')
        .fill('Irregular meal pattern related to early office hours as evidenced by skipped breakfasts.');
      await note.getByLabel('Intervention').fill('Poha or besan chilla before 9 am; carry roasted chana.');
      await note
        .getByLabel('Monitoring and evaluation')
        .fill('- Weight every Monday morning\n- Breakfast ticks on the plan page');
      await note.getByRole('checkbox', { name: new RegExp(`${dateText(practiceToday())}.*78.2 kg`) }).check();
      await note.getByRole('button', { name: 'Save note' }).click();
      await expect(page.getByText('Session note saved.')).toBeVisible();
      await expect(note.getByTestId('note-state')).toContainText('Saved by Meera Krishnan');
      await expect(note.getByTestId('note-state')).toContainText('you can edit it until');

      await page.reload();
      dialog = await openNote();
      await expect(dialog.getByLabel('Monitoring and evaluation')).toHaveValue(
        '- Weight every Monday morning\n- Breakfast ticks on the plan page',
      );
      await expect(dialog.getByRole('checkbox', { name: /78.2 kg/ })).toBeChecked();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/session-note-${viewport.width}.png`, fullPage: true });
      await axe(page);

      // The progress report prints the monitoring lines (the staff's session cookie).
      const pdf = await page.request.post(PROGRESS_REPORT_PATH, { data: { package_id: packageId } });
      expect(pdf.status()).toBe(200);
      const file = test.info().outputPath('report.pdf');
      writeFileSync(file, await pdf.body());
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toMatch(/Monitoring\s+• Weight every Monday morning\s+• Breakfast ticks on the plan page/);
      await context.close();

      // An admin is not the author: the note is read-only and changes are amendments with a trail.
      const admin = await signIn(browser, baseURL, viewport, ADMIN);
      await admin.page.goto(`/calendar?date=${day}`);
      await admin.page.getByTestId('calendar').getByText(event).first().click();
      const adminNote = admin.page.getByTestId('session-note');
      await expect(adminNote).toContainText('changes are amendments');
      await adminNote.getByRole('button', { name: 'Add amendment' }).click();
      await adminNote
        .getByLabel('Monitoring and evaluation')
        .fill('Weight every Monday morning\nHbA1c in 3 months');
      await adminNote.getByLabel('Reason for the amendment').fill('Lab advice after the visit');
      await adminNote.getByRole('button', { name: 'Save amendment' }).click();
      await expect(admin.page.getByText('Amendment added.')).toBeVisible();
      const trail = adminNote.getByTestId('amendment-trail');
      await expect(trail).toContainText('Lab advice after the visit');
      await expect(trail).toContainText('Monitoring and evaluation: was “- Weight every Monday morning');
      await expect(adminNote).toContainText('HbA1c in 3 months');
      await admin.page.screenshot({
        path: `${SHOTS}/session-note-amended-${viewport.width}.png`,
        fullPage: true,
      });
      await axe(admin.page);
      await admin.context.close();
    });
  }
});
