import { Anchor, Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AppointmentOut } from '../../shared/appointments';
import { PHONE_QUERY } from '../components/phone-query';
import { ApiError } from '../lib/api';
import { formatDate, formatTime12 } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useAppointmentWrite } from './appointment-queries';
import { RescheduleForm } from './RescheduleForm';
import { SessionNote } from './SessionNote';

/** "07-Dec-2026, 10:30 AM – 11:00 AM": the app's date format and clock (SPEC §9). */
const when = (a: AppointmentOut) =>
  `${formatDate(a.starts_local.slice(0, 10))}, ${formatTime12(a.starts_local.slice(11, 16))} – ${formatTime12(a.ends_local.slice(11, 16))}`;

/** One appointment: WhatsApp reminder, its .ics, reschedule, Completed / No-show / Cancel, and its session note. */
export function AppointmentModal({
  appointment: a,
  onClose,
}: {
  appointment: AppointmentOut;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const complete = useAppointmentWrite<{ id: number }>('/api/v1/appointment/complete');
  const noShow = useAppointmentWrite<{ id: number }>('/api/v1/appointment/no-show');
  const cancel = useAppointmentWrite<{ id: number; reason: string }>('/api/v1/appointment/cancel');
  // A visitor's booking held for "staff approve" (the booking page, decision 297).
  const approve = useAppointmentWrite<{ id: number }>('/api/v1/booking/approve');
  const decline = useAppointmentWrite<{ id: number }>('/api/v1/booking/decline');
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await action()).message);
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.reason) setReasonError(fields.reason);
      else notifyFailure(error);
    }
  };
  const booked = a.status === 'Booked';
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={`${a.client_name}: ${a.mode}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>{when(a)}</Text>
        <Text size="sm">
          {a.status} · {a.dietitian_name}
          {a.location_or_link ? ` · ${a.location_or_link}` : ''}
        </Text>
        {a.cancel_reason && <Text size="sm">Reason: {a.cancel_reason}</Text>}
        <Group>
          {a.whatsapp_url && booked && (
            <Button
              component="a"
              href={a.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              color="teal.9"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              Remind on WhatsApp
            </Button>
          )}
          <Anchor href={`/api/v1/appointment/ics?id=${a.id}`} download>
            <IconDownload size={14} aria-hidden /> Calendar file (.ics)
          </Anchor>
        </Group>
        {String(a.status) === 'Requested' && (
          <Group>
            <Button onClick={() => run(() => approve.mutateAsync({ id: a.id }))}>Approve</Button>
            <Button variant="default" onClick={() => run(() => decline.mutateAsync({ id: a.id }))}>
              Decline
            </Button>
          </Group>
        )}
        {booked && (
          <>
            <Group>
              <Button variant="default" onClick={() => run(() => complete.mutateAsync({ id: a.id }))}>
                Completed
              </Button>
              <Button variant="default" onClick={() => run(() => noShow.mutateAsync({ id: a.id }))}>
                No-show
              </Button>
            </Group>
            <RescheduleForm appointment={a} onMoved={onClose} />
            <Group align="flex-end">
              <TextInput
                label="Reason for cancelling"
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                error={reasonError}
              />
              <Button color="red.8" onClick={() => run(() => cancel.mutateAsync({ id: a.id, reason }))}>
                Cancel appointment
              </Button>
            </Group>
          </>
        )}
        <Divider />
        <SessionNote appointmentId={a.id} />
      </Stack>
    </Modal>
  );
}
