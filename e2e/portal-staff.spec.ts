import { randomUUID } from 'node:crypto';
import { practiceToday } from '../src/shared/practice-date';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * The nutritionist's side of the plan link (issue 28): beside the planner, create the link, copy
 * it, Share on WhatsApp opens wa.me with the client's number and the link; after the client
 * ticks meals and logs a weight on the link, the adherence panel shows the day and the client's
 * weight marked apart. At 1440 and 375 px, axe clean.
 */
test.describe.configure({ mode: 'serial' });
// Two planner loads, a popup, two axe scans and the dashboard: 27 s at idle, past 60 s beside
// the 840-item planner test in CI.
test.setTimeout(120_000);

for (const [label, viewport, firstName] of [
  ['desktop', { width: 1440, height: 900 }, 'Ananya'],
  ['phone', { width: 375, height: 812 }, 'Rukmini'],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('shares the plan link and sees what the client reported beside the planner', async ({
      nutritionistPage: page,
      server,
      axe,
    }, info) => {
      const api = await server.api(NUTRITIONIST);
      const { clientId, packageId } = await createClientPackage(api, {
        first_name: firstName,
        last_name: 'Pillai',
      });
      // Day 1 is today, so today's Breakfast is planned and its tick counts.
      const planId = await createPlan(api, packageId, {
        description: `${firstName} week 1`,
        start_date: practiceToday(),
      });
      const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
      await saveMeal(api, {
        packageId,
        planId,
        day: 1,
        time: '08:00',
        timing: 'Breakfast',
        items: [{ id: rice, qty: 60 }],
      });

      await page.goto(`/workspace/${packageId}/${planId}`);
      const share = page.getByTestId('plan-link-share');
      await share.getByRole('button', { name: 'Create plan link' }).click();
      const field = share.getByRole('textbox', { name: 'Plan link' });
      await expect(field).toHaveValue(/\/my-plan\/[A-Za-z0-9_-]{43}$/);
      const url = await field.inputValue();

      // Share on WhatsApp: wa.me with the client's number (91 + the 10 digits) and the link in the words.
      const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp' });
      const href = (await whatsapp.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/9198\d{8}\?text=/);
      const text = decodeURIComponent(href.split('?text=')[1]);
      expect(text).toContain(url);
      expect(text).toContain(`Namaste ${firstName}`);
      const popupPromise = page.context().waitForEvent('page');
      // wa.me is outside the test's network: the new page's request is answered here.
      await page
        .context()
        .route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }));
      await whatsapp.click();
      const popup = await popupPromise;
      expect(popup.url()).toContain('https://wa.me/');
      expect(decodeURIComponent(popup.url())).toContain(url);
      await popup.close();

      const mail = await share.getByRole('link', { name: 'Email' }).getAttribute('href');
      expect(mail).toMatch(new RegExp(`^mailto:${firstName.toLowerCase()}\\.pillai\\.`));
      expect(decodeURIComponent(mail ?? '')).toContain(url);

      await share.getByRole('button', { name: 'Copy link' }).click();
      await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();

      // The client, on the link: Breakfast eaten today, and a weight.
      const token = url.split('/').pop();
      const view = await (await page.request.get(`/api/v1/my-plan/${token}`)).json();
      expect(view.data.plan.id).toBe(planId);
      const mealId = view.data.plan.days[0].meals[0].id;
      const tick = await page.request.post(`/api/v1/my-plan/${token}/tick`, {
        data: {
          request_id: randomUUID(),
          meal_id: mealId,
          date: view.data.today,
          status: 'partly',
          note: 'Only half the rice',
        },
      });
      expect((await tick.json()).success).toBe(1);
      const weight = await page.request.post(`/api/v1/my-plan/${token}/weight`, {
        data: { request_id: randomUUID(), date: view.data.today, weight_kg: 68.4, waist_cm: 84 },
      });
      expect((await weight.json()).success).toBe(1);

      await page.reload();
      const panel = page.getByTestId('adherence-panel');
      await expect(panel.getByText('Only half the rice', { exact: false })).toBeVisible();
      // Partly counts half (decision 173): 1 planned, partly eaten → 50%.
      await expect(panel.getByTestId('adherence-day').first()).toContainText('0 eaten, 1 partly of 1 · 50%');
      await expect(panel.getByTestId('weight-readings')).toContainText('68.4 kg');
      await expect(panel.getByTestId('weight-readings')).toContainText('Reported by client');
      await expect(panel.getByRole('img', { name: /latest 68.4 kg .*reported by the client/ })).toBeVisible();
      await axe(page);
      await page.getByTestId('plan-link-share').scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`planner-share-${label}.png`), fullPage: false });
      await panel.screenshot({ path: info.outputPath(`adherence-${label}.png`) });

      // The client page shows the same panel; the dashboard counts the client as reporting today.
      await page.goto(`/client-details/${clientId}`);
      await expect(page.getByTestId('adherence-panel').getByTestId('weight-readings')).toContainText(
        '68.4 kg',
      );
      await page.goto('/dashboard');
      const today = page.getByRole('heading', { name: 'Clients who reported today' }).locator('..');
      await expect(today.getByRole('link', { name: `${firstName} Pillai` })).toBeVisible();
      await axe(page);
      await page.screenshot({ path: info.outputPath(`dashboard-${label}.png`), fullPage: true });
    });
  });
}

test('"New link" asks first and ends the old link; the package page shows the questionnaire link', async ({
  nutritionistPage: page,
  server,
  axe,
}, info) => {
  const api = await server.api(NUTRITIONIST);
  const { packageId } = await createClientPackage(api, { first_name: 'Zoya', last_name: 'Mirza' });
  await createPlan(api, packageId, { description: 'Zoya week 1' });
  await page.goto(`/workspace/${packageId}/list`);
  const share = page.getByTestId('plan-link-share');
  await share.getByRole('button', { name: 'Create plan link' }).click();
  const field = share.getByRole('textbox', { name: 'Plan link' });
  await expect(field).toHaveValue(/\/my-plan\//);
  const oldUrl = await field.inputValue();

  await share.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'New link' }).click();
  await expect(field).not.toHaveValue(oldUrl);
  const old = await page.request.get(`/api/v1/my-plan/${oldUrl.split('/').pop()}`);
  expect(old.status()).toBe(410);

  const survey = page.getByTestId('survey-link-share');
  await expect(survey.getByText('Assessment questionnaire link')).toBeVisible();
  await axe(page);
  await page.screenshot({ path: info.outputPath('package-share-1440.png'), fullPage: true });
});
