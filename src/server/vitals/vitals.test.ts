import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyParameter,
  PDF_MAX_BYTES,
  VITAL_MESSAGES,
  type VitalLists,
  type VitalReading,
} from '../../shared/vitals';
import { auditLog, clients, packages, storedFiles } from '../db/schema/index';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let meera: TestUser; // the client's nutritionist
let other: TestUser; // another nutritionist, who may not see the client
let clientId: number;
let params: BodyParameter[];
const pid = (key: string) => String(params.find((p) => p.key === key)!.id);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };
function multipart(parts: Part[]) {
  const boundary = `----vital${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const head =
      'filename' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    pieces.push(Buffer.from(head), 'filename' in p ? p.bytes : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(pieces),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (mode: 'create' | 'edit', json: object, files: Part[] = [], cookie = meera.cookie) => {
  const body = multipart([{ name: 'json', value: JSON.stringify(json) }, ...files]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/vital/bodyparams/${mode}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const pdf = (name: 'file' | 'nutriFile', bytes = PDF, filename = 'lipid report.pdf'): Part => ({
  name,
  filename,
  type: 'application/pdf',
  bytes,
});
const setBody = (over: Record<string, unknown> = {}) => ({
  client_id: clientId,
  notes: 'Baseline after first consultation',
  dietitian_id: meera.nutritionistId,
  reading_date: '2025-03-04',
  type: '',
  values: { [pid('height')]: '162', [pid('weight')]: '71.4', [pid('fbs')]: '112' },
  ...over,
});
const lists = async (cookie = meera.cookie) =>
  (await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${clientId}`, cookie)).json()
    .data as VitalLists;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  other = await t.createNutritionist({ firstName: 'Farhan', lastName: 'Qureshi' });
  const [c] = await t.db
    .insert(clients)
    .values({
      uniqueId: 'VIT-001',
      firstName: 'Lakshmi',
      lastName: 'Subramanian',
      gender: 'Female',
      joinedDate: '2025-01-10',
      status: 'Active',
    })
    .returning();
  clientId = c.id;
  await t.db.insert(packages).values({
    clientId,
    dietitianId: meera.nutritionistId!,
    category: 'Weight Management',
    startDate: '2025-02-01',
    status: 'New',
  });
  params = (await t.get('/api/v1/bodyvitals', meera.cookie)).json().data;
});
afterAll(async () => t.close());

describe('parameter definitions', () => {
  it('lists the 41 seeded definitions with id, name, category, unit and range', async () => {
    expect(params).toHaveLength(41);
    expect(params.find((p) => p.key === 'fbs')).toMatchObject({
      name: 'Fasting Blood Sugar',
      category: 'Glucose',
      unit: 'mg/dL',
      range: '70 - 100',
      range_min: 70,
      range_max: 100,
    });
    expect((await t.get('/api/v1/bodyvitals')).statusCode).toBe(401);
  });
});

