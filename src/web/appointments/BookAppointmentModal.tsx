import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { APPOINTMENT_MODES } from '../../shared/appointments';
import { ApiError } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useAppointmentWrite } from './appointment-queries';

type Form = {
  starts_at: string;
  duration_min: number | string;
  mode: string;
  location_or_link: string;
  note: string;
};

/** Books one consultation of a package; outside hours or beyond its sessions asks "Book anyway?". */
export function BookAppointmentModal({ packageId, onClose }: { packageId: number; onClose: () => void }) {
  const [form, setForm] = useState<Form>({
    starts_at: '',
    duration_min: 30,
    mode: 'In person',
    location_or_link: '',
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useAppointmentWrite<Record<string, unknown>>('/api/v1/appointment/create');
  const set = (key: keyof Form) => (value: string | number) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(confirmed = false) {
    setErrors({});
    try {
      const written = await create.mutateAsync({ ...form, package_id: packageId, confirm: confirmed });
      notifySuccess(written.message);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.confirm && !confirmed) {
        if (await confirm(fields.confirm, 'Book anyway')) await submit(true);
        return;
      }
      if (Object.keys(fields).length) setErrors(fields);
      else notifyFailure(error);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Book an appointment" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            type="datetime-local"
            label="Starts at"
            required
            value={form.starts_at}
            onChange={(e) => set('starts_at')(e.currentTarget.value)}
            // Enter in a date field books nothing by accident: only the Book button does.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            error={errors.starts_at}
          />
          <NumberInput
            label="Duration (minutes)"
            // What was typed stays (0 is not quietly 1, 540 not 480): the server's message says why.
            clampBehavior="none"
            min={1}
            max={480}
            value={form.duration_min}
            onChange={set('duration_min')}
            error={errors.duration_min}
          />
          <Select
            label="Mode"
            data={[...APPOINTMENT_MODES]}
            value={form.mode}
            onChange={(v) => set('mode')(v ?? '')}
            error={errors.mode}
            allowDeselect={false}
          />
          <TextInput
            label="Place or video link"
            value={form.location_or_link}
            onChange={(e) => set('location_or_link')(e.currentTarget.value)}
            error={errors.location_or_link}
          />
          <Textarea
            label="Note"
            value={form.note}
            onChange={(e) => set('note')(e.currentTarget.value)}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Book
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
