import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAUSIBLE_RANGES } from '../../shared/vital-plausible';
import type { BodyParameter, VitalSetDetails } from '../../shared/vitals';
import { fingerprint } from '../testing/db-fingerprint';
import { clientWithPackage, nutritionistWithCredits } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { multipart } from '../testing/test-files';

let t: TestApp;
let n: TestUser;
let params: BodyParameter[];
const pid = (key: string) => String(params.find((p) => p.key === key)!.id);

beforeAll(async () => {
  t = await createTestApp();
  n = await nutritionistWithCredits(t, 10, { firstName: 'Shalini', lastName: 'Bhattacharya' });
  params = (await t.get('/api/v1/bodyvitals', n.cookie)).json().data;
});
afterAll(async () => t.close());

function save(path: string, json: Record<string, unknown>) {
  const body = multipart([{ name: 'json', value: JSON.stringify(json) }]);
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, cookie: n.cookie },
  });
}

describe('body vitals: implausible values (issue 25)', () => {
  it('every number-valued definition has its own plausible range', () => {
    const numeric = params.filter((p) => p.data_type === 'decimal').map((p) => p.key);
    expect(numeric.filter((key) => !PLAUSIBLE_RANGES[key])).toEqual([]);
  });

  it('refuses a typo with a message under the field and stores nothing', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!, {
      firstName: 'Rekha',
      lastName: 'Menon',
    });
    const base = {
      client_id: client.id,
      notes: 'First visit',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-09-14',
    };
    const before = await fingerprint(t.db);
    const res = await save('/api/v1/vital/bodyparams/create', {
      ...base,
      // 1620 typed for 162 cm, 6.4 for 64 kg (fine: a child's weight is real), waist in mm.
      values: { [pid('height')]: '1620', [pid('weight')]: '6.4', [pid('waist')]: '860', [pid('fbs')]: '-5' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      [`values.${pid('height')}`]: 'Height must be between 50 and 250 cm',
      [`values.${pid('waist')}`]: 'Waist Circumference must be between 30 and 250 cm',
      [`values.${pid('fbs')}`]: 'Fasting Blood Sugar must be between 20 and 1000 mg/dL',
    });
    expect(await fingerprint(t.db)).toBe(before);

    // The edges are allowed; outside the reference range (FBS 260) is stored, as before.
    const ok = await save('/api/v1/vital/bodyparams/create', {
      ...base,
      values: { [pid('height')]: '250', [pid('weight')]: '400', [pid('waist')]: '30', [pid('fbs')]: '260' },
    });
    expect(ok.statusCode).toBe(200);
    const set: VitalSetDetails = ok.json().data;
    expect(set.values[pid('fbs')]).toBe('260');
    expect(set.values[pid('bmi')]).toBe('64');

    // An edit is checked the same way: weight 4000 (a gram value) never reaches BMI.
    const edit = await save('/api/v1/vital/bodyparams/edit', {
      ...base,
      id: set.id,
      values: { [pid('height')]: '162', [pid('weight')]: '4000' },
    });
    expect(edit.json().data).toEqual({ [`values.${pid('weight')}`]: 'Weight must be between 2 and 400 kg' });
    const stored: VitalSetDetails = (
      await t.get(`/api/v1/vital/bodyparams/body-param?id=${set.id}`, n.cookie)
    ).json().data;
    expect(stored.values[pid('weight')]).toBe('400');
  });
});
