import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../shared/clients';
import type { SurveyDefinition } from '../../shared/survey';
import { auditLog, clients, packages } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { clientWithPackage, nutritionistWithCredits } from '../testing/plan-fixtures';
import { createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

/** The client's language for messages (issue 34 point 7, decision 261). */
let t: TestApp;
let admin: TestUser;
let n: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  n = await nutritionistWithCredits(t, 5);
});
afterAll(async () => t.close());

const valid = {
  first_name: 'Sunita',
  last_name: 'Yadav',
  phone: '9415012345',
  gender: 'Female',
  status: 'Active',
  joined_date: '2026-03-02',
};

const stored = async (id: number) => (await t.db.select().from(clients).where(eq(clients.id, id)))[0];
const languageAudits = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, id)))
  ).filter((a) => a.action === 'update' && a.changes && 'language' in (a.changes as object));

describe('the client language field', () => {
  it('is English when the form leaves it out, and Hindi when chosen, with an audit row', async () => {
    const res = await t.post('/api/v1/client/profile/create', valid, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { id, language } = res.json().data;
    expect(language).toBe('en');

    const edit = await t.post('/api/v1/client/profile/edit', { ...valid, id, language: 'hi' }, admin.cookie);
    expect(edit.json()).toMatchObject({ success: 1, data: { language: 'hi' } });
    expect((await t.get(`/api/v1/client/profile/details?id=${id}`, admin.cookie)).json().data.language).toBe(
      'hi',
    );
    const [audit] = await languageAudits(id);
    expect(audit).toMatchObject({ action: 'update', userId: admin.userId });
    expect(audit.changes).toMatchObject({ language: { from: 'en', to: 'hi' } });

    // An edit that leaves the language out keeps it.
    await t.post('/api/v1/client/profile/edit', { ...valid, id, occupation: 'Teacher' }, admin.cookie);
    expect((await stored(id)).language).toBe('hi');
  });

  it('refuses a language not on the list: 422 with the field message, nothing changed', async () => {
    const { id } = (
      await t.post('/api/v1/client/profile/create', { ...valid, phone: '9415012346' }, admin.cookie)
    ).json().data;
    const before = await stored(id);
    const res = await t.post(
      '/api/v1/client/profile/edit',
      { ...valid, id, phone: '9415012346', language: 'fr', occupation: 'Farmer' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, data: { language: CLIENT_MESSAGES.language } });
    expect(await stored(id)).toEqual(before);
    expect(await languageAudits(id)).toHaveLength(0);
  });
});

/** A sent questionnaire filled enough to submit (training sections, recall, mandatory answers). */
async function filledQuestionnaire(clientId?: number) {
  const made = await clientWithPackage(t, n.nutritionistId!, { firstName: 'Rekha' });
  const pkgId = made.pkg.id;
  if (clientId) await t.db.update(packages).set({ clientId }).where(eq(packages.id, pkgId));
  const token = newToken();
  await t.db
    .update(packages)
    .set({ surveyToken: token, status: 'Survey Response Pending', surveySentAt: new Date() })
    .where(eq(packages.id, pkgId));
  const post = (path: string, body: Record<string, unknown> = {}) =>
    t.post(path, { survey_token: token, lang: 'hi', ...body });
  const def: SurveyDefinition = (
    await t.get(`/api/v1/survey/question/list?survey_token=${encodeURIComponent(token)}`)
  ).json().data;
  await post('/api/v1/survey/response/empty-work-out-data', { workout: true, training: false });
  const mealList = def.meal_types
    .filter((m) => m.mandatory)
    .map((m, i) => ({
      type: m.meal_type,
      time: m.default_time ?? `2${i % 4}:00`,
      description: 'पोहा और चाय',
    }));
  expect((await post('/api/v1/survey/dietaryrecall/create', { mealList })).statusCode).toBe(200);
  for (const q of def.sections.flatMap((s) => s.questions).filter((x) => x.mandatory)) {
    const body: Record<string, unknown> = { question_id: q.id };
    if (q.type === 'single_select' || q.type === 'yes_no') body.answer_id = q.answers[0]?.id;
    else if (q.type === 'multi_select') body.text_response = JSON.stringify([q.answers[0].id]);
    else body.text_response = q.type === 'date' ? '2026-10-01' : 'NA';
    expect((await post('/api/v1/survey/response/create', body)).statusCode).toBe(200);
  }
  return {
    clientId: clientId ?? made.client.id,
    submit: () => post('/api/v1/survey/response/update-status'),
  };
}

describe('the questionnaire proposes its language', () => {
  it('a questionnaire submitted in Hindi makes the client Hindi, with an audit row', async () => {
    const q = await filledQuestionnaire();
    expect((await stored(q.clientId)).language).toBe('en');
    const res = await q.submit();
    expect(res.json()).toMatchObject({ success: 1 });
    expect((await stored(q.clientId)).language).toBe('hi');
    const [audit] = await languageAudits(q.clientId);
    expect(audit).toMatchObject({
      action: 'update',
      userId: null,
      changes: { language: { from: 'en', to: 'hi' } },
    });
  });

  it("the nutritionist's choice wins: a client set back to English stays English", async () => {
    const { id } = (
      await t.post('/api/v1/client/profile/create', { ...valid, phone: '9415012347' }, admin.cookie)
    ).json().data;
    const hindi = { ...valid, id, phone: '9415012347', language: 'hi' };
    await t.post('/api/v1/client/profile/edit', hindi, admin.cookie);
    await t.post('/api/v1/client/profile/edit', { ...hindi, language: 'en' }, admin.cookie);
    const q = await filledQuestionnaire(id);
    expect((await q.submit()).json()).toMatchObject({ success: 1 });
    expect((await stored(id)).language).toBe('en');
    expect(await languageAudits(id)).toHaveLength(2);
  });
});
