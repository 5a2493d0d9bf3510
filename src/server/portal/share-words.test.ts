import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, packages } from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

// Issue 34 point 7, decision 266: what staff send a client by WhatsApp or e-mail is in the
// client's language; an English client's words stay as they were.

let t: TestApp;
let n: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PRACTICE_NAME: 'Sehat Nutrition Clinic' });
  n = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
});
afterAll(async () => t.close());

async function packageOf(firstName: string, lastName: string, language: 'en' | 'hi') {
  const client = await insertClient(t, { firstName, lastName });
  await t.db.update(clients).set({ language }).where(eq(clients.id, client.id));
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: n.nutritionistId!,
    status: 'Active',
  });
  return { client, pkg };
}

describe('share texts in the client language', () => {
  it('the plan link and questionnaire texts and subjects are Hindi for a Hindi client only', async () => {
    const hindi = await packageOf('Sunita', 'Yadav', 'hi');
    const english = await packageOf('Rohan', 'Gupta', 'en');
    const texts: Record<string, { plan: Record<string, string>; survey: Record<string, string> }> = {};
    for (const [key, { pkg }] of Object.entries({ hindi, english })) {
      const created = await t.post('/api/v1/package/plan-link/create', { package_id: pkg.id }, n.cookie);
      expect(created.statusCode, created.body).toBe(200);
      await t.db
        .update(packages)
        .set({ surveyToken: `SurveyT0ken${key}0123456789abcdefghijklmnopqrstuv` })
        .where(eq(packages.id, pkg.id));
      const plan = (await t.get(`/api/v1/package/plan-link?package_id=${pkg.id}`, n.cookie)).json().data;
      const survey = (await t.get(`/api/v1/package/survey-link?package_id=${pkg.id}`, n.cookie)).json().data;
      texts[key] = { plan, survey };
    }
    const { plan, survey } = texts.hindi;
    expect(plan.message).toBe(
      `नमस्ते Sunita, Sehat Nutrition Clinic की ओर से आपका डाइट प्लान तैयार है। इसे अपने फ़ोन पर खोलें: आज का खाना देखें, जो खाया उस पर टिक करें और अपना वज़न लिखें: ${plan.url}`,
    );
    expect(plan.email_subject).toBe('आपका डाइट प्लान');
    expect(survey.message).toBe(
      `नमस्ते Sunita, Sehat Nutrition Clinic की न्यूट्रिशन असेसमेंट प्रश्नावली भर दीजिए, ताकि आपका प्लान आपके हिसाब से बने: ${survey.url}`,
    );
    expect(survey.email_subject).toBe('आपकी न्यूट्रिशन असेसमेंट प्रश्नावली');
    const en = texts.english;
    expect(en.plan.message).toBe(
      `Namaste Rohan, here is your nutrition plan from Sehat Nutrition Clinic. Open it on your phone to see today's meals, tick what you ate and log your weight: ${en.plan.url}`,
    );
    expect(en.plan.email_subject).toBe('Your nutrition plan');
    expect(en.survey.message).toMatch(
      /^Namaste Rohan, please fill in the Nutrition Assessment Questionnaire/,
    );
    expect(en.survey.email_subject).toBe('Your nutrition assessment questionnaire');
  });

  it("the appointment's WhatsApp text is Hindi for a Hindi client, the practice's wording for an English one", async () => {
    const hindi = await packageOf('Pooja', 'Tiwari', 'hi');
    const english = await packageOf('Arjun', 'Menon', 'en');
    const book = async (packageId: number, startsAt: string) => {
      const res = await t.post(
        '/api/v1/appointment/create',
        { package_id: packageId, starts_at: startsAt, duration_min: 30, mode: 'Video', location_or_link: '' },
        n.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json().data.whatsapp_url);
      return url.searchParams.get('text');
    };
    expect(await book(hindi.pkg.id, '2030-12-18T10:00')).toBe(
      // The mode stays in the Hindi text (decision 298).
      'नमस्ते Pooja, याद दिला दें कि 18 दिसंबर 2030, सुबह 10:00 को Meera Krishnan के साथ आपका वीडियो परामर्श है।',
    );
    expect(await book(english.pkg.id, '2030-12-18T11:00')).toBe(
      'Namaste Arjun, a reminder of your video consultation with Meera Krishnan on 18 Dec 2030, 11:00 am.',
    );
  });
});
