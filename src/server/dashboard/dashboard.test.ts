import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceToday } from '../../shared/fields';
import { addDays, mondayOf } from '../../shared/plan-calendar';
import { plans } from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let farhan: TestUser;
const today = practiceToday();

async function addPackage(owner: TestUser, status: string, endDate: string | null) {
  const client = await insertClient(t, { firstName: 'Kavya', lastName: 'Menon' });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: owner.nutritionistId!,
    startDate: addDays(today, -60),
    endDate,
    status,
  });
  return pkg.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', credits: 7, expiry: '2027-03-31' });
  farhan = await t.createNutritionist({ firstName: 'Farhan', credits: 1 });

  await addPackage(meera, 'Survey Response Received', null);
  await addPackage(meera, 'Survey Response Received', null);
  await addPackage(meera, 'Survey Response Pending', null);
  const endingSoon = await addPackage(meera, 'Active', addDays(today, 10));
  await addPackage(meera, 'Active', addDays(today, 15)); // beyond 14 days
  await addPackage(meera, 'Completed', addDays(today, 3)); // over already
  await addPackage(meera, 'Active', addDays(today, -1)); // ended yesterday
  const farhans = await addPackage(farhan, 'Survey Response Received', addDays(today, 2));

  await t.db.insert(plans).values([
    { packageId: endingSoon, description: 'Week 1 – PCOS friendly', dayFormat: 'day_numbers', category: 'x' },
    {
      packageId: endingSoon,
      description: 'Old plan',
      dayFormat: 'day_numbers',
      category: 'x',
      createdAt: new Date(`${addDays(mondayOf(today), -3)}T06:00:00Z`),
    },
    { packageId: farhans, description: 'Farhan plan', dayFormat: 'day_numbers', category: 'x' },
  ]);
});

afterAll(async () => t.close());

describe('GET /api/v1/dashboard/summary', () => {
  it('gives a nutritionist the counts of their own packages, plans and credits only', async () => {
    const res = await t.get('/api/v1/dashboard/summary', meera.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 1,
      data: {
        today,
        assessments_received: 2,
        assessments_pending: 1,
        packages_ending: 1,
        plans_this_week: 1,
        credits: { left: 7, expiry: '2027-03-31' },
        nutritionists_low_on_credits: null,
      },
    });
  });

  it('gives an admin the whole practice and the nutritionists low on credits', async () => {
    const res = await t.get('/api/v1/dashboard/summary', admin.cookie);
    expect(res.json().data).toMatchObject({
      assessments_received: 3,
      assessments_pending: 1,
      packages_ending: 2,
      plans_this_week: 2,
      credits: null,
    });
    expect(res.json().data.nutritionists_low_on_credits).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const res = await t.get('/api/v1/dashboard/summary');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(0);
  });
});

describe('week and date helpers', () => {
  it('finds the Monday of a week and adds days across months', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(addDays('2026-02-20', 14)).toBe('2026-03-06');
  });
});
