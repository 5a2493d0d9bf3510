import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fitLogo,
  LOGO_NOT_IMAGE,
  LOGO_NOTE,
  LOGO_TOO_FEW_PX,
  LOGO_TOO_LARGE,
  LOGO_TOO_MANY_PX,
  SETTINGS_MESSAGES,
} from '../../shared/settings';
import { storedFiles } from '../db/schema/index';
import { createTestAppWithAdmin, type TestApp, type TestUser } from '../testing/test-app';
import { makeJpegHeader, makePng, multipart, type Part } from '../testing/test-files';
import { imageSize, sniffImage } from './image';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const send = (mode: 'create' | 'edit', parts: Part[], cookie = admin.cookie) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/settings/${mode}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const texts = (general: string, sports: string): Part => ({
  name: 'json',
  value: JSON.stringify({ general_disclaimer: general, sports_disclaimer: sports }),
});
const logo = (filename: string, bytes: Buffer, type = 'image/png'): Part => ({
  name: 'logo',
  filename,
  type,
  bytes,
});

describe('logo and disclaimers', () => {
  it('adds a logo with both texts, serves it, and keeps it when only the texts change', async () => {
    const png = makePng(400, 160);
    const res = await send('create', [
      texts('Plans are general advice.', 'Consult your team doctor.'),
      logo('sunrise-clinic.png', png),
    ]);
    expect(res.json()).toMatchObject({ success: 1, message: SETTINGS_MESSAGES.added });
    const data = (await t.get('/api/v1/settings/print-pdf-settings-data', admin.cookie)).json().data;
    expect(data).toMatchObject({
      general_disclaimer: 'Plans are general advice.',
      sports_disclaimer: 'Consult your team doctor.',
      logo_name: 'sunrise-clinic.png',
      logo_width: 400,
      logo_height: 160,
      print_width: 100,
      print_height: 40,
    });
    expect(data.logo_url).toMatch(/^\/api\/v1\/settings\/logo\/\d+$/);
    const image = await t.get(data.logo_url, admin.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await t.get(data.logo_url)).statusCode).toBe(401);

    const edit = await send('edit', [texts('Updated general text.', 'Updated sports text.')]);
    expect(edit.json()).toMatchObject({ success: 1, message: SETTINGS_MESSAGES.updated });
    expect(edit.json().data).toMatchObject({
      logo_url: data.logo_url,
      general_disclaimer: 'Updated general text.',
    });
  });

  it('replaces the logo with a JPEG and deletes the old file', async () => {
    const before = (await t.get('/api/v1/settings/print-pdf-settings-data', admin.cookie)).json().data;
    const res = await send('edit', [
      texts('General', 'Sports'),
      logo('logo.JPEG', makeJpegHeader(50, 300), 'image/jpeg'),
    ]);
    expect(res.json().data).toMatchObject({
      logo_width: 50,
      logo_height: 300,
      print_width: 33,
      print_height: 200,
    });
    const oldId = Number(before.logo_url.split('/').pop());
    expect(
      await t.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, oldId)),
    ).toHaveLength(0);
    expect((await t.get(before.logo_url, admin.cookie)).statusCode).toBe(404);
  });

  it('refuses a file over 300 KB', async () => {
    const big = makePng(10, 10, [0, 0, 0], 300 * 1024 + 10);
    const res = await send('edit', [texts('a', 'b'), logo('big.png', big)]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: 0,
      message: SETTINGS_MESSAGES.updateFailed,
      data: { logo: LOGO_TOO_LARGE },
    });
    // Exactly 300 KB is allowed.
    const edge = makePng(40, 40, [0, 0, 0], 300 * 1024);
    expect(edge.length).toBe(300 * 1024);
    expect((await send('edit', [texts('a', 'b'), logo('edge.png', edge)])).json().success).toBe(1);
  });

  it('takes what the hint says (32 to 2000 px a side) and refuses the rest with the field message, changing nothing', async () => {
    const before = (await t.get('/api/v1/settings/print-pdf-settings-data', admin.cookie)).json().data;
    // The 512×512 is accepted: the hint now says so (decision 194).
    const square = await send('edit', [texts('a', 'b'), logo('square.png', makePng(512, 512))]);
    expect(square.json().data).toMatchObject({ logo_width: 512, logo_height: 512, print_width: 100 });
    const kept = square.json().data;
    for (const [name, bytes, message] of [
      ['banner.png', makePng(2001, 300), LOGO_TOO_MANY_PX],
      ['poster.jpg', makeJpegHeader(800, 2400), LOGO_TOO_MANY_PX],
      ['favicon.png', makePng(16, 16), LOGO_TOO_FEW_PX],
    ] as const) {
      const res = await send('edit', [texts('changed', 'changed'), logo(name, bytes)]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: 0,
        message: SETTINGS_MESSAGES.updateFailed,
        data: { logo: message },
      });
    }
    const after = (await t.get('/api/v1/settings/print-pdf-settings-data', admin.cookie)).json().data;
    expect(after).toEqual(kept);
    expect(before.logo_url).not.toBe(after.logo_url);
    // The edges themselves are accepted.
    for (const bytes of [makePng(2000, 2000), makePng(32, 32)])
      expect((await send('edit', [texts('a', 'b'), logo('edge.png', bytes)])).json().success).toBe(1);
    expect(LOGO_NOTE).toContain('300KB');
    expect(LOGO_NOTE).toContain('32–2000 pixels');
  });

  it('refuses another type, and a text file renamed to .png', async () => {
    const gif = await send('create', [
      texts('a', 'b'),
      logo('logo.gif', Buffer.from('GIF89a....'), 'image/gif'),
    ]);
    expect(gif.json()).toEqual({
      success: 0,
      message: SETTINGS_MESSAGES.addFailed,
      data: { logo: LOGO_NOT_IMAGE },
    });
    const renamed = await send('edit', [
      texts('a', 'b'),
      logo('notes.png', Buffer.from('Patient list: Ramesh Kumar, 98450 12345\n')),
    ]);
    expect(renamed.json()).toEqual({
      success: 0,
      message: SETTINGS_MESSAGES.updateFailed,
      data: { logo: LOGO_NOT_IMAGE },
    });
  });

  it('answers field errors for over-long disclaimers', async () => {
    const res = await send('edit', [texts('x'.repeat(5001), 'ok')]);
    expect(res.json()).toMatchObject({
      success: 0,
      data: { general_disclaimer: expect.stringMatching(/under 5000/) },
    });
  });

  it('refuses a nutritionist with 403 but lets them read the print settings', async () => {
    const dietitian = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
    const res = await send('edit', [texts('a', 'b'), logo('x.png', makePng(10, 10))], dietitian.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(0);
    expect((await t.get('/api/v1/settings/print-pdf-settings-data', dietitian.cookie)).json().success).toBe(
      1,
    );
    expect((await t.get('/api/v1/settings/print-pdf-settings-data')).statusCode).toBe(401);
  });
});

