import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_CONFIG_MESSAGES } from '../../shared/settings';
import { foodDatabases, foodItems, mealItems, meals } from '../db/schema/index';
import { csvAddressOf, fetchCsv, SourceError } from '../lib/remote-csv';
import { insertClient, insertPackageRow, insertPlan } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { FOODS_CSV, type SheetServer, startSheetServer } from '../testing/test-sheet-server';

let t: TestApp;
let admin: TestUser;
let sheets: SheetServer;
const CONFIG = '/api/v1/settings/food-config-value';
const SYNC = '/api/v1/food/item/load-data';

beforeAll(async () => {
  sheets = await startSheetServer({ '/foods.csv': { body: FOODS_CSV } });
  // 127.0.0.1 is allowed here only because this test lists it (and http only because it is loopback).
  t = await createTestApp({ FOOD_IMPORT_HOSTS: '127.0.0.1:*,docs.google.com' });
  admin = await t.createAdmin();
});
afterAll(async () => {
  await t.close();
  await sheets.close();
});

const save = (entries: unknown, cookie = admin.cookie) => t.post(CONFIG, entries, cookie);
const sourceOf = async (name: string) =>
  (await t.db.select().from(foodDatabases).where(eq(foodDatabases.name, name)))[0];
const foodsOf = async (dbId: number) =>
  t.db.select().from(foodItems).where(eq(foodItems.foodDatabaseId, dbId)).orderBy(foodItems.name);

