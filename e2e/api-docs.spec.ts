import { expect, test } from './fixtures';

/**
 * The API's documentation page (issue 50 point 3, decision 288): /api/docs draws every route of
 * /api/openapi.json for signed-in staff, axe clean; a signed-out browser is sent to the sign-in page.
 */
test('/api/docs shows the API to a signed-in nutritionist, axe clean', async ({ nutritionistPage, axe }) => {
  // Swagger UI draws some 300 operations; with a run's servers starting beside it, over a minute.
  test.setTimeout(120_000);
  await nutritionistPage.goto('/api/docs');
  await expect(nutritionistPage).toHaveTitle('NutriDesk API');
  await expect(
    nutritionistPage.getByRole('heading', { level: 1, name: 'NutriDesk API', exact: true }),
  ).toBeVisible();
  // Swagger UI has read the document: the features are listed as sections. As the first test of
  // a clean-clone run, under that run's load, Swagger UI took over 10 s to draw the document.
  await expect(nutritionistPage.locator('#operations-tag-client')).toBeVisible({ timeout: 45_000 });
  await axe(nutritionistPage);

  // One operation opened: its access class, its input and its answers.
  await nutritionistPage.locator('#operations-tag-client').click();
  const edit = nutritionistPage.locator('#operations-client-post_api_v1_client_profile_edit');
  await edit.getByRole('button').first().click();
  await expect(edit.getByText('Access: owner:client.')).toBeVisible();
  await expect(edit.getByText('422', { exact: true })).toBeVisible();
  await axe(nutritionistPage);
});

test('/api/docs sends a signed-out browser to the sign-in page', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/login$/);
});

test('/api/openapi.json answers without a session', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  expect((await res.json()).openapi).toBe('3.1.0');
});
