/**
 * The one throttle module (decision 130): sign-in, forgot-password and the questionnaire's token
 * guesses all count events against these rules, and every refusal says how long to wait — the
 * real wait, computed from the events that hold the door shut, never a fixed "15 minutes".
 *
 * The rules are pure functions of event times (milliseconds), so they serve counts kept in the
 * database (sign-in, which must hold across app servers) and in memory (`memoryThrottle`) alike.
 */

/** At most `limit` events within `windowMs`. */
export type Limit = { limit: number; windowMs: number };

/**
 * Slowing down instead of locking: the first `free` events within `windowMs` cost nothing; after
 * them each attempt must wait `firstDelayMs` after the latest event, doubling with every further
 * event, at most `maxDelayMs`. Someone hammering gets one try per `maxDelayMs`; nobody is locked out.
 */
export type SlowDown = { free: number; windowMs: number; firstDelayMs: number; maxDelayMs: number };

/** Milliseconds until one more event fits under the limit (0: it fits now). */
export function limitWait(times: readonly number[], rule: Limit, now = Date.now()): number {
  const recent = times.filter((t) => t > now - rule.windowMs).sort((a, b) => a - b);
  if (recent.length < rule.limit) return 0;
  // Room for one more once all but limit - 1 of them have left the window.
  return recent[recent.length - rule.limit] + rule.windowMs - now;
}

/** Milliseconds until the next attempt may be made under a slow-down (0: now). */
export function slowDownWait(times: readonly number[], rule: SlowDown, now = Date.now()): number {
  const recent = times.filter((t) => t > now - rule.windowMs);
  if (recent.length < rule.free) return 0;
  const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (recent.length - rule.free));
  return Math.max(0, Math.max(...recent) + delay - now);
}

/** "30 seconds", "1 minute", "14 minutes": a wait rounded up, so waiting that long is enough. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** "<what> Please wait 3 minutes and try again." */
export function waitMessage(what: string, ms: number): string {
  return `${what} Please wait ${describeWait(ms)} and try again.`;
}

/**
 * Events per key (a client address) in this server's memory: for throttles that only stop noise
 * (forgot-password requests, questionnaire token guesses), where a restart forgetting is fine.
 */
export function memoryThrottle(rule: Limit, maxKeys = 10_000) {
  const seen = new Map<string, number[]>();
  const recentOf = (key: string, now: number) => (seen.get(key) ?? []).filter((t) => t > now - rule.windowMs);
  return {
    /** Milliseconds until the key may act again (0: now). */
    wait(key: string, now = Date.now()): number {
      return limitWait(recentOf(key, now), rule, now);
    },
    /** Counts one event for the key. */
    hit(key: string, now = Date.now()): void {
      // A flood of addresses cannot grow the map without end (the price: such a flood resets the counts).
      if (seen.size >= maxKeys && !seen.has(key)) seen.clear();
      seen.set(key, [...recentOf(key, now), now]);
    },
  };
}
