import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  type AppointmentNoteOut,
  NOTE_PARTS,
  type NotePart,
  vitalsSummary,
} from '../../shared/appointment-notes';
import { dateText } from '../../shared/plan-calendar';
import { PRACTICE_TIME_ZONE } from '../../shared/practice-date';
import { ApiError } from '../lib/api';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useAppointmentNote, useNoteWrite } from './appointment-queries';

const HINTS: Partial<Record<NotePart, string>> = {
  diagnosis: 'Problem, related to (aetiology), as evidenced by (signs and symptoms)',
  monitoring: 'One point a line: these lines go into the progress report',
};
const LABELS: Record<string, string> = {
  ...Object.fromEntries(NOTE_PARTS.map((p) => [p.key, p.label])),
  vitals_ids: 'Vitals',
};

const at = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: PRACTICE_TIME_ZONE,
  });

type Draft = Record<NotePart, string> & { vitals_ids: string[]; reason: string };

function draftOf(data: AppointmentNoteOut): Draft {
  const n = data.note;
  return {
    assessment: n?.assessment ?? '',
    diagnosis: n?.diagnosis ?? '',
    intervention: n?.intervention ?? '',
    monitoring: n?.monitoring ?? '',
    // A new note links the readings taken on the visit's day; the nutritionist can untick them.
    vitals_ids: (n ? n.vitals_ids : data.vitals.filter((v) => v.same_day).map((v) => v.id)).map(String),
    reason: '',
  };
}

/** The appointment's session note (ADIME): written, edited for 24 h by its author, then amended. */
export function SessionNote({ appointmentId }: { appointmentId: number }) {
  const query = useAppointmentNote(appointmentId);
  if (!query.data)
    return query.isError ? <Alert color="red">{String(query.error)}</Alert> : <Loader size="sm" />;
  return <NoteBody key={query.data.note?.updated_at ?? 'new'} data={query.data} />;
}

function NoteBody({ data }: { data: AppointmentNoteOut }) {
  const { note } = data;
  const [amending, setAmending] = useState(false);
  const editing = note ? note.can_edit || amending : data.may_write;
  return (
    <Stack gap="sm" data-testid="session-note">
      <Title order={3} size="h4">
        Session note
      </Title>
      {note && (
        <Text size="sm" c="dimmed" data-testid="note-state">
          Saved by {note.author} on {at(note.first_saved_at)}
          {note.can_edit
            ? ` · you can edit it until ${at(note.editable_until)}`
            : ' · changes are amendments'}
        </Text>
      )}
      {!note && !data.may_write && <Text size="sm">No session note: this appointment was not held.</Text>}
      {editing ? (
        <NoteForm data={data} amend={Boolean(note && !note.can_edit)} onDone={() => setAmending(false)} />
      ) : (
        note && (
          <>
            <ReadOnlyNote data={data} />
            <Group>
              <Button variant="default" onClick={() => setAmending(true)}>
                Add amendment
              </Button>
            </Group>
          </>
        )
      )}
      <AmendmentTrail data={data} />
    </Stack>
  );
}

function ReadOnlyNote({ data }: { data: AppointmentNoteOut }) {
  const note = data.note!;
  const linked = data.vitals.filter((v) => note.vitals_ids.includes(v.id));
  return (
    <Stack gap="xs">
      {NOTE_PARTS.map((p) => (
        <div key={p.key}>
          <Text size="sm" fw={700}>
            {p.label}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note[p.key] || '—'}
          </Text>
        </div>
      ))}
      <Text size="sm" fw={700}>
        Vitals at this visit
      </Text>
      <Text size="sm">
        {linked.length
          ? linked.map((v) => `${dateText(v.reading_date)}: ${vitalsSummary(v)}`).join('; ')
          : 'None linked'}
      </Text>
    </Stack>
  );
}

function NoteForm({ data, amend, onDone }: { data: AppointmentNoteOut; amend: boolean; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useNoteWrite(data.appointment_id, amend ? 'amend' : 'save');
  const set = (key: keyof Draft, value: Draft[keyof Draft]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    setErrors({});
    const { reason, vitals_ids, ...parts } = draft;
    try {
      const body = { ...parts, vitals_ids: vitals_ids.map(Number), ...(amend ? { reason } : {}) };
      notifySuccess((await write.mutateAsync(body)).message);
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fields).length) setErrors(fields);
      else notifyFailure(error);
    }
  };
  return (
    <Stack gap="sm">
      {NOTE_PARTS.map((p) => (
        <Textarea
          key={p.key}
          label={p.label}
          description={HINTS[p.key]}
          autosize
          minRows={2}
          maxRows={10}
          value={draft[p.key]}
          onChange={(e) => set(p.key, e.currentTarget.value)}
          error={errors[p.key]}
        />
      ))}
      {data.vitals.length ? (
        <Checkbox.Group
          label="Vitals at this visit"
          description="The client's readings from 14 days before the visit to the day after"
          value={draft.vitals_ids}
          onChange={(v) => set('vitals_ids', v)}
          error={errors.vitals_ids}
        >
          <Stack gap={6} mt={6}>
            {data.vitals.map((v) => (
              <Checkbox
                key={v.id}
                value={String(v.id)}
                label={`${dateText(v.reading_date)}${v.same_day ? ' (visit day)' : ''}: ${vitalsSummary(v)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Text size="sm" c="dimmed">
          No vitals recorded near this visit: add them on the client's Body vitals page to link them.
        </Text>
      )}
      {amend && (
        <TextInput
          label="Reason for the amendment"
          value={draft.reason}
          onChange={(e) => set('reason', e.currentTarget.value)}
          error={errors.reason}
        />
      )}
      {(errors.note || errors.appointment_id) && (
        <Alert color="red">{errors.note ?? errors.appointment_id}</Alert>
      )}
      <Group>
        <Button onClick={submit} loading={write.isPending}>
          {amend ? 'Save amendment' : 'Save note'}
        </Button>
        {amend && (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function AmendmentTrail({ data }: { data: AppointmentNoteOut }) {
  if (!data.amendments.length) return null;
  return (
    <Stack gap="xs" data-testid="amendment-trail">
      <Title order={4} size="h5">
        Amendments
      </Title>
      {data.amendments.map((a) => (
        <Stack key={a.id} gap={2}>
          <Text size="sm" fw={700}>
            {at(a.at)} · {a.by}: {a.reason}
          </Text>
          {a.changes.map((c) => (
            <Text key={c.field} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {LABELS[c.field]}: was “{c.before || '—'}”, now “{c.after || '—'}”
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
