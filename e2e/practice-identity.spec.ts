import type { APIRequestContext, Page } from '@playwright/test';
import { makePng } from '../src/server/testing/test-files';
import type { PlanLinkView } from '../src/shared/portal';
import { practiceToday } from '../src/shared/practice-date';
import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, sendAssessmentForm } from './support/plans-arrange';

/**
 * Issue 34, point 5: the practice's name and uploaded logo on the app bar, the questionnaire and
 * the client's plan page (1440 and 375 px, axe clean) and in its e-mails; and point 4's dates:
 * no page of a visited set shows a date as 2027-05-31 (SPEC §9: DD-MMM-YYYY).
 */
test.describe.configure({ mode: 'serial' });

const PRACTICE = 'Poshan Wellness Centre';
const ISO_DATE = /\b(19|20)\d\d-[01]\d-[0-3]\d\b/;
let surveyToken = '';
let planToken = '';
let clientId = 0;
let packageId = 0;
let planId = 0;

async function ok<T = unknown>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: T };
  expect(body.success, JSON.stringify(body)).toBe(1);
  return body.data;
}

test.beforeAll(async ({ server }) => {
  // A server start and a dozen API calls: more than 60 s on a loaded 2-core machine.
  test.setTimeout(180_000);
  const admin = await server.api(ADMIN);
  await ok(
    await admin.post('/api/v1/settings/practice', {
      data: { name: PRACTICE, phone: '+91 98450 12345', address: '', email: '', website: '' },
    }),
  );
  await ok(
    await admin.post('/api/v1/settings/create', {
      multipart: {
        json: JSON.stringify({ general_disclaimer: 'General advice.', sports_disclaimer: '' }),
        logo: { name: 'poshan.png', mimeType: 'image/png', buffer: makePng(256, 256, [8, 127, 91]) },
      },
    }),
  );
  const api = await server.api(NUTRITIONIST);
  ({ clientId, packageId } = await createClientPackage(api, {
    first_name: 'Lakshmi',
    last_name: 'Narayanan',
  }));
  planId = await createPlan(api, packageId, { description: 'Lakshmi week 1', start_date: practiceToday() });
  surveyToken = await sendAssessmentForm(api, packageId);
  const link = await ok<PlanLinkView>(
    await api.post('/api/v1/package/plan-link/create', { data: { package_id: packageId, plan_id: planId } }),
  );
  planToken = new URL(link.url ?? '').pathname.split('/').pop() ?? '';
});

/** The logo shown is the practice's upload, loaded (not the leaf, not a broken image). */
async function expectPracticeLogo(page: Page) {
  const logo = page.getByTestId('practice-logo').first();
  await expect(logo).toHaveAttribute('data-logo', 'practice');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(256);
}

async function expectNoIsoDate(page: Page, where: string) {
  const shown = await page.evaluate(() =>
    [
      // What is drawn, not hidden text (a select's unshown options, a closed menu).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
      document.body.innerText,
      ...[...document.querySelectorAll('input')].filter((i) => i.type !== 'hidden').map((i) => i.value),
    ].join('\n'),
  );
  expect(shown.match(ISO_DATE)?.[0] ?? null, `${where} shows an ISO date`).toBeNull();
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the app bar shows the practice logo (and its name where there is room)', async ({
      adminPage: page,
      axe,
    }) => {
      await page.goto('/dashboard');
      const bar = page.getByRole('link', { name: `${PRACTICE} home` });
      await expect(bar).toBeVisible();
      await expectPracticeLogo(page);
      if (width === 1440) await expect(bar).toContainText(PRACTICE);
      await page.screenshot({ path: `.tmp/screens/identity-appbar-${width}.png` });
      await axe(page);
    });

    test('the questionnaire shows the practice logo and name', async ({ page, axe }) => {
      await page.goto(`/survey/${surveyToken}`);
      await expect(page.getByTestId('survey-practice')).toContainText(PRACTICE);
      await expectPracticeLogo(page);
      await page.screenshot({ path: `.tmp/screens/identity-survey-${width}.png` });
      await axe(page);
    });

    test('the client plan page shows the practice logo and name', async ({ page, axe }) => {
      await page.goto(`/my-plan/${planToken}`);
      await expect(page.getByTestId('portal-practice')).toHaveText(PRACTICE);
      await expectPracticeLogo(page);
      await page.screenshot({ path: `.tmp/screens/identity-portal-${width}.png` });
      await axe(page);
    });
  });
}

test('a signed-in page asks the practice name and logo once, with its scripts, and each stylesheet once', async ({
  adminPage: page,
}) => {
  const asked: string[] = [];
  const styles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/settings\/(practice|print-pdf-settings-data)$/.test(pathname)) asked.push(pathname);
    if (pathname.endsWith('.css')) styles.push(pathname);
  });
  await page.goto('/client-profile');
  await expect(page.getByRole('link', { name: `${PRACTICE} home` })).toBeVisible();
  await expectPracticeLogo(page);
  // index.html preloads both (decision 285) and the app's own requests take those answers.
  expect(asked.sort()).toEqual(['/api/v1/settings/practice', '/api/v1/settings/print-pdf-settings-data']);
  // The app's, the signed-in area's and the list's stylesheets, preloaded with the scripts; the
  // link Vite's loader adds takes the preloaded file (decision 286).
  expect(styles.length).toBeGreaterThanOrEqual(3);
  expect(new Set(styles).size).toBe(styles.length);
});

test('the assessment e-mail names the practice and carries its logo inline', async ({ server }) => {
  const sent = () =>
    server.mails().find((m) => m.subject === `Your Nutrition Assessment Form from ${PRACTICE}`);
  await expect.poll(() => Boolean(sent()), { timeout: 15_000 }).toBe(true);
  const mail = sent()!;
  expect(mail.subject).toContain(PRACTICE);
  // SMTP lines end in CRLF.
  expect(mail.text).toMatch(new RegExp(`\\r?\\n-- \\r?\\n${PRACTICE}\\r?\\n\\+91 98450 12345`));
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  expect(mail.raw).toMatch(/Content-ID: <practice-logo@nutridesk>/i);
  expect(mail.raw).toMatch(/Content-Type: image\/png/i);
});

test('no page of the visited set shows a date as YYYY-MM-DD', async ({ adminPage: page }) => {
  const pages = [
    '/dashboard',
    '/client-profile',
    `/client-details/${clientId}`,
    '/packages',
    '/nutrition-plans',
    '/nutritionists',
    `/workspace/${packageId}/list`,
    `/workspace/${packageId}/${planId}`,
    `/assessment/${packageId}`,
    '/settings',
    `/survey/${surveyToken}`,
    `/my-plan/${planToken}`,
  ];
  for (const url of pages) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Loading/).filter({ visible: true }), url).toHaveCount(0);
    await expectNoIsoDate(page, url);
  }
});
