import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CalendarSettings, calendarSettingsSchema } from '../../shared/appointments';
import { SettingsSection } from '../components/SettingsSection';
import { WhenLoaded } from '../components/WhenLoaded';
import { ApiError, apiWrite, fetchData } from '../lib/api';
import { zodValidate } from '../lib/form';
import { notifySuccess } from '../lib/notify';
import { WhatsAppSettingsSection } from './WhatsAppSettingsSection';

const KEY = ['settings', 'calendar'] as const;
const PATH = '/api/v1/settings/calendar';
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// The browser's own list of zones for the suggestions; the server decides what it accepts.
const ZONES =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Kolkata'];

type Form = Omit<CalendarSettings, 'work_days'> & { work_days: string[] };

/** Calendar (admins, issue 36): the time zone, working hours and days, reminders and WhatsApp wording. */
export function CalendarSettingsSection() {
  const saved = useQuery({ queryKey: KEY, queryFn: () => fetchData<CalendarSettings>(PATH) });
  return (
    <>
      <SettingsSection
        title="Calendar"
        description="Appointments are booked in this time zone; a booking outside the working hours or days asks to confirm."
      >
        <WhenLoaded query={saved}>{(data) => <CalendarForm saved={data} />}</WhenLoaded>
      </SettingsSection>
      {/* Decision 298: the Cloud API's credentials, beside the reminder times and wording. */}
      <WhatsAppSettingsSection />
    </>
  );
}

const toBody = (v: Form): CalendarSettings => ({ ...v, work_days: v.work_days.map(Number).sort() });

function CalendarForm({ saved }: { saved: CalendarSettings }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: CalendarSettings) => apiWrite<CalendarSettings>(PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const form = useForm<Form>({
    initialValues: { ...saved, work_days: saved.work_days.map(String) },
    validate: (values) => zodValidate<CalendarSettings>(calendarSettingsSchema)(toBody(values)),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (written) => notifySuccess(written.message),
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      },
    }),
  );
  const error =
    save.error && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length)
      ? save.error.message
      : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete label="Time zone" data={ZONES} limit={20} {...form.getInputProps('time_zone')} />
          <TextInput type="time" label="Day starts" {...form.getInputProps('day_start')} />
          <TextInput type="time" label="Day ends" {...form.getInputProps('day_end')} />
        </SimpleGrid>
        <Checkbox.Group label="Working days" {...form.getInputProps('work_days')}>
          <Group gap="sm" mt={4}>
            {DAYS.map((d, i) => (
              <Checkbox key={d} value={String(i + 1)} label={d} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="First reminder (hours before)"
            min={1}
            max={168}
            {...form.getInputProps('reminder_first_hours')}
          />
          <NumberInput
            label="Second reminder (hours before)"
            min={1}
            max={168}
            {...form.getInputProps('reminder_second_hours')}
          />
        </SimpleGrid>
        <Textarea
          label="WhatsApp reminder wording"
          description="{client}, {nutritionist}, {time}, {mode} and {link} are filled in."
          autosize
          minRows={2}
          {...form.getInputProps('whatsapp_wording')}
        />
        <Textarea
          label="WhatsApp reminder wording in Hindi"
          description="For clients who read Hindi; the same placeholders, {mode} in Hindi."
          autosize
          minRows={2}
          {...form.getInputProps('whatsapp_wording_hi')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save calendar settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