describe('image helpers', () => {
  it('sniffs by bytes and measures PNG and JPEG', () => {
    expect(sniffImage(makePng(3, 2))).toBe('image/png');
    expect(sniffImage(makeJpegHeader(3, 2))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('hello'))).toBeNull();
    expect(imageSize(makePng(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize(makeJpegHeader(1200, 90))).toEqual({ width: 1200, height: 90 });
  });

  it('fits into 100x200 without stretching or enlarging', () => {
    expect(fitLogo(400, 400)).toEqual({ width: 100, height: 100 });
    expect(fitLogo(100, 800)).toEqual({ width: 25, height: 200 });
    expect(fitLogo(60, 40)).toEqual({ width: 60, height: 40 });
    expect(fitLogo(1000, 100)).toEqual({ width: 100, height: 10 });
  });
});

describe('change password', () => {
  it('checks each field, then changes it, ends other sessions and keeps this one', async () => {
    const user = await t.createNutritionist({
      firstName: 'Rohan',
      lastName: 'Deshpande',
      password: 'OldPass@123',
    });
    const otherDevice = await t.login(user.email, 'OldPass@123');
    const wrong = await t.post(
      '/api/v1/user/edit',
      { current_password: 'nope', new_password: 'NewPass@123', confirm_password: 'NewPass@123' },
      user.cookie,
    );
    expect(wrong.json()).toMatchObject({
      success: 0,
      data: { current_password: 'Current password is incorrect' },
    });
    const mismatch = await t.post(
      '/api/v1/user/edit',
      { current_password: 'OldPass@123', new_password: 'NewPass@123', confirm_password: 'NewPass@124' },
      user.cookie,
    );
    expect(mismatch.json().data).toEqual({ confirm_password: 'Passwords do not match' });
    const short = await t.post(
      '/api/v1/user/edit',
      { current_password: 'OldPass@123', new_password: 'short', confirm_password: 'short' },
      user.cookie,
    );
    expect(short.json().data.new_password).toMatch(/at least 8/);

    const res = await t.post(
      '/api/v1/user/edit',
      { current_password: 'OldPass@123', new_password: 'NewPass@123', confirm_password: 'NewPass@123' },
      user.cookie,
    );
    expect(res.json()).toEqual({ success: 1, message: 'Password reset successfully!', data: null });
    expect((await t.get('/api/v1/auth/session-user', user.cookie)).statusCode).toBe(200);
    expect((await t.get('/api/v1/auth/session-user', otherDevice)).statusCode).toBe(401);
    expect(
      (await t.post('/api/v1/auth/login', { email: user.email, password: 'OldPass@123' })).json().success,
    ).toBe(0);
    expect(
      (await t.post('/api/v1/auth/login', { email: user.email, password: 'NewPass@123' })).json().success,
    ).toBe(1);
  });

  it('needs a session', async () => {
    const res = await t.post('/api/v1/user/edit', {
      current_password: 'a',
      new_password: 'NewPass@123',
      confirm_password: 'NewPass@123',
    });
    expect(res.statusCode).toBe(401);
  });
});
