import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { spendQuestion } from '../../shared/credits';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import type { PlanListRow, Workspace } from '../../shared/plans';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser, useRefreshSession } from '../app/session';
import { MODAL_WIDTH } from '../components/FormModal';
import { fetchData } from '../lib/api';
import { failureText } from '../lib/notify';
import { OutOfCreditsHelp } from './OutOfCreditsHelp';
import { useCopyPlan, usePackagePlans } from './plan-queries';

/**
 * The meal-timing copy modal: which timings of the source to copy, into a new plan (one credit)
 * or merged into an existing plan of this package (no credit).
 */
export function CopyPlanModal({
  source,
  packageId,
  onClose,
}: {
  source: Pick<PlanListRow, 'id' | 'package_id' | 'description'> | null;
  packageId: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const targets = usePackagePlans(packageId);
  const user = useCurrentUser();
  const spendable = targets.data?.credits.left ?? 0;
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [target, setTarget] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const copyPlan = useCopyPlan();
  const sourceWs = useQuery({
    queryKey: ['plan-workspace', source?.id],
    queryFn: () => fetchData<Workspace>('/api/v1/diet/plan/meals', { id: source!.id }),
    enabled: !!source,
  });
  const timings = useMemo(
    () => [...new Set((sourceWs.data?.meals ?? []).map((m) => m.hypothetical_time))],
    [sourceWs.data],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly chosen source starts a fresh choice
  useEffect(() => {
    setChosen([]);
    setProblem(null);
    setMode('new');
    setTarget(null);
  }, [source]);

  async function copy() {
    if (chosen.length === 0) return setProblem(PLAN_MESSAGES.selectTimings);
    if (mode === 'existing' && !target)
      return setProblem('Please choose the existing Nutrition Plan to merge into.');
    setProblem(null);
    try {
      const { data } = await copyPlan.mutateAsync({
        sourcePackageId: source!.package_id,
        sourcePlanId: source!.id,
        targetPackageId: packageId,
        selectTimeList: chosen,
        targetPlanId: mode === 'existing' ? Number(target) : undefined,
      });
      refreshSession();
      navigate(`/workspace/${packageId}/${data.planId}`);
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  const empty = sourceWs.isSuccess && timings.length === 0;
  return (
    <Modal
      opened={!!source}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Copy “${source?.description || 'Nutrition Plan'}”`}
      size={MODAL_WIDTH.narrow}
    >
      <Stack gap="sm">
        {sourceWs.isPending && <Text c="gray.7">Loading...</Text>}
        {empty && (
          <Alert color="orange" role="alert" data-testid="empty-source">
            {PLAN_MESSAGES.emptySource}
          </Alert>
        )}
        {timings.length > 0 && (
          <>
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v as 'new' | 'existing')}
              data={[
                { value: 'new', label: 'New Plan' },
                { value: 'existing', label: 'Existing Plan' },
              ]}
              aria-label="Copy into"
            />
            {mode === 'existing' && (
              <Select
                label="Merge into"
                placeholder="Choose a plan of this package"
                data={(targets.data?.data ?? [])
                  .filter((p) => p.id !== source?.id)
                  .map((p) => ({ value: String(p.id), label: p.description || `Plan ${p.id}` }))}
                value={target}
                onChange={setTarget}
                comboboxProps={{ withinPortal: false }}
              />
            )}
            <Checkbox.Group
              label="Timings to copy"
              value={chosen}
              onChange={(v) => {
                setChosen(v);
                setProblem(null);
              }}
            >
              <Stack gap={6} mt={6}>
                <Checkbox
                  label="All timings"
                  checked={chosen.length === timings.length}
                  indeterminate={chosen.length > 0 && chosen.length < timings.length}
                  onChange={(e) => setChosen(e.currentTarget.checked ? timings : [])}
                />
                {timings.map((t) => (
                  <Checkbox key={t} value={t} label={t} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        {mode === 'new' && timings.length > 0 && spendable > 0 && user.credits_limited && (
          // A copy into a new plan spends one of the package nutritionist's credits: said before Copy.
          <Text size="sm" data-testid="copy-spends">
            {spendQuestion(spendable, isNutritionist(user))}
          </Text>
        )}
        {problem && (
          <Alert color="red" role="alert" data-testid="copy-problem">
            {problem}
            <OutOfCreditsHelp problem={problem} dietitianId={targets.data?.package.dietitian_id} />
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="teal.9" onClick={copy} loading={copyPlan.isPending} disabled={empty}>
            {mode === 'existing' ? 'Merge' : 'Copy'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
