import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiWrite } from './api';

/** Issue 51: the web app's creates carry an Idempotency-Key, the same one for a repeat of one action. */
const sent: { url: string; key: string | undefined }[] = [];
let fail = false;

beforeEach(() => {
  sent.length = 0;
  fail = false;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string> | undefined;
    sent.push({ url, key: headers?.['idempotency-key'] });
    if (fail) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: 1, message: 'Saved', data: { id: 1 } }), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Idempotency-Key from the web app', () => {
  it('a double click of one create sends one key; another body or later another key', async () => {
    const body = { package_id: 7 };
    await Promise.all([apiWrite('/api/v1/invoice/create', body), apiWrite('/api/v1/invoice/create', body)]);
    expect(sent).toHaveLength(2);
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1].key).toBe(sent[0].key);
    await apiWrite('/api/v1/invoice/create', { package_id: 8 });
    expect(sent[2].key).not.toBe(sent[0].key);
    vi.setSystemTime(Date.now() + 11_000);
    await apiWrite('/api/v1/invoice/create', body);
    expect(sent[3].key).not.toBe(sent[0].key);
  });

  it('a retry after no answer reuses the key; writes that are not creates send none', async () => {
    fail = true;
    const body = { invoice_id: 3, amount: '500', mode: 'UPI' };
    await expect(apiWrite('/api/v1/invoice/payment', body)).rejects.toThrow();
    vi.setSystemTime(Date.now() + 60_000);
    fail = false;
    await apiWrite('/api/v1/invoice/payment', body);
    expect(sent[1].key).toBe(sent[0].key);
    await apiWrite('/api/v1/invoice/cancel', { invoice_id: 3 });
    expect(sent[2].key).toBeUndefined();
  });
});