describe('reading sets', () => {
  let setId: number;

  it('adds a set with values, computes BMI, and lists it with its count and report file', async () => {
    const res = await send('create', setBody(), [pdf('file')]);
    expect(res.json()).toMatchObject({ success: 1, message: VITAL_MESSAGES.added });
    const set = res.json().data as VitalReading;
    setId = set.id;
    expect(set.values[pid('weight')]).toBe('71.4');
    expect(set.values[pid('bmi')]).toBe('27.2'); // 71.4 / 1.62², computed, never typed
    expect(set.parameters_count).toBe(4);
    expect(set.file?.name).toBe('lipid report.pdf');
    expect(set.json_data?.file_name).toBe('lipid report.pdf');
    expect(set.reports.find((r) => r.body_parameter === 'fbs')).toMatchObject({
      category: 'Glucose',
      data_type: 'decimal',
      decimal_value: 112,
    });
    const data = await lists();
    expect(data.client.gender).toBe('Female');
    expect(data.data.map((r) => r.id)).toEqual([setId]);
    const one = await t.get(`/api/v1/vital/bodyparams/body-param?id=${setId}`, meera.cookie);
    expect(one.json().data).toMatchObject({ id: setId, notes: 'Baseline after first consultation' });
  });

  it('requires note, nutritionist and reading date, and numbers for decimal parameters', async () => {
    const before = await t.db.select({ n: count() }).from(auditLog);
    const res = await send('create', {
      client_id: clientId,
      notes: ' ',
      reading_date: '',
      values: { [pid('weight')]: '70kg', [pid('bmi')]: '25', 999999: '1', [pid('urine_ketones')]: 'Trace' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      notes: 'Please enter a note',
      dietitian_id: 'Please select a nutritionist',
      reading_date: 'Please enter the reading date',
      [`values.${pid('weight')}`]: VITAL_MESSAGES.notNumber,
      [`values.${pid('bmi')}`]: VITAL_MESSAGES.derived,
      'values.999999': VITAL_MESSAGES.unknownParameter,
    });
    expect(res.json().data[`values.${pid('urine_ketones')}`]).toBeUndefined();
    const future = await send('create', setBody({ reading_date: '2999-01-01' }));
    expect(future.json().data.reading_date).toBe('Reading Date cannot be in the future');
    const after = await t.db.select({ n: count() }).from(auditLog);
    expect(after[0].n).toBe(before[0].n); // refused requests change nothing
  });

  it('lists only ACTIVE nutritionists as choosable', async () => {
    const left = await t.createNutritionist({ firstName: 'Suresh', lastName: 'Pillai', status: 'INACTIVE' });
    const res = await send('create', setBody({ dietitian_id: left.nutritionistId }));
    expect(res.json().data.dietitian_id).toBe('Please select an active nutritionist');
  });

  it('edits a set: values replaced, a new report replaces the old file without leaving it behind', async () => {
    const filesBefore = await t.db.select({ n: count() }).from(storedFiles);
    const res = await send(
      'edit',
      setBody({
        id: setId,
        notes: 'Baseline (corrected)',
        values: { [pid('weight')]: '70.9', [pid('hip')]: '' },
      }),
      [pdf('file', Buffer.concat([PDF, Buffer.from('% v2')]), 'report v2.pdf')],
    );
    expect(res.json()).toMatchObject({ success: 1, message: VITAL_MESSAGES.updated });
    const set = res.json().data as VitalReading;
    expect(set.values[pid('fbs')]).toBeUndefined();
    // Height comes from the client's latest earlier reading — this set itself had it before the
    // edit, so with it gone there is none and BMI is not invented.
    expect(set.values[pid('bmi')]).toBeUndefined();
    expect(set.file?.name).toBe('report v2.pdf');
    const filesAfter = await t.db.select({ n: count() }).from(storedFiles);
    expect(filesAfter[0].n).toBe(filesBefore[0].n);
  });

  it('takes the height for BMI from the latest earlier set', async () => {
    await send('create', setBody({ reading_date: '2025-01-15', values: { [pid('height')]: '160' } }));
    const res = await send(
      'create',
      setBody({ reading_date: '2025-04-20', values: { [pid('weight')]: '64' } }),
    );
    expect(res.json().data.values[pid('bmi')]).toBe('25');
    const data = await lists();
    expect(data.data.map((r) => r.reading_date)).toEqual(['2025-04-20', '2025-03-04', '2025-01-15']);
  });

  it('hides sets from another nutritionist (404) and anonymous callers (401)', async () => {
    const res = await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${clientId}`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect((await t.get(`/api/v1/vital/bodyparams/body-param?id=${setId}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('edit', setBody({ id: setId }), [], other.cookie)).statusCode).toBe(404);
    expect((await send('create', setBody(), [], other.cookie)).statusCode).toBe(404);
    expect((await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${clientId}`)).statusCode).toBe(
      401,
    );
    expect(
      (await t.get(`/api/v1/vital/bodyparams/body-vital-lists?client_id=${clientId}`, admin.cookie))
        .statusCode,
    ).toBe(200);
  });
});

describe('files', () => {
  it('refuses a file that is not a PDF by its bytes, whatever its name says', async () => {
    const fake = pdf('file', Buffer.from('<html>not a pdf</html>'), 'report.pdf');
    const res = await send('create', setBody(), [fake]);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.file).toBe(VITAL_MESSAGES.notPdf);
  });

  it('refuses a PDF above 10 MB with a clear message', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(PDF_MAX_BYTES)]);
    const res = await send('create', setBody(), [pdf('file', big)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.file).toBe(VITAL_MESSAGES.pdfTooLarge);
  });

  it('uploads a nutrition PDF, requires its file, and serves it only to those who may see the client', async () => {
    const none = await send('create', { client_id: clientId, type: 'nutrition', reading_date: '2025-03-10' });
    expect(none.json().data.nutriFile).toBe(VITAL_MESSAGES.pdfRequired);
    const res = await send('create', { client_id: clientId, type: 'nutrition', reading_date: '2025-03-10' }, [
      pdf('nutriFile', PDF, 'Week 2; plan.pdf'),
    ]);
    expect(res.json()).toMatchObject({ success: 1, message: VITAL_MESSAGES.pdfAdded });
    const reading = res.json().data as VitalReading;
    expect(reading.type).toBe('nutrition');
    const url = reading.nutriFile!.url;
    const file = await t.get(url, meera.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain('filename="Week 2 plan.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.get(url, other.cookie)).statusCode).toBe(404);
    expect((await t.get(url)).statusCode).toBe(401);
    expect((await t.get('/api/v1/vital/file/99999', meera.cookie)).statusCode).toBe(404);

    // Editing with a new PDF replaces the stored file.
    const edit = await send('edit', { id: reading.id, client_id: clientId, reading_date: '2025-03-11' }, [
      pdf('nutriFile', Buffer.concat([PDF, Buffer.from('%2')]), 'week2-v2.pdf'),
    ]);
    expect(edit.json()).toMatchObject({ success: 1, message: VITAL_MESSAGES.pdfUpdated });
    expect((await t.get(url, meera.cookie)).statusCode).toBe(404);
    const gone = await t.db.select().from(storedFiles).where(eq(storedFiles.id, reading.nutriFile!.id));
    expect(gone).toHaveLength(0);
  });
});

describe('CSV export', () => {
  it('has one row per measured parameter and one column per reading date, with a BOM', async () => {
    const res = await t.get(`/api/v1/vital/bodyparams/export-csv?client_id=${clientId}`, meera.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Parameter,Category,Unit,Range,15-Jan-2025,04-Mar-2025,20-Apr-2025');
    expect(lines).toContain('Height,Anthropometry,cm,,160,,');
    expect(lines).toContain('Weight,Anthropometry,kg,,,70.9,64');
    expect(lines.some((l) => l.startsWith('BMI,'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Fasting Blood Sugar'))).toBe(false); // edited away
    expect(
      (await t.get(`/api/v1/vital/bodyparams/export-csv?client_id=${clientId}`, other.cookie)).statusCode,
    ).toBe(404);
  });
});
