import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingSignature } from '../../shared/invoice-signature';
import { apiWrite, fetchData } from '../lib/api';

const SIGNATURE_PATH = '/api/v1/invoice/billing-signature';
const SIGNATURE_KEY = ['billing-signature'] as const;

/** Settings → Billing's signature image (decision 314), or null. */
export function useBillingSignature() {
  return useQuery({
    queryKey: SIGNATURE_KEY,
    queryFn: () => fetchData<BillingSignature | null>(SIGNATURE_PATH),
  });
}

export function useSaveSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('signature', file);
      return apiWrite<BillingSignature>(`${SIGNATURE_PATH}/save`, body);
    },
    onSuccess: (written) => client.setQueryData(SIGNATURE_KEY, written.data),
  });
}

export function useRemoveSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite<null>(`${SIGNATURE_PATH}/delete`, {}),
    onSuccess: () => client.setQueryData(SIGNATURE_KEY, null),
  });
}
