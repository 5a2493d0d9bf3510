/**
 * The packages list's request, kept free of UI code so the app's entry can start it on a /packages
 * URL while the page's chunks load (app/route-prefetch.ts, decisions 085 and 285).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { PACKAGE_LIST_REQUEST } from '../../shared/list-requests';
import type { PackageRow } from '../../shared/packages';
import type { SortOrder } from '../components/DataTable';
import { fetchData, type PageOf } from '../lib/api';

export const PACKAGES_KEY = ['packages'] as const;

/** The list's defaults: by status (SPEC's order of statuses), no filter. */
export const PACKAGE_LIST_DEFAULTS = {
  ...PACKAGE_LIST_REQUEST.defaults,
  order: PACKAGE_LIST_REQUEST.defaults.order as SortOrder,
};

type Params = Record<string, string | number | undefined | null>;

export const packageListQuery = (params: Params) => ({
  queryKey: [...PACKAGES_KEY, 'list', params],
  queryFn: () => fetchData<PageOf<PackageRow>>(PACKAGE_LIST_REQUEST.path, params),
  placeholderData: keepPreviousData,
});
