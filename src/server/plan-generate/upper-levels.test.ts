import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestedTargetsWeek } from '../testing/generated-week';
import { openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

/**
 * Issue 35 point 5: calcium's tolerable upper level follows the client's age (ICMR-NIN 2020 as
 * quoted in the issue): 2,500 mg up to 50, 2,000 mg over 50; the preview lists the level it used.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(10)));
afterAll(async () => t.close());

const calciumLimitAt = async (age: number) => {
  const { preview } = await suggestedTargetsWeek(t, n, {
    preference: 'Vegetarian',
    restrictions: {},
    address: '14 Model Town, Ludhiana, Punjab',
    region: 'north',
    days: [1],
    age,
  });
  return preview.days[0].checks.find((c) => c.key === 'calcium_mg' && c.kind === 'limit');
};

describe("calcium's upper level by age", () => {
  it('is 2,000 mg for a 62-year-old', async () => {
    expect((await calciumLimitAt(62))?.target).toBe(2000);
  });

  it('is 2,500 mg for a 40-year-old', async () => {
    expect((await calciumLimitAt(40))?.target).toBe(2500);
  });
});
