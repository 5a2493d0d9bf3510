import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTick, closedByTicks, flushTicks, readTicks } from './tick-queue';

/** The phone's storage and network, as the queue sees them. */
function phone() {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  });
  const sent: unknown[] = [];
  let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return answer();
  });
  return {
    stored,
    sent,
    answerWith: (status: number, body: unknown) => {
      answer = async () => new Response(JSON.stringify(body), { status });
    },
  };
}

const tick = (token: string, request_id: string, status: 'eaten' | 'skipped' = 'eaten') =>
  addTick(token, {
    request_id,
    meal_id: 41,
    date: '2026-11-26',
    status,
    note: null,
    label: 'Breakfast, Thu 26 Nov',
  });

describe('the ticks kept on the phone', () => {
  let p: ReturnType<typeof phone>;
  beforeEach(() => {
    p = phone();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a tick made offline, and sends it with the same request id when the server answers', async () => {
    tick('tok-a', '5b0c2a9e-1111-4c1a-9d5e-000000000001');
    await flushTicks('tok-a');
    expect(readTicks('tok-a')[0].state).toBe('pending');
    expect(p.stored.get('nutridesk.portal.ticks.tok-a')).toContain('5b0c2a9e-1111-4c1a-9d5e-000000000001');

    p.answerWith(200, { success: 1, message: 'Saved', data: {} });
    await flushTicks('tok-a');
    expect(readTicks('tok-a').map((t) => t.state)).toEqual(['sent']);
    expect(p.sent.map((b) => (b as { request_id: string }).request_id)).toEqual([
      '5b0c2a9e-1111-4c1a-9d5e-000000000001',
      '5b0c2a9e-1111-4c1a-9d5e-000000000001',
    ]);
  });

  it('keeps one tick per meal and day: the later one', () => {
    tick('tok-b', '5b0c2a9e-1111-4c1a-9d5e-000000000002', 'eaten');
    tick('tok-b', '5b0c2a9e-1111-4c1a-9d5e-000000000003', 'skipped');
    expect(readTicks('tok-b').map((t) => [t.request_id.slice(-1), t.status])).toEqual([['3', 'skipped']]);
  });

  it('marks a tick refused because the link was replaced as not sent, with the state', async () => {
    tick('tok-c', '5b0c2a9e-1111-4c1a-9d5e-000000000004');
    p.answerWith(410, {
      success: 0,
      message: 'This plan link has been replaced.',
      data: { state: 'revoked' },
    });
    await flushTicks('tok-c');
    expect(readTicks('tok-c')[0]).toMatchObject({ state: 'failed', reason: 'closed:revoked' });
    expect(closedByTicks(readTicks('tok-c'))).toBe('revoked');
  });

  it("keeps the server's message for any other refusal", async () => {
    tick('tok-d', '5b0c2a9e-1111-4c1a-9d5e-000000000005');
    p.answerWith(404, { success: 0, message: 'This meal is not in your plan any more.', data: null });
    await flushTicks('tok-d');
    expect(readTicks('tok-d')[0]).toMatchObject({
      state: 'failed',
      reason: 'This meal is not in your plan any more.',
    });
    expect(closedByTicks(readTicks('tok-d'))).toBeNull();
  });
});