describe('food database config', () => {
  it('is admin only', async () => {
    const dietitian = await t.createNutritionist({ firstName: 'Sneha', lastName: 'Kulkarni' });
    expect((await t.get(CONFIG, dietitian.cookie)).statusCode).toBe(403);
    expect((await save([], dietitian.cookie)).statusCode).toBe(403);
    expect((await t.get(CONFIG)).statusCode).toBe(401);
  });

  it('needs both name and URL, and refuses hosts outside FOOD_IMPORT_HOSTS without fetching them', async () => {
    const missing = await save([{ name: '', sheetId: '' }]);
    expect(missing.json()).toMatchObject({
      success: 0,
      message: FOOD_CONFIG_MESSAGES.failed,
      data: { '0.name': 'Please enter a name', '0.sheetId': 'Please enter the sheet URL' },
    });
    const elsewhere = await save([
      { name: 'Mumbai Sheet', sheetId: `http://localhost:${sheets.port}/foods.csv` },
      { name: 'Plain http', sheetId: 'http://docs.google.com/spreadsheets/d/abc/edit' },
      { name: 'IFCT 2017', sheetId: `${sheets.base}/foods.csv` },
    ]);
    expect(elsewhere.json()).toMatchObject({
      success: 0,
      message: FOOD_CONFIG_MESSAGES.failed,
      data: {
        '0.sheetId': expect.stringMatching(/host localhost is not allowed/),
        '1.sheetId': 'The URL must start with https://',
        '2.name': expect.stringMatching(/built in/),
      },
    });
    expect(sheets.hits('/foods.csv')).toBe(0);
    expect((await t.get(CONFIG, admin.cookie)).json().data).toEqual([]);
  });

  it('saves entries, imports them on sync with the counts message, and keeps IFCT', async () => {
    const res = await save([{ name: 'Sunrise Clinic Foods', sheetId: `${sheets.base}/foods.csv` }]);
    expect(res.json()).toMatchObject({ success: 1, message: FOOD_CONFIG_MESSAGES.saved });
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'Sunrise Clinic Foods', item_count: 0 }),
    ]);

    const sync = await t.get(SYNC, admin.cookie);
    const body = sync.json();
    expect(body.success).toBe(1);
    expect(body.message).toBe(
      `successfully synced ${body.data.foodDb} food items, ${body.data.supplements} supplements & ${body.data.recipes} recipes`,
    );
    // IFCT's 543, the 17 named ingredients (decision 292) and the sheet's 4.
    expect(body.data.foodDb).toBe(543 + 17 + 4);
    expect(body.data.sources).toEqual([
      expect.objectContaining({ name: 'Sunrise Clinic Foods', ok: true, added: 4, updated: 0 }),
    ]);
    expect(sheets.hits('/foods.csv')).toBe(1);
    const source = await sourceOf('Sunrise Clinic Foods');
    const foods = await foodsOf(source.id);
    expect(foods.map((f) => f.name)).toContain('Idli, steamed');
    expect(foods.find((f) => f.name === 'Masala Chaas')).toMatchObject({
      uom: 'ml',
      quantity: 200,
      calories: 60,
    });
    expect((await t.get(CONFIG, admin.cookie)).json().data[0]).toMatchObject({
      item_count: 4,
      last_sync_error: null,
    });
  });

  it('updates foods used in plans in place, and hides (never deletes) them when they leave the sheet', async () => {
    const source = await sourceOf('Sunrise Clinic Foods');
    const ragi = (await foodsOf(source.id)).find((f) => f.name === 'Ragi Mudde')!;
    const chaas = (await foodsOf(source.id)).find((f) => f.name === 'Masala Chaas')!;
    await useInPlan([ragi.id, chaas.id]);
    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre',
        'Ragi Mudde,g,150,220,4.6,46,1.2,5.5',
        'Sunrise Poha (home style),g,100,180,3.5,32,4.2,1.8',
      ].join('\n'),
    });
    const body = (await t.get(SYNC, admin.cookie)).json();
    expect(body.data.sources[0]).toMatchObject({ ok: true, added: 0, updated: 2, removed: 1, hidden: 1 });
    const after = await foodsOf(source.id);
    expect(after.find((f) => f.id === ragi.id)).toMatchObject({ calories: 220, isActive: true });
    expect(after.find((f) => f.id === chaas.id)).toMatchObject({ isActive: false });
    expect(after.some((f) => f.name === 'Idli, steamed')).toBe(false);
  });

  it('imports nothing when a row is bad, and reports its line and reason', async () => {
    const source = await sourceOf('Sunrise Clinic Foods');
    const before = await foodsOf(source.id);
    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre',
        'Besan Ladoo,g,50,210,4,25,10,1',
        'Kokum Sherbet,ml,200,abc,0,20,0,0',
        ',g,100,1,1,1,1,1',
        'Besan ladoo,g,50,1,1,1,1,1',
      ].join('\n'),
    });
    const body = (await t.get(SYNC, admin.cookie)).json();
    expect(body.data.sources[0]).toMatchObject({
      ok: false,
      error: '3 rows with errors; nothing was imported',
      row_errors: [
        { line: 3, reason: 'calories: is not a number' },
        { line: 4, reason: 'name: is empty' },
        { line: 5, reason: 'name: the same food repeats line 2' },
      ],
    });
    expect(await foodsOf(source.id)).toEqual(before);
    expect((await t.get(CONFIG, admin.cookie)).json().data[0].last_sync_error).toMatch(
      /line 3: calories: is not a number/,
    );
  });

  it('reads an optional Tags column: allergen and diet tags, an empty cell derived from the name, an unknown tag refused', async () => {
    const source = await sourceOf('Sunrise Clinic Foods');
    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre,Tags',
        'Til Chikki,g,30,150,4,15,8,2,"peanut, sesame"',
        'Ragi Mudde,g,150,220,4.6,46,1.2,5.5,',
        'Sunrise Poha (home style),g,100,180,3.5,32,4.2,1.8,none',
      ].join('\n'),
    });
    expect((await t.get(SYNC, admin.cookie)).json().data.sources[0]).toMatchObject({ ok: true });
    const tags = Object.fromEntries(
      (await foodsOf(source.id)).filter((f) => f.isActive).map((f) => [f.name, f.tags]),
    );
    expect(tags).toEqual({
      'Til Chikki': ['peanut', 'sesame'],
      'Ragi Mudde': null,
      'Sunrise Poha (home style)': [],
    });

    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre,Allergens',
        'Kaju Katli,g,30,150,3,18,7,1,cashew nut',
      ].join('\n'),
    });
    const refused = (await t.get(SYNC, admin.cookie)).json().data.sources[0];
    expect(refused).toMatchObject({
      ok: false,
      row_errors: [{ reason: expect.stringMatching(/^tags: names tags we do not know: cashew nut/) }],
    });
  });

  it('gives every imported food its facts: the fact columns, else the unit; an unknown texture refused (decision 304)', async () => {
    const source = await sourceOf('Sunrise Clinic Foods');
    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre,Texture,Added sugar,GI,Liquid',
        'Til Chikki,g,30,150,4,15,8,2,whole nut or seed,9,,',
        'Ragi Mudde,g,150,220,4.6,46,1.2,5.5,soft,0,,',
        'Masala Chaas,ml,200,60,3.2,4.8,3.1,0,,,,',
        'Sunrise Poha (home style),g,100,180,3.5,32,4.2,1.8,,,64,no',
      ].join('\n'),
    });
    expect((await t.get(SYNC, admin.cookie)).json().data.sources[0]).toMatchObject({ ok: true });
    const facts = Object.fromEntries(
      (await foodsOf(source.id)).filter((f) => f.isActive).map((f) => [f.name, f.facts]),
    );
    expect(facts['Til Chikki']).toMatchObject({
      texture: 'whole_nut_seed',
      added_sugar_g: 30,
      liquid: false,
    });
    expect(facts['Ragi Mudde']).toMatchObject({ texture: 'soft', added_sugar_g: 0 });
    // No fact columns filled: a food measured in ml is a drink; nothing else is guessed.
    expect(facts['Masala Chaas']).toMatchObject({
      texture: 'liquid',
      liquid: true,
      added_sugar_g: null,
      gi: null,
    });
    expect(facts['Sunrise Poha (home style)']).toMatchObject({ texture: null, gi: 64, liquid: false });
    for (const f of Object.values(facts)) {
      expect(f?.recalled).toBe(true);
      expect(f?.source).toMatch(/^The practice's own estimate: food sheet "Sunrise Clinic Foods"/);
    }
    // The food's details carry them, as an IFCT food's do.
    const chikki = (await foodsOf(source.id)).find((f) => f.name === 'Til Chikki');
    const details = (await t.get(`/api/v1/food/item/details?id=${chikki?.id}`, admin.cookie)).json().data;
    expect(details).toMatchObject({ texture: 'whole_nut_seed', facts_recalled: true });

    const before = await foodsOf(source.id);
    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre,Texture,Added sugar',
        'Kaju Katli,g,30,150,3,18,7,1,chewy,12',
        'Gulab jamun,g,40,150,2,20,7,0,soft,45',
      ].join('\n'),
    });
    const refused = (await t.get(SYNC, admin.cookie)).json().data.sources[0];
    expect(refused).toMatchObject({
      ok: false,
      row_errors: [
        {
          line: 2,
          reason: expect.stringMatching(/^texture: names a texture we do not know: chewy \(known: /),
        },
        { line: 3, reason: 'added_sugar: is 45 g, more than the 40 g it is for' },
      ],
    });
    expect(await foodsOf(source.id)).toEqual(before);
  });

  it('reports rows with impossible numbers by line and imports none of them', async () => {
    const source = await sourceOf('Sunrise Clinic Foods');
    const before = await foodsOf(source.id);
    sheets.set('/foods.csv', {
      body: [
        'name,uom,quantity,calories,protein,carbohydrate,fat,fibre',
        'Curd (dahi),g,100,60,3.1,4.7,3,0',
        'Mustard oil (cold pressed),g,100,0,0,0,100,0',
        'Roasted chana,g,100,360,60,50,5,0',
        'Jaggery powder,g,100,-5,0.4,95,0.1,0',
      ].join('\n'),
    });
    const body = (await t.get(SYNC, admin.cookie)).json();
    expect(body.data.sources[0]).toMatchObject({
      ok: false,
      error: '3 rows with errors; nothing was imported',
      row_errors: [
        {
          line: 3,
          reason:
            'calories: is 0 although the food has protein, carbohydrate or fat (about 884 kcal by IFCT factors)',
        },
        {
          line: 4,
          reason:
            'protein: protein, carbohydrate, fat and fibre add up to 115 g, more than the 100 g they are for',
        },
        { line: 5, reason: 'calories: must be 0 or more' },
      ],
    });
    expect(await foodsOf(source.id)).toEqual(before);
  });

  it('refuses a source that does not answer CSV, or redirects to a host that is not allowed', async () => {
    sheets.set('/sign-in', { type: 'text/html', body: '<html>Sign in</html>' });
    sheets.set('/moved', {
      status: 302,
      headers: { location: `http://localhost:${sheets.port}/via-localhost.csv` },
    });
    sheets.set('/moved-ok', { status: 301, headers: { location: '/foods.csv' } });
    sheets.set('/foods.csv', { body: FOODS_CSV });
    await save([
      { name: 'Private Sheet', sheetId: `${sheets.base}/sign-in` },
      { name: 'Moved Sheet', sheetId: `${sheets.base}/moved` },
      { name: 'Moved Within', sheetId: `${sheets.base}/moved-ok` },
    ]);
    const { sources } = (await t.get(SYNC, admin.cookie)).json().data;
    expect(sources[0]).toMatchObject({
      name: 'Private Sheet',
      ok: false,
      error: expect.stringMatching(/did not answer CSV \(it answered text\/html\)/),
    });
    expect(sources[1]).toMatchObject({
      name: 'Moved Sheet',
      ok: false,
      error: expect.stringMatching(/redirected to localhost.*not allowed/),
    });
    expect(sources[2]).toMatchObject({ name: 'Moved Within', error: null, ok: true });
    expect(sheets.hits('/via-localhost.csv')).toBe(0);
    // Sunrise Clinic Foods left the list: its unused foods went, the one a plan uses stays hidden.
    const gone = await sourceOf('Sunrise Clinic Foods');
    expect(gone.sheetUrl).toBeNull();
    expect((await foodsOf(gone.id)).every((f) => !f.isActive)).toBe(true);
  });

  it('runs one sync at a time when pressed twice at once', async () => {
    const before = sheets.hits('/foods.csv');
    const [a, b] = await Promise.all([t.get(SYNC, admin.cookie), t.get(SYNC, admin.cookie)]);
    expect(a.json().success).toBe(1);
    expect(b.json().success).toBe(1);
    expect(b.json().message).toBe(a.json().message);
    expect(sheets.hits('/foods.csv') - before).toBe(1);
  });
});

