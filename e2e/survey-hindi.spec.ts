import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, sendAssessmentForm } from './support/plans-arrange';

/**
 * The assessment questionnaire in Hindi (issue 34 point 7, decision 218): the switch, the page's
 * words, the shipped questions, answers and section titles in Devanagari, an answer saved as in
 * English, and the Devanagari font served with the page.
 */
test.describe.configure({ mode: 'serial' });

const FONT = /\/assets\/NotoSansDevanagari[^/]*\.ttf$/;

test.describe('the questionnaire in Hindi', () => {
  let token = '';

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    const { packageId } = await createClientPackage(api, { first_name: 'Kamla', last_name: 'Devi' });
    token = await sendAssessmentForm(api, packageId);
  });

  // Each size chooses another goal, so each choice is a change the page saves.
  for (const size of [
    { name: '1440', width: 1440, height: 900, goal: 'वज़न घटाना', english: 'Weight loss' },
    { name: '375', width: 375, height: 800, goal: 'अच्छी सेहत', english: 'General wellness' },
  ])
    test(`at ${size.name} px`, async ({ page, axe }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`/survey/${token}/edit`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrition Assessment Questionnaire');
      const font = page.waitForResponse((r) => FONT.test(new URL(r.url()).pathname));
      await page.getByTestId('survey-language').getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('पोषण जाँच प्रश्नावली');
      await expect(page.getByText(/^नमस्ते Kamla,/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'लक्ष्य', exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText('इस प्रोग्राम से आपका मुख्य लक्ष्य क्या है?')).toBeVisible();
      await page.getByLabel(size.goal, { exact: true }).check();
      await expect(page.getByText('सहेजा गया').first()).toBeVisible();
      await page.getByRole('button', { name: 'खान-पान की पसंद', exact: true }).click();
      await expect(page.getByLabel('शाकाहारी', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'भेजें' })).toBeVisible();

      const answer = await font;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('font/ttf');
      await axe(page);
      await page.screenshot({ path: `.tmp/screens/survey-hindi-${size.name}.png`, fullPage: true });

      // The answer was stored as the English choice it is: the page in English shows it chosen.
      await page.getByTestId('survey-language').getByRole('button', { name: 'English' }).click();
      await expect(page.getByText('What is your main goal from this programme?')).toBeVisible();
      await expect(page.getByLabel(size.english, { exact: true })).toBeChecked();
    });
});
