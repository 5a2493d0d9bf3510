import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { applicableDays, type GeneratePreview } from '../../shared/plan-generate';
import { toast } from '../lib/notify';
import {
  type GenerateRequest,
  useApplyPreview,
  useComputeAgain,
  useRecomputing,
  useUndoApply,
} from './generate-queries';
import { SupplementProposals } from './SupplementProposals';

type Props = {
  request: GenerateRequest;
  preview: GeneratePreview;
  onClose: () => void;
  /** The planner reloads its workspace after Apply and Undo. */
  onChanged: () => void;
};

/**
 * Apply and Undo of the stored preview (issue 26): Apply saves what is shown, or the server
 * refuses because the day was edited meanwhile, and the refusal offers to compute again; after
 * Apply, Undo puts the days back as they were.
 */
export function PreviewActions({ request, preview, onClose, onChanged }: Props) {
  const applying = useApplyPreview();
  const undoing = useUndoApply();
  const computeAgain = useComputeAgain(request);
  const [applied, setApplied] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const recomputing = useRecomputing(request);
  const busy = applying.isPending || undoing.isPending || recomputing;
  const stored = { planId: request.planId, previewId: preview.preview_id };
  const applicable = applicableDays(preview);
  // A dish week's day without a plan stays as it is; the others are applied (issue 33, point 1).
  const leftAlone = preview.days.filter((d) => !applicable.includes(d));

  // mutateAsync, not mutate's callbacks: the toasts still come if the modal was closed meanwhile.
  async function apply() {
    try {
      const { message } = await applying.mutateAsync({
        ...stored,
        // Only lines of this preview (a preview computed again may propose others).
        supplements: ticked.filter((k) => preview.supplement_proposals?.some((p) => p.key === k)),
      });
      setApplied(true);
      onChanged();
      toast('teal', message);
    } catch (e) {
      // The day changed, the preview expired or was applied already: computing again is the way on.
      setRefusal((e as Error).message);
    }
  }

  async function undo() {
    try {
      const { message } = await undoing.mutateAsync(stored);
      toast('teal', message);
      onClose();
    } catch (e) {
      toast('red', (e as Error).message);
    } finally {
      onChanged();
    }
  }

  async function recompute() {
    setRefusal(null);
    await computeAgain();
  }

  if (refusal)
    return (
      <Alert color="red" title="Not applied" role="alert">
        <Text size="sm" mb="sm">
          {refusal}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={recompute}>Compute again</Button>
        </Group>
      </Alert>
    );

  return (
    <Stack gap="sm">
      <SupplementProposals
        proposals={preview.supplement_proposals ?? []}
        gaps={preview.floor_gaps ?? []}
        ticked={ticked}
        onChange={setTicked}
        disabled={applied || busy}
      />
      {applicable.length > 0 && leftAlone.length > 0 && (
        <Text size="sm" c="gray.8" data-testid="days-left-alone">
          {leftAlone.length === 1
            ? `Day ${leftAlone[0].day} has`
            : `Days ${leftAlone.map((d) => d.day).join(', ')} have`}{' '}
          no plan and {leftAlone.length === 1 ? 'stays' : 'stay'} as{' '}
          {leftAlone.length === 1 ? 'it is' : 'they are'}; Apply saves the other days.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {applied ? (
          <>
            <Text size="sm" c="teal.9">
              Applied.
            </Text>
            <Button variant="default" onClick={undo} loading={busy}>
              Undo
            </Button>
            <Button onClick={onClose}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={apply} loading={busy} disabled={applicable.length === 0}>
              Apply
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
