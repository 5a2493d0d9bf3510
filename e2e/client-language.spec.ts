import { expect, NUTRITIONIST, test } from './fixtures';
import { createClientPackage, createPlan } from './support/plans-arrange';
import { atEachWidth } from './support/widths';

/**
 * The client form's "Language for messages" in a browser (issue 34 point 7, decisions 261, 266):
 * set to Hindi and saved, the form shows it again, and the planner's WhatsApp share text is then
 * Hindi. At 1440 and 375 px, axe clean.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

atEachWidth(['Sunita', 'Kamla'], ({ label, firstName }) => {
  test('Hindi saved on the client form makes the plan link text Hindi', async ({
    nutritionistPage: page,
    server,
    axe,
  }) => {
    const api = await server.api(NUTRITIONIST);
    const { clientId, packageId } = await createClientPackage(api, {
      first_name: firstName,
      last_name: 'Yadav',
    });
    const planId = await createPlan(api, packageId, { description: `${firstName} week 1` });

    await page.goto(`/client-details/${clientId}`);
    await expect(page.getByRole('heading', { name: `${firstName} Yadav`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const language = dialog.getByLabel('Language for messages', { exact: true });
    await expect(language).toHaveValue('English');
    await language.click();
    await page.getByRole('option', { name: 'Hindi' }).click();
    await expect(language).toHaveValue('Hindi');
    await axe(page);
    await page.screenshot({ path: `.tmp/screens/client-language-${label}.png` });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog').getByLabel('Language for messages', { exact: true })).toHaveValue(
      'Hindi',
    );
    await page.keyboard.press('Escape');

    await page.goto(`/workspace/${packageId}/${planId}`);
    const share = page.getByTestId('plan-link-share');
    await share.getByRole('button', { name: 'Create plan link' }).click();
    const field = share.getByRole('textbox', { name: 'Plan link' });
    await expect(field).toHaveValue(/\/my-plan\/[A-Za-z0-9_-]{43}$/);
    const href = (await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
    const text = decodeURIComponent(href.split('?text=')[1]);
    expect(text).toMatch(new RegExp(`^नमस्ते ${firstName}, .* की ओर से आपका डाइट प्लान तैयार है।`));
    expect(text).toContain(await field.inputValue());
    const mailto = (await share.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '';
    expect(decodeURIComponent(mailto)).toContain('subject=आपका डाइट प्लान');
    await share.scrollIntoViewIfNeeded();
    await axe(page);
    await share.screenshot({ path: `.tmp/screens/client-language-share-${label}.png` });
  });
});
