import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_PAGE_SIZE } from '../../shared/packages';
import { auditLog, packages } from '../db/schema/index';
import { insertClient, insertPackageRow, insertPlan, packageBody } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let inactive: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  meera = await t.createNutritionist({ firstName: 'Meera', lastName: 'Krishnan' });
  inactive = await t.createNutritionist({ firstName: 'Sanjay', lastName: 'Kulkarni', status: 'INACTIVE' });
});
afterAll(async () => t.close());

const CREATE = '/api/v1/client/package/create';
const EDIT = '/api/v1/client/package/edit';

describe('create and edit', () => {
  it('creates a package and answers the record with money as rupee strings', async () => {
    const client = await insertClient(t, { firstName: 'Kavya', lastName: 'Nair' });
    const res = await t.post(CREATE, packageBody(client.id, meera.nutritionistId!), admin.cookie);
    expect(res.json()).toMatchObject({
      success: 1,
      message: 'Package added successfully!',
      data: {
        client_id: client.id,
        dietitian_id: meera.nutritionistId,
        price: '18000.00',
        amount_paid: '9000.50',
        status: 'New',
      },
    });
    const [stored] = await t.db.select().from(packages).where(eq(packages.id, res.json().data.id));
    expect(stored).toMatchObject({
      category: 'Clinical Nutrition',
      subCategory: 'Diabetes',
      createdBy: admin.userId,
      surveyToken: null,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, stored.id));
    expect(audit.some((a) => a.entity === 'package' && a.action === 'create')).toBe(true);
  });

  it('answers every missing required field at once', async () => {
    const res = await t.post(CREATE, { price: '', amount_paid: '' }, admin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: 0,
      data: {
        client_id: 'Please select a client',
        dietitian_id: 'Please select a nutritionist',
        category: 'Please select a category',
        start_date: 'Please select a start date',
        status: 'Please select a status',
      },
    });
  });

  it('refuses values outside the lists and the money and date rules, each under its field', async () => {
    const client = await insertClient(t);
    const res = await t.post(
      CREATE,
      packageBody(client.id, meera.nutritionistId!, {
        sub_category: 'Cricket',
        client_type: 'School',
        payment_mode: 'Bitcoin',
        duration: '2 Weeks',
        start_date: '2025-06-10',
        end_date: '2025-06-01',
        price: '5000',
        amount_paid: '5000.01',
        payment_date: '2025-02-30',
      }),
      admin.cookie,
    );
    expect(res.json()).toMatchObject({
      success: 0,
      data: {
        sub_category: 'Please select a sub category of Clinical Nutrition',
        client_type: 'Please choose a client type from the list',
        payment_mode: 'Please choose a payment mode from the list',
        duration: 'Please select a duration from the list',
        end_date: 'End date cannot be before the start date',
        amount_paid: 'Amount paid cannot be more than the Amount',
        payment_date: 'Please enter a valid date',
      },
    });
  });

  it('refuses negative amounts, more than two decimals, unknown category and status', async () => {
    const client = await insertClient(t);
    const res = await t.post(
      CREATE,
      packageBody(client.id, meera.nutritionistId!, {
        price: '-1',
        amount_paid: '10.999',
        category: 'Astrology',
        status: 'Paused',
      }),
      admin.cookie,
    );
    expect(res.json().data).toMatchObject({
      price: 'Amount cannot be negative',
      amount_paid: 'Please enter at most two decimals (paise)',
      category: 'Please select a category from the list',
      status: 'Please select a status from the list',
    });
    const negativePaid = await t.post(
      CREATE,
      packageBody(client.id, meera.nutritionistId!, { amount_paid: -5 }),
      admin.cookie,
    );
    expect(negativePaid.json().data).toEqual({ amount_paid: 'Amount paid cannot be negative' });
  });

  it('accepts a free package (Amount 0) with amount paid 0 and an end date equal to the start', async () => {
    const client = await insertClient(t);
    const res = await t.post(
      CREATE,
      packageBody(client.id, meera.nutritionistId!, {
        price: 0,
        amount_paid: '',
        end_date: '2025-03-01',
        sub_category: '',
      }),
      admin.cookie,
    );
    expect(res.json()).toMatchObject({
      success: 1,
      data: { price: '0.00', amount_paid: '0.00', sub_category: null },
    });
  });

  it('refuses an inactive nutritionist and a client or nutritionist that does not exist', async () => {
    const client = await insertClient(t);
    const res = await t.post(CREATE, packageBody(client.id, inactive.nutritionistId!), admin.cookie);
    expect(res.json().data).toEqual({ dietitian_id: 'Please select an active nutritionist' });
    const missing = await t.post(CREATE, packageBody(999_999, 999_999), admin.cookie);
    expect(missing.json().data).toEqual({
      client_id: 'Please select a client',
      dietitian_id: 'Please select a nutritionist',
    });
  });

  it('edits a package and answers the saved record', async () => {
    const client = await insertClient(t);
    const created = (await t.post(CREATE, packageBody(client.id, meera.nutritionistId!), admin.cookie)).json()
      .data;
    const res = await t.post(
      EDIT,
      packageBody(client.id, meera.nutritionistId!, {
        id: created.id,
        status: 'Active',
        amount_paid: '18000',
        category: 'Sports',
        sub_category: 'Kabaddi',
      }),
      admin.cookie,
    );
    expect(res.json()).toMatchObject({
      success: 1,
      message: 'Package edited successfully!',
      data: {
        id: created.id,
        status: 'Active',
        amount_paid: '18000.00',
        category: 'Sports',
        sub_category: 'Kabaddi',
      },
    });
  });

  it('keeps a no-longer-active nutritionist on edit but refuses choosing one', async () => {
    const client = await insertClient(t);
    const pkg = await insertPackageRow(t, { clientId: client.id, dietitianId: inactive.nutritionistId! });
    const keep = await t.post(
      EDIT,
      packageBody(client.id, inactive.nutritionistId!, { id: pkg.id, status: 'Completed' }),
      admin.cookie,
    );
    expect(keep.json()).toMatchObject({ success: 1, data: { status: 'Completed' } });
    const other = await insertPackageRow(t, { clientId: client.id, dietitianId: meera.nutritionistId! });
    const move = await t.post(
      EDIT,
      packageBody(client.id, inactive.nutritionistId!, { id: other.id }),
      admin.cookie,
    );
    expect(move.json().data).toEqual({ dietitian_id: 'Please select an active nutritionist' });
  });

  it('answers a missing or unknown id on edit', async () => {
    const client = await insertClient(t);
    const noId = await t.post(EDIT, packageBody(client.id, meera.nutritionistId!), admin.cookie);
    expect(noId.json()).toMatchObject({ success: 0, data: { id: 'Please choose a package' } });
    const unknown = await t.post(
      EDIT,
      packageBody(client.id, meera.nutritionistId!, { id: 987_654 }),
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.post(CREATE, {})).statusCode).toBe(401);
    expect((await t.get('/api/v1/client/package/list')).statusCode).toBe(401);
  });
});

