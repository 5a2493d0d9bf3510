/**
 * The client list's request, kept free of UI code so the app's entry can start it on a
 * /client-profile URL while the page's chunks load (app/route-prefetch.ts, decision 085).
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { ClientRow } from '../../shared/clients';
import { CLIENT_LIST_REQUEST } from '../../shared/list-requests';
import type { SortOrder } from '../components/DataTable';
import { fetchData, type PageOf } from '../lib/api';

export const CLIENTS_KEY = ['clients'] as const;

/** The list's defaults: newest first, no filter. */
export const CLIENT_LIST_DEFAULTS = {
  ...CLIENT_LIST_REQUEST.defaults,
  order: CLIENT_LIST_REQUEST.defaults.order as SortOrder,
};

type Params = Record<string, string | number | undefined | null>;

export const clientListQuery = (params: Params) => ({
  queryKey: [...CLIENTS_KEY, 'list', params],
  queryFn: () => fetchData<PageOf<ClientRow>>(CLIENT_LIST_REQUEST.path, params),
  placeholderData: keepPreviousData,
});
