import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateText } from '../../shared/plan-calendar';
import { practiceToday } from '../../shared/practice-date';
import { PROGRESS_REPORT_MESSAGES, PROGRESS_REPORT_PATH } from '../../shared/progress-report';
import {
  appointments,
  auditLog,
  bodyParameters,
  clients,
  foodItems,
  mailOutbox,
  mealTicks,
  vitalReadings,
  vitalValues,
} from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import {
  createPlan,
  type FoodIds,
  mealBody,
  nutritionistWithCredits,
  openPlanTest,
} from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { type ReceivedMail, startTestSmtp, type TestSmtp, until } from '../testing/test-smtp-server';

let t: TestApp;
let smtp: TestSmtp;
let received: ReceivedMail[];
let n: TestUser;
let food: FoodIds;
const dir = mkdtempSync(path.join(tmpdir(), 'progress-report-'));
const today = practiceToday();
const start = addDays(today, -20);

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  ({ t, n, food } = await openPlanTest(20, ['A015', 'B010'], {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Poshan Clinic <care@example.in>',
    PRACTICE_NAME: 'Poshan Nutrition Clinic',
  }));
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

let fileNo = 0;
function textOf(bytes: Buffer): string {
  const file = path.join(dir, `report-${++fileNo}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

let seq = 0;
/** Kavya Iyer's package: started 20 days ago, runs 40 more days. */
async function kavyasPackage() {
  seq += 1;
  const client = await insertClient(t, {
    firstName: 'Kavya',
    lastName: 'Iyer',
    gender: 'Female',
    contactEmail: `kavya.iyer${seq}@example.in`,
    phone: `98450123${String(seq).padStart(2, '0')}`,
  });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: n.nutritionistId!,
    status: 'Active',
    startDate: start,
    endDate: addDays(today, 40),
  });
  return { client, pkg };
}

/** Readings as the vitals page stores them: one set a date, the values by parameter key. */
async function reading(clientId: number, date: string, values: Record<string, number>) {
  const params = await t.db
    .select({ id: bodyParameters.id, key: bodyParameters.key })
    .from(bodyParameters)
    .where(inArray(bodyParameters.key, Object.keys(values)));
  const [set] = await t.db
    .insert(vitalReadings)
    .values({ clientId, dietitianId: n.nutritionistId, notes: 'Follow-up', readingDate: date })
    .returning();
  await t.db
    .insert(vitalValues)
    .values(
      params.map((p) => ({ readingId: set.id, parameterId: p.id, decimalValue: String(values[p.key]) })),
    );
}

/** A 7-day plan (it repeats weekly), each day a breakfast of rice and moong dal and a lunch of rice. */
async function planOf(packageId: number) {
  const planId = await createPlan(t, n, packageId);
  const save = (body: unknown) => t.post('/api/v1/diet/planday/create-day', body, n.cookie);
  for (let day = 1; day <= 7; day++) {
    for (const res of [
      await save(
        mealBody(packageId, planId, day, '08:00', [
          { id: food.A015, qty: 60 },
          { id: food.B010, qty: 30 },
        ]),
      ),
      await save(mealBody(packageId, planId, day, '13:00', [{ id: food.A015, qty: 100 }])),
    ])
      expect(res.json()).toMatchObject({ success: 1 });
  }
  return planId;
}

async function tick(packageId: number, date: string, mealLabel: string, status: string) {
  await t.db.insert(mealTicks).values({ packageId, date, mealLabel, status });
}

const report = (packageId: unknown, cookie = n.cookie) =>
  t.post(PROGRESS_REPORT_PATH, { package_id: packageId }, cookie);

describe('progress report', () => {
  it('prints the weight, waist and BP trends, the ticks by week and the intake against targets', async () => {
    const { client, pkg } = await kavyasPackage();
    await reading(client.id, addDays(start, -5), {
      weight: 82.4,
      waist: 94,
      bp_systolic: 138,
      bp_diastolic: 88,
    });
    await reading(client.id, addDays(start, 7), {
      weight: 81.1,
      waist: 92.5,
      bp_systolic: 132,
      bp_diastolic: 86,
    });
    await reading(client.id, addDays(start, 14), {
      weight: 79.6,
      waist: 91,
      bp_systolic: 128,
      bp_diastolic: 84,
    });
    // Another client's reading never shows.
    const other = await insertClient(t, { firstName: 'Rohit', lastName: 'Bansal' });
    await reading(other.id, addDays(start, 3), { weight: 101.3 });
    const planId = await planOf(pkg.id);
    const targets = await t.post(
      '/api/v1/diet/plan/targets',
      { plan_id: planId, energy_kcal: 1800, protein_g: 60 },
      n.cookie,
    );
    expect(targets.statusCode).toBe(200);
    // Week 1 (days 0–6): 5 days both meals eaten, one day both partly, one day both skipped.
    for (let d = 0; d < 7; d++) {
      const status = d < 5 ? 'eaten' : d === 5 ? 'partly' : 'skipped';
      await tick(pkg.id, addDays(start, d), '08:00 Breakfast', status);
      await tick(pkg.id, addDays(start, d), '13:00 Lunch', status);
    }
    // Week 2: only breakfasts eaten; week 3 (days 14–20, today last): nothing ticked.
    for (let d = 7; d < 14; d++) await tick(pkg.id, addDays(start, d), '08:00 Breakfast', 'eaten');

    const res = await report(pkg.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Progress-Report-Kavya-Iyer-${today}.pdf`);
    const text = textOf(res.rawPayload);

    expect(text).toContain('Progress Report');
    expect(text).toContain('Client: Kavya Iyer');
    expect(text).toContain(`Period: ${dateText(start)} to ${dateText(addDays(today, 40))}`);
    // Weight: the baseline before the start to the latest, and each reading in the table.
    expect(text).toContain(
      `From 82.4 kg on ${dateText(addDays(start, -5))} to 79.6 kg on ${dateText(addDays(start, 14))}: 2.8 kg less.`,
    );
    expect(text).toMatch(new RegExp(`${dateText(addDays(start, 7))}\\s+81\\.1`));
    expect(text).not.toContain('101.3');
    expect(text).toContain('From 94.0 cm on');
    expect(text).toContain('3.0 cm less');
    expect(text).toMatch(new RegExp(`${dateText(addDays(start, 14))}\\s+128/84`));
    expect(text).toContain('138/88');

    // 14 planned a week; week 1 (10 + ½·2)/14 = 79%, week 2 7/14 = 50%, week 3 0%; all (17 + 1)/42 = 43%.
    expect(text).toContain('43% of the planned');
    expect(text).toMatch(
      new RegExp(`${dateText(start)} to ${dateText(addDays(start, 6))}\\s+14\\s+10\\s+2\\s+2\\s+79%`),
    );
    expect(text).toMatch(/\s14\s+7\s+0\s+0\s+50%/);
    expect(text).toMatch(
      new RegExp(`${dateText(addDays(start, 14))} to ${dateText(today)}\\s+14\\s+0\\s+0\\s+0\\s+0%`),
    );

    // Intake: the planned day (160 g rice + 30 g moong dal) against 1800 kcal and 60 g protein.
    const foods = await t.db
      .select({
        id: foodItems.id,
        calories: foodItems.calories,
        protein: foodItems.protein,
        quantity: foodItems.quantity,
      })
      .from(foodItems)
      .where(inArray(foodItems.id, [food.A015, food.B010]));
    const per = (id: number, key: 'calories' | 'protein') => {
      const f = foods.find((x) => x.id === id)!;
      return f[key] / f.quantity;
    };
    const kcal = 160 * per(food.A015, 'calories') + 30 * per(food.B010, 'calories');
    const protein = 160 * per(food.A015, 'protein') + 30 * per(food.B010, 'protein');
    expect(text).toMatch(/Target\s+1800 kcal\s+60 g\s+not set/);
    expect(text).toMatch(
      new RegExp(
        `Week 1 \\(7 days\\)\\s+${Math.round(kcal)} kcal \\(${Math.round((kcal / 1800) * 100)}%\\)\\s+${Math.round(protein)} g \\(${Math.round((protein / 60) * 100)}%\\)`,
      ),
    );

    expect(text).toContain('Monitoring');
    expect(text).toContain('No session note with monitoring points yet.');
    expect(text).toContain('Poshan Nutrition Clinic');

    // The WhatsApp text carries the headline figures; the phone in wa.me form.
    const share = await t.get(`${PROGRESS_REPORT_PATH}/share?package_id=${pkg.id}`, n.cookie);
    expect(share.json().data).toMatchObject({
      whatsapp_phone: `91${client.phone}`,
      email: client.contactEmail,
    });
    expect(share.json().data.message).toContain(
      'weight from 82.4 kg to 79.6 kg; 43% of the planned meals followed',
    );
  });

  it("a Hindi client's WhatsApp text is Hindi, figures in Latin digits (decision 266)", async () => {
    const { client, pkg } = await kavyasPackage();
    await t.db.update(clients).set({ language: 'hi' }).where(eq(clients.id, client.id));
    await planOf(pkg.id);
    await reading(client.id, addDays(start, 2), { weight: 74.2 });
    await reading(client.id, addDays(start, 16), { weight: 72.9 });
    const share = await t.get(`${PROGRESS_REPORT_PATH}/share?package_id=${pkg.id}`, n.cookie);
    expect(share.statusCode, share.body).toBe(200);
    const message: string = share.json().data.message;
    expect(message).toMatch(/^नमस्ते Kavya, \d{1,2} \S+ \d{4} तक Poshan Nutrition Clinic के साथ आपकी प्रगति: /);
    expect(message).toContain('वज़न 74.2 किलो से 72.9 किलो।');
    expect(message).toContain('ग्राफ़ के साथ पूरी प्रोग्रेस रिपोर्ट आपके ईमेल में है। ऐसे ही लगे रहिए!');
    expect(message).not.toMatch(/Namaste|weight/);
  });

  it('still reports a package with a plan and no readings, and one with readings and no plan', async () => {
    const withPlan = await kavyasPackage();
    await planOf(withPlan.pkg.id);
    const planOnly = textOf((await report(withPlan.pkg.id)).rawPayload);
    expect(planOnly).toContain('No weight was recorded in this period yet.');
    expect(planOnly).toContain('No blood pressure was recorded in this period yet.');
    expect(planOnly).toContain('has been ticked on the plan page yet');
    expect(planOnly).toMatch(/\d+ kcal\s/);

    const withReadings = await kavyasPackage();
    await reading(withReadings.client.id, addDays(start, 2), { weight: 68.2 });
    const readingsOnly = textOf((await report(withReadings.pkg.id)).rawPayload);
    expect(readingsOnly).toContain(`68.2 kg on ${dateText(addDays(start, 2))}: one reading so far.`);
    expect(readingsOnly).toContain('There is no plan in this package yet.');
  });

  it("prints the monitoring lines of the package's latest session note", async () => {
    const { client, pkg } = await kavyasPackage();
    await reading(client.id, addDays(start, 3), { weight: 71.4 });
    const visit = async (daysAgo: number, monitoring: string) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      const [a] = await t.db
        .insert(appointments)
        .values({
          packageId: pkg.id,
          dietitianId: n.nutritionistId!,
          startsAt: at,
          endsAt: new Date(at.getTime() + 1_800_000),
          durationMin: 30,
          mode: 'In person',
          status: 'Completed',
        })
        .returning();
      const res = await t.post(
        '/api/v1/appointment/note/save',
        { appointment_id: a.id, assessment: 'Weight 71.4 kg', monitoring },
        n.cookie,
      );
      expect(res.statusCode).toBe(200);
    };
    await visit(14, 'Weight every fortnight');
    await visit(
      2,
      '- Weight every Monday morning\n- Breakfast ticks on the plan page\n\n2) Waist at the next visit',
    );
    const text = textOf((await report(pkg.id)).rawPayload);
    expect(text).toMatch(
      /Monitoring\s+• Weight every Monday morning\s+• Breakfast ticks on the plan page\s+• Waist at the next visit/,
    );
    expect(text).not.toContain('Weight every fortnight');
    expect(text).not.toContain('No session note with monitoring points yet.');
  });

  it('refuses a package with neither readings nor a plan (422), bad input (422) and another nutritionist (404)', async () => {
    const { pkg } = await kavyasPackage();
    const empty = await report(pkg.id);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      success: 0,
      message: PROGRESS_REPORT_MESSAGES.nothing,
      data: { package_id: PROGRESS_REPORT_MESSAGES.nothing },
    });
    const bad = await report('abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.package_id).toBe('Please choose a package');

    const full = await kavyasPackage();
    await reading(full.client.id, start, { weight: 70 });
    const other = await nutritionistWithCredits(t, 5);
    expect((await report(full.pkg.id, other.cookie)).statusCode).toBe(404);
    expect(
      (await t.get(`${PROGRESS_REPORT_PATH}/share?package_id=${full.pkg.id}`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await t.post(`${PROGRESS_REPORT_PATH}/email`, { package_id: full.pkg.id }, other.cookie)).statusCode,
    ).toBe(404);
    expect((await report(999_999)).statusCode).toBe(404);
  });

  it('e-mails the report to the client with the PDF attached, audited; without an address sends nothing', async () => {
    const { client, pkg } = await kavyasPackage();
    await reading(client.id, addDays(start, 1), { weight: 74.5, waist: 88 });
    const res = await t.post(`${PROGRESS_REPORT_PATH}/email`, { package_id: pkg.id }, n.cookie);
    expect(res.json()).toMatchObject({
      success: 1,
      message: PROGRESS_REPORT_MESSAGES.emailed,
      data: { to_address: client.contactEmail },
    });
    const mail = await until(
      () => received.find((m) => m.to.includes(client.contactEmail as string)),
      'the progress report mail at the SMTP server',
      15_000,
    );
    expect(mail.raw).toMatch(/^Subject: Your Progress Report from Poshan Nutrition Clinic\r$/m);
    const part = mail.raw.split(/Content-Type: application\/pdf[^\r]*\r\n/)[1];
    const base64 = part
      .slice(part.indexOf('\r\n\r\n') + 4)
      .split(/\r\n--/)[0]
      .replace(/\s+/g, '');
    expect(textOf(Buffer.from(base64, 'base64'))).toContain('74.5 kg on');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'package'),
          eq(auditLog.entityId, pkg.id),
          eq(auditLog.action, 'email-progress-report'),
        ),
      );
    expect(audit).toHaveLength(1);

    await t.db.update(clients).set({ contactEmail: null }).where(eq(clients.id, client.id));
    const before = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const none = await t.post(`${PROGRESS_REPORT_PATH}/email`, { package_id: pkg.id }, n.cookie);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: PROGRESS_REPORT_MESSAGES.noClientEmail });
    expect((await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
  });
});
