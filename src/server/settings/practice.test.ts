import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, PRACTICE_PHONE_MESSAGE } from '../../shared/settings';
import { auditLog, mailOutbox, packages } from '../db/schema/index';
import { newToken } from '../lib/tokens';
import { fingerprint } from '../testing/db-fingerprint';
import { mealBody, nutritionistWithCredits, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let n: TestUser;
let food: Record<string, number>;
const dir = mkdtempSync(path.join(tmpdir(), 'practice-'));

beforeAll(async () => {
  ({ t, food } = await openPlanTest(0, ['A015'], { PRACTICE_NAME: 'NutriDesk Default Clinic' }));
  admin = await t.createAdmin();
  n = await nutritionistWithCredits(t, 10, {
    firstName: 'Kavya',
    lastName: 'Menon',
    phone: '9845012345',
    email: 'kavya.menon@example.in',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const practice = {
  name: 'Poshan Wellness Centre',
  address: '12, 4th Cross, Indiranagar\nBengaluru 560038',
  phone: '080 4123 4567',
  email: 'Care@Poshan.in',
  website: 'www.poshan.in',
};
const save = (body: unknown, user = admin) => t.post('/api/v1/settings/practice', body, user.cookie);

describe('Settings → Practice', () => {
  it('falls back to PRACTICE_NAME before anything is saved', async () => {
    const res = await t.get('/api/v1/settings/practice', n.cookie);
    expect(res.json()).toMatchObject({
      success: 1,
      data: { name: 'NutriDesk Default Clinic', saved_name: null, default_name: 'NutriDesk Default Clinic' },
    });
  });

  it('lets an admin save the identity, audited, and every signed-in user read it', async () => {
    const res = await save(practice);
    expect(res.json()).toMatchObject({
      success: 1,
      message: PRACTICE_MESSAGES.saved,
      data: {
        name: 'Poshan Wellness Centre',
        address: '12, 4th Cross, Indiranagar\nBengaluru 560038',
        phone: '080 4123 4567',
        email: 'care@poshan.in',
        website: 'https://www.poshan.in',
      },
    });
    const read = await t.get('/api/v1/settings/practice', n.cookie);
    expect(read.json().data).toEqual(res.json().data);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'practice_identity'), eq(auditLog.userId, admin.userId)))
      .orderBy(desc(auditLog.id));
    expect(audit.changes).toMatchObject({ name: { from: null, to: 'Poshan Wellness Centre' } });
  });

  it('refuses a nutritionist and bad fields, changing nothing', async () => {
    await save(practice);
    const before = await fingerprint(t.db);
    expect((await save({ ...practice, name: 'Someone Else' }, n)).statusCode).toBe(403);
    const bad = await save({
      name: 'Poshan',
      phone: '12345',
      email: 'care@poshan',
      website: 'javascript:alert(1)',
      address: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toEqual({
      phone: PRACTICE_PHONE_MESSAGE,
      email: 'Please enter a valid email',
      website: 'Please enter a link starting with http:// or https://',
      address: 'Please keep this under 500 characters',
    });
    expect(await fingerprint(t.db)).toBe(before);
    expect((await t.get('/api/v1/settings/practice', n.cookie)).json().data.name).toBe(
      'Poshan Wellness Centre',
    );
  });

  it('brings back PRACTICE_NAME when the name is cleared', async () => {
    const res = await save({ ...practice, name: '  ' });
    expect(res.json().data).toMatchObject({ name: 'NutriDesk Default Clinic', saved_name: null });
    await save(practice);
  });
});

describe('where the identity shows', () => {
  it('heads the questionnaire page', async () => {
    await save(practice);
    const { pkg } = await planForNewClient(t, n);
    const token = newToken();
    await t.db.update(packages).set({ surveyToken: token }).where(eq(packages.id, pkg.id));
    const res = await t.get(`/api/v1/survey/question/list?survey_token=${token}`);
    expect(res.json().data.practice).toEqual({
      name: 'Poshan Wellness Centre',
      address: '12, 4th Cross, Indiranagar\nBengaluru 560038',
      phone: '080 4123 4567',
      email: 'care@poshan.in',
      website: 'https://www.poshan.in',
      logo_url: null,
    });
  });

  it('names the practice in e-mails (password reset)', async () => {
    await save(practice);
    await t.post('/api/v1/auth/forgot-password', { email: n.email });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, n.email))
      .orderBy(desc(mailOutbox.id));
    expect(mail.subject).toBe('Reset your Poshan Wellness Centre password');
    expect(mail.textBody).toContain('your Poshan Wellness Centre account');
  });

  it("prints the practice and the nutritionist's contact at the foot of the plan PDF", async () => {
    await save(practice);
    const { pkg, planId } = await planForNewClient(t, n);
    const meal = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '13:00', [{ id: food.A015, qty: 80 }], { hypothetical_time: 'Lunch' }),
      n.cookie,
    );
    expect(meal.json().success, meal.body).toBe(1);
    const res = await t.post(
      '/api/v1/client/package/export-pdf',
      { package_id: pkg.id, plan_id: planId, layout: 'landscape' },
      n.cookie,
    );
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, 'plan.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(
      'Poshan Wellness Centre · 12, 4th Cross, Indiranagar, Bengaluru 560038 · 080 4123 4567 · care@poshan.in · https://www.poshan.in',
    );
    expect(text).toContain('Your nutritionist: Kavya Menon · 9845012345 · kavya.menon@example.in');
    expect(text).not.toContain('NutriDesk Default Clinic');
  });
});
