import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES, type SurveyDefinition } from '../../shared/survey';
import { SURVEY_MESSAGES_HI } from '../../shared/survey-messages-hindi';
import { dietaryRecall, packages, workoutSchedules } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { clientWithPackage, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(4)));
afterAll(async () => t.close());

const DEVANAGARI = /[\u0900-\u097F]/;

async function sentPackage() {
  const { pkg } = await clientWithPackage(t, n.nutritionistId!, { firstName: 'Sunita' });
  const token = newToken();
  await t.db
    .update(packages)
    .set({ surveyToken: token, status: 'Survey Response Pending', surveySentAt: new Date() })
    .where(eq(packages.id, pkg.id));
  return { pkg, token };
}

/** A client's write, asking for a language in the body, the header or neither. */
const post = (path: string, body: Record<string, unknown>, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

describe('the questionnaire answers in Hindi when the client reads it in Hindi', () => {
  it('refuses an empty dietary recall in Hindi (body lang) and stores nothing', async () => {
    const { pkg, token } = await sentPackage();
    const res = await post('/api/v1/survey/dietaryrecall/create', {
      survey_token: token,
      lang: 'hi',
      mealList: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json()).toMatchObject({
      success: 0,
      message: SURVEY_MESSAGES_HI.emptyRecall,
      data: { mealList: SURVEY_MESSAGES_HI.emptyRecall },
    });
    expect(await t.db.select().from(dietaryRecall).where(eq(dietaryRecall.packageId, pkg.id))).toEqual([]);
  });

  it('saves a meal with a Hindi message, and the same write in English stays English', async () => {
    const { token } = await sentPackage();
    const meal = { type: 'Breakfast', time: '08:00', description: 'पोहा और चाय' };
    const hi = await post('/api/v1/survey/dietaryrecall/create', {
      survey_token: token,
      lang: 'hi',
      mealList: [meal],
    });
    expect(hi.json()).toMatchObject({ success: 1, message: 'भोजन की सूची सहेजी गई!' });
    // The stored rows (data) are never translated: the meal type stays the practice's English word.
    expect(hi.json().data[0]).toMatchObject({ type: 'Breakfast', description: 'पोहा और चाय' });
    const en = await post('/api/v1/survey/dietaryrecall/create', {
      survey_token: token,
      lang: 'en',
      mealList: [{ ...meal, time: '08:30' }],
    });
    expect(en.json()).toMatchObject({ success: 1, message: SURVEY_MESSAGES.mealListSaved });
    expect(en.headers['content-language']).toBe('en');
  });

  it('follows Accept-Language when the body names no language: workout field messages', async () => {
    const { pkg, token } = await sentPackage();
    const res = await post(
      '/api/v1/survey/surveyworkout/create',
      { survey_token: token, category: 'workout', routine_type: '', start_time: '', end_time: '' },
      'hi-IN,hi;q=0.9,en;q=0.8',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      routine_type: 'कृपया व्यायाम का प्रकार चुनें',
      start_time: 'कृपया समय चुनें',
      end_time: 'कृपया समय चुनें',
    });
    expect(await t.db.select().from(workoutSchedules).where(eq(workoutSchedules.packageId, pkg.id))).toEqual(
      [],
    );
    // No days chosen: the SPEC message in Hindi.
    const noDays = await post(
      '/api/v1/survey/surveyworkout/create',
      {
        survey_token: token,
        category: 'workout',
        routine_type: 'Walking',
        start_time: '06:00',
        end_time: '06:30',
      },
      'hi',
    );
    expect(noDays.json().data).toEqual({ days: 'कृपया कम से कम एक दिन चुनें' });
  });

  it('names the missing meal and question of a refused submit in Hindi, then congratulates in Hindi', async () => {
    const { token } = await sentPackage();
    const def: SurveyDefinition = (
      await t.get(`/api/v1/survey/question/list?survey_token=${encodeURIComponent(token)}`)
    ).json().data;
    await post('/api/v1/survey/response/empty-work-out-data', { survey_token: token, workout: true });
    const refused = await post('/api/v1/survey/response/update-status', { survey_token: token, lang: 'hi' });
    expect(refused.statusCode).toBe(422);
    const { message, data } = refused.json();
    expect(message).toMatch(/^कृपया "आप दिन भर में क्या खाते हैं" वाला हिस्सा भरें: बताएँ कि सुबह उठते ही, नाश्ता/);
    for (const text of Object.values(data as Record<string, string>)) expect(text).toMatch(DEVANAGARI);
    // The first mandatory question is named in Hindi inside the Hindi message.
    const mandatoryText = Object.values(data as Record<string, string>).find((m) => m.startsWith('कृपया *'));
    expect(mandatoryText).toMatch(/^कृपया \* वाले हर सवाल का जवाब दें: “[^A-Za-z]+”$/);

    // Fill everything, then submit in Hindi.
    for (const q of def.sections.flatMap((s) => s.questions).filter((x) => x.mandatory)) {
      const body: Record<string, unknown> = { survey_token: token, question_id: q.id };
      if (q.type === 'single_select' || q.type === 'yes_no') body.answer_id = q.answers[0]?.id;
      else if (q.type === 'multi_select') body.text_response = JSON.stringify([q.answers[0].id]);
      else body.text_response = q.type === 'date' ? '2026-10-01' : 'NA';
      expect((await post('/api/v1/survey/response/create', body)).statusCode).toBe(200);
    }
    const mealList = def.meal_types
      .filter((m) => m.mandatory)
      .map((m) => ({ type: m.meal_type, time: m.default_time ?? '21:00', description: 'दाल, रोटी, सब्ज़ी' }));
    expect(
      (await post('/api/v1/survey/dietaryrecall/create', { survey_token: token, mealList })).statusCode,
    ).toBe(200);
    const done = await post('/api/v1/survey/response/update-status', { survey_token: token, lang: 'hi' });
    expect(done.json()).toMatchObject({ success: 1, message: SURVEY_MESSAGES_HI.completed });
  });

  it('answers an unknown link in Hindi with 404, and leaves the staff calls in English', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/survey/question/list?survey_token=no-such-token&lang=hi',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SURVEY_MESSAGES_HI.invalidToken);

    const { pkg, token } = await sentPackage();
    await post('/api/v1/survey/dietaryrecall/create', {
      survey_token: token,
      mealList: [{ type: 'Lunch', time: '13:00', description: 'Rajma chawal' }],
    });
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/survey/dietaryrecall/staff-save',
      payload: {
        package_id: pkg.id,
        lang: 'hi',
        mealList: [{ type: 'Lunch', time: '13:00', description: 'Curd rice' }],
      },
      headers: { cookie: n.cookie, 'accept-language': 'hi' },
    });
    expect(staff.json()).toMatchObject({ success: 0, message: SURVEY_MESSAGES.duplicateStaffRecall });
  });
});
