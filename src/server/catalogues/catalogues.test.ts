import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { multipart } from '../testing/test-files';
import { type SheetServer, startSheetServer } from '../testing/test-sheet-server';

const SUPP = '/api/v1/diet/supplement/catalogue';
const RECIPE = '/api/v1/diet/planrecipe/catalogue';

let t: TestApp;
let dietitian: TestUser;
let sheets: SheetServer;
beforeAll(async () => {
  sheets = await startSheetServer({
    '/recipes.csv': {
      body: 'Recipe Name,Link,Meal,Dish Type\nMethi Thepla,,Breakfast,Main\nLauki Raita,https://example.in/raita,Lunch,Side\n',
    },
  });
  t = await createTestApp({ FOOD_IMPORT_HOSTS: '127.0.0.1:*' });
  dietitian = await t.createNutritionist({ firstName: 'Divya', lastName: 'Reddy' });
});
afterAll(async () => {
  await t.close();
  await sheets.close();
});

describe('supplement catalogue', () => {
  it('lists, adds, edits and removes, for a nutritionist too', async () => {
    const list = (await t.get(`${SUPP}/list?q=whey`, dietitian.cookie)).json();
    expect(list.data.data).toEqual([expect.objectContaining({ name: 'Whey Protein Isolate' })]);

    const created = await t.post(
      `${SUPP}/create`,
      { name: 'Ashwagandha KSM-66', link: 'https://example.in/ashwagandha', dosage: '300 mg at bedtime' },
      dietitian.cookie,
    );
    expect(created.json()).toMatchObject({
      success: 1,
      message: 'Supplement added successfully!',
      data: { name: 'Ashwagandha KSM-66' },
    });
    const id = created.json().data.id;

    const dup = await t.post(`${SUPP}/create`, { name: 'ashwagandha ksm-66' }, dietitian.cookie);
    expect(dup.json()).toMatchObject({
      success: 0,
      data: { name: 'A supplement with this name already exists' },
    });
    const bad = await t.post(`${SUPP}/create`, { name: '', link: 'javascript:alert(1)' }, dietitian.cookie);
    expect(bad.json().data).toEqual({
      name: 'Please enter the supplement name',
      link: 'Please enter a link starting with http:// or https://',
    });

    const edited = await t.post(
      `${SUPP}/edit`,
      { id, name: 'Ashwagandha KSM-66', link: '', dosage: '600 mg at bedtime' },
      dietitian.cookie,
    );
    expect(edited.json()).toMatchObject({ success: 1, data: { dosage: '600 mg at bedtime', link: '' } });

    expect((await t.post(`${SUPP}/delete`, { id }, dietitian.cookie)).json().success).toBe(1);
    expect((await t.post(`${SUPP}/delete`, { id }, dietitian.cookie)).statusCode).toBe(404);
    expect((await t.get(`${SUPP}/list`)).statusCode).toBe(401);
  });

  it('imports an uploaded CSV all or nothing, reporting bad rows with their lines', async () => {
    const upload = (csv: string) => {
      const body = multipart([
        { name: 'file', filename: 'supplements.csv', type: 'text/csv', bytes: Buffer.from(csv) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${SUPP}/import`,
        payload: body.payload,
        headers: { ...body.headers, cookie: dietitian.cookie },
      });
    };
    const bad = await upload(
      'SupplementName,Link,Dosage\nShatavari Churna,,1 tsp with milk\n,,no name\nZinc 50 mg,ftp://x,1 daily\n',
    );
    expect(bad.json()).toMatchObject({
      success: 0,
      message: 'Nothing was imported. 2 rows with errors.',
      data: {
        row_errors: [
          { line: 3, reason: 'name: Please enter the supplement name' },
          { line: 4, reason: expect.stringMatching(/^link:/) },
        ],
      },
    });
    expect((await t.get(`${SUPP}/list?q=shatavari`, dietitian.cookie)).json().data.total).toBe(0);

    const good = await upload(
      'SupplementName,Link,Dosage\nShatavari Churna,,1 tsp with milk\nWhey Protein Isolate,,1 scoop after training\n',
    );
    expect(good.json()).toMatchObject({ success: 1, data: { added: 1, updated: 1 } });
  });
});

describe('recipe catalogue', () => {
  it('imports from an allowed address and refuses other hosts without fetching', async () => {
    const ok = await t.post(`${RECIPE}/import`, { url: `${sheets.base}/recipes.csv` }, dietitian.cookie);
    expect(ok.json()).toMatchObject({ success: 1, data: { added: 2, updated: 0 } });
    const rows = (await t.get(`${RECIPE}/list?q=thepla`, dietitian.cookie)).json().data.data;
    expect(rows).toEqual([
      { id: expect.any(Number), name: 'Methi Thepla', link: '', meal: 'Breakfast', dish_type: 'Main' },
    ]);

    const refused = await t.post(
      `${RECIPE}/import`,
      { url: `http://localhost:${sheets.port}/recipes.csv` },
      dietitian.cookie,
    );
    expect(refused.json()).toMatchObject({ success: 0, data: { url: expect.stringMatching(/not allowed/) } });
    expect(sheets.hits('/recipes.csv')).toBe(1);
  });

  it('adds and edits with meal and dish type', async () => {
    const created = (
      await t.post(
        `${RECIPE}/create`,
        { name: 'Jowar Roti', meal: 'Dinner', dish_type: 'Bread' },
        dietitian.cookie,
      )
    ).json();
    expect(created).toMatchObject({
      success: 1,
      message: 'Recipe added successfully!',
      data: { meal: 'Dinner', dish_type: 'Bread' },
    });
    const edited = (
      await t.post(
        `${RECIPE}/edit`,
        { id: created.data.id, name: 'Jowar Bhakri', meal: 'Lunch', dish_type: 'Bread' },
        dietitian.cookie,
      )
    ).json();
    expect(edited).toMatchObject({
      success: 1,
      message: 'Recipe edited successfully!',
      data: { name: 'Jowar Bhakri', meal: 'Lunch' },
    });
  });
});
