import { describe, expect, it } from 'vitest';
import { describeWait, limitWait, memoryThrottle, slowDownWait, waitMessage } from './throttle';

// Issue 25: one throttle module, and every refusal tells the real wait.
const MIN = 60_000;
const now = 1_000 * MIN;

describe('limitWait', () => {
  it('is 0 under the limit, then lasts until the oldest counted event leaves the window', () => {
    const rule = { limit: 3, windowMs: 15 * MIN };
    expect(limitWait([now - MIN, now - 2 * MIN], rule, now)).toBe(0);
    expect(limitWait([now - MIN, now - 2 * MIN, now - 10 * MIN], rule, now)).toBe(5 * MIN);
    // Events older than the window do not count.
    expect(limitWait([now - MIN, now - 2 * MIN, now - 16 * MIN], rule, now)).toBe(0);
    // Over the limit (parallel attempts): wait until enough of them have left.
    expect(limitWait([now - MIN, now - 2 * MIN, now - 3 * MIN, now - 10 * MIN], rule, now)).toBe(12 * MIN);
  });
});

describe('slowDownWait', () => {
  const rule = { free: 3, windowMs: 60 * MIN, firstDelayMs: 15_000, maxDelayMs: 60_000 };
  it('costs nothing for the free events, then doubles the delay after the latest, at most the maximum', () => {
    expect(slowDownWait([now - 1000, now - 2000], rule, now)).toBe(0);
    expect(slowDownWait([now - 1000, now - 2000, now - 3000], rule, now)).toBe(14_000);
    expect(slowDownWait([now - 1000, now - 2000, now - 3000, now - 4000], rule, now)).toBe(29_000);
    const many = Array.from({ length: 40 }, (_, i) => now - 1000 - i);
    expect(slowDownWait(many, rule, now)).toBe(59_000);
    expect(slowDownWait(many, rule, now + 60_000)).toBe(0);
  });
});

describe('the message', () => {
  it('rounds up, so waiting that long is enough, and says seconds or minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(14_200)).toBe('15 seconds');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(60_001)).toBe('2 minutes');
    expect(describeWait(15 * MIN)).toBe('15 minutes');
    expect(waitMessage('Too many requests.', 4 * MIN + 1)).toBe(
      'Too many requests. Please wait 5 minutes and try again.',
    );
  });
});

describe('memoryThrottle', () => {
  it('counts per key and forgets events older than the window', () => {
    const throttle = memoryThrottle({ limit: 2, windowMs: 15 * MIN });
    throttle.hit('203.0.113.9', now - 14 * MIN);
    throttle.hit('203.0.113.9', now - MIN);
    expect(throttle.wait('203.0.113.9', now)).toBe(MIN);
    expect(throttle.wait('198.51.100.4', now)).toBe(0);
    expect(throttle.wait('203.0.113.9', now + MIN)).toBe(0);
  });
});