describe('detail', () => {
  it('answers the package with the client profile and its plans, deleted plans left out', async () => {
    const client = await insertClient(t, {
      firstName: 'Ishaan',
      lastName: 'Chatterjee',
      dob: '2001-11-02',
      foodPreferences: 'Eggetarian',
    });
    const pkg = await insertPackageRow(t, { clientId: client.id, dietitianId: meera.nutritionistId! });
    const kept = await insertPlan(t, { packageId: pkg.id, description: 'Cutting phase' });
    await insertPlan(t, { packageId: pkg.id, description: 'Old draft', deletedAt: new Date() });
    const res = await t.get(`/api/v1/client/package/detail?id=${pkg.id}`, admin.cookie);
    expect(res.json().data).toMatchObject({
      id: pkg.id,
      client_name: 'Ishaan',
      dietitian_name: 'Meera',
      profile: {
        id: client.id,
        first_name: 'Ishaan',
        last_name: 'Chatterjee',
        dob: '2001-11-02',
        food_preferences: 'Eggetarian',
      },
      plans: [{ id: kept.id, description: 'Cutting phase' }],
    });
    expect(res.json().data.plans).toHaveLength(1);
  });

  it('answers the public token variant without money, notes or plans', async () => {
    const client = await insertClient(t);
    const token = 'x'.repeat(43);
    const pkg = await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: meera.nutritionistId!,
      surveyToken: token,
      price: '5000',
    });
    const res = await t.get(`/api/v1/client/package/detail?token=${token}`);
    expect(res.json().data).toMatchObject({ id: pkg.id, category: 'Weight Management' });
    expect(res.json().data.price).toBeUndefined();
    expect(res.json().data.plans).toBeUndefined();
    expect((await t.get(`/api/v1/client/package/detail?token=${'y'.repeat(43)}`)).json()).toMatchObject({
      success: 0,
      message: 'Invalid assessment token',
    });
    // Once the package is closed its link answers no personal data.
    await t.db.update(packages).set({ status: 'Completed' }).where(eq(packages.id, pkg.id));
    const closed = await t.get(`/api/v1/client/package/detail?token=${token}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ success: 0, message: 'Invalid assessment token' });
  });
});

describe('ownership', () => {
  let ravi: TestUser;
  let raviClient: number;
  let meeraPackage: number;
  beforeAll(async () => {
    ravi = await t.createNutritionist({ firstName: 'Ravi', lastName: 'Shankar' });
    raviClient = (await insertClient(t, { firstName: 'Zoya', lastName: 'Qureshi', createdBy: ravi.userId }))
      .id;
    const c = await insertClient(t, { firstName: 'Harpreet', lastName: 'Gill' });
    meeraPackage = (await insertPackageRow(t, { clientId: c.id, dietitianId: meera.nutritionistId! })).id;
  });

  it('a nutritionist lists only their own packages', async () => {
    await insertPackageRow(t, { clientId: raviClient, dietitianId: ravi.nutritionistId! });
    const rows = (await t.get('/api/v1/client/package/list', ravi.cookie)).json().data.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { dietitian_id: number }) => r.dietitian_id === ravi.nutritionistId)).toBe(true);
    // Asking for another nutritionist's packages by filter still answers only their own: none.
    const other = await t.get(
      `/api/v1/client/package/list?nutritionist=${meera.nutritionistId}`,
      ravi.cookie,
    );
    expect(other.json().data.data).toEqual([]);
  });

  it("another nutritionist's package answers 404 like a missing one, on open and on edit", async () => {
    expect((await t.get(`/api/v1/client/package/detail?id=${meeraPackage}`, ravi.cookie)).statusCode).toBe(
      404,
    );
    const pkg = (await t.get(`/api/v1/client/package/detail?id=${meeraPackage}`, admin.cookie)).json().data;
    const edit = await t.post(
      EDIT,
      packageBody(pkg.client_id, ravi.nutritionistId!, { id: meeraPackage }),
      ravi.cookie,
    );
    expect(edit.statusCode).toBe(404);
  });

  it('a nutritionist adds packages only for themselves and only for clients they can see', async () => {
    const own = await t.post(CREATE, packageBody(raviClient, ravi.nutritionistId!), ravi.cookie);
    expect(own.json()).toMatchObject({ success: 1 });
    const forMeera = await t.post(CREATE, packageBody(raviClient, meera.nutritionistId!), ravi.cookie);
    expect(forMeera.json().data).toEqual({ dietitian_id: 'You can add packages only for yourself' });
    const stranger = await insertClient(t, { firstName: 'Neha', lastName: 'Bhattacharya' });
    const hidden = await t.post(CREATE, packageBody(stranger.id, ravi.nutritionistId!), ravi.cookie);
    // The same answer as for a client that does not exist: the id reveals nothing.
    expect(hidden.json().data).toEqual({ client_id: 'Please select a client' });
    const missing = await t.post(CREATE, packageBody(2_000_000_000, ravi.nutritionistId!), ravi.cookie);
    expect(missing.statusCode).toBe(hidden.statusCode);
    expect(missing.body).toBe(hidden.body);
    const pkg = (await t.post(CREATE, packageBody(raviClient, ravi.nutritionistId!), ravi.cookie)).json()
      .data;
    const moved = await t.post(
      EDIT,
      packageBody(stranger.id, ravi.nutritionistId!, { id: pkg.id }),
      ravi.cookie,
    );
    const movedNowhere = await t.post(
      EDIT,
      packageBody(2_000_000_000, ravi.nutritionistId!, { id: pkg.id }),
      ravi.cookie,
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.body).toBe(movedNowhere.body);
  });

  it('a package makes its client visible to its nutritionist', async () => {
    const client = await insertClient(t, { firstName: 'Aarav', lastName: 'Malhotra' });
    await t.post(CREATE, packageBody(client.id, ravi.nutritionistId!), admin.cookie);
    const second = await t.post(
      CREATE,
      packageBody(client.id, ravi.nutritionistId!, { category: 'Wellness', sub_category: 'Immunity' }),
      ravi.cookie,
    );
    expect(second.json()).toMatchObject({ success: 1 });
  });

  it('the plan-package picker list is scoped the same way', async () => {
    const mine = (await t.get('/api/v1/client/package/diet-plan-package-profile-list', ravi.cookie)).json()
      .data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { dietitian_id: number }) => r.dietitian_id === ravi.nutritionistId)).toBe(true);
    const all = (
      await t.get('/api/v1/client/package/diet-plan-package-profile-list?q=harpreet', admin.cookie)
    ).json().data;
    expect(all).toEqual([
      expect.objectContaining({ id: meeraPackage, client_name: 'Harpreet', last_name: 'Gill' }),
    ]);
  });
});

describe('list', () => {
  let listAdmin: TestUser;
  let tara: TestUser;
  let ids: Record<string, number>;
  beforeAll(async () => {
    // Its own nutritionist, so these rows are found by filter without the other tests' rows.
    listAdmin = admin;
    tara = await t.createNutritionist({ firstName: 'Tara', lastName: 'Menon' });
    const devika = await insertClient(t, { firstName: 'Devika', lastName: 'Raman' });
    const faisal = await insertClient(t, { firstName: 'Faisal', lastName: 'Khan' });
    const n = tara.nutritionistId!;
    ids = {
      completed: (
        await insertPackageRow(t, {
          clientId: devika.id,
          dietitianId: n,
          status: 'Completed',
          startDate: '2024-01-10',
          endDate: '2024-04-10',
        })
      ).id,
      active: (
        await insertPackageRow(t, {
          clientId: faisal.id,
          dietitianId: n,
          status: 'Active',
          category: 'Sports',
          subCategory: 'Cricket',
          clientType: 'Sports Academy',
          organisationName: 'Karnataka Cricket Academy',
          duration: '6 Months',
          startDate: '2025-01-01',
          endDate: '2025-06-30',
        })
      ).id,
      fresh: (
        await insertPackageRow(t, {
          clientId: devika.id,
          dietitianId: n,
          status: 'New',
          duration: '1 Month',
          startDate: '2025-07-01',
        })
      ).id,
      pending: (
        await insertPackageRow(t, {
          clientId: faisal.id,
          dietitianId: n,
          status: 'Survey Response Pending',
          clientType: 'Corporate',
          organisationName: 'Infosys Wellness',
          startDate: '2025-03-15',
          endDate: '2025-09-15',
        })
      ).id,
    };
  });

  const list = async (query: string) => {
    const res = await t.get(
      `/api/v1/client/package/list?nutritionist=${tara.nutritionistId}&${query}`,
      listAdmin.cookie,
    );
    expect(res.json().success).toBe(1);
    return res.json().data as { data: { id: number }[]; last_page: number; total: number };
  };
  const idsOf = (d: { data: { id: number }[] }) => d.data.map((r) => r.id);

  it('orders by status along the Package_Status list by default, and carries the names', async () => {
    const d = await list('');
    expect(idsOf(d)).toEqual([ids.fresh, ids.pending, ids.active, ids.completed]);
    expect(d.data[0]).toMatchObject({
      client_name: 'Devika',
      last_name: 'Raman',
      dietitian_name: 'Tara',
      dietitian_last_name: 'Menon',
      end_date: null,
    });
    expect(idsOf(await list('order=desc'))).toEqual([ids.completed, ids.active, ids.pending, ids.fresh]);
  });

  it('filters by each filter', async () => {
    expect(idsOf(await list('status=Active'))).toEqual([ids.active]);
    expect(idsOf(await list('category=Sports'))).toEqual([ids.active]);
    expect(idsOf(await list('category=Sports&sub_category=Cricket'))).toEqual([ids.active]);
    expect(idsOf(await list('client_type=Corporate'))).toEqual([ids.pending]);
    expect(idsOf(await list('duration=1%20Month'))).toEqual([ids.fresh]);
    expect(idsOf(await list('organisation=cricket'))).toEqual([ids.active]);
    expect(idsOf(await list('start_date=2025-03-01'))).toEqual([ids.fresh, ids.pending]);
    expect(idsOf(await list('end_date=2025-06-30'))).toEqual([ids.active, ids.completed]);
    expect(idsOf(await list('start_date=2025-01-01&end_date=2025-06-30'))).toEqual([ids.active]);
  });

  it('searches client names, nutritionist names and organisations, with LIKE characters taken literally', async () => {
    expect(idsOf(await list('q=faisal'))).toEqual([ids.pending, ids.active]);
    expect(idsOf(await list('q=devika%20raman'))).toEqual([ids.fresh, ids.completed]);
    expect(idsOf(await list('q=infosys'))).toEqual([ids.pending]);
    expect((await list('q=tara%20menon')).total).toBe(4);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts by a column', async () => {
    expect(idsOf(await list('col=start_date&order=asc'))).toEqual([
      ids.completed,
      ids.active,
      ids.pending,
      ids.fresh,
    ]);
    expect(idsOf(await list('col=client&order=desc')).slice(0, 2)).toEqual([ids.pending, ids.active]);
    expect(idsOf(await list('col=end_date&order=asc'))).toEqual([
      ids.completed,
      ids.active,
      ids.pending,
      ids.fresh,
    ]);
  });

  it(`pages by ${PACKAGE_PAGE_SIZE} and refuses a bad query`, async () => {
    const client = await insertClient(t);
    const n = (await t.createNutritionist({ firstName: 'Pooja', lastName: 'Hegde' })).nutritionistId!;
    await t.db.insert(packages).values(
      Array.from({ length: PACKAGE_PAGE_SIZE + 3 }, (_, i) => ({
        clientId: client.id,
        dietitianId: n,
        category: 'Wellness',
        startDate: '2025-04-01',
        status: 'Active',
        notes: `row ${i}`,
      })),
    );
    const p1 = (await t.get(`/api/v1/client/package/list?nutritionist=${n}`, admin.cookie)).json().data;
    expect(p1).toMatchObject({ last_page: 2, total: PACKAGE_PAGE_SIZE + 3, current_page: 1 });
    expect(p1.data).toHaveLength(PACKAGE_PAGE_SIZE);
    const p2 = (await t.get(`/api/v1/client/package/list?nutritionist=${n}&page=2`, admin.cookie)).json()
      .data;
    expect(p2.data).toHaveLength(3);
    const bad = await t.get('/api/v1/client/package/list?col=price&start_date=yesterday', admin.cookie);
    expect(bad.json()).toMatchObject({
      success: 0,
      data: { col: expect.any(String), start_date: 'Please enter a valid date' },
    });
  });
});

describe('export-csv', () => {
  it('is for admins only', async () => {
    expect((await t.get('/api/v1/client/package/export-csv', meera.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/v1/client/package/export-csv')).statusCode).toBe(401);
  });

  it('answers every package as CSV with a BOM, ₹ amounts, readable dates and neutralised formulas', async () => {
    const client = await insertClient(t, { firstName: '=HYPERLINK("x")', lastName: 'Iyengar' });
    await insertPackageRow(t, {
      clientId: client.id,
      dietitianId: meera.nutritionistId!,
      price: '120000',
      status: 'Survey Response Pending',
      startDate: '2025-08-15',
      organisationName: 'Tata Steel, Jamshedpur',
      surveyToken: 'secret-token-never-exported-000000000000',
    });
    const res = await t.get('/api/v1/client/package/export-csv', admin.cookie);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="packages-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = res.body;
    expect(body.startsWith('\uFEFFPackage ID,Client,Nutritionist')).toBe(true);
    const line = body.split('\r\n').find((l) => l.includes('Iyengar'))!;
    expect(line).toContain(`"'=HYPERLINK(""x"") Iyengar"`);
    expect(line).toContain('"Tata Steel, Jamshedpur"');
    expect(line).toContain('15-Aug-2025');
    expect(line).toContain('120000.00');
    expect(line).toContain('Assessment Response Pending');
    expect(body).not.toContain('secret-token');
  });
});
