import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingSettings,
  DuesSummary,
  InvoiceDetails,
  InvoiceSummary,
  PackageDues,
} from '../../shared/invoices';
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
    queryFn: () => fetchData<DuesSummary>('/api/v1/invoice/dues-summary'),
  });
}

/** A write that changes a package's invoices: its list, its dues and the dashboard's card reload. */
function useInvoiceWrite<T>(path: string, packageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiWrite<T>(path, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['invoices', packageId] }),
        client.invalidateQueries({ queryKey: ['invoice-dues', packageId] }),
        client.invalidateQueries({ queryKey: ['invoice-dues-summary'] }),
      ]),
  });
}

export const useCreateInvoice = (packageId: number) =>
  useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/create', packageId);
export const useRecordPayment = (packageId: number) =>
  useInvoiceWrite<InvoiceDetails>('/api/v1/invoice/payment', packageId);
export const useCancelInvoice = (packageId: number) =>
  useInvoiceWrite<{ credit_note_number: string }>('/api/v1/invoice/cancel', packageId);
