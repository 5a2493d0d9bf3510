import { describe, expect, it } from 'vitest';
import {
  bookingFirstUrls,
  CLIENT_LIST_REQUEST,
  firstPageUrl,
  MEAL_TIMINGS_PATH,
  PACKAGE_LIST_REQUEST,
  PACKAGE_PLANS_PATH,
  PLAN_LIST_REQUEST,
  plannerFirstUrls,
  SAVED_TARGETS_PATH,
  WORKSPACE_PATH,
} from '../../shared/list-requests';
import { bookingPageQuery, bookingSlugOf } from '../booking/booking-read-query';
import { CLIENT_LIST_DEFAULTS } from '../clients/client-list-query';
import { listApiParams } from '../components/useListQuery';
import { withQuery } from '../lib/api';
import { PACKAGE_LIST_DEFAULTS } from '../packages/package-list-query';
import { PLAN_LIST_DEFAULTS } from '../plans/plan-list-query';

// The server preloads firstPageUrl in index.html; the browser hands that answer to the app only if
// the app asks exactly the same URL.
describe("the lists' first page", () => {
  it('is the URL the list pages ask with no query string', () => {
    const none = new URLSearchParams();
    expect(withQuery(CLIENT_LIST_REQUEST.path, listApiParams(CLIENT_LIST_DEFAULTS, none))).toBe(
      firstPageUrl(CLIENT_LIST_REQUEST),
    );
    expect(withQuery(PLAN_LIST_REQUEST.path, listApiParams(PLAN_LIST_DEFAULTS, none))).toBe(
      firstPageUrl(PLAN_LIST_REQUEST),
    );
    expect(withQuery(PACKAGE_LIST_REQUEST.path, listApiParams(PACKAGE_LIST_DEFAULTS, none))).toBe(
      firstPageUrl(PACKAGE_LIST_REQUEST),
    );
    expect(firstPageUrl(PACKAGE_LIST_REQUEST)).toBe(
      '/api/v1/client/package/list?col=status&order=asc&page=1',
    );
    expect(firstPageUrl(CLIENT_LIST_REQUEST)).toBe(
      '/api/v1/client/package/client-list?col=joined_date&order=desc&page=1',
    );
  });
});

describe("the planner's first requests", () => {
  it('are the URLs the planner asks for the plan and package of its path', () => {
    expect(plannerFirstUrls('/workspace/3/46')).toEqual([
      withQuery(WORKSPACE_PATH, { id: 46 }),
      withQuery(MEAL_TIMINGS_PATH, { package_id: 3 }),
      withQuery(PACKAGE_PLANS_PATH, { id: 3 }),
      withQuery(SAVED_TARGETS_PATH, { plan_id: 46, suggest: 'none' }),
    ]);
    expect(plannerFirstUrls('/workspace/3/46')).toEqual([
      '/api/v1/diet/plan/meals?id=46',
      '/api/v1/diet/planday/meal-timing-list?package_id=3',
      '/api/v1/diet/plan/list-by-package?id=3',
      '/api/v1/diet/plan/targets?plan_id=46&suggest=none',
    ]);
    expect(plannerFirstUrls('/workspace/3/46/7')).toHaveLength(4);
    expect(plannerFirstUrls('/workspace/3/list')).toEqual([]);
    expect(plannerFirstUrls('/workspace/3/create')).toEqual([]);
    expect(plannerFirstUrls('/workspace/0/46')).toEqual([]);
    expect(plannerFirstUrls('/workspace/3/99999999999')).toEqual([]);
  });
});

describe("the booking page's first request", () => {
  it('is the URL the page asks for the slug of its path (decision 312)', async () => {
    expect(bookingFirstUrls('/book/swasth')).toEqual(['/api/v1/booking/swasth']);
    expect(bookingFirstUrls('/book/swasth/')).toEqual(['/api/v1/booking/swasth']);
    expect(bookingFirstUrls('/book/confirm/abcdefgh')).toEqual([]);
    expect(bookingFirstUrls('/book/confirm')).toEqual([]);
    expect(bookingFirstUrls('/book/%22%3E')).toEqual([]);
    expect(bookingSlugOf('/book/swasth')).toBe('swasth');
    expect(bookingSlugOf('/book/confirm/abcdefgh')).toBeNull();
    // The page's query asks exactly the preloaded URL.
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ success: 1, message: '', data: { types: [] } }));
    }) as typeof fetch;
    try {
      const query = bookingPageQuery('swasth');
      await (query.queryFn as () => Promise<unknown>)();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toEqual(bookingFirstUrls('/book/swasth'));
  });
});
