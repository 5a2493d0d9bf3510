import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_TIME_MESSAGES } from '../../shared/meal-times';
import { fingerprint } from '../testing/db-fingerprint';
import { nutritionistWithCredits, planForNewClient } from '../testing/plan-fixtures';
import { createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';

/** Issue 54 point 5 (decision 302): the practice's meal times, used by new plans' meal timings. */
let t: TestApp;
let admin: TestUser;
let n: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  n = await nutritionistWithCredits(t, 5);
}, 60_000);
afterAll(async () => t.close());

const read = async (user: TestUser) =>
  (await t.get('/api/v1/settings/meal-times', user.cookie)).json().data.meal_times;
const timeOf = (rows: { meal_type: string; time: string }[], type: string) =>
  rows.find((r) => r.meal_type === type)?.time;

describe('practice meal times', () => {
  it('offer the times Indian households keep; until an admin sets them, new plans keep the template’s', async () => {
    const rows: { meal_type: string; time: string; default_time: string }[] = await read(n);
    const suggested = (type: string) => rows.find((r) => r.meal_type === type)?.default_time;
    expect(suggested('On Waking Up')).toBe('06:30');
    expect(suggested('Breakfast')).toBe('08:00');
    expect(suggested('Lunch')).toBe('13:00');
    expect(suggested('Dinner')).toBe('20:00');
    expect(timeOf(rows, 'On Waking Up')).toBe('04:00');
    const { planId } = await planForNewClient(t, n);
    const timings = (
      await t.get(`/api/v1/diet/planday/meal-timing-list?diet_plan_id=${planId}`, n.cookie)
    ).json().data as { meal_type: string; default_time: string | null }[];
    expect(timings.find((x) => x.meal_type === 'On Waking Up')?.default_time).toBe('04:00');
    expect(timings.find((x) => x.meal_type === 'Lunch')?.default_time).toBe('12:00');
  });

  it('an admin sets them; new plans and every reader then use them', async () => {
    const res = await t.post(
      '/api/v1/settings/meal-times',
      {
        meal_times: [
          { meal_type: 'Breakfast', time: '07:30' },
          { meal_type: 'Dinner', time: '20:30' },
        ],
      },
      admin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MEAL_TIME_MESSAGES.saved);
    const rows = await read(n);
    expect(timeOf(rows, 'Breakfast')).toBe('07:30');
    expect(timeOf(rows, 'Dinner')).toBe('20:30');
    // Lunch was not set: the template's time stays.
    expect(timeOf(rows, 'Lunch')).toBe('12:00');
    const { planId } = await planForNewClient(t, n);
    const timings = (
      await t.get(`/api/v1/diet/planday/meal-timing-list?diet_plan_id=${planId}`, n.cookie)
    ).json().data as { meal_type: string; default_time: string | null }[];
    expect(timings.find((x) => x.meal_type === 'Breakfast')?.default_time).toBe('07:30');
    expect(timings.find((x) => x.meal_type === 'Dinner')?.default_time).toBe('20:30');
  });

  it('refuses a time off the quarter hour or an unknown meal type with field messages; nothing changes', async () => {
    const before = await fingerprint(t.db);
    const off = await t.post(
      '/api/v1/settings/meal-times',
      { meal_times: [{ meal_type: 'Lunch', time: '13:10' }] },
      admin.cookie,
    );
    expect(off.statusCode).toBe(422);
    expect(off.json().data['meal_times.0.time']).toBe(MEAL_TIME_MESSAGES.time);
    const unknown = await t.post(
      '/api/v1/settings/meal-times',
      { meal_times: [{ meal_type: 'Elevenses', time: '11:00' }] },
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data['meal_times.0.meal_type']).toBe(MEAL_TIME_MESSAGES.unknownType);
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('only an admin sets them', async () => {
    const res = await t.post(
      '/api/v1/settings/meal-times',
      { meal_times: [{ meal_type: 'Lunch', time: '12:30' }] },
      n.cookie,
    );
    expect(res.statusCode).toBe(403);
  });
});
