// @pg: runs on PostgreSQL too (locking)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDefinition } from '../../shared/survey';
import { auditLog, packages, planLinks, surveyQuestions, surveyResponses } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { clientWithPackage } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { expectRefused, race } from './race';

/**
 * Issue 51: the questionnaire's submission, the restriction rules' and the conditions' decisions
 * re-read their record under its lock; sent at once with a conflicting change, only allowed
 * outcomes happen, on both databases.
 */
let t: TestApp;
let n: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  n = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
});
afterAll(async () => t.close());

const surveyPost = (path: string, token: string, body: Record<string, unknown> = {}) =>
  t.post(`/api/v1/survey/${path}`, { survey_token: token, ...body });

/** A package whose questionnaire is filled in and ready to submit. */
async function readyQuestionnaire() {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!);
  const token = newToken();
  await t.db
    .update(packages)
    .set({ surveyToken: token, status: 'Survey Response Pending', surveySentAt: new Date() })
    .where(eq(packages.id, pkg.id));
  const res = await t.get(`/api/v1/survey/question/list?survey_token=${token}`);
  const def: SurveyDefinition = res.json().data;
  await surveyPost('response/empty-work-out-data', token, { workout: true, training: false });
  const mealList = def.meal_types
    .filter((m) => m.mandatory)
    .map((m, i) => ({
      type: m.meal_type,
      time: m.default_time ?? `2${i % 4}:00`,
      description: 'Poha and chai',
    }));
  expect((await surveyPost('dietaryrecall/create', token, { mealList })).statusCode).toBe(200);
  for (const q of def.sections.flatMap((s) => s.questions).filter((x) => x.mandatory)) {
    const body: Record<string, unknown> = { question_id: q.id };
    if (q.type === 'single_select' || q.type === 'yes_no') body.answer_id = q.answers[0]?.id;
    else if (q.type === 'multi_select') body.text_response = JSON.stringify([q.answers[0].id]);
    else body.text_response = q.type === 'date' ? '2026-10-01' : 'NA';
    expect((await surveyPost('response/create', token, body)).statusCode).toBe(200);
  }
  return { client, pkg, token };
}
const statusOf = async (id: number) =>
  (await t.db.select({ status: packages.status }).from(packages).where(eq(packages.id, id)))[0].status;
const audits = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));

