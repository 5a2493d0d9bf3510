/**
 * The client list's request, kept free of UI code so the app's entry can start it on a
 * /client-profile URL while the page's chunks load (app/route-prefetch.ts, decision 085).
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { ClientRow } from '../../shared/clients';
import type { SortOrder } from '../components/DataTable';
import { fetchData, type PageOf } from '../lib/api';

export const CLIENTS_KEY = ['clients'] as const;

/** The list's defaults: newest first, no filter. */
export const CLIENT_LIST_DEFAULTS = {
  col: 'joined_date',
  order: 'desc' as SortOrder,
  q: '',
  status: '',
  gender: '',
  age_group: '',
  join: '',
};

type Params = Record<string, string | number | undefined | null>;

export const clientListQuery = (params: Params) => ({
  queryKey: [...CLIENTS_KEY, 'list', params],
  queryFn: () => fetchData<PageOf<ClientRow>>('/api/v1/client/package/client-list', params),
  placeholderData: keepPreviousData,
});
