import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConditionsView } from '../../shared/conditions';
import { auditLog, surveyAnswers, surveyQuestions, surveyResponses } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { clientWithPackage, openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/** Issue 35, point 1: conditions proposed from what the client wrote, confirmed with their detail. */
let t: TestApp;
let n: TestUser;
let other: TestUser;
beforeAll(async () => {
  ({ t, n } = await openPlanTest(5));
  other = await t.createNutritionist();
});
afterAll(async () => t.close());

async function questionId(code: string) {
  const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, code));
  return q.id;
}
async function answer(packageId: number, code: string, text: string) {
  await t.db
    .insert(surveyResponses)
    .values({ packageId, questionId: await questionId(code), textResponse: text });
}
/** A ticked checklist: the answers' ids as a JSON array, as the questionnaire stores them. */
async function tick(packageId: number, code: string, texts: string[]) {
  const qid = await questionId(code);
  const ids: number[] = [];
  for (const text of texts) {
    const [a] = await t.db
      .select()
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.questionId, qid), eq(surveyAnswers.textAnswer, text)));
    ids.push(a.id);
  }
  await t.db
    .insert(surveyResponses)
    .values({ packageId, questionId: qid, textResponse: JSON.stringify(ids) });
}
async function view(clientId: number, user = n) {
  const res = await t.get(`/api/v1/client/conditions?id=${clientId}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ConditionsView;
}
const decide = (body: Record<string, unknown>, user = n) =>
  t.post('/api/v1/client/conditions/decide', body, user.cookie);

describe('conditions proposed from the questionnaire, English and Hindi', () => {
  it('reads the checklist and the medicines text in English', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
    await tick(pkg.id, 'med_conditions', ['Diabetes', 'Hypertension']);
    await answer(pkg.id, 'med_medicines', 'Metformin 500; Thyronorm 50 mcg; wears dentures, needs soft food');
    const v = await view(client.id);
    expect(v.proposed.map((p) => [p.kind, p.status])).toEqual([
      ['type2_diabetes', 'pending'],
      ['hypertension', 'pending'],
      ['hypothyroidism', 'pending'],
      ['soft_texture', 'pending'],
    ]);
    expect(v.conditions).toEqual([]);
  });

  it('reads Hindi: pregnancy with its trimester, kidney disease on dialysis, anaemia', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
    await answer(pkg.id, 'med_medicines', 'मैं गर्भवती हूँ, दूसरी तिमाही; आयरन की गोली');
    await answer(pkg.id, 'gen_expectations', 'खून की कमी है और किडनी के लिए डायलिसिस चलता है');
    const v = await view(client.id);
    const byKind = Object.fromEntries(v.proposed.map((p) => [p.kind, p.detail]));
    expect(byKind.pregnancy).toEqual({ kind: 'pregnancy', trimester: '2' });
    expect(byKind.ckd).toEqual({ kind: 'ckd', ckd_stage: 'dialysis' });
    expect(byKind.anaemia).toEqual({ kind: 'anaemia' });
  });

  it('"None" and "NA" propose nothing; "pre-diabetic" is prediabetes, not type 2', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
    await tick(pkg.id, 'med_conditions', ['None']);
    await answer(pkg.id, 'med_medicines', 'NA');
    expect((await view(client.id)).proposed).toEqual([]);
    const second = await clientWithPackage(t, n.nutritionistId!);
    await answer(second.pkg.id, 'med_medicines', 'Doctor says I am pre-diabetic');
    expect((await view(second.client.id)).proposed.map((p) => p.kind)).toEqual(['prediabetes']);
  });
});

describe('confirming a condition', () => {
  it('asks for a missing detail and changes nothing', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const before = await fingerprint(t.db);
    const preg = await decide({ client_id: client.id, kind: 'pregnancy', decision: 'confirm' });
    expect(preg.statusCode).toBe(422);
    expect(preg.json().data).toEqual({ trimester: 'Please choose the trimester of the pregnancy' });
    const ckd = await decide({ client_id: client.id, kind: 'ckd', decision: 'confirm' });
    expect(ckd.statusCode).toBe(422);
    expect(ckd.json().data.ckd_stage).toMatch(/stage of the kidney disease/);
    const bad = await decide({
      client_id: client.id,
      kind: 'hypertension',
      decision: 'confirm',
      sodium_max_mg: 900,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.sodium_max_mg).toBe('Please choose 1500 or 2000 mg');
    const save = await t.post(
      '/api/v1/client/conditions/save',
      { client_id: client.id, conditions: [{ kind: 'lactation' }] },
      n.cookie,
    );
    expect(save.statusCode).toBe(422);
    expect(JSON.stringify(save.json().data)).toMatch(/baby's age/);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('confirms with the detail (defaults where the rule has one), audited; turns down', async () => {
    const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
    await tick(pkg.id, 'med_conditions', ['Diabetes']);
    const res = await decide({ client_id: client.id, kind: 'type2_diabetes', decision: 'confirm' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Type 2 diabetes, carbohydrate RSSDI 45–65 %: confirmed.');
    const preg = await decide({
      client_id: client.id,
      kind: 'pregnancy',
      decision: 'confirm',
      trimester: '2',
    });
    expect(preg.statusCode).toBe(200);
    const v = preg.json().data as ConditionsView;
    expect(v.conditions).toEqual([
      { kind: 'type2_diabetes', carb_band: 'rssdi' },
      { kind: 'pregnancy', trimester: '2' },
    ]);
    expect(v.proposed[0].status).toBe('confirmed');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'client_conditions'));
    expect(audits.map((a) => a.action)).toEqual(['confirm', 'confirm']);
    const down = await decide({ client_id: client.id, kind: 'type2_diabetes', decision: 'turn_down' });
    expect(down.json().message).toBe('Type 2 diabetes: turned down.');
    const after = down.json().data as ConditionsView;
    expect(after.conditions).toEqual([{ kind: 'pregnancy', trimester: '2' }]);
    expect(after.proposed[0].status).toBe('rejected');
  });

  it("another nutritionist's client is 404", async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    expect((await t.get(`/api/v1/client/conditions?id=${client.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await decide({ client_id: client.id, kind: 'pcos', decision: 'confirm' }, other)).statusCode,
    ).toBe(404);
  });
});
