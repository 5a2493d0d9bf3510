// @pg: runs on PostgreSQL too (locking)
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  idempotencyKeys,
  invoicePayments,
  invoices,
  packages,
  plans,
} from '../db/schema/index';
import { insertClient, insertPackageRow, packageBody } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { race } from './race';

/** Issue 51 point 2: a create repeated with the same Idempotency-Key answers the first answer. */
let t: TestApp;
let a: TestUser;
let b: TestUser;

const SETTINGS = {
  legal_name: 'Poshan Nutrition Clinic LLP',
  address: '12 Prabhat Road, Erandwane, Pune 411004',
  state_code: '27',
  registered: false,
  sac: '999319',
  gst_rate: 18,
  upi_vpa: 'poshanclinic@okhdfcbank',
  payee_name: 'Poshan Nutrition Clinic',
  series_prefix: 'ND',
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createAdmin();
  a = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  b = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
  const res = await t.post('/api/v1/invoice/billing-settings', SETTINGS, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t.close());

let keys = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${++keys}`;
const send = (url: string, body: unknown, key: string | undefined, user = a) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

async function newPackage() {
  const client = await insertClient(t, { firstName: 'Sneha', lastName: 'Kulkarni' });
  return insertPackageRow(t, {
    clientId: client.id,
    dietitianId: a.nutritionistId!,
    price: '6000',
    amountPaid: '0',
    endDate: '2031-06-30',
  });
}
const rowsIn = async (table: typeof invoices | typeof invoicePayments | typeof appointments | typeof plans) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

describe('Idempotency-Key', () => {
  it('a repeated invoice create with the same key answers the first invoice; a new key makes another', async () => {
    const pkg = await newPackage();
    const body = { package_id: pkg.id, lines: [{ description: 'Follow-up consultation', amount: '800' }] };
    const key = newKey();
    const first = await send('/api/v1/invoice/create', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await rowsIn(invoices);
    const again = await send('/api/v1/invoice/create', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsIn(invoices)).toBe(before);
    // Another key is another invoice (a deliberate second line of the same amount).
    const other = await send('/api/v1/invoice/create', body, newKey());
    expect(other.statusCode).toBe(200);
    expect(other.json().data.number).not.toBe(first.json().data.number);
  });

  it('ten creates with one key at once: one invoice, ten identical answers', async () => {
    await race(
      'invoice create ×10, same Idempotency-Key',
      async () => ({ pkg: await newPackage(), key: newKey() }),
      ({ pkg, key }) =>
        Array.from({ length: 10 }, () =>
          send(
            '/api/v1/invoice/create',
            { package_id: pkg.id, lines: [{ description: 'Diet chart', amount: '500' }] },
            key,
          ),
        ),
      async (o, { pkg }) => {
        expect(o.map((x) => x.status)).toEqual(Array(10).fill(200));
        expect(new Set(o.map((x) => x.body.data.id)).size).toBe(1);
        expect(await t.db.select().from(invoices).where(eq(invoices.packageId, pkg.id))).toHaveLength(1);
        return '10 × 200, one invoice';
      },
    );
  });

  it('payments, appointments, packages and plans: the same key twice writes one row', async () => {
    const pkg = await newPackage();
    const invoice = (await send('/api/v1/invoice/create', { package_id: pkg.id }, undefined)).json().data;
    const cases: [string, unknown, () => Promise<number>][] = [
      [
        '/api/v1/invoice/payment',
        { invoice_id: invoice.id, amount: '1000', mode: 'UPI' },
        () => rowsIn(invoicePayments),
      ],
      [
        '/api/v1/appointment/create',
        { package_id: pkg.id, starts_at: '2030-12-04T11:30', duration_min: 30, mode: 'Video', confirm: true },
        () => rowsIn(appointments),
      ],
      [
        '/api/v1/client/package/create',
        packageBody(pkg.clientId, a.nutritionistId!),
        async () => (await t.db.select({ n: count() }).from(packages))[0].n,
      ],
      ['/api/v1/diet/plan/create-plan', { packageId: pkg.id }, () => rowsIn(plans)],
    ];
    for (const [url, body, countRows] of cases) {
      const key = newKey();
      const before = await countRows();
      const [one, two] = await Promise.all([send(url, body, key), send(url, body, key)]);
      expect(one.statusCode, `${url}: ${one.body}`).toBe(200);
      expect(two.json(), url).toEqual(one.json());
      const three = await send(url, body, key);
      expect(three.json(), url).toEqual(one.json());
      expect(await countRows(), url).toBe(before + 1);
    }
  });

  it('the answer is kept as JSON when the browser asks for it compressed', async () => {
    const pkg = await newPackage();
    const key = newKey();
    const gzip = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/invoice/create',
        payload: { package_id: pkg.id },
        headers: { cookie: a.cookie, 'idempotency-key': key, 'accept-encoding': 'gzip' },
      });
    const first = await gzip();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await gzip();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-encoding']).toBe('gzip');
    // The kept answer is the JSON itself: the same key without compression reads it as it was.
    const plain = await send('/api/v1/invoice/create', { package_id: pkg.id }, key);
    expect(plain.headers['idempotent-replayed']).toBe('true');
    // The test practice has no GSTIN: it issues a Bill of Supply, in its own series (decision 300).
    expect(plain.json().data.number).toMatch(/^NDB\//);
    expect(await t.db.select().from(invoices).where(eq(invoices.packageId, pkg.id))).toHaveLength(1);
  });

  it('a refused first request frees its key: the corrected retry runs', async () => {
    const pkg = await newPackage();
    const key = newKey();
    const wrong = await send(
      '/api/v1/invoice/payment',
      { invoice_id: 999999, amount: '10', mode: 'UPI' },
      key,
    );
    expect(wrong.statusCode).toBe(404);
    const invoice = (await send('/api/v1/invoice/create', { package_id: pkg.id }, undefined)).json().data;
    const right = await send(
      '/api/v1/invoice/payment',
      { invoice_id: invoice.id, amount: '10', mode: 'UPI' },
      key,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the same key with another body is refused; keys are per user; a malformed key is refused', async () => {
    const pkg = await newPackage();
    const key = newKey();
    const body = { package_id: pkg.id, lines: [{ description: 'Diet chart', amount: '500' }] };
    expect((await send('/api/v1/invoice/create', body, key)).statusCode).toBe(200);
    const other = await send(
      '/api/v1/invoice/create',
      { ...body, lines: [{ description: 'Diet chart', amount: '600' }] },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for another request');
    // Nutritionist B's same key is B's own (and B may not bill A's package: 404, not A's answer).
    const fromB = await send('/api/v1/invoice/create', body, key, b);
    expect(fromB.statusCode).toBe(404);
    const bad = await send('/api/v1/invoice/create', body, 'short');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toHaveProperty('idempotency_key');
  });

  it('a key older than 24 hours is forgotten: the same key runs again', async () => {
    const pkg = await newPackage();
    const key = newKey();
    const body = { package_id: pkg.id, lines: [{ description: 'Diet chart', amount: '500' }] };
    const first = await send('/api/v1/invoice/create', body, key);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, key));
    const later = await send('/api/v1/invoice/create', body, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().data.id).not.toBe(first.json().data.id);
  });
});