describe('fetching a source', () => {
  it('turns a Google Sheets address into its CSV export, keeping the tab', async () => {
    const sheet = 'https://docs.google.com/spreadsheets/d/1AbC-d_Ef9/edit?usp=sharing#gid=842';
    expect(csvAddressOf(sheet)).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC-d_Ef9/gviz/tq?tqx=out%3Acsv&headers=1&gid=842',
    );
    const asked: string[] = [];
    const fakeGoogle = (async (url: string) => {
      asked.push(url);
      return new Response(FOODS_CSV, { headers: { 'content-type': 'text/csv' } });
    }) as typeof fetch;
    const text = await fetchCsv(sheet, { hosts: ['docs.google.com'], fetchImpl: fakeGoogle });
    expect(text).toBe(FOODS_CSV);
    expect(asked).toEqual([csvAddressOf(sheet)]);
  });

  it('tries once more on a new connection when the host closed the reused one, and no more', async () => {
    const sheet = 'https://docs.google.com/spreadsheets/d/1AbC-d_Ef9/edit';
    const closed = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    let calls = 0;
    const closesOnce = (async () => {
      calls += 1;
      if (calls === 1) throw closed();
      return new Response(FOODS_CSV, { headers: { 'content-type': 'text/csv' } });
    }) as typeof fetch;
    expect(await fetchCsv(sheet, { hosts: ['docs.google.com'], fetchImpl: closesOnce })).toBe(FOODS_CSV);
    expect(calls).toBe(2);

    const alwaysCloses = (async () => {
      throw closed();
    }) as typeof fetch;
    await expect(fetchCsv(sheet, { hosts: ['docs.google.com'], fetchImpl: alwaysCloses })).rejects.toThrow(
      'The address could not be reached (fetch failed)',
    );
  });

  it('stops at 5 MB and at the time limit', async () => {
    sheets.set('/huge.csv', { body: Buffer.alloc(5 * 1024 * 1024 + 1, 0x61) });
    await expect(fetchCsv(`${sheets.base}/huge.csv`, { hosts: ['127.0.0.1:*'] })).rejects.toThrow(
      'larger than 5 MB',
    );
    sheets.set('/slow.csv', { hang: true });
    const slow = fetchCsv(`${sheets.base}/slow.csv`, { hosts: ['127.0.0.1:*'], timeoutMs: 300 });
    await expect(slow).rejects.toThrow(SourceError);
    await expect(slow).rejects.toThrow('did not answer within 0.3 seconds');
  });
});

/** A plan with one meal that uses the given foods (rows arranged directly, no API needed). */
async function useInPlan(foodIds: number[]) {
  const dietitian = await t.createNutritionist({ firstName: 'Meenakshi', lastName: 'Rao' });
  const client = await insertClient(t, { firstName: 'Arjun', lastName: 'Nair' });
  const pkg = await insertPackageRow(t, { clientId: client.id, dietitianId: dietitian.nutritionistId! });
  const plan = await insertPlan(t, { packageId: pkg.id, description: 'Week 1' });
  const [meal] = await t.db.insert(meals).values({ planId: plan.id, day: 1, time: '08:00' }).returning();
  await t.db
    .insert(mealItems)
    .values(foodIds.map((foodItemId, i) => ({ mealId: meal.id, foodItemId, quantity: 100, sortOrder: i })));
  expect(
    await t.db
      .select()
      .from(mealItems)
      .where(and(eq(mealItems.mealId, meal.id))),
  ).toHaveLength(foodIds.length);
}
