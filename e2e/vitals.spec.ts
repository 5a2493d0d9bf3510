import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { VITAL_MESSAGES } from '../src/shared/vitals';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';

/** A tiny PDF, by its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe.configure({ mode: 'serial' });

async function parameterIds(api: APIRequestContext): Promise<Record<string, number>> {
  const params: { id: number; key: string }[] = (await (await api.get('/api/v1/bodyvitals')).json()).data;
  return Object.fromEntries(params.map((p) => [p.key, p.id]));
}

test.describe('body vitals', () => {
  let clientId = 0;
  let packageId = 0;
  let planId = 0;
  let ids: Record<string, number> = {};

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    ({ clientId, packageId } = await createClientPackage(api, { first_name: 'Priya', last_name: 'Nair' }));
    planId = await createPlan(api, packageId, { description: 'Priya week 1' });
    ids = await parameterIds(api);
  });

  test('empty states, then a set added with every form message, an out-of-range mark and a PDF report', async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.goto(`/client-details/${clientId}`);
    await expect(page.getByTestId('vitals-empty')).toHaveText(VITAL_MESSAGES.noSets);
    await expect(page.getByTestId('pdfs-empty')).toHaveText(VITAL_MESSAGES.noPdfs);
    await axe(page);

    await page.getByRole('button', { name: 'Add New Set Of Parameters' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Reading Date').fill('');
    await modal.getByTestId('vital-weight').fill('seventy');
    await expect(page.getByText(VITAL_MESSAGES.number)).toBeVisible();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(VITAL_MESSAGES.note)).toBeVisible();
    await expect(page.getByText(VITAL_MESSAGES.nutritionist)).toBeVisible();
    await expect(modal.getByText(VITAL_MESSAGES.readingDate)).toBeVisible();

    await modal.getByRole('textbox', { name: /^Note/ }).fill('First consultation');
    await modal.getByRole('combobox', { name: 'Nutritionist' }).click();
    await page.getByRole('option', { name: 'Ananya Iyer' }).click();
    await modal.getByLabel('Reading Date').fill('2026-06-02');
    await modal.getByTestId('vital-height').fill('158');
    await modal.getByTestId('vital-weight').fill('68.4');
    await modal.getByTestId('vital-fbs').fill('126');
    // Out of range as it is typed, by an arrow with a name as well as colour.
    await expect(modal.getByLabel('Above range')).toBeVisible();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(modal.getByText(VITAL_MESSAGES.notPdf)).toBeVisible();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Thyroid panel.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.screenshot({ path: test.info().outputPath('vital-form.png') });
    await modal.getByRole('button', { name: 'Save' }).click();
    // The form closes on success and a toast says what was saved (decision 192).
    await expect(page.getByText(VITAL_MESSAGES.added)).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 5000 });
    const row = page.getByTestId('vitals-sets').getByRole('row', { name: /First consultation/ });
    // Height, weight, FBS and the computed BMI.
    await expect(row).toContainText('02-Jun-2026');
    await expect(row.getByRole('cell').nth(2)).toHaveText('4');
    await expect(row.getByRole('link', { name: 'Thyroid panel.pdf' })).toHaveAttribute(
      'href',
      /\/api\/v1\/vital\/file\/\d+/,
    );

    // Edit says Update and keeps the values.
    await row.getByRole('button', { name: /Edit/ }).click();
    await expect(modal.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(modal.getByTestId('vital-weight')).toHaveValue('68.4');
    await expect(modal.getByTestId('vital-bmi')).toHaveValue('27.4');
    await modal.getByTestId('vital-weight').fill('68');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(VITAL_MESSAGES.edited)).toBeVisible();
  });

  test('the report: 7 columns until Show More, marks that are not colour alone, trends; the CSV export', async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const me = (await (await api.get('/api/v1/auth/session-user')).json()).data.user;
    const months = ['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01', '2026-11-20'];
    for (const [i, date] of months.entries()) {
      const res = await api.post('/api/v1/vital/bodyparams/create', {
        multipart: {
          json: JSON.stringify({
            client_id: clientId,
            notes: `Month ${i + 2}`,
            dietitian_id: me.nutritionist_id,
            reading_date: date,
            values: {
              [ids.weight]: (68 - i * 0.8).toFixed(1),
              [ids.fbs]: String(120 - i * 4),
              [ids.waist]: String(88 - i),
            },
          }),
        },
      });
      expect((await res.json()).success).toBe(1);
    }
    await page.goto(`/client-details/${clientId}`);
    await page.getByRole('button', { name: 'View' }).click();
    const table = page.getByTestId('vitals-report');
    await expect(table.getByRole('columnheader')).toHaveCount(7);
    await expect(table.getByRole('columnheader').nth(2)).toHaveText('20-Nov-2026');
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(9);
    await expect(table.getByRole('row', { name: /Fasting Blood Sugar/ })).toContainText('126↑ high');
    await expect(page.getByTestId('trend-weight')).toContainText('BMI');
    await expect(page.getByTestId('trend-weight').locator('svg').first()).toBeVisible();
    // Weight also draws BMI from the latest height; sugar shows its reference range as a band.
    await expect(page.getByTestId('trend-weight').locator('.recharts-line')).toHaveCount(2);
    await expect(page.getByTestId('trend-fbs').locator('.recharts-reference-area')).toHaveCount(1);
    await expect(page.getByTestId('trend-fbs').getByRole('img')).toHaveAttribute(
      'aria-label',
      /reference range 70 - 100/,
    );
    await page.screenshot({ path: test.info().outputPath('vitals-report.png') });
    await axe(page, { include: ['[role="dialog"]'] });
    await page.getByRole('button', { name: 'Close' }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Parameter,Category,Unit,Range,02-Jun-2026,01-Jul-2026,01-Aug-2026,01-Sep-2026,01-Oct-2026,01-Nov-2026,20-Nov-2026',
    );
    expect(lines).toContain('Weight,Anthropometry,kg,,68,68,67.2,66.4,65.6,64.8,64');
  });

  test('a nutrition PDF needs its file; then it is listed with its link', async ({
    nutritionistPage: page,
  }) => {
    await page.goto(`/client-details/${clientId}`);
    await page.getByRole('button', { name: 'Upload Nutrition PDF' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('combobox', { name: 'Nutritionist' }).click();
    await page.getByRole('option', { name: 'Ananya Iyer' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText(VITAL_MESSAGES.pdfRequired).first()).toBeVisible();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Week 1 plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(VITAL_MESSAGES.pdfAdded)).toBeVisible();
    await expect(
      page.getByTestId('nutrition-pdfs').getByRole('link', { name: 'Week 1 plan.pdf' }),
    ).toBeVisible();
  });

  test('a nutrition PDF named in Hindi keeps its name and opens (issue 25)', async ({
    nutritionistPage: page,
  }) => {
    const name = 'पोषण रिपोर्ट.pdf';
    await page.goto(`/client-details/${clientId}`);
    await page.getByRole('button', { name: 'Upload Nutrition PDF' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('combobox', { name: 'Nutritionist' }).click();
    await page.getByRole('option', { name: 'Ananya Iyer' }).click();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(VITAL_MESSAGES.pdfAdded)).toBeVisible();
    const link = page.getByTestId('nutrition-pdfs').getByRole('link', { name });
    await expect(link).toBeVisible();
    const file = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  test('at 375 px the section reads, and the planner shows the latest set in Body Parameters', async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/client-details/${clientId}`);
    await expect(page.getByTestId('vitals-sets')).toBeVisible();
    await page.getByTestId('body-vitals').screenshot({ path: test.info().outputPath('vitals-375.png') });
    await axe(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/workspace/${packageId}/${planId}`);
    await page.getByRole('tab', { name: 'Body Parameters' }).click();
    const panel = page.getByTestId('body-parameters-panel');
    await expect(panel).toContainText('Reading of 20-Nov-2026 · Month 7');
    await expect(panel.getByRole('row', { name: /Fasting Blood Sugar/ })).toContainText('100 mg/dL');
    await expect(panel.getByRole('row', { name: /Waist Circumference/ })).toContainText('83 cm ↑ high');
    await expect(panel.getByRole('link', { name: "The client's full report" })).toHaveAttribute(
      'href',
      `/client-details/${clientId}#body-vitals`,
    );
    await axe(page, { include: ['[data-testid="body-parameters-panel"]'] });
  });
});
