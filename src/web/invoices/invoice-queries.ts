import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceFormDefaults } from '../../shared/invoice-form-api';
import type {
  BillingSettings,
  DuesSummary,
  InvoiceDetails,
  InvoiceSummary,
  PackageDues,
} from '../../shared/invoices';
import { DUES_SUMMARY_PATH } from '../../shared/list-requests';
import { apiWrite, fetchData } from '../lib/api';

const BILLING_KEY = ['invoice-billing-settings'] as const;
const BILLING_PATH = '/api/v1/invoice/billing-settings';

export function useBillingSettings() {
  return useQuery({ queryKey: BILLING_KEY, queryFn: () => fetchData<BillingSettings | null>(BILLING_PATH) });
}

export function useSaveBilling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: unknown) => apiWrite<BillingSettings>(BILLING_PATH, values),
    onSuccess: (written) => client.setQueryData(BILLING_KEY, written.data),
  });
}

export function usePackageInvoices(packageId: number) {
  return useQuery({
    queryKey: ['invoices', packageId],
    queryFn: () => fetchData<InvoiceSummary[]>('/api/v1/invoice/list', { package_id: packageId }),
  });
}

export function usePackageDues(packageId: number) {
  return useQuery({
    queryKey: ['invoice-dues', packageId],
    queryFn: () => fetchData<PackageDues>('/api/v1/invoice/package-dues', { package_id: packageId }),
  });
}

export function useDuesSummary() {
  return useQuery({
    queryKey: ['invoice-dues-summary'],
    queryFn: () => fetchData<DuesSummary>(DUES_SUMMARY_PATH),
  });
}

/**
 * A write that changes invoices: every invoice list (a package's, a client's), every package's dues
 * and the dashboard's card reload — a free-standing invoice belongs to no package.
 */
function useInvoiceWrite<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiWrite<T>(path, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['invoices'] }),
        client.invalidateQueries({ queryKey: ['invoice-dues'] }),
        client.invalidateQueries({ queryKey: ['invoice-dues-summary'] }),
      ]),
  });
}

export function useClientInvoices(clientId: number) {
  return useQuery({
    queryKey: ['invoices', 'client', clientId],
    queryFn: () => fetchData<InvoiceSummary[]>('/api/v1/invoice/list', { client_id: clientId }),
  });
}

export const useCreateInvoice = () => useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/create');
export const useRecordPayment = () => useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/payment');
export const useCancelInvoice = () =>
  useInvoiceWrite<{ credit_note_number: string }>('/api/v1/invoice/cancel');
export const useIssueCreditNote = () => useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/credit-note');

/** What the invoice form starts from: a package's or a client's (decision 300). */
export function useInvoiceFormDefaults(target: { packageId: number } | { clientId: number }) {
  const params = 'packageId' in target ? { package_id: target.packageId } : { client_id: target.clientId };
  return useQuery({
    queryKey: ['invoice-form-defaults', params],
    queryFn: () => fetchData<InvoiceFormDefaults>('/api/v1/invoice/form-defaults', params),
    staleTime: 0,
    gcTime: 0,
  });
}
export const useRecordRefund = () => useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/refund');

/** Turn a document's share link off, or make a new one (decision 313): the lists reload with its share_url. */
export const useRevokeShareLink = () => useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/share-link/revoke');
export const useRenewShareLink = () => useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/share-link/renew');
