import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PDF_MESSAGES } from '../../shared/plan-pdf';
import {
  clients,
  mailOutbox,
  mealItems,
  planLabels,
  planRecipes,
  planSupplements,
  printSettings,
} from '../db/schema/index';
import {
  clientWithPackage,
  type FoodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
  planForNewClient,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { type ReceivedMail, startTestSmtp, type TestSmtp, until } from '../testing/test-smtp-server';

let t: TestApp;
let smtp: TestSmtp;
let received: ReceivedMail[];
let n: TestUser;
let food: FoodIds;
const dir = mkdtempSync(path.join(tmpdir(), 'plan-pdf-'));

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  ({ t, n, food } = await openPlanTest(20, ['A015', 'B010', 'L002', 'L003'], {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Poshan Clinic <care@example.in>',
    PRACTICE_NAME: 'Poshan Nutrition Clinic',
  }));
  await t.db.insert(printSettings).values({
    generalDisclaimer: 'General: consult your doctor before changing your diet.',
    sportsDisclaimer: 'Sports: hydrate well before training.',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

let fileNo = 0;
function savePdf(bytes: Buffer): string {
  const file = path.join(dir, `plan-${++fileNo}.pdf`);
  writeFileSync(file, bytes);
  return file;
}
const textOf = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', savePdf(bytes), '-']).toString();
const pageSizeOf = (bytes: Buffer) => {
  const info = execFileSync('pdfinfo', [savePdf(bytes)]).toString();
  const [, w, h] = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/) ?? [];
  return { width: Math.round(Number(w)), height: Math.round(Number(h)) };
};

/** A plan with two days, alternatives, a Tamil client name, a Devanagari food label, ₹ in a note. */
async function fullPlan(options: Parameters<typeof planForNewClient>[2] = {}) {
  const { client, pkg, planId } = await planForNewClient(t, n, { firstName: 'மீனாட்சி', ...options });
  const save = (body: unknown) => t.post('/api/v1/diet/planday/create-day', body, n.cookie);
  // Saved lunch first: the PDF lists meals by time, not by when they were saved.
  for (const res of [
    await save(
      mealBody(pkg.id, planId, 1, '13:00', [{ id: food.A015, qty: 80 }], { hypothetical_time: 'Lunch' }),
    ),
    await save(
      mealBody(
        pkg.id,
        planId,
        1,
        '07:30',
        [
          { id: food.B010, qty: 30 },
          { id: food.L003, qty: 50, ref_id: food.B010 },
          { id: food.L002, qty: 200 },
        ],
        { hypothetical_time: 'Breakfast', meal_description: 'Chilla stall near office costs ₹40' },
      ),
    ),
    await save(
      mealBody(pkg.id, planId, 2, '19:00', [{ id: food.A015, qty: 60 }], { hypothetical_time: 'Dinner' }),
    ),
  ]) {
    expect(res.json().success, res.body).toBe(1);
  }
  await t.db.update(mealItems).set({ label: 'मूंग दाल' }).where(eq(mealItems.foodItemId, food.B010));
  await t.db.insert(planLabels).values([
    { planId, label: 'PCOS' },
    { planId, label: 'Low GI' },
  ]);
  await t.db.insert(planSupplements).values({
    planId,
    name: 'Vitamin D3',
    dosage: '60000 IU weekly',
    link: 'https://example.in/vitamin-d3',
  });
  await t.db.insert(planRecipes).values({
    planId,
    name: 'Ragi Dosa',
    meal: 'Breakfast',
    dishType: 'Main Course',
    link: 'https://example.in/ragi-dosa',
  });
  return { client, pkg, planId };
}

const exportPdf = (body: Record<string, unknown>, user = n) =>
  t.post('/api/v1/client/package/export-pdf', body, user.cookie);

describe('POST /api/v1/client/package/export-pdf', () => {
  it('renders every section of the stored plan, with Indian scripts and ₹', async () => {
    const { pkg, planId } = await fullPlan();
    const res = await exportPdf({
      package_id: pkg.id,
      plan_id: planId,
      layout: 'portrait',
      paper_size: 'a4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="Nutrition-Plan-[\w-]+\.pdf"; filename\*=UTF-8/,
    );
    const text = textOf(res.rawPayload);
    for (const expected of [
      'மீனாட்சி', // client name in Tamil
      'Nutrition Plan ',
      'Vegetarian',
      'Labels: Low GI, PCOS',
      'Day 1',
      'Day 2',
      'मूंग दाल — 30 g',
      'or',
      'Paneer',
      '₹40',
      'Breakfast · 07:30 AM',
      'Lunch · 01:00 PM',
      'Dinner · 07:00 PM',
      'Day total:',
      'Energy',
      'Vitamin D3',
      '60000 IU weekly',
      'https://example.in/vitamin-d3',
      'Ragi Dosa',
      'Main Course',
      'https://example.in/ragi-dosa',
      'General: consult your doctor before changing your diet.',
      'Poshan Nutrition Clinic',
      'Page 1 of',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The alternative follows its main item on the same line.
    expect(text).toMatch(/मूंग दाल — 30 g\s+or Paneer[^\n]* — 50 g/);
    // Meals in time order within a day, days in order.
    expect(text.indexOf('Breakfast · 07:30 AM')).toBeLessThan(text.indexOf('Lunch · 01:00 PM'));
    expect(text.indexOf('Lunch · 01:00 PM')).toBeLessThan(text.indexOf('Dinner · 07:00 PM'));
    // Energy shares: carbohydrate, protein and fat as % of the day's kcal.
    expect(text).toMatch(/Carbohydrate [\d.]+ g \([\d.]+%\)/);
    expect(text).not.toContain('Sports: hydrate well');
  });

  it("prints local names in every Indian script the practice's clients use", async () => {
    const { pkg, planId } = await fullPlan();
    // Fonts come from npm packages, not the system: scripts/test-pdf-no-system-fonts.sh runs this
    // file with /usr/share/fonts hidden. pdftotext gives text only where a font drew the glyphs
    // (names chosen without pre-base vowels, which pdftotext gives in drawing order).
    const localNames = {
      Telugu: 'పులిహోర',
      Kannada: 'ರಾಗಿ ಗಂಜಿ',
      Malayalam: 'അവിയൽ',
      Bengali: 'মাছ ভাজা',
      Gujarati: 'ઢોકળા',
      Gurmukhi: 'ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ',
      Oriya: 'ପଖାଳ',
    };
    await t.db.insert(planRecipes).values(
      Object.entries(localNames).map(([script, name]) => ({
        planId,
        name,
        meal: 'Lunch',
        dishType: script,
        link: null,
      })),
    );
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    for (const [script, name] of Object.entries(localNames)) expect(text, script).toContain(name);
    expect(text).toContain('மீனாட்சி');
    expect(text).toContain('मूंग दाल');
  });

  it('hides the nutrition stats and the meal times when asked', async () => {
    const { pkg, planId } = await fullPlan();
    const noStats = textOf(
      (await exportPdf({ package_id: pkg.id, plan_id: planId, hide_nutrition_stats: true })).rawPayload,
    );
    expect(noStats).not.toContain('Day total:');
    expect(noStats).not.toMatch(/\(\d[\d.]*%\)/);
    expect(noStats).toContain('07:30 AM');
    const noTime = textOf(
      (await exportPdf({ package_id: pkg.id, plan_id: planId, hide_meal_time: '1' })).rawPayload,
    );
    expect(noTime).not.toMatch(/\d\d:\d\d (AM|PM)/);
    expect(noTime).toContain('Breakfast');
    expect(noTime).toContain('Day total:');
  });

  it('prints a week of five meals a day on two portrait A4 pages, each meal one line (issue 54 point 7)', async () => {
    const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Lakshmi', lastName: 'Pillai' });
    const week: [string, string, { id: number; qty: number; ref_id?: number }[]][] = [
      [
        '07:30',
        'Breakfast',
        [
          { id: food.B010, qty: 30 },
          { id: food.L002, qty: 200 },
        ],
      ],
      ['10:30', 'Mid-Morning', [{ id: food.L002, qty: 150 }]],
      [
        '13:00',
        'Lunch',
        [
          { id: food.A015, qty: 80 },
          { id: food.B010, qty: 30 },
        ],
      ],
      ['16:30', 'Evening Snack', [{ id: food.L003, qty: 50 }]],
      [
        '19:30',
        'Dinner',
        [
          { id: food.A015, qty: 60 },
          { id: food.B010, qty: 30 },
          { id: food.L003, qty: 50, ref_id: food.B010 },
        ],
      ],
    ];
    for (let day = 1; day <= 7; day++) {
      for (const [time, slot, items] of week) {
        const res = await t.post(
          '/api/v1/diet/planday/create-day',
          mealBody(pkg.id, planId, day, time, items, { hypothetical_time: slot }),
          n.cookie,
        );
        expect(res.json().success, res.body).toBe(1);
      }
    }
    // No layout asked: portrait.
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId });
    expect(res.statusCode, res.body).toBe(200);
    expect(pageSizeOf(res.rawPayload)).toEqual({ width: 595, height: 842 });
    const info = execFileSync('pdfinfo', [savePdf(res.rawPayload)]).toString();
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeLessThanOrEqual(2);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Day 7');
    // The meal, its time and its foods on one line.
    expect(text).toMatch(/Lunch · 01:00 PM:\s+• [^\n]+— 80 g\s+• [^\n]+— 30 g/);
  });

  it('gives each paper size and layout its real page size', async () => {
    const { pkg, planId } = await fullPlan();
    const a = { a1: [1684, 2384], a2: [1191, 1684], a3: [842, 1191], a4: [595, 842] } as const;
    for (const paper of ['a1', 'a2', 'a3', 'a4'] as const) {
      const [short, long] = a[paper];
      for (const layout of ['portrait', 'landscape'] as const) {
        const res = await exportPdf({ package_id: pkg.id, plan_id: planId, paper_size: paper, layout });
        expect(res.statusCode).toBe(200);
        expect(pageSizeOf(res.rawPayload), `${paper} ${layout}`).toEqual(
          layout === 'portrait' ? { width: short, height: long } : { width: long, height: short },
        );
      }
    }
  });

  it('adds the sports disclaimer for a Sports package only', async () => {
    const { pkg, planId } = await fullPlan({ category: 'Sports', subCategory: 'Endurance' });
    const text = textOf((await exportPdf({ package_id: pkg.id, plan_id: planId })).rawPayload);
    expect(text).toContain('General: consult your doctor');
    expect(text).toContain('Sports: hydrate well before training.');
  });

  it('accepts the form body the planner posts (old html fields ignored)', async () => {
    const { pkg, planId } = await fullPlan();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/package/export-pdf',
      headers: { cookie: n.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        package_id: String(pkg.id),
        plan_id: String(planId),
        layout: 'landscape',
        paper_size: 'a3',
        hide_nutrition_stats: '0',
        hide_meal_time: '0',
        html: '<h1>ignored</h1>',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(pageSizeOf(res.rawPayload)).toEqual({ width: 1191, height: 842 });
    expect(textOf(res.rawPayload)).not.toContain('ignored');
  });

  it("takes the page's own form post (Origin null, same-origin fetch site) but not a cross-site one", async () => {
    const { pkg, planId } = await fullPlan();
    const form = (site: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/client/package/export-pdf',
        headers: {
          cookie: n.cookie,
          origin: 'null',
          'sec-fetch-site': site,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `package_id=${pkg.id}&plan_id=${planId}`,
      });
    expect((await form('same-origin')).statusCode).toBe(200);
    expect((await form('cross-site')).statusCode).toBe(403);
  });

  it('refuses an empty plan with the SPEC message and no PDF', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toMatchObject({
      success: 0,
      message: 'You have selected an empty Nutrition Plan to print..',
    });
  });

  it('answers the form post of an empty plan with a page in words, not JSON', async () => {
    const { pkg, planId } = await planForNewClient(t, n);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/package/export-pdf',
      headers: { cookie: n.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `package_id=${pkg.id}&plan_id=${planId}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('The PDF could not be made');
    expect(res.body).toContain('You have selected an empty Nutrition Plan to print..');
  });

  it('answers 422 per field for bad options', async () => {
    const { pkg, planId } = await fullPlan();
    const res = await exportPdf({
      package_id: pkg.id,
      plan_id: planId,
      paper_size: 'a5',
      layout: 'sideways',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({ paper_size: expect.any(String), layout: expect.any(String) });
  });

  it('answers 404 for another nutritionist and for a plan of another package', async () => {
    const { pkg, planId } = await fullPlan();
    const other = await nutritionistWithCredits(t, 5);
    const res = await exportPdf({ package_id: pkg.id, plan_id: planId }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: 0 });
    const { pkg: otherPkg } = await clientWithPackage(t, n.nutritionistId!);
    expect((await exportPdf({ package_id: otherPkg.id, plan_id: planId })).statusCode).toBe(404);
    const sends = await t.get(`/api/v1/client/package/pdf-sends?plan_id=${planId}`, other.cookie);
    expect(sends.statusCode).toBe(404);
  });
});

describe('POST /api/v1/client/package/email-pdf', () => {
  it('mails the PDF as an attachment, records the send and lists it with the plan', async () => {
    const { client, pkg, planId } = await fullPlan();
    const res = await t.post(
      '/api/v1/client/package/email-pdf',
      { package_id: pkg.id, plan_id: planId, paper_size: 'a4', layout: 'portrait' },
      n.cookie,
    );
    expect(res.json()).toMatchObject({
      success: 1,
      message: PLAN_PDF_MESSAGES.emailed,
      data: { plan_id: planId, to_address: client.contactEmail },
    });
    const mail = await until(
      () => received.find((m) => m.to.includes(client.contactEmail as string)),
      'the plan mail at the SMTP server',
      15_000,
    );
    expect(mail.raw).toMatch(/^Subject: Your Nutrition Plan from Poshan Nutrition Clinic\r$/m);
    // The client's Tamil name is in the attachment's name (RFC 2231, UTF-8; decision 189).
    expect(mail.raw).toMatch(
      /Content-Disposition: attachment;\s+filename\*(0\*)?=utf-8''Nutrition-Plan-%E0%AE/i,
    );
    // The attachment is base64 after its headers; decoded, it is the plan's PDF.
    const part = mail.raw.split(/Content-Type: application\/pdf[^\r]*\r\n/)[1];
    const base64 = part
      .slice(part.indexOf('\r\n\r\n') + 4)
      .split(/\r\n--/)[0]
      .replace(/\s+/g, '');
    const pdf = Buffer.from(base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(textOf(pdf)).toContain('Vitamin D3');

    const list = (await t.get(`/api/v1/client/package/pdf-sends?plan_id=${planId}`, n.cookie)).json();
    expect(list).toMatchObject({ success: 1 });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ to_address: client.contactEmail, plan_id: planId });
    expect(list.data[0].sent_by.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(list.data[0].created_at))).toBe(false);
  });

  it('tells the nutritionist when the client has no email, and sends nothing', async () => {
    const { client, pkg, planId } = await fullPlan();
    await t.db.update(clients).set({ contactEmail: null }).where(eq(clients.id, client.id));
    const before = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const res = await t.post(
      '/api/v1/client/package/email-pdf',
      { package_id: pkg.id, plan_id: planId },
      n.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, message: PLAN_PDF_MESSAGES.noClientEmail });
    expect((await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
    const list = (await t.get(`/api/v1/client/package/pdf-sends?plan_id=${planId}`, n.cookie)).json();
    expect(list.data).toEqual([]);
  });

  it('refuses another nutritionist with 404 and mails nothing', async () => {
    const { pkg, planId } = await fullPlan();
    const other = await nutritionistWithCredits(t, 5);
    const before = received.length;
    const res = await t.post(
      '/api/v1/client/package/email-pdf',
      { package_id: pkg.id, plan_id: planId },
      other.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(received.length).toBe(before);
  });
});
