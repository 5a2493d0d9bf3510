import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { addDays, dateText } from '../src/shared/plan-calendar';
import { practiceToday } from '../src/shared/practice-date';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * The progress report (issue 36 point 5): from the package list (1440 px) and the client's
 * Package Details (375 px), "Progress report" downloads the PDF (its text read with pdftotext:
 * weights, dates, blood pressure, the plan), e-mails it to the client and offers the WhatsApp
 * text; axe clean. The report's first page is kept as a PNG in .tmp/screens/.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SCREENS = '.tmp/screens';
const today = practiceToday();

for (const [label, viewport, firstName, from] of [
  ['desktop', { width: 1440, height: 900 }, 'Sunita', 'list'],
  ['phone', { width: 375, height: 812 }, 'Bhavna', 'client'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('downloads the progress report, e-mails it and offers the WhatsApp text', async ({
      nutritionistPage: page,
      server,
      axe,
    }, info) => {
      const api = await server.api(NUTRITIONIST);
      const me = (await (await api.get('/api/v1/auth/session-user')).json()).data.user;
      const { clientId, packageId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Agarwal',
      });
      const params: { id: number; key: string }[] = (await (await api.get('/api/v1/bodyvitals')).json()).data;
      const id = (key: string) => String(params.find((p) => p.key === key)?.id);
      const readings = [
        [addDays(today, -42), '84.6', '98', '142', '92'],
        [addDays(today, -21), '83.1', '96', '136', '88'],
        [addDays(today, -3), '81.7', '94.5', '128', '84'],
      ] as const;
      for (const [date, weight, waist, sys, dia] of readings) {
        const res = await api.post('/api/v1/vital/bodyparams/create', {
          multipart: {
            json: JSON.stringify({
              client_id: clientId,
              notes: 'Follow-up',
              dietitian_id: me.nutritionist_id,
              reading_date: date,
              values: {
                [id('weight')]: weight,
                [id('waist')]: waist,
                [id('bp_systolic')]: sys,
                [id('bp_diastolic')]: dia,
              },
            }),
          },
        });
        expect((await res.json()).success).toBe(1);
      }
      const planId = await createPlan(api, packageId, { description: `${firstName} week 1` });
      const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
      await saveMeal(api, {
        packageId,
        planId,
        day: 1,
        time: '08:00',
        timing: 'Breakfast',
        items: [{ id: rice, qty: 60 }],
      });

      if (from === 'list') {
        await page.goto('/packages');
        await page.getByRole('button', { name: `Progress report of ${firstName} Agarwal` }).click();
      } else {
        await page.goto(`/client-details/${clientId}`);
        await page.getByRole('button', { name: `Progress report of package #${packageId}` }).click();
      }
      const dialog = page.getByRole('dialog', { name: `Progress report of ${firstName} Agarwal` });
      await expect(dialog.getByTestId('progress-report-message')).toContainText(
        'weight from 84.6 kg to 81.7 kg',
      );
      await axe(page);
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/progress-report-modal-${viewport.width}.png` });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Progress-Report-${firstName}-Agarwal-${today}.pdf`);
      const file = info.outputPath('report.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain(`Client: ${firstName} Agarwal`);
      expect(text).toContain(
        `From 84.6 kg on ${dateText(readings[0][0])} to 81.7 kg on ${dateText(readings[2][0])}: 2.9 kg less.`,
      );
      expect(text).toMatch(new RegExp(`${dateText(readings[1][0])}\\s+83\\.1`));
      expect(text).toContain('142/92');
      expect(text).toContain(`${firstName} week 1`);
      expect(text).toContain('Monitoring');
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '70',
        '-f',
        '1',
        '-l',
        '1',
        file,
        `${SCREENS}/progress-report-page-${label}`,
      ]);

      await dialog.getByRole('button', { name: 'Email to client' }).click();
      await expect(dialog.getByTestId('progress-report-emailed')).toContainText(
        'The progress report was sent to the client.',
      );
      const whatsapp = dialog.getByRole('link', { name: 'Share on WhatsApp' });
      const href = (await whatsapp.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/9198\d{8}\?text=/);
      expect(decodeURIComponent(href.split('?text=')[1])).toContain(`Namaste ${firstName}`);
      await axe(page);
    });
  });
}

test('a package with no readings and no plan says so instead of a report', async ({
  nutritionistPage: page,
  server,
}) => {
  const api = await server.api(NUTRITIONIST);
  await createClientPackage(api, { first_name: 'Pooja', last_name: 'Venkatesh' });
  await page.goto('/packages');
  await page.getByRole('button', { name: 'Progress report of Pooja Venkatesh' }).click();
  await expect(page.getByTestId('progress-report-empty')).toContainText('no body vitals and no plan yet');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
});
