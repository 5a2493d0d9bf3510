import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AppointmentOut } from '../../shared/appointments';
import { ApiError } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useAppointmentWrite } from './appointment-queries';

type Edit = { id: number; starts_at: string; duration_min: number | string; confirm?: boolean };

/**
 * Moves a booked consultation to another time (issue 56 point 2): the same clash and working-hours
 * checks as a booking ("Move anyway?" outside hours), one "moved" mail to the client with the
 * updated .ics, and the session note stays with the appointment.
 */
export function RescheduleForm({
  appointment: a,
  onMoved,
}: {
  appointment: AppointmentOut;
  onMoved: () => void;
}) {
  const [startsAt, setStartsAt] = useState(a.starts_local.slice(0, 16));
  const [duration, setDuration] = useState<number | string>(a.duration_min);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useAppointmentWrite<Edit>('/api/v1/appointment/edit');

  async function move(confirmed = false) {
    setErrors({});
    try {
      const written = await edit.mutateAsync({
        id: a.id,
        starts_at: startsAt,
        duration_min: duration,
        confirm: confirmed,
      });
      notifySuccess(written.message);
      onMoved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.confirm && !confirmed) {
        if (await confirm(fields.confirm, 'Move anyway')) await move(true);
        return;
      }
      if (Object.keys(fields).length) setErrors(fields);
      else notifyFailure(error);
    }
  }

  return (
    <form
      aria-label="Reschedule"
      onSubmit={(e) => {
        e.preventDefault();
        void move();
      }}
    >
      <Group align="flex-start" wrap="wrap">
        <TextInput
          type="datetime-local"
          label="New time"
          value={startsAt}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
          // Enter in a date field moves nothing by accident: only the button does.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          error={errors.starts_at}
        />
        <NumberInput
          label="Duration (minutes)"
          value={duration}
          onChange={setDuration}
          // What was typed stays; the server's message says what is wrong with it.
          clampBehavior="none"
          min={1}
          max={480}
          w={170}
          error={errors.duration_min}
        />
        <Button type="submit" variant="default" mt={25} loading={edit.isPending}>
          Move appointment
        </Button>
      </Group>
    </form>
  );
}
