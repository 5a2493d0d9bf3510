import { describe, expect, it } from 'vitest';
import { CLIENT_LIST_REQUEST, firstPageUrl, PLAN_LIST_REQUEST } from '../../shared/list-requests';
import { CLIENT_LIST_DEFAULTS } from '../clients/client-list-query';
import { listApiParams } from '../components/useListQuery';
import { withQuery } from '../lib/api';
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
    expect(firstPageUrl(CLIENT_LIST_REQUEST)).toBe(
      '/api/v1/client/package/client-list?col=joined_date&order=desc&page=1',
    );
  });
});
