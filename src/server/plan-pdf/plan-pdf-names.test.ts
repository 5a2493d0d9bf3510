import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName, dispositionOf } from '../lib/file-names';
import { type FoodIds, mealBody, openPlanTest, planForNewClient } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { stripEmoji } from './pdf-text';
import { fileNameOf } from './plan-pdf.service';

// Issue 34 point 12: names in any script and emoji in file names; no wrong glyph in the PDF.
let t: TestApp;
let n: TestUser;
let food: FoodIds;
const dir = mkdtempSync(path.join(tmpdir(), 'plan-pdf-names-'));
beforeAll(async () => {
  ({ t, n, food } = await openPlanTest(5, ['A015']));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const PICTOGRAPH = /\p{Extended_Pictographic}|\ufffd/u;
const filenameStar = (header: string) => {
  const match = /filename\*=UTF-8''([^;]+)/.exec(header);
  expect(match, header).not.toBeNull();
  return decodeURIComponent(match![1]);
};

describe('the plan PDF of a client named in Devanagari, with emoji', () => {
  it('downloads as Nutrition-Plan-<her name>, and draws the text without the emoji', async () => {
    const { pkg, planId } = await planForNewClient(t, n, { firstName: 'प्रिया 🌸', lastName: 'शर्मा' });
    const saved = await t.post(
      '/api/v1/diet/planday/create-day',
      mealBody(pkg.id, planId, 1, '08:00', [{ id: food.A015, qty: 60 }], {
        hypothetical_time: 'Breakfast',
        meal_description: 'Warm water with lemon 🍋 first 👍🏽',
      }),
      n.cookie,
    );
    expect(saved.json().success, saved.body).toBe(1);
    const res = await t.post(
      '/api/v1/client/package/export-pdf',
      { package_id: pkg.id, plan_id: planId, layout: 'portrait', paper_size: 'a4' },
      n.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header).toMatch(/^inline; filename="Nutrition-Plan-[\w.()-]+\.pdf"; filename\*=UTF-8''/);
    expect(filenameStar(header)).toMatch(/^Nutrition-Plan-प्रिया-शर्मा-.+\.pdf$/u);

    const file = path.join(dir, 'plan.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Warm water with lemon first');
    expect(text).not.toMatch(PICTOGRAPH);
  });
});

describe('file names', () => {
  it('keeps the client name in Hindi and Tamil, and words of the plan name', () => {
    expect(fileNameOf('प्रिया शर्मा', 'Week 1')).toBe('Nutrition-Plan-प्रिया-शर्मा-Week-1.pdf');
    expect(fileNameOf('மீனாட்சி சுந்தரம்', 'வாரம் 1')).toBe('Nutrition-Plan-மீனாட்சி-சுந்தரம்-வாரம்-1.pdf');
    expect(fileNameOf('🌸', '')).toBe('Nutrition-Plan.pdf');
  });

  it('keeps emoji in an uploaded report name and sends it as filename* (UTF-8)', () => {
    const name = cleanFileName('C:\\Reports\\रिपोर्ट 🩺 जनवरी.pdf');
    expect(name).toBe('रिपोर्ट 🩺 जनवरी.pdf');
    const header = dispositionOf(name, 'inline');
    expect(filenameStar(header)).toBe('रिपोर्ट 🩺 जनवरी.pdf');
    expect(header).toMatch(/^inline; filename="[\x20-\x7e]+\.pdf"/);
    expect(cleanFileName('👩‍⚕️ notes\u0000\u202e.pdf')).toBe('👩‍⚕️ notes.pdf');
  });

  it('leaves emoji out of drawn text but keeps ©, ₹ and the joiners of Indian scripts', () => {
    expect(stripEmoji('Priya 🌸 Sharma')).toBe('Priya Sharma');
    expect(stripEmoji('Thumbs 👍🏽, family 👨‍👩‍👧, flag 🇮🇳, keycap 1️⃣')).toBe(
      'Thumbs , family , flag , keycap 1',
    );
    expect(stripEmoji('© ₹40 ™ →')).toBe('© ₹40 ™ →');
    expect(stripEmoji('क्‍ष ന്‍')).toBe('क्‍ष ന്‍');
  });
});
