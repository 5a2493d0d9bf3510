import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { wallClockWords } from '../../shared/appointment-time';
import { APPOINTMENT_MODES, type FollowUpProposal, type ProposedFollowUp } from '../../shared/appointments';
import { ApiError, apiWrite, fetchData } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { APPOINTMENTS_KEY, useAppointmentWrite } from './appointment-queries';

type Sessions = {
  sessions: number | null;
  follow_up_days: number | null;
  booked: number;
  end_date: string | null;
};

/**
 * "Propose follow-ups" (issue 36): the package's cadence proposes dates until its end or its
 * sessions; the nutritionist unticks any and books the rest in one request (all or none).
 */
export function FollowUpsModal({ packageId, onClose }: { packageId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'sessions', packageId],
    queryFn: () => fetchData<Sessions>('/api/v1/appointment/package-sessions', { package_id: packageId }),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title="Propose follow-ups"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {sessions.data ? (
        <FollowUpsForm
          packageId={packageId}
          saved={sessions.data}
          onClose={onClose}
          onSaved={() => queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY })}
        />
      ) : sessions.isError ? (
        <Alert color="red" role="alert">
          {sessions.error.message}
        </Alert>
      ) : null}
    </Modal>
  );
}

function FollowUpsForm({
  packageId,
  saved,
  onClose,
  onSaved,
}: {
  packageId: number;
  saved: Sessions;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [cadence, setCadence] = useState<{ sessions: number | string; every: number | string }>({
    sessions: saved.sessions ?? '',
    every: saved.follow_up_days ?? 14,
  });
  const [form, setForm] = useState({
    first: '',
    duration_min: 30 as number | string,
    mode: 'In person',
    link: '',
  });
  const [proposal, setProposal] = useState<FollowUpProposal | null>(null);
  const [kept, setKept] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const book = useAppointmentWrite<Record<string, unknown>>('/api/v1/appointment/book-follow-ups');

  const fieldErrors = (error: unknown) => (error instanceof ApiError ? error.fieldErrors : {});

  async function propose() {
    setErrors({});
    setBusy(true);
    try {
      // The cadence is the package's: saved first, so the next proposal starts from it too.
      await apiWrite('/api/v1/appointment/package-sessions', {
        package_id: packageId,
        sessions: cadence.sessions,
        follow_up_days: cadence.every,
      });
      onSaved();
      const written = await apiWrite<FollowUpProposal>('/api/v1/appointment/propose-follow-ups', {
        package_id: packageId,
        first_starts_at: form.first || undefined,
        duration_min: form.duration_min,
        mode: form.mode,
      });
      const data = written.data as FollowUpProposal;
      setProposal(data);
      setKept(new Set(data.proposals.filter((p) => !p.clash).map((p) => p.starts_local)));
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function submit(confirmed = false) {
    setErrors({});
    try {
      const written = await book.mutateAsync({
        package_id: packageId,
        starts_at: [...kept].sort(),
        duration_min: form.duration_min,
        mode: form.mode,
        location_or_link: form.link,
        confirm: confirmed,
      });
      notifySuccess(written.message);
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.confirm && !confirmed) {
        if (await confirm(fields.confirm, 'Book anyway')) await submit(true);
        return;
      }
      if (Object.keys(fields).length) setErrors(fields);
      else notifyFailure(error);
    }
  }

  const toggle = (p: ProposedFollowUp) =>
    setKept((now) => {
      const next = new Set(now);
      if (next.has(p.starts_local)) next.delete(p.starts_local);
      else next.add(p.starts_local);
      return next;
    });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label="Sessions in the package"
          description={`${saved.booked} booked so far`}
          min={1}
          max={100}
          value={cadence.sessions}
          onChange={(v) => setCadence((c) => ({ ...c, sessions: v }))}
          error={errors.sessions}
        />
        <NumberInput
          label="Every (days)"
          min={1}
          max={90}
          value={cadence.every}
          onChange={(v) => setCadence((c) => ({ ...c, every: v }))}
          error={errors.follow_up_days}
        />
        <TextInput
          type="datetime-local"
          label="First follow-up"
          description="Empty: the cadence after the last booking"
          value={form.first}
          onChange={(e) => setForm((f) => ({ ...f, first: e.currentTarget.value }))}
          error={errors.first_starts_at}
        />
        <NumberInput
          label="Duration (minutes)"
          min={1}
          max={480}
          value={form.duration_min}
          onChange={(v) => setForm((f) => ({ ...f, duration_min: v }))}
          error={errors.duration_min}
        />
        <Select
          label="Mode"
          data={[...APPOINTMENT_MODES]}
          value={form.mode}
          onChange={(v) => setForm((f) => ({ ...f, mode: v ?? 'In person' }))}
          allowDeselect={false}
          error={errors.mode}
        />
        <TextInput
          label="Place or video link"
          value={form.link}
          onChange={(e) => setForm((f) => ({ ...f, link: e.currentTarget.value }))}
          error={errors.location_or_link}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void propose()} loading={busy}>
          {proposal ? 'Propose again' : 'Propose dates'}
        </Button>
      </Group>
      {proposal && (
        <Stack gap="xs" data-testid="follow-up-proposals">
          {proposal.proposals.length === 0 ? (
            <Text>No follow-up fits before the package ends or all its sessions are booked.</Text>
          ) : (
            proposal.proposals.map((p) => (
              <Checkbox
                key={p.starts_local}
                checked={kept.has(p.starts_local)}
                onChange={() => toggle(p)}
                label={wallClockWords(p.starts_local)}
                description={[
                  p.moved ? 'Moved to a working day and hours' : null,
                  p.outside_hours ? 'Outside working hours' : null,
                  p.clash ? p.clash.message : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                color={p.clash ? 'red' : undefined}
              />
            ))
          )}
          {errors.starts_at && (
            <Alert color="red" role="alert">
              {errors.starts_at}
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={kept.size === 0} loading={book.isPending}>
          {`Book ${kept.size} follow-up${kept.size === 1 ? '' : 's'}`}
        </Button>
      </Group>
    </Stack>
  );
}
