import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_PDF_MESSAGES } from '../../shared/plan-pdf';
import { mailOutbox } from '../db/schema/index';
import { fingerprint } from '../testing/db-fingerprint';
import { mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';

// A server whose font packages are gone: the status the start-up checks print says so, and the
// PDF routes answer in words instead of a 500 (decision 121).
const { fontsGone } = vi.hoisted(() => ({ fontsGone: { value: false } }));
vi.mock('./fonts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./fonts')>();
  const problem =
    'the font file @expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf is not in node_modules (run npm install)';
  return {
    ...real,
    pdfFontsStatus: () => (fontsGone.value ? { ok: false, problem } : real.pdfFontsStatus()),
  };
});

let t: TestApp;
let n: TestUser;
let food: Record<string, number>;

beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(10, ['A015']));
}, 60_000);
afterAll(() => t.close());

async function planWithLunch() {
  const { pkg, planId } = await planForNewClient(t, n, { firstName: 'Lakshmi' });
  const res = await t.post(
    '/api/v1/diet/planday/create-day',
    mealBody(pkg.id, planId, 1, '13:00', [{ id: food.A015, qty: 80 }], { hypothetical_time: 'Lunch' }),
    n.cookie,
  );
  expect(res.json().success, res.body).toBe(1);
  return { package_id: pkg.id, plan_id: planId };
}

describe('the plan PDF without its fonts', () => {
  it('reports the npm fonts as readable on this machine', async () => {
    const { pdfFontsStatus } = await import('./fonts');
    expect(pdfFontsStatus()).toEqual({ ok: true });
  });

  it('answers the Export PDF tab with a page that names the missing font', async () => {
    const body = await planWithLunch();
    fontsGone.value = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/client/package/export-pdf',
        headers: { cookie: n.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          package_id: String(body.package_id),
          plan_id: String(body.plan_id),
        }).toString(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(PLAN_PDF_MESSAGES.fontsMissing);
      expect(res.body).toContain('noto-sans-tamil');
      expect(res.body).toContain('run npm install');
      expect(res.body).not.toContain('Something went wrong');
    } finally {
      fontsGone.value = false;
    }
  });

  it('answers Email to client with the same words in the envelope, and sends nothing', async () => {
    const body = await planWithLunch();
    const before = await fingerprint(t.db);
    fontsGone.value = true;
    try {
      const res = await t.post('/api/v1/client/package/email-pdf', body, n.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: 0 });
      expect(res.json().message).toContain(PLAN_PDF_MESSAGES.fontsMissing);
      expect(res.json().message).toContain('noto-sans-tamil');
    } finally {
      fontsGone.value = false;
    }
    expect(await fingerprint(t.db)).toEqual(before);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('makes the PDF again once the fonts are back', async () => {
    const body = await planWithLunch();
    const res = await t.post('/api/v1/client/package/export-pdf', body, n.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
