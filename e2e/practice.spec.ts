import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { ADMIN, expect, NUTRITIONIST, test } from './fixtures';
import {
  createClientPackage,
  createPlan,
  foodId,
  saveMeal,
  sendAssessmentForm,
} from './support/plans-arrange';

/**
 * The practice's identity (issue 25): an admin sets it in Settings; the client's questionnaire
 * page is headed with it and the plan PDF's footer prints it with the nutritionist's contact.
 */
test.describe.configure({ mode: 'serial' });

const PRACTICE = {
  name: 'Sanjeevani Nutrition Studio',
  address: '3rd Floor, 221 Linking Road, Bandra West, Mumbai 400050',
  phone: '+91 22 2645 1188',
  email: 'hello@sanjeevani.example.in',
  website: 'www.sanjeevani.example.in',
};

for (const [label, viewport] of [
  ['laptop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('an admin sets the practice in Settings, with errors under the fields', async ({
      adminPage: page,
      axe,
    }) => {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Practice' });
      await expect(section.getByLabel('Practice name')).toBeVisible();
      await section.getByLabel('Practice name').fill(PRACTICE.name);
      await section.getByLabel('Address').fill(PRACTICE.address);
      await section.getByLabel('Phone').fill('12345');
      await section.getByLabel('Email').fill('hello@sanjeevani');
      await section.getByLabel('Website').fill(PRACTICE.website);
      await section.getByRole('button', { name: 'Set Practice Details' }).click();
      await expect(section.getByText('Please enter a valid email')).toBeVisible();
      await expect(section.getByText('Please enter a phone number of 8 to 15 digits')).toBeVisible();
      await axe(page);

      await section.getByLabel('Phone').fill(PRACTICE.phone);
      await section.getByLabel('Email').fill(PRACTICE.email);
      await section.getByRole('button', { name: 'Set Practice Details' }).click();
      await expect(page.getByText('Practice details updated successfully')).toBeVisible();
      // The website is kept as a link.
      await expect(section.getByLabel('Website')).toHaveValue(`https://${PRACTICE.website}`);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`settings-practice-${label}.png`) });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Practice' }).getByLabel('Practice name')).toHaveValue(
        PRACTICE.name,
      );
    });
  });
}

test('the questionnaire page is headed with the practice', async ({ server, page, axe }) => {
  const api = await server.api(NUTRITIONIST);
  const { packageId } = await createClientPackage(api, { first_name: 'Ishita', last_name: 'Banerjee' });
  const token = await sendAssessmentForm(api, packageId);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/survey/${token}`);
    const header = page.getByTestId('survey-practice');
    await expect(header).toContainText(PRACTICE.name);
    await expect(header).toContainText(PRACTICE.address);
    await expect(header).toContainText(`${PRACTICE.phone} · ${PRACTICE.email} · https://${PRACTICE.website}`);
    await page.screenshot({ path: test.info().outputPath(`survey-header-${width}.png`) });
  }
  await axe(page);
});

test("the plan PDF's footer names the practice and the nutritionist", async ({ server }) => {
  const api = await server.api(NUTRITIONIST);
  const { packageId } = await createClientPackage(api, { first_name: 'Tanvi', last_name: 'Kulkarni' });
  const planId = await createPlan(api, packageId, { description: 'Tanvi week 1' });
  await saveMeal(api, {
    packageId,
    planId,
    day: 1,
    time: '08:00',
    timing: 'Breakfast',
    items: [{ id: await foodId(api, 'ragi', 'Ragi'), qty: 40 }],
  });
  // The planner's own form post (a new tab); its bytes are read here.
  const res = await api.post('/api/v1/client/package/export-pdf', {
    form: { package_id: String(packageId), plan_id: String(planId), layout: 'landscape' },
  });
  expect(res.headers()['content-type']).toBe('application/pdf');
  const file = test.info().outputPath('plan.pdf');
  writeFileSync(file, await res.body());
  const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(
    `${PRACTICE.name} · ${PRACTICE.address} · ${PRACTICE.phone} · ${PRACTICE.email} · https://${PRACTICE.website}`,
  );
  expect(text).toContain(`Your nutritionist: ${NUTRITIONIST.firstName} ${NUTRITIONIST.lastName}`);
  expect(text).toContain(NUTRITIONIST.email);
  // Admin check that the saved identity is what the API answers too.
  const admin = await server.api(ADMIN);
  expect((await (await admin.get('/api/v1/settings/practice')).json()).data.name).toBe(PRACTICE.name);
});
