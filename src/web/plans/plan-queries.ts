import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopiedPlan, CreatedPlan } from '../../shared/plans';
import { apiWrite } from '../lib/api';
import { packagePlansQuery } from '../lib/plan-reads';

export function usePackagePlans(packageId: number) {
  return useQuery({ ...packagePlansQuery(packageId), enabled: packageId > 0 });
}

/** Saves Nutrition Plan Details (diet/plan/edit); the package's plan list reloads after it. */
export function useEditPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { id: number }) => apiWrite('/api/v1/diet/plan/edit', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['plans-by-package'] }),
  });
}

/** Starts a new plan in a package (credits are spent by the server: the package's plans and credits reload). */
export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packageId: number) => apiWrite<CreatedPlan>('/api/v1/diet/plan/create-plan', { packageId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['plans-by-package'] }),
  });
}

/** Deletes a plan; the package's plan list reloads after it. */
export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => apiWrite('/api/v1/diet/plan/delete', { planId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['plans-by-package'] }),
  });
}

/** Copies a plan into a package (the copy is a new plan there). */
export function useCopyPlan() {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiWrite<CopiedPlan>('/api/v1/diet/plan/copy-plan', body),
  });
}
