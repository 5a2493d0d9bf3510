/**
 * Settings → Nutrition rules (issue 52 point 3): every row of the table in words with its bound,
 * where it applies and its source; an admin chooses between cited alternatives, audited, read by new
 * previews through the client's conditions; a choice that is not a cited alternative is a 422 field
 * message and writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUTRITION_RULES } from '../../shared/nutrition-rules/index';
import { NUTRITION_RULES_MESSAGES, type RulesAnswer } from '../../shared/nutrition-rules-api';
import { confirmedConditions } from '../conditions/index';
import { auditLog, clientConditions } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { clientWithPackage } from '../testing/plan-fixtures';
import { createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const rules = async (cookie = admin.cookie) =>
  (await t.get('/api/v1/nutrition/rules', cookie)).json().data as RulesAnswer;
const choose = (body: unknown, cookie = admin.cookie) =>
  t.post('/api/v1/nutrition/rules/choose', body, cookie);

describe('the nutrition rules page', () => {
  it('answers every row of the table with its words, bound, scope, source and recalled flag', async () => {
    const data = await rules();
    expect(data.rules).toHaveLength(NUTRITION_RULES.length);
    const dialysis = data.rules.find((r) => r.id === 'ckd-protein-dialysis');
    expect(dialysis).toMatchObject({
      applies_to: 'Chronic kidney disease (on maintenance dialysis)',
      scope: 'day',
      bound: '1–1.2 g/kg; suggested 1.1',
      hard: false,
      publisher: 'KDOQI',
      source_year: 2020,
      recalled: true,
    });
    expect(dialysis?.source).toMatch(/KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update/);
    for (const r of data.rules) {
      expect(r.text.length).toBeGreaterThan(10);
      expect(r.source.length).toBeGreaterThan(10);
      expect(['day', 'meal', 'food']).toContain(r.scope);
    }
    expect(data.choices.map((c) => [c.id, c.chosen])).toEqual([
      ['diabetes-carb-band', 'diabetes-carb-band-rssdi'],
      ['hypertension-sodium', 'hypertension-sodium-1500'],
    ]);
    expect(data.can_choose).toBe(true);
  });

  it('a nutritionist reads the rules but may not choose (403), signed out 401', async () => {
    const dietitian = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
    const read = await rules(dietitian.cookie);
    expect(read.can_choose).toBe(false);
    const res = await choose(
      { choice: 'diabetes-carb-band', rule_id: 'diabetes-carb-band-icmr' },
      dietitian.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect((await t.get('/api/v1/nutrition/rules')).statusCode).toBe(401);
  });

  it('refuses a figure or a rule that is not a cited alternative with a field message, writing nothing', async () => {
    const before = await fingerprint(t.db);
    for (const [body, field, message] of [
      [
        { choice: 'diabetes-carb-band', rule_id: 'ckd-protein-dialysis' },
        'rule_id',
        NUTRITION_RULES_MESSAGES.chooseAlternative,
      ],
      [
        { choice: 'diabetes-carb-band', rule_id: '50' },
        'rule_id',
        NUTRITION_RULES_MESSAGES.chooseAlternative,
      ],
      [
        { choice: 'diabetes-carb-band', min: 40, max: 70 },
        'rule_id',
        NUTRITION_RULES_MESSAGES.chooseAlternative,
      ],
      [
        { choice: 'my-own-band', rule_id: 'diabetes-carb-band-icmr' },
        'choice',
        NUTRITION_RULES_MESSAGES.chooseWhich,
      ],
    ] as const) {
      const res = await choose(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().data[field]).toBe(message);
    }
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('an admin’s choice is audited and read by the conditions new previews use, where a condition names none', async () => {
    const { client } = await clientWithPackage(t, (await t.createNutritionist()).nutritionistId!);
    // Confirmed without a band or ceiling (as a proposal confirmed before the detail was asked).
    await t.db.insert(clientConditions).values({
      clientId: client.id,
      data: {
        conditions: [
          { kind: 'type2_diabetes' },
          { kind: 'hypertension' },
          { kind: 'prediabetes', carb_band: 'rssdi' },
        ],
        rejected: [],
      },
      updatedBy: admin.userId,
    });
    expect(await confirmedConditions(t.db, client.id)).toEqual([
      { kind: 'type2_diabetes', carb_band: 'rssdi' },
      { kind: 'hypertension', sodium_max_mg: 1500 },
      { kind: 'prediabetes', carb_band: 'rssdi' },
    ]);

    const res = await choose({ choice: 'diabetes-carb-band', rule_id: 'diabetes-carb-band-icmr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(NUTRITION_RULES_MESSAGES.chosen);
    const data = res.json().data as RulesAnswer;
    expect(data.choices[0].chosen).toBe('diabetes-carb-band-icmr');
    expect(data.rules.find((r) => r.id === 'diabetes-carb-band-icmr')?.in_force).toBe(true);
    expect(data.rules.find((r) => r.id === 'diabetes-carb-band-rssdi')?.in_force).toBe(false);
    await choose({ choice: 'hypertension-sodium', rule_id: 'hypertension-sodium-2000' });

    // The nutritionist's own band for the client stands; the practice's fills where none was named.
    expect(await confirmedConditions(t.db, client.id)).toEqual([
      { kind: 'type2_diabetes', carb_band: 'icmr' },
      { kind: 'hypertension', sodium_max_mg: 2000 },
      { kind: 'prediabetes', carb_band: 'rssdi' },
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nutrition_rules'), eq(auditLog.userId, admin.userId)));
    expect(audits.map((a) => a.changes)).toEqual([
      { 'diabetes-carb-band': { from: 'diabetes-carb-band-rssdi', to: 'diabetes-carb-band-icmr' } },
      { 'hypertension-sodium': { from: 'hypertension-sodium-1500', to: 'hypertension-sodium-2000' } },
    ]);
    // Choosing what is already in force writes nothing.
    const before = await fingerprint(t.db);
    const again = await choose({ choice: 'diabetes-carb-band', rule_id: 'diabetes-carb-band-icmr' });
    expect(again.json().message).toBe(NUTRITION_RULES_MESSAGES.unchanged);
    expect(await fingerprint(t.db)).toBe(before);
  });
});
