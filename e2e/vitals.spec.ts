import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/** Tests share one server per file, in order. */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

let params: { id: number; key: string }[] = [];
const pid = (key: string) => String(params.find((p) => p.key === key)!.id);

/** A reading set through the API (multipart json), as the form sends it. */
async function addSet(
  api: APIRequestContext,
  clientId: number,
  date: string,
  values: Record<string, string>,
) {
  const me = (await (await api.get('/api/v1/auth/session-user')).json()).data.user;
  const json = {
    client_id: clientId,
    notes: 'Monthly review',
    dietitian_id: me.nutritionist_id,
    reading_date: date,
    type: '',
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [pid(k), v])),
  };
  const res = await api.post('/api/v1/vital/bodyparams/create', {
    multipart: { json: JSON.stringify(json) },
  });
  expect((await res.json()).success).toBe(1);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const width of [1440, 375]) {
  test.describe(`body vitals at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 800 } });

    test('adds, edits, uploads, reports with trends and exports', async ({
      nutritionistPage: page,
      server,
      axe,
    }) => {
      const api = await server.api(NUTRITIONIST);
      params = (await (await api.get('/api/v1/bodyvitals')).json()).data;
      const { clientId } = await createClientPackage(api, {
        first_name: 'Kavya',
        last_name: `Menon${width}`,
      });

      await page.goto(`/client-details/${clientId}`);
      const section = page.getByTestId('body-vitals');
      await expect(section.getByText('No body parameter for the client.')).toBeVisible();
      await expect(section.getByText('No Nutrition PDF for the client.')).toBeVisible();
      await axe(page);
      await shot(page, `vitals-empty-${width}`);

      // The form: required fields, numbers only, out-of-range marked as typed.
      await section.getByRole('button', { name: 'Add New Set Of Parameters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Set Of Parameters' });
      await dialog.getByLabel('Reading Date').fill('');
      await dialog.getByTestId('vital-weight').fill('7x');
      await expect(dialog.getByText('Please enter a number')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Please enter a note')).toBeVisible();
      await expect(dialog.getByText('Please select a nutritionist')).toBeVisible();
      await axe(page, { include: ['[role="dialog"]'] });
      await shot(page, `vitals-form-errors-${width}`);

      await dialog.getByLabel('Note').fill('Baseline at first consultation');
      await dialog.getByRole('combobox', { name: 'Nutritionist' }).click();
      await page.getByRole('option', { name: 'Ananya Iyer' }).click();
      await dialog.getByLabel('Reading Date').fill('2026-01-06');
      await dialog.getByTestId('vital-height').fill('158');
      await dialog.getByTestId('vital-weight').fill('72.4');
      await dialog.getByTestId('vital-fbs').fill('126');
      await expect(dialog.getByLabel('Above range')).toBeVisible();
      await dialog.locator('input[type="file"]').setInputFiles(pdfFile('thyrocare-jan.pdf'));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Body parameters added successfully!')).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 5000 });
      const sets = section.getByTestId('vitals-sets');
      await expect(sets.getByRole('row', { name: /Baseline at first consultation/ })).toContainText(
        '06-Jan-2026',
      );
      await expect(sets.getByRole('link', { name: 'thyrocare-jan.pdf' })).toBeVisible();

      // Edit → Update.
      await sets.getByRole('button', { name: /Edit Baseline/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Body Parameters' });
      await expect(edit.getByTestId('vital-weight')).toHaveValue('72.4');
      await edit.getByLabel('Note').fill('Baseline (weighed after breakfast)');
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(edit.getByText('Body parameters updated successfully!')).toBeVisible();
      await expect(edit).toBeHidden({ timeout: 5000 });
      await expect(sets.getByText('Baseline (weighed after breakfast)')).toBeVisible();

      // Five more sets over months, so Show More and the trends have something to show.
      const later: [string, string, string][] = [
        ['2026-02-03', '71.1', '118'],
        ['2026-03-03', '70.2', '109'],
        ['2026-04-01', '69.6', '104'],
        ['2026-05-05', '68.9', '99'],
        ['2026-06-02', '68.1', '96'],
      ];
      for (const [date, weight, fbs] of later) await addSet(api, clientId, date, { weight, fbs });
      await page.reload();

      // Nutrition PDF: a file is needed, and it must be a PDF.
      await section.getByRole('button', { name: 'Upload Nutrition PDF' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Nutrition PDF' });
      await upload.getByRole('button', { name: 'Save' }).click();
      await expect(upload.getByText('Please choose a pdf file to save').first()).toBeVisible();
      await upload.getByRole('combobox', { name: 'Nutritionist' }).click();
      await page.getByRole('option', { name: 'Ananya Iyer' }).click();
      await upload
        .locator('input[type="file"]')
        .setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('poha') });
      await expect(upload.getByText('Please choose an pdf file').first()).toBeVisible();
      await upload.locator('input[type="file"]').setInputFiles(pdfFile('week-3-plan.pdf'));
      await upload.getByRole('button', { name: 'Save' }).click();
      await expect(upload.getByText('Nutrition PDF uploaded successfully!')).toBeVisible();
      await expect(upload).toBeHidden({ timeout: 5000 });
      const pdfLink = section.getByTestId('nutrition-pdfs').getByRole('link', { name: 'week-3-plan.pdf' });
      const file = await page.request.get((await pdfLink.getAttribute('href'))!);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await shot(page, `vitals-full-${width}`);

      // The report: 7 columns until Show More, out-of-range marked in words, trend charts.
      await section.getByRole('button', { name: 'View', exact: true }).click();
      const report = page.getByRole('dialog', { name: 'Body Parameters Report' });
      const table = report.getByTestId('vitals-report');
      await expect(table.locator('thead th')).toHaveCount(7);
      await expect(table.locator('thead th').nth(2)).toHaveText('02-Jun-2026');
      await report.getByRole('button', { name: 'Show More' }).click();
      await expect(table.locator('thead th')).toHaveCount(8);
      await expect(table.getByRole('row', { name: /Fasting Blood Sugar/ })).toContainText('↑ high');
      // Weight with BMI from the latest height: two lines; sugar with its reference band.
      await expect(report.getByTestId('trend-weight').locator('.recharts-line')).toHaveCount(2);
      await expect(report.getByTestId('trend-fbs').locator('.recharts-reference-area')).toHaveCount(1);
      await expect(report.getByTestId('trend-weight')).toContainText('BMI');
      await axe(page, { include: ['[role="dialog"]'] });
      await shot(page, `vitals-report-${width}`);
      await report.getByRole('button', { name: 'Close' }).click();

      // Export: one row per measured parameter, a column per reading date.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('link', { name: 'Export' }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toContain('06-Jan-2026');
      expect(lines[0]).toContain('02-Jun-2026');
      expect(lines.find((l) => l.startsWith('Weight'))).toContain('72.4');
    });
  });
}

test('the planner side panel shows the latest set, or says there is none', async ({
  nutritionistPage: page,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = await server.api(NUTRITIONIST);
  params = (await (await api.get('/api/v1/bodyvitals')).json()).data;
  const withSets = await createClientPackage(api, { first_name: 'Farida', last_name: 'Sheikh' });
  await addSet(api, withSets.clientId, '2026-02-10', { weight: '81', fbs: '140' });
  await addSet(api, withSets.clientId, '2026-03-10', { weight: '79.5', fbs: '131', hba1c: '6.4' });
  const planId = await createPlan(api, withSets.packageId);

  await page.goto(`/workspace/${withSets.packageId}/${planId}`);
  await page.getByRole('tab', { name: 'Body Parameters' }).click();
  const panel = page.getByTestId('body-parameters-panel');
  await expect(panel).toContainText('10-Mar-2026');
  await expect(panel.getByRole('row', { name: /HbA1c/ })).toContainText('6.4');
  await expect(panel.getByRole('row', { name: /HbA1c/ })).toContainText('↑ high');
  await expect(panel.getByRole('row', { name: /Weight/ })).toContainText('79.5 kg');
  await expect(panel.getByRole('link', { name: "The client's full report" })).toHaveAttribute(
    'href',
    `/client-details/${withSets.clientId}#body-vitals`,
  );
  await axe(page);
  await shot(page, 'side-panel-body-parameters');

  const none = await createClientPackage(api, { first_name: 'Gurpreet', last_name: 'Kaur' });
  const emptyPlan = await createPlan(api, none.packageId);
  await page.goto(`/workspace/${none.packageId}/${emptyPlan}`);
  await page.getByRole('tab', { name: 'Body Parameters' }).click();
  await expect(page.getByText('No Body Parameters for the Client')).toBeVisible();
});