describe('questionnaire, restrictions and conditions races', () => {
  it('submit and "Completed" at once: a completed package never ends as "Survey Response Received"', async () => {
    await race(
      'questionnaire submit + package completed',
      () => readyQuestionnaire(),
      ({ pkg, token }) => [
        surveyPost('response/update-status', token),
        t.post('/api/v1/client/package/edit', { id: pkg.id, status: 'Completed' }, n.cookie),
      ],
      async ([submit, close], { pkg }) => {
        if (close.status !== 200) {
          // The edit had read the package before the submission changed it: refused, not written over it.
          expectRefused(close, 'just changed by someone else');
          expect(submit.status).toBe(200);
          expect(await statusOf(pkg.id)).toBe('Survey Response Received');
          return 'submit won, edit refused (200 + 409)';
        }
        expect(await statusOf(pkg.id)).toBe('Completed');
        if (submit.status === 200) return 'submit then complete (200 + 200)';
        expectRefused(submit, 'questionnaire is closed');
        return 'complete won (409 + 200)';
      },
    );
  });

  it('two restriction rules confirmed at once: both end in the list', async () => {
    const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, 'food_allergies'));
    await race(
      'restrictions confirm + confirm (two rules)',
      async () => {
        const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: null });
        await t.db
          .insert(surveyResponses)
          .values({ packageId: pkg.id, questionId: q.id, textResponse: 'peanut allergy\nsesame allergy' });
        return client;
      },
      (client) =>
        ['allergy:peanut', 'allergy:sesame'].map((key) =>
          t.post(
            '/api/v1/client/restrictions/decide',
            { client_id: client.id, key, decision: 'confirm' },
            n.cookie,
          ),
        ),
      async (o, client) => {
        expect(o.map((x) => x.status)).toEqual([200, 200]);
        const view = (await t.get(`/api/v1/client/restrictions?id=${client.id}`, n.cookie)).json().data;
        expect([...view.list.allergies].sort()).toEqual(['peanut', 'sesame']);
        expect(await audits('client_restrictions', client.id)).toHaveLength(2);
        return 'both kept (200 + 200)';
      },
    );
  });

  it('a rule confirmed and turned down at once: the list ends as the later of the two says', async () => {
    const [q] = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.code, 'food_allergies'));
    await race(
      'restrictions confirm + turn down (one rule)',
      async () => {
        const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, { foodPreferences: null });
        await t.db
          .insert(surveyResponses)
          .values({ packageId: pkg.id, questionId: q.id, textResponse: 'peanut allergy' });
        return client;
      },
      (client) =>
        (['confirm', 'turn_down'] as const).map((decision) =>
          t.post(
            '/api/v1/client/restrictions/decide',
            { client_id: client.id, key: 'allergy:peanut', decision },
            n.cookie,
          ),
        ),
      async (o, client) => {
        expect(o.map((x) => x.status)).toEqual([200, 200]);
        const view = (await t.get(`/api/v1/client/restrictions?id=${client.id}`, n.cookie)).json().data;
        const rows = await audits('client_restrictions', client.id);
        expect(rows).toHaveLength(2);
        const last = [...rows].sort((a, b) => a.id - b.id)[1].action;
        expect(view.list.allergies).toEqual(last === 'confirm' ? ['peanut'] : []);
        return `${last === 'confirm' ? 'confirm' : 'turn down'} last`;
      },
    );
  });

  it('two conditions confirmed at once: both are kept', async () => {
    await race(
      'conditions confirm + confirm (two conditions)',
      async () => (await clientWithPackage(t, n.nutritionistId!)).client,
      (client) =>
        ['pcos', 'hypothyroidism'].map((kind) =>
          t.post(
            '/api/v1/client/conditions/decide',
            { client_id: client.id, kind, decision: 'confirm' },
            n.cookie,
          ),
        ),
      async (o, client) => {
        expect(o.map((x) => x.status)).toEqual([200, 200]);
        const view = (await t.get(`/api/v1/client/conditions?id=${client.id}`, n.cookie)).json().data;
        expect(view.conditions.map((c: { kind: string }) => c.kind).sort()).toEqual([
          'hypothyroidism',
          'pcos',
        ]);
        return 'both kept (200 + 200)';
      },
    );
  });

  it('"Share" twice at once on a package without a link: one link, both answer it', async () => {
    await race(
      'plan link create + create',
      async () => (await clientWithPackage(t, n.nutritionistId!)).pkg,
      (pkg) => [0, 1].map(() => t.post('/api/v1/package/plan-link/create', { package_id: pkg.id }, n.cookie)),
      async (o, pkg) => {
        expect(o.map((x) => x.status)).toEqual([200, 200]);
        expect(o[0].body.data.url).toBe(o[1].body.data.url);
        expect(await t.db.select().from(planLinks).where(eq(planLinks.packageId, pkg.id))).toHaveLength(1);
        return 'one link (200 + 200)';
      },
    );
  });

  it('"New link" twice at once: one new link, the other refused with a message', async () => {
    await race(
      'plan link renew + renew',
      async () => {
        const { pkg } = await clientWithPackage(t, n.nutritionistId!);
        const made = await t.post('/api/v1/package/plan-link/create', { package_id: pkg.id }, n.cookie);
        return { pkg, linkId: made.json().data.link_id as number | undefined };
      },
      ({ pkg, linkId }) =>
        [0, 1].map(() =>
          t.post('/api/v1/package/plan-link/renew', { package_id: pkg.id, link_id: linkId }, n.cookie),
        ),
      async (o, { pkg }) => {
        const won = o.filter((x) => x.status === 200);
        expect(won).toHaveLength(1);
        expectRefused(o.find((x) => x.status !== 200)!);
        const live = (await t.db.select().from(planLinks).where(eq(planLinks.packageId, pkg.id))).filter(
          (l) => l.revokedAt === null,
        );
        expect(live).toHaveLength(1);
        return o.map((x) => x.status).join(' + ');
      },
    );
  });
});
