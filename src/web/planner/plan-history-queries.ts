/**
 * A plan's versions, undo and restore (issue 54 point 2, decision 301): the reads and writes of
 * the History drawer and of the Undo action every planner write's toast carries.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanVersion, UndoAnswer, VersionView } from '../../shared/plan-versions';
import { apiWrite, fetchData } from '../lib/api';
import { workspaceKey } from './planner-queries';

export const versionsKey = (planId: number) => ['plan-versions', planId] as const;

export function useVersions(planId: number, enabled: boolean) {
  return useQuery({
    queryKey: versionsKey(planId),
    queryFn: () =>
      fetchData<{ versions: PlanVersion[] }>('/api/v1/diet/plan/versions', { plan_id: planId }).then(
        (d) => d.versions,
      ),
    enabled,
    staleTime: 0,
  });
}

export function useVersionView(planId: number, versionId: number | null) {
  return useQuery({
    queryKey: ['plan-version-view', planId, versionId],
    queryFn: () =>
      fetchData<VersionView>('/api/v1/diet/plan/version/view', { plan_id: planId, version_id: versionId }),
    enabled: versionId !== null,
  });
}

/** After an undo or a restore the plan is read again, and its versions. */
export async function afterRestore(client: QueryClient, planId: number) {
  await Promise.all([
    client.invalidateQueries({ queryKey: workspaceKey(planId) }),
    client.invalidateQueries({ queryKey: versionsKey(planId) }),
  ]);
}

export const undoLastWrite = (planId: number) =>
  apiWrite<UndoAnswer>('/api/v1/diet/plan/undo', { plan_id: planId });

export function useRestoreVersion(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      apiWrite<UndoAnswer>('/api/v1/diet/plan/restore', { plan_id: planId, version_id: versionId }),
    onSettled: () => afterRestore(client, planId),
  });
}
