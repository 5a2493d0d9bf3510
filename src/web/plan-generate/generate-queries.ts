import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateMode, GeneratePreview, PlanRegion, PreviewApplied } from '../../shared/plan-generate';
import type { Workspace } from '../../shared/plans';
import { apiWrite, fetchData } from '../lib/api';

/** `region`: Generate in dishes only; absent = the client's region, read from their address (decision 169). */
export type GenerateRequest = {
  planId: number;
  packageId: number;
  days: number[];
  mode: GenerateMode;
  region?: PlanRegion;
};

const previewKey = (request: GenerateRequest) => ['plan-generate-preview', request] as const;
const nowKey = (planId: number) => ['plan-generate-now', planId] as const;

/**
 * The preview (a POST that writes no meal; the server keeps it for Apply): computed once per
 * opening of the modal, not again on a retry or a refocus, since the solver may take seconds and
 * its failure is the answer.
 */
export function useGeneratePreview(request: GenerateRequest, enabled = true) {
  return useQuery({
    enabled,
    queryKey: previewKey(request),
    queryFn: async () =>
      (
        await apiWrite<GeneratePreview>('/api/v1/diet/plan/generate', {
          plan_id: request.planId,
          package_id: request.packageId,
          ...(request.days.length === 1 ? { day: request.days[0] } : { days: request.days }),
          mode: request.mode,
          ...(request.region ? { region: request.region } : {}),
        })
      ).data,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The days as they are before Apply (the preview's 'Now' column). */
export function useDaysNow(planId: number) {
  return useQuery({
    queryKey: nowKey(planId),
    queryFn: () => fetchData<Workspace>('/api/v1/diet/plan/meals', { id: planId }),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Computes the preview again, and reads the days again (after Apply was refused: "compute again"). */
export function useComputeAgain(request: GenerateRequest) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: previewKey(request) }),
      client.invalidateQueries({ queryKey: nowKey(request.planId) }),
    ]);
}

/** True while the preview is computed again (its Apply would send the old preview). */
export const useRecomputing = (request: GenerateRequest) =>
  useIsFetching({ queryKey: previewKey(request) }) > 0;

type StoredPreview = { planId: number; previewId: string; supplements?: string[] };
const previewWrite = (path: string) => (p: StoredPreview) =>
  apiWrite<PreviewApplied>(path, {
    plan_id: p.planId,
    preview_id: p.previewId,
    ...(p.supplements ? { supplements: p.supplements } : {}),
  });

/** Apply: the server saves exactly the stored preview, or refuses when the day changed since. */
export const useApplyPreview = () =>
  useMutation({ mutationFn: previewWrite('/api/v1/diet/plan/generate/apply') });

/** Undo: the server puts the days back as they were before Apply, in one transaction. */
export const useUndoApply = () =>
  useMutation({ mutationFn: previewWrite('/api/v1/diet/plan/generate/undo') });
