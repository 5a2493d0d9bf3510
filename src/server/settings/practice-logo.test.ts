import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, packages, planLinks } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { makePng, multipart } from '../testing/test-files';

/**
 * Issue 34, point 5: the practice's name and uploaded logo on the questionnaire, the client's plan
 * page (and its app icon) and every e-mail, through the token each page already has.
 */
let t: TestApp;
let admin: TestUser;
let planToken: string;
let surveyToken: string;
const logoPng = makePng(256, 256, [8, 127, 91]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin({ email: 'anjali.deshpande@poshan.example' });
  const n = await t.createNutritionist();
  const client = await insertClient(t, { firstName: 'Kavya', lastName: 'Iyer', gender: 'Female' });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: n.nutritionistId!,
    status: 'Active',
  });
  surveyToken = newToken();
  await t.db.update(packages).set({ surveyToken }).where(eq(packages.id, pkg.id));
  planToken = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token: planToken, createdBy: n.userId });
  const practice = await t.post(
    '/api/v1/settings/practice',
    { name: 'Poshan Wellness Centre', phone: '+91 98450 12345', email: '', address: '', website: '' },
    admin.cookie,
  );
  expect(practice.json().success, practice.body).toBe(1);
});
afterAll(async () => t.close());

async function uploadLogo(bytes: Buffer) {
  const body = multipart([
    { name: 'json', value: JSON.stringify({ general_disclaimer: '', sports_disclaimer: '' }) },
    { name: 'logo', filename: 'poshan.png', type: 'image/png', bytes },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/settings/edit',
    payload: body.payload,
    headers: { ...body.headers, cookie: admin.cookie },
  });
  expect(res.json().success, res.body).toBe(1);
}

describe('before a logo is uploaded', () => {
  it('names the practice, sends no logo and keeps the leaf as the app icon', async () => {
    const view = (await t.get(`/api/v1/my-plan/${planToken}`)).json().data;
    expect(view.practice).toMatchObject({ name: 'Poshan Wellness Centre', logo_url: null });
    expect((await t.get(`/api/v1/my-plan/${planToken}/logo`)).statusCode).toBe(404);
    const manifest = (await t.get(`/api/v1/my-plan/${planToken}/manifest`)).json();
    expect(manifest.name).toBe('My nutrition plan · Poshan Wellness Centre');
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual([
      '/portal-icon-192.png',
      '/portal-icon-512.png',
      '/portal-icon-512.png',
    ]);
    const survey = (await t.get(`/api/v1/survey/question/list?survey_token=${surveyToken}`)).json().data;
    expect(survey.practice).toMatchObject({ name: 'Poshan Wellness Centre', logo_url: null });
  });
});

describe('with an uploaded logo', () => {
  beforeAll(async () => uploadLogo(logoPng));

  it('the plan page links the logo through its own token, and the manifest makes it the app icon', async () => {
    const view = (await t.get(`/api/v1/my-plan/${planToken}`)).json().data;
    expect(view.practice.logo_url).toMatch(new RegExp(`^/api/v1/my-plan/${planToken}/logo\\?v=\\d+$`));
    const image = await t.get(view.practice.logo_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(logoPng)).toBe(true);

    const manifest = await t.get(`/api/v1/my-plan/${planToken}/manifest`);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({
      start_url: `/my-plan/${planToken}`,
      short_name: 'My plan',
      // A square logo of 192 px or more is the only icon (decision 194).
      icons: [{ src: view.practice.logo_url, sizes: '256x256', type: 'image/png', purpose: 'any' }],
    });
    expect(manifest.json().icons).toHaveLength(1);
  });

  it('a wide logo comes first and the leaf stays for launchers that need a square icon', async () => {
    await uploadLogo(makePng(400, 160, [8, 127, 91]));
    const icons = (await t.get(`/api/v1/my-plan/${planToken}/manifest`)).json().icons;
    expect(icons[0]).toMatchObject({ sizes: '400x160', type: 'image/png' });
    expect(icons.slice(1).map((i: { src: string }) => i.src)).toContain('/portal-icon-512.png');
    await uploadLogo(logoPng);
  });

  it('the questionnaire links the logo through its survey token', async () => {
    const survey = (await t.get(`/api/v1/survey/question/list?survey_token=${surveyToken}`)).json().data;
    expect(survey.practice.logo_url).toMatch(/^\/api\/v1\/survey\/logo\?survey_token=[\w-]+&v=\d+$/);
    const image = await t.get(survey.practice.logo_url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(logoPng)).toBe(true);
  });

  it('answers 404 to an unknown, malformed or missing token, and nothing without a token', async () => {
    for (const url of [
      `/api/v1/my-plan/${newToken()}/logo`,
      `/api/v1/my-plan/${newToken()}/manifest`,
      '/api/v1/my-plan/abc/logo',
      `/api/v1/survey/logo?survey_token=${newToken()}`,
    ])
      expect((await t.get(url)).statusCode, url).toBe(404);
    expect((await t.get('/api/v1/survey/logo')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.get('/api/v1/survey/logo')).statusCode).toBeLessThan(500);
  });

  it('answers 410 for a link that was replaced: its logo and manifest go with it', async () => {
    const client = await insertClient(t, { firstName: 'Farhan', lastName: 'Qureshi', gender: 'Male' });
    const n = await t.createNutritionist();
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: n.nutritionistId!,
      status: 'Active',
    });
    const old = newToken();
    await t.db
      .insert(planLinks)
      .values({ packageId: pkg.id, token: old, createdBy: n.userId, revokedAt: new Date() });
    expect((await t.get(`/api/v1/my-plan/${old}/logo`)).statusCode).toBe(410);
    expect((await t.get(`/api/v1/my-plan/${old}/manifest`)).statusCode).toBe(410);
  });

  it('every e-mail names the practice in both parts and carries the logo in its HTML header', async () => {
    const res = await t.post('/api/v1/auth/forgot-password', { email: admin.email });
    expect(res.json().success, res.body).toBe(1);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, admin.email))
      .orderBy(mailOutbox.id);
    expect(mail.textBody).toMatch(/\n-- \nPoshan Wellness Centre\n\+91 98450 12345\n$/);
    expect(mail.htmlBody).toContain('Poshan Wellness Centre');
    expect(mail.htmlBody).toContain(
      '<img src="cid:practice-logo@nutridesk" alt="Poshan Wellness Centre logo" width="48" height="48"',
    );
    // The reset link stays a link in the HTML part.
    const link = /http:\/\/localhost:3000\/reset-password\/[\w-]+/.exec(mail.textBody)![0];
    expect(mail.htmlBody).toContain(`<a href="${link}"`);
  });
});
