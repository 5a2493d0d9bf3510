import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_DATE_MESSAGE } from '../../shared/fields';
import {
  type BodyParameter,
  VITAL_MESSAGES,
  type VitalSetDetails,
  type VitalSetRow,
} from '../../shared/vitals';
import { nutritionists, storedFiles } from '../db/schema/index';
import { clientWithPackage, nutritionistWithCredits } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { multipart, type Part } from '../testing/test-files';
import { OWN_NAME_ONLY } from './vitals.service';

let t: TestApp;
let n: TestUser;
let params: BodyParameter[];
const pid = (key: string) => String(params.find((p) => p.key === key)!.id);
/** The smallest thing that is a PDF by its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  n = await nutritionistWithCredits(t);
  params = (await t.get('/api/v1/bodyvitals', n.cookie)).json().data;
});
afterAll(async () => t.close());

function send(path: string, json: Record<string, unknown>, files: Part[] = [], cookie = n.cookie) {
  const body = multipart([{ name: 'json', value: JSON.stringify(json) }, ...files]);
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}
const create = (json: Record<string, unknown>, files: Part[] = [], cookie = n.cookie) =>
  send('/api/v1/vital/bodyparams/create', json, files, cookie);

describe('body vitals', () => {
  it('lists the 41 parameter definitions with units and ranges', () => {
    expect(params).toHaveLength(41);
    expect(params.find((p) => p.key === 'fbs')).toMatchObject({
      unit: 'mg/dL',
      range_min: 70,
      range_max: 100,
    });
  });

  it('needs note, an ACTIVE nutritionist and a reading date; decimal values are numbers only', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const empty = await create({ client_id: client.id, values: { [pid('weight')]: 'seventy' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual({
      notes: VITAL_MESSAGES.note,
      dietitian_id: VITAL_MESSAGES.nutritionist,
      reading_date: VITAL_MESSAGES.readingDate,
      [`values.${pid('weight')}`]: VITAL_MESSAGES.number,
    });
    const inactive = await nutritionistWithCredits(t);
    await t.db
      .update(nutritionists)
      .set({ status: 'INACTIVE' })
      .where(eq(nutritionists.id, inactive.nutritionistId!));
    const admin = await t.createAdmin();
    const res = await create(
      {
        client_id: client.id,
        notes: 'Monthly review',
        dietitian_id: inactive.nutritionistId,
        reading_date: '2026-10-01',
        values: { [pid('weight')]: '72.5' },
      },
      [],
      admin.cookie,
    );
    expect(res.json().data).toEqual({ dietitian_id: VITAL_MESSAGES.nutritionist });
    const list = (
      await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${client.id}`, n.cookie)
    ).json();
    expect(list.data).toEqual([]);
  });

  it("a nutritionist records readings under their own name only; an admin under anyone's", async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const colleague = await nutritionistWithCredits(t, 1, { firstName: 'Kavitha', lastName: 'Raman' });
    const reading = (dietitianId: number | null) => ({
      client_id: client.id,
      notes: 'Fortnightly weigh-in',
      dietitian_id: dietitianId,
      reading_date: '2026-10-12',
      values: { [pid('weight')]: '64.2' },
    });
    const refused = await create(reading(colleague.nutritionistId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual({ dietitian_id: OWN_NAME_ONLY });
    const list = async () =>
      (await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${client.id}`, n.cookie)).json().data;
    expect(await list()).toEqual([]);
    const own = await create(reading(n.nutritionistId));
    expect(own.json()).toMatchObject({ success: 1 });
    const edited = await send('/api/v1/vital/bodyparams/edit', {
      ...reading(colleague.nutritionistId),
      id: own.json().data.id,
    });
    expect(edited.json().data).toEqual({ dietitian_id: OWN_NAME_ONLY });
    const admin = await t.createAdmin();
    const byAdmin = await create(reading(colleague.nutritionistId), [], admin.cookie);
    expect(byAdmin.json()).toMatchObject({ success: 1 });
    expect(await list()).toHaveLength(2);
  });

  it('saves a set, computes BMI from the latest height, and edits it with Update', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const first = await create({
      client_id: client.id,
      notes: 'First visit',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-08-01',
      values: { [pid('height')]: '160', [pid('weight')]: '72', [pid('fbs')]: '112', [pid('bmi')]: '99' },
    });
    expect(first.json()).toMatchObject({ success: 1, message: VITAL_MESSAGES.added });
    const set: VitalSetDetails = first.json().data;
    // 72 / 1.6² = 28.125 → 28.1; the typed '99' is ignored (derived values are never typed).
    expect(set.values[pid('bmi')]).toBe('28.1');
    expect(set.parameters_count).toBe(4);
    // A later set without height uses the latest height on record.
    const second = await create({
      client_id: client.id,
      notes: 'Month 2',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-09-01',
      values: { [pid('weight')]: '69.5', [pid('waist')]: '84', [pid('hip')]: '100' },
    });
    expect(second.json().data.values[pid('bmi')]).toBe('27.1');
    expect(second.json().data.values[pid('waist_hip_ratio')]).toBe('0.84');
    const edit = await send('/api/v1/vital/bodyparams/edit', {
      id: set.id,
      client_id: client.id,
      notes: 'First visit (corrected)',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-08-01',
      values: { [pid('height')]: '160', [pid('weight')]: '71' },
    });
    expect(edit.json()).toMatchObject({ success: 1, message: VITAL_MESSAGES.edited });
    expect(edit.json().data.values).toMatchObject({ [pid('weight')]: '71', [pid('bmi')]: '27.7' });
    expect(edit.json().data.values[pid('fbs')]).toBeUndefined();
    const rows: VitalSetRow[] = (
      await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${client.id}`, n.cookie)
    ).json().data;
    expect(rows.map((r) => r.notes)).toEqual(['Month 2', 'First visit (corrected)']);
  });

  it('takes PDFs only (by their bytes), at most 10 MB, and serves them only to who may see the client', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const base = {
      client_id: client.id,
      notes: 'Lab report',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-10-10',
    };
    const fake = await create({ ...base, values: { [pid('tsh')]: '3.1' } }, [
      {
        name: 'file',
        filename: 'report.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('<html>not a pdf</html>'),
      },
    ]);
    expect(fake.json().data).toEqual({ file: VITAL_MESSAGES.notPdf });
    const big = await create(base, [
      {
        name: 'file',
        filename: 'big.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      },
    ]);
    expect(big.json().data).toMatchObject({ file: VITAL_MESSAGES.tooLarge });

    const ok = await create(base, [
      { name: 'file', filename: '../../etc/Thyroid panel?.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(ok.json().success).toBe(1);
    const url: string = ok.json().data.file.url;
    const got = await t.get(url, n.cookie);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toContain('filename="Thyroid panel.pdf"');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    const other = await nutritionistWithCredits(t);
    expect((await t.get(url, other.cookie)).statusCode).toBe(404);
    expect((await t.get(url)).statusCode).toBe(401);

    // Replacing the report on edit leaves no orphaned file.
    const before = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const replaced = await send('/api/v1/vital/bodyparams/edit', { ...base, id: ok.json().data.id }, [
      { name: 'file', filename: 'new.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(replaced.json().success).toBe(1);
    expect((await t.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(before);
    expect((await t.get(url, n.cookie)).statusCode).toBe(404);
  });

  it('a report named in Hindi or Tamil keeps its name, vowel signs included, and downloads (RFC 6266)', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    for (const name of ['रिपोर्ट अक्टूबर.pdf', 'அறிக்கை.pdf', 'ರಕ್ತ ಪರೀಕ್ಷೆ.pdf']) {
      const saved = await create(
        {
          client_id: client.id,
          notes: 'Thyroid panel',
          dietitian_id: n.nutritionistId,
          reading_date: '2026-10-11',
          values: { [pid('tsh')]: '2.4' },
        },
        [{ name: 'file', filename: name, type: 'application/pdf', bytes: PDF }],
      );
      expect(saved.statusCode, name).toBe(200);
      expect(saved.json().data.file.name).toBe(name);
      const got = await t.get(saved.json().data.file.url, n.cookie);
      expect(got.statusCode, name).toBe(200);
      const header = String(got.headers['content-disposition']);
      expect(header).toMatch(/^inline; filename="[ -~]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(header.split("filename*=UTF-8''")[1])).toBe(name);
      expect(got.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('a reading date before 1900 is a field message, and nothing is saved', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    for (const reading_date of ['0000-01-01', '0999-12-31', '1899-12-31']) {
      const res = await create({
        client_id: client.id,
        notes: 'Monthly review',
        dietitian_id: n.nutritionistId,
        reading_date,
        values: { [pid('weight')]: '64.5' },
      });
      expect(res.statusCode, reading_date).toBe(422);
      expect(res.json().data).toEqual({ reading_date: EARLY_DATE_MESSAGE });
    }
    const list = await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${client.id}`, n.cookie);
    expect(list.json().data).toEqual([]);
  });

  it('a nutrition PDF needs its file', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const base = {
      client_id: client.id,
      dietitian_id: n.nutritionistId,
      reading_date: '2026-10-12',
      type: 'nutrition',
    };
    expect((await create(base)).json().data).toEqual({ nutriFile: VITAL_MESSAGES.pdfRequired });
    const ok = await create(base, [
      { name: 'nutriFile', filename: 'Week 1 plan.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(ok.json()).toMatchObject({
      success: 1,
      message: VITAL_MESSAGES.pdfAdded,
      data: { type: 'nutrition' },
    });
    expect(ok.json().data.file.name).toBe('Week 1 plan.pdf');
  });

  it("hides another nutritionist's client and sets: 404, and 401 without a session", async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    const made = await create({
      client_id: client.id,
      notes: 'Baseline',
      dietitian_id: n.nutritionistId,
      reading_date: '2026-07-01',
      values: { [pid('weight')]: '80' },
    });
    const setId = made.json().data.id;
    const other = await nutritionistWithCredits(t);
    expect(
      (await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${client.id}`, other.cookie))
        .statusCode,
    ).toBe(404);
    expect((await t.get(`/api/v1/vital/bodyparams/body-param?id=${setId}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await t.get(`/api/v1/vital/bodyparams/export-csv?client_id=${client.id}`, other.cookie)).statusCode,
    ).toBe(404);
    const edit = await send(
      '/api/v1/vital/bodyparams/edit',
      {
        id: setId,
        client_id: client.id,
        notes: 'x',
        dietitian_id: other.nutritionistId,
        reading_date: '2026-07-01',
      },
      [],
      other.cookie,
    );
    expect(edit.statusCode).toBe(404);
    const add = await create(
      {
        client_id: client.id,
        notes: 'x',
        dietitian_id: other.nutritionistId,
        reading_date: '2026-07-01',
        values: { [pid('weight')]: '1' },
      },
      [],
      other.cookie,
    );
    expect(add.statusCode).toBe(404);
    expect((await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${client.id}`)).statusCode).toBe(
      401,
    );
  });

  it('exports a CSV with one row per parameter and one column per reading date', async () => {
    const { client } = await clientWithPackage(t, n.nutritionistId!);
    for (const [date, weight, fbs] of [
      ['2026-06-01', '74', '=1+1'],
      ['2026-07-01', '72.4', '104'],
    ]) {
      const values: Record<string, string> = { [pid('weight')]: weight };
      if (fbs !== '=1+1') values[pid('fbs')] = fbs;
      await create({
        client_id: client.id,
        notes: `Visit ${date}`,
        dietitian_id: n.nutritionistId,
        reading_date: date,
        values,
      });
    }
    const res = await t.get(`/api/v1/vital/bodyparams/export-csv?client_id=${client.id}`, n.cookie);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Parameter,Category,Unit,Range,01-Jun-2026,01-Jul-2026');
    expect(lines).toContain('Weight,Anthropometry,kg,,74,72.4');
    expect(lines).toContain('Fasting Blood Sugar,Glucose,mg/dL,70 - 100,,104');
  });
});
