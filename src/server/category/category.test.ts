import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.createAdmin()).cookie;
});
afterAll(async () => t.close());

const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((r) => r.name);

describe('server lists', () => {
  it('answers each Generic list in its order', async () => {
    expect(
      names(await t.get('/api/v1/category/categories?category=Generic&parent=Client_Status', cookie)),
    ).toEqual(['Active', 'Inactive', 'On Hold', 'Completed', 'Prospective']);
    expect(
      names(await t.get('/api/v1/category/categories?category=Generic&parent=Package_Status', cookie)),
    ).toEqual([
      'New',
      'Send Survey',
      'Survey Response Pending',
      'Survey Response Received',
      'Active',
      'Completed',
      'Cancelled',
    ]);
    expect(
      names(await t.get('/api/v1/category/categories?category=Generic&parent=Nutritionist_Status', cookie)),
    ).toEqual(['ACTIVE', 'INACTIVE']);
    expect(
      names(await t.get('/api/v1/category/categories?category=Generic&parent=Package_Duration', cookie)),
    ).toEqual(['1 Month', '3 Months', '6 Months', '12 Months']);
    for (const list of ['Referral_Source', 'Diet_Plan_Labels', 'Body_Vital_Status']) {
      expect(
        names(await t.get(`/api/v1/category/categories?category=Generic&parent=${list}`, cookie)).length,
      ).toBeGreaterThan(2);
    }
  });

  it('answers package categories and the sub-categories of one', async () => {
    const top = names(await t.get('/api/v1/category/categories?category=Categories', cookie));
    expect(top).toEqual(
      expect.arrayContaining([
        'Sports',
        'Weight Management',
        'Clinical Nutrition',
        'Wellness',
        'Pregnancy & Lactation',
        'Child & Adolescent',
      ]),
    );
    const sports = names(
      await t.get('/api/v1/category/categories?category=Categories&parent=Sports', cookie),
    );
    expect(sports).toEqual([
      'Cricket',
      'Football',
      'Athletics',
      'Badminton',
      'Tennis',
      'Swimming',
      'Kabaddi',
      'Hockey',
      'Bodybuilding',
      'Other',
    ]);
    const clinical = names(
      await t.get(
        `/api/v1/category/categories?category=Categories&parent=${encodeURIComponent('Clinical Nutrition')}`,
        cookie,
      ),
    );
    expect(clinical).toEqual(expect.arrayContaining(['Diabetes', 'PCOS', 'Thyroid', 'Renal', 'Fatty Liver']));
  });

  it('refuses an unknown category with a field error, and anyone signed out', async () => {
    const bad = await t.get('/api/v1/category/categories?category=Nope', cookie);
    expect(bad.json()).toMatchObject({ success: 0, data: { category: expect.any(String) } });
    expect((await t.get('/api/v1/category/categories?category=Categories')).statusCode).toBe(401);
  });

  it('answers meal timings per group with the SPEC default times', async () => {
    const data = (await t.get('/api/v1/category/timings', cookie)).json().data;
    expect(Object.keys(data).sort()).toEqual(['nonsports_m', 'nonsports_nm', 'sports_m', 'sports_nm']);
    const types = (group: string) => data[group].map((r: { meal_type: string }) => r.meal_type);
    expect(types('sports_m')).toEqual(expect.arrayContaining(['Breakfast', 'Pre-Training', 'Post-Training']));
    expect(types('sports_nm')).toContain('During Training');
    expect(types('nonsports_m')).not.toContain('Pre-Training');
    const breakfast = data.nonsports_m.find((r: { meal_type: string }) => r.meal_type === 'Breakfast');
    expect(breakfast.default_time).toBe('06:00:00');
  });

  it('answers fitness routine types per group', async () => {
    const data = (await t.get('/api/v1/category/fitness', cookie)).json().data;
    expect(Object.keys(data).sort()).toEqual(['general fitness_ns', 'general fitness_s', 'sports']);
    expect(data.sports.length).toBeGreaterThan(2);
  });
});
