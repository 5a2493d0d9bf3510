import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { SortOrder } from './DataTable';

type Defaults = { col: string; order: SortOrder } & Record<string, string>;

/** The list's values: the defaults, overridden and extended by the query string. */
function listValues<D extends Defaults>(defaults: D, params: URLSearchParams) {
  const out: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const v = params.get(key);
    if (v !== null) out[key] = v;
  }
  for (const [k, v] of params.entries()) if (!(k in out)) out[k] = v;
  return out as D & Record<string, string>;
}

function listPage(params: URLSearchParams, routePage: string | undefined) {
  return Math.max(1, Number.parseInt(params.get('page') ?? routePage ?? '1', 10) || 1);
}

/**
 * The parameters a list page sends to its API for this query string (and the route's `:page`), as
 * `useListQuery().apiParams` makes them: the app's entry uses it to start a list's request before
 * the page's code has loaded (app/route-prefetch.ts).
 */
export function listApiParams<D extends Defaults>(defaults: D, params: URLSearchParams, routePage?: string) {
  return { ...listValues(defaults, params), page: listPage(params, routePage) };
}

/**
 * A list page's state, kept in the query string (page, order, col and every filter), so a
 * list can be bookmarked, shared and restored with Back. A filter change goes back to page 1.
 */
export function useListQuery<D extends Defaults>(defaults: D) {
  const [params, setParams] = useSearchParams();
  const routeParams = useParams();

  const values = useMemo(() => listValues(defaults, params), [params, defaults]);
  const page = listPage(params, routeParams.page);

  const set = useCallback(
    (patch: Record<string, string | null | undefined>, options: { keepPage?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          if (!options.keepPage) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (p: number) => set({ page: p > 1 ? String(p) : null }, { keepPage: true }),
    [set],
  );

  const setSort = useCallback(
    (col: string) => {
      const order: SortOrder =
        values.col === col && values.order === 'asc' ? 'desc' : values.col === col ? 'asc' : 'asc';
      set({ col, order });
    },
    [set, values.col, values.order],
  );

  /** The parameters to send to the API: every value plus page. */
  const apiParams = useMemo(() => ({ ...values, page }), [values, page]);

  return {
    values,
    page,
    set,
    setPage,
    setSort,
    apiParams,
    sort: { col: values.col, order: values.order as SortOrder },
  };
}
