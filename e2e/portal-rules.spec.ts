import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../src/shared/plan-calendar';
import type { PlanLinkView } from '../src/shared/portal';
import { practiceToday } from '../src/shared/practice-date';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * Issue 35 point 4 (decision 224): the client's plan page says the client's rules in plain words,
 * in English and in Hindi: what to avoid, gluten-free, Jain, and the salt a day.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/screens';
const EN = [
  'Avoid: groundnut, cashew, almond and other nuts',
  'Gluten-free',
  'Jain',
  'Salt: no more than 1 teaspoon a day in all cooking',
];
const HI = [
  'इनसे बचें: मूँगफली, काजू, बादाम और दूसरे मेवे',
  'ग्लूटेन-मुक्त (गेहूँ, जौ, राई नहीं)',
  'जैन',
  'नमक: पूरे दिन के खाने में 1 छोटे चम्मच से ज़्यादा नहीं',
];

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: unknown };
  if (body.success !== 1) throw new Error(`${res.url()}: ${JSON.stringify(body)}`);
  return body.data as T;
}

test.describe("the client's rules on the plan page", () => {
  let token = '';

  test.beforeAll(async ({ server }) => {
    test.setTimeout(150_000);
    const api = await server.api(NUTRITIONIST);
    const { clientId, packageId } = await createClientPackage(api, {
      first_name: 'Sunita',
      last_name: 'Jain',
    });
    await data(
      await api.post('/api/v1/client/restrictions/save', {
        data: {
          client_id: clientId,
          allergies: ['peanut', 'tree_nut'],
          intolerances: [{ tag: 'gluten', except: [] }],
          diets: ['jain'],
        },
      }),
    );
    const planId = await createPlan(api, packageId, {
      description: 'Sunita week 1',
      start_date: addDays(practiceToday(), -1),
    });
    const rice = await foodId(api, 'rice raw milled', 'Rice, raw, milled');
    await saveMeal(api, {
      packageId,
      planId,
      day: 2,
      time: '13:00',
      timing: 'Lunch',
      items: [{ id: rice, qty: 60 }],
    });
    const link = await data<PlanLinkView>(
      await api.post('/api/v1/package/plan-link/create', {
        data: { package_id: packageId, plan_id: planId },
      }),
    );
    token = new URL(link.url ?? '').pathname.split('/').pop() ?? '';
  });

  for (const size of [
    { name: '1440', width: 1440, height: 900 },
    { name: '375', width: 375, height: 800 },
  ])
    test(`at ${size.name} px: Avoid, gluten-free, Jain and the salt line, in English and Hindi`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(() => localStorage.setItem('nutridesk.portal.language', 'en'));
      await page.goto(`/my-plan/${token}`);
      const rules = page.getByTestId('portal-rules');
      await expect(rules.getByRole('heading', { level: 2 })).toHaveText('Keep in mind');
      await expect(rules.getByRole('listitem')).toHaveText(EN);
      await expect(page.getByTestId('portal-pdf')).toHaveAttribute('href', `/api/v1/my-plan/${token}/pdf`);
      await axe(page);
      await rules.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/portal-rules-en-${size.name}.png`, fullPage: true });

      await page.getByTestId('portal-language').getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(rules.getByRole('heading', { level: 2 })).toHaveText('ध्यान रखें');
      await expect(rules.getByRole('listitem')).toHaveText(HI);
      // The PDF the page offers prints the rules in the page's language.
      await expect(page.getByTestId('portal-pdf')).toHaveAttribute(
        'href',
        `/api/v1/my-plan/${token}/pdf?lang=hi`,
      );
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/portal-rules-hi-${size.name}.png`, fullPage: true });
    });
});
