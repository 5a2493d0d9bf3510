import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceSearchAnswer } from '../../shared/invoice-report-options';
import { fetchData } from '../lib/api';

/** The invoices list (issue 55 point 8): a page of rows and the totals of every match. */
export const INVOICE_SEARCH_PATH = '/api/v1/invoice/search';

type Params = Record<string, string | number | undefined | null>;

/** Under ['invoices', …]: every invoice write (invoice-queries.ts) reloads it. */
export function useInvoiceSearch(params: Params, enabled = true) {
  return useQuery({
    queryKey: ['invoices', 'search', params],
    queryFn: () => fetchData<InvoiceSearchAnswer>(INVOICE_SEARCH_PATH, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The dashboard's overdue invoices: the first page, newest first. */
export const useOverdueInvoices = () => useInvoiceSearch({ status: 'overdue' });
