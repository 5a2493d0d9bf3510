import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_MODES, type BookingSettings, type BookingType } from '../../shared/booking-options';
import { DateField } from '../components/DateField';
import { Loading } from '../components/Loading';
import { SettingsSection } from '../components/SettingsSection';
import { WhenLoaded } from '../components/WhenLoaded';
import { ApiError, formMessage } from '../lib/api';
import { formatDate } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { useNutritionistOptions } from '../lib/pickers';
import { useBookingSettings, useSaveBookingSettings } from './booking-queries';

const NEW_TYPE: BookingType = {
  key: '',
  name: '',
  duration_min: 45,
  price: 0,
  mode: 'In person',
  buffer_min: 0,
  min_notice_hours: 12,
  max_days_ahead: 30,
};

/** Settings → Booking (admins, issue 56 point 1, decision 297): the public booking page. */
export function BookingSettingsSection() {
  const saved = useBookingSettings();
  return (
    <SettingsSection
      title="Booking"
      description="Clients book themselves at /book/… without signing in: free times come from the calendar's working hours, these holidays and the appointments already booked."
    >
      <WhenLoaded query={saved}>{(data) => <BookingForm saved={data} />}</WhenLoaded>
    </SettingsSection>
  );
}

function BookingForm({ saved }: { saved: BookingSettings }) {
  const client = useQueryClient();
  const save = useSaveBookingSettings();
  const people = useNutritionistOptions(true);
  const [v, setV] = useState<BookingSettings>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [holiday, setHoliday] = useState('');
  const set = (patch: Partial<BookingSettings>) => {
    setV((x) => ({ ...x, ...patch }));
  };
  const setType = (i: number, patch: Partial<BookingType>) =>
    set({ types: v.types.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const err = (field: string) => errors[field];
  const origin = window.location.origin;
  const taking = new Map(v.nutritionists.map((n) => [n.dietitian_id, n.slug]));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(v, {
      onSuccess: (written) => {
        setErrors({});
        setV(written.data);
        notifySuccess(written.message);
        void client.invalidateQueries({ queryKey: ['settings', 'booking'] });
      },
      onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
    });
  };
  const formError = formMessage(save.error);

  return (
    <form onSubmit={submit} noValidate data-testid="booking-settings">
      <Stack gap="sm">
        <Switch
          label="Booking page on"
          checked={v.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
        />
        <TextInput
          label="The practice's link"
          description={`${origin}/book/${v.slug || '…'}`}
          value={v.slug}
          onChange={(e) => set({ slug: e.currentTarget.value })}
          error={err('slug')}
        />
        {v.enabled && v.slug ? (
          <Anchor href={`/book/${v.slug}`} target="_blank" size="sm">
            Open the booking page
          </Anchor>
        ) : null}
        <Radio.Group
          label="A confirmed booking is"
          value={v.confirm_mode}
          onChange={(value) => set({ confirm_mode: value as BookingSettings['confirm_mode'] })}
          error={err('confirm_mode')}
        >
          <Stack gap={6} mt={4}>
            <Radio value="instant" label="Booked at once (confirm at once)" />
            <Radio value="approve" label="Held until staff approve it (staff approve)" />
          </Stack>
        </Radio.Group>

        <Text fw={600} size="sm">
          Nutritionists who take bookings
        </Text>
        {people.data ? (
          <Stack gap={6}>
            {people.data.map((p, i) => {
              const slug = taking.get(p.id);
              const index = v.nutritionists.findIndex((n) => n.dietitian_id === p.id);
              const name = `${p.first_name} ${p.last_name}`.trim();
              return (
                <Group key={p.id} gap="sm" wrap="wrap" align="flex-start">
                  <Checkbox
                    mt={8}
                    label={name}
                    checked={slug !== undefined}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      set({
                        nutritionists: on
                          ? [...v.nutritionists, { dietitian_id: p.id, slug: defaultSlug(name, i) }]
                          : v.nutritionists.filter((n) => n.dietitian_id !== p.id),
                      });
                    }}
                  />
                  {slug !== undefined ? (
                    <TextInput
                      aria-label={`${name}'s link`}
                      description={`${origin}/book/${slug || '…'}`}
                      value={slug}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        set({
                          nutritionists: v.nutritionists.map((n) =>
                            n.dietitian_id === p.id ? { ...n, slug: value } : n,
                          ),
                        });
                      }}
                      error={err(`nutritionists.${index}.slug`) ?? err(`nutritionists.${index}.dietitian_id`)}
                    />
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Loading />
        )}

        <Text fw={600} size="sm">
          Appointment types
        </Text>
        {err('types') ? (
          <Text c="red" size="sm" role="alert">
            {err('types')}
          </Text>
        ) : null}
        {v.types.map((t, i) => (
          <Paper key={t.key || `new-${i}`} withBorder p="sm" data-testid={`booking-type-${i}`}>
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label="Name"
                  value={t.name}
                  onChange={(e) => setType(i, { name: e.currentTarget.value })}
                  error={err(`types.${i}.name`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${t.name || 'this type'}`}
                  onClick={() => set({ types: v.types.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <NumberInput
                  label="Minutes"
                  value={t.duration_min}
                  onChange={(n) => setType(i, { duration_min: n as number })}
                  error={err(`types.${i}.duration_min`)}
                />
                <NumberInput
                  label="Price (₹)"
                  value={t.price}
                  thousandSeparator=","
                  onChange={(n) => setType(i, { price: n as number })}
                  error={err(`types.${i}.price`)}
                />
                <Select
                  label="Mode"
                  data={[...BOOKING_MODES]}
                  value={t.mode}
                  allowDeselect={false}
                  onChange={(m) => setType(i, { mode: (m ?? 'In person') as BookingType['mode'] })}
                  error={err(`types.${i}.mode`)}
                />
                <NumberInput
                  label="Buffer (minutes)"
                  value={t.buffer_min}
                  onChange={(n) => setType(i, { buffer_min: n as number })}
                  error={err(`types.${i}.buffer_min`)}
                />
                <NumberInput
                  label="Minimum notice (hours)"
                  value={t.min_notice_hours}
                  onChange={(n) => setType(i, { min_notice_hours: n as number })}
                  error={err(`types.${i}.min_notice_hours`)}
                />
                <NumberInput
                  label="Days ahead"
                  value={t.max_days_ahead}
                  onChange={(n) => setType(i, { max_days_ahead: n as number })}
                  error={err(`types.${i}.max_days_ahead`)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => set({ types: [...v.types, NEW_TYPE] })}
          >
            Add appointment type
          </Button>
        </Group>

        <Text fw={600} size="sm">
          Holidays (no bookings)
        </Text>
        <Group gap={6}>
          {v.closed_dates.map((d) => (
            <Badge
              key={d}
              variant="light"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Remove ${formatDate(d)}`}
                  onClick={() => set({ closed_dates: v.closed_dates.filter((x) => x !== d) })}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {formatDate(d)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" align="flex-end">
          <DateField
            label="Add a holiday"
            value={holiday}
            onChange={setHoliday}
            error={err('closed_dates')}
          />
          <Button
            variant="default"
            disabled={!/^\d{4}-\d{2}-\d{2}$/.test(holiday)}
            onClick={() => {
              set({ closed_dates: [...new Set([...v.closed_dates, holiday])].sort() });
              setHoliday('');
            }}
          >
            Add
          </Button>
        </Group>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save booking settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const defaultSlug = (name: string, i: number) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || `nutritionist-${i + 1}`;
