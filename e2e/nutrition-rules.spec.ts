import { expect, test } from './fixtures';

/**
 * Settings → Nutrition rules (issue 52 point 3): every rule in words with its numbers, where it
 * applies and its source; an admin chooses between the cited alternatives (the diabetes band of
 * RSSDI 2022 or ICMR 2018); a nutritionist reads them and cannot choose. 1440 and 375 px, axe clean.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin reads every rule with its source and chooses the diabetes band', async ({
      adminPage: page,
      axe,
    }) => {
      await page.goto('/settings?tab=nutrition-rules');
      await expect(page.getByRole('tab', { name: 'Nutrition rules' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { name: 'Nutrition rules' })).toBeVisible();
      await expect(page.getByTestId('rules-by-source')).toContainText('ICMR-NIN');
      await expect(page.getByTestId('rules-by-source')).toContainText('From memory');

      // The first group (My Plate) is open: its rows in words with their source.
      const cereals = page.getByTestId('rule-my-plate-cereals');
      await expect(cereals).toContainText('Cereals and millets: 250 g a day for 2,000 kcal');
      await expect(cereals).toContainText('ICMR-NIN Dietary Guidelines for Indians 2024');
      // Another group opens on a click: CKD's dialysis ceiling is KDOQI 2020's 1.0–1.2 g/kg.
      await page.getByRole('button', { name: /Chronic kidney disease/ }).click();
      const dialysis = page.getByTestId('rule-ckd-protein-dialysis');
      await expect(dialysis).toContainText('1–1.2 g/kg; suggested 1.1');
      await expect(dialysis).toContainText(
        'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update',
      );
      await expect(dialysis).toContainText('From memory');

      // The choice: the cited alternatives only, no number to type.
      const band = page.getByRole('radiogroup', { name: 'Diabetes carbohydrate band' });
      await expect(band.getByRole('radio')).toHaveCount(2);
      await expect(band.getByRole('textbox')).toHaveCount(0);
      const icmr = band.getByRole('radio', {
        name: /ICMR Guidelines for Management of Type 2 Diabetes 2018/,
      });
      const rssdi = band.getByRole('radio', { name: /RSSDI/ });
      const target = viewport.width === 1440 ? icmr : rssdi;
      if (viewport.width === 375) await expect(icmr).toBeChecked(); // chosen by the 1440 px test
      await target.click();
      await expect(page.getByText(/Rule chosen: it applies to new previews/)).toBeVisible();
      await expect(target).toBeChecked();
      await page.reload();
      await expect(
        page
          .getByRole('radiogroup', { name: 'Diabetes carbohydrate band' })
          .getByRole('radio', { checked: true }),
      ).toHaveAccessibleName(viewport.width === 1440 ? /ICMR Guidelines/ : /RSSDI/);

      // Nothing runs off a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`nutrition-rules-${viewport.width}.png`),
        fullPage: viewport.width === 1440,
      });
      await axe(page);
    });

    test('a nutritionist reads the rules and cannot choose', async ({ nutritionistPage: page, axe }) => {
      await page.goto('/settings?tab=nutrition-rules');
      await expect(page.getByTestId('rule-sodium-day')).toHaveCount(0); // its group is closed
      await page.getByRole('button', { name: /^Sodium/ }).click();
      await expect(page.getByTestId('rule-sodium-day')).toContainText('under 2,000 mg a day');
      const radios = page.getByRole('radiogroup', { name: 'Diabetes carbohydrate band' }).getByRole('radio');
      await expect(radios.first()).toBeDisabled();
      await axe(page);
    });
  });
}
