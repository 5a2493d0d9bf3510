import type { Locator, Page } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, sendAssessmentForm } from './support/plans-arrange';

/**
 * The questionnaire's dietary recall and workout sections, and the server's refusals, in Hindi
 * (issue 34 point 7, decision 248): a client who chose हिन्दी reads no English word there.
 */
test.describe.configure({ mode: 'serial' });

/**
 * Latin words of two letters or more in what a client reads or hears: the text, the fields'
 * values and the accessible names (a select's hidden input keeps the English value it stores).
 */
async function latinWordsIn(section: Locator): Promise<string[]> {
  const text = await section.evaluate((el) => {
    const values = [
      ...el.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea'),
    ].map((f) => (f as HTMLInputElement).value);
    const names = [...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '');
    return [el.textContent ?? '', ...values, ...names].join(' ');
  });
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const size of [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 800 },
])
  test(`the dietary recall and workout in Hindi at ${size.name} px`, async ({ page, server, axe }) => {
    // The whole questionnaire flow twice over, on a machine shared with other runs.
    test.setTimeout(180_000);
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Savitri', last_name: 'Yadav' });
    const token = await sendAssessmentForm(api, packageId);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/survey/${token}/edit`);
    await page.getByTestId('survey-language').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // The dietary recall: the practice's meals in Hindi, times as they are said, a question in Hindi.
    await page.getByRole('button', { name: 'आप दिन भर में क्या खाते हैं', exact: true }).click();
    const recall = page.getByTestId('client-recall');
    const first = recall.getByTestId('client-recall-row').first();
    await expect(first.getByRole('combobox', { name: 'पंक्ति 1 का भोजन' })).toHaveValue('सुबह उठते ही');
    await expect(first.getByRole('combobox', { name: 'पंक्ति 1 का समय' })).toHaveValue('सुबह 6:30');
    await expect(first.getByText('सुबह उठते ही: क्या सुबह 6:30 सही समय है?')).toBeVisible();
    await first.getByRole('button', { name: 'हाँ, सुबह 6:30 सही है: सुबह उठते ही' }).click();
    await first.getByRole('textbox', { name: 'पंक्ति 1 में आप क्या खाते-पीते हैं' }).fill('गुनगुना पानी और 5 भीगे बादाम');
    await expect(recall.getByTestId('client-recall-status')).toHaveText('सहेजा गया', { timeout: 15_000 });
    // Save with the other meals still empty: the refusal in Hindi.
    await recall.getByRole('button', { name: 'भोजन की सूची सहेजें' }).click();
    await expect(recall.getByTestId('client-recall-message')).toHaveText(
      'कृपया हर भोजन का प्रकार, समय और क्या खाते हैं, तीनों भरें',
    );
    expect(await latinWordsIn(recall)).toEqual([]);

    // The workout: routines, times, days and the messages in Hindi.
    await page.getByRole('button', { name: 'खेल या व्यायाम', exact: true }).click();
    const workout = page.getByTestId('workout-section');
    await expect(workout.getByLabel('मैं कोई व्यायाम नहीं करता/करती')).not.toBeChecked();
    await workout.getByRole('button', { name: 'व्यायाम जोड़ें' }).click();
    const form = page.getByTestId('workout-form');
    await form.getByRole('button', { name: 'सहेजें' }).click();
    await expect(form.getByText('कृपया व्यायाम का प्रकार चुनें')).toBeVisible();
    await choose(page, form, 'व्यायाम का प्रकार', 'पैदल चलना');
    await choose(page, form, 'शुरू होने का समय', 'सुबह 6:00');
    await choose(page, form, 'ख़त्म होने का समय', 'सुबह 6:45');
    await form.getByRole('button', { name: 'सहेजें' }).click();
    await expect(form.getByText('कृपया कम से कम एक दिन चुनें')).toBeVisible();
    await form.getByLabel('सोम से शुक्र').check();
    await expect(form.getByLabel('सोम', { exact: true })).toBeChecked();
    expect(await latinWordsIn(workout)).toEqual([]);
    await form.getByRole('button', { name: 'सहेजें' }).click();
    const row = page.getByTestId('workout-rows').getByRole('row').nth(1);
    await expect(row).toContainText('पैदल चलना');
    await expect(row).toContainText('सुबह 6:00 – सुबह 6:45');
    await expect(row).toContainText('सोम से शुक्र');
    await expect(page.getByTestId('workout-notes')).toBeVisible();
    expect(await latinWordsIn(workout)).toEqual([]);

    // Submit too early: the server's refusal comes back in Hindi and names the missing meal.
    await page.getByTestId('survey-submit').click();
    const feedback = page.getByTestId('survey-feedback');
    await expect(feedback).toContainText('कृपया "आप दिन भर में क्या खाते हैं" वाला हिस्सा भरें: बताएँ कि नाश्ता');
    expect(await latinWordsIn(feedback)).toEqual([]);

    await axe(page);
    await page.screenshot({ path: `.tmp/screens/survey-hindi-sections-${size.name}.png`, fullPage: true });
  });
