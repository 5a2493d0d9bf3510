import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OwnProfile } from '../../shared/own-practice';
import { SESSION_KEY, useCurrentUser } from '../app/session';
import { SettingsSection } from '../components/SettingsSection';
import { ApiError, apiWrite, fetchData, formMessage } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifySuccess } from '../lib/notify';

const KEY = ['own-profile'] as const;
const PATH = '/api/v1/dietitian/own-profile';

type Form = {
  first_name: string;
  last_name: string;
  certification: string;
  speciality: string;
  phone: string;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Settings → Practise as a nutritionist (admins, decision 309): the owner turns on a nutritionist
 * profile on their own account (one login) and then appears in every nutritionist picker; turning
 * it off is refused while it owns active packages or upcoming appointments.
 */
export function OwnPracticeSection() {
  const client = useQueryClient();
  const user = useCurrentUser();
  const own = useQuery({ queryKey: KEY, queryFn: () => fetchData<OwnProfile>(PATH) });
  const [form, setForm] = useState<Form>({
    first_name: '',
    last_name: '',
    certification: '',
    speciality: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const data = own.data;

  // The form starts from the earlier profile, or the admin's own names.
  useEffect(() => {
    if (!data) return;
    const p = data.profile;
    setForm({
      first_name: p?.first_name ?? data.first_name,
      last_name: p?.last_name ?? data.last_name,
      certification: p?.certification ?? '',
      speciality: p?.speciality ?? '',
      phone: p?.phone ?? '',
    });
  }, [data]);

  const after = (written: { data: OwnProfile; message: string }) => {
    client.setQueryData(KEY, written.data);
    // The session's nutritionist id, the pickers and the nutritionist list change with it.
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    void client.invalidateQueries({ queryKey: ['dietitian-picker'] });
    void client.invalidateQueries({ queryKey: ['nutritionists'] });
    notifySuccess(written.message);
  };
  const start = useMutation({
    mutationFn: (body: Form) => apiWrite<OwnProfile>(`${PATH}/create`, body),
    onSuccess: after,
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
  });
  const stop = useMutation({
    mutationFn: () => apiWrite<OwnProfile>(`${PATH}/remove`, {}),
    onSuccess: after,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    start.mutate(form);
  }

  async function stopPractising() {
    stop.reset();
    if (
      await confirm(
        'Stop practising as a nutritionist? You keep your admin rights; your past packages keep your name.',
        'Stop practising',
      )
    )
      stop.mutate();
  }

  const field = (key: keyof Form, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={label}
      value={form[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [key]: value }));
      }}
      error={errors[key]}
      {...extra}
    />
  );

  return (
    <SettingsSection
      title="Practise as a nutritionist"
      description="You can see clients yourself with this one login: you then appear in every nutritionist picker, on the calendar and on the booking page, and keep your admin rights."
    >
      {own.isError && (
        <Alert color="red" role="alert">
          {own.error.message}
        </Alert>
      )}
      {data?.practising && data.profile && (
        <Stack gap="sm" data-testid="own-practice-on">
          <Text size="sm">
            You practise as{' '}
            <Anchor component={Link} to={`/dietitian-details/${data.profile.id}`} underline="always">
              {data.profile.first_name} {data.profile.last_name}
            </Anchor>
            {data.profile.certification ? `, ${data.profile.certification}` : ''}. You have{' '}
            {plural(data.active_packages, 'active package')} and{' '}
            {plural(data.future_appointments, 'upcoming appointment')}.
          </Text>
          {user.credits_limited && (
            <Text size="sm">
              The practice limits plans by credits: plans of your packages use your own profile's credits.{' '}
              <Anchor component={Link} to={`/dietitian-details/${data.profile.id}?edit=1`} underline="always">
                Give yourself credits
              </Anchor>
            </Text>
          )}
          {stop.error && (
            <Alert color="red" role="alert" data-testid="own-practice-refused">
              {stop.error.message}
            </Alert>
          )}
          <Group>
            <Button
              variant="default"
              color="red"
              onClick={() => void stopPractising()}
              loading={stop.isPending}
            >
              Stop practising
            </Button>
          </Group>
        </Stack>
      )}
      {data && !data.practising && (
        <form onSubmit={submit} aria-label="Also practise as a nutritionist">
          <Stack gap="sm">
            {data.profile && (
              <Text size="sm" c="dimmed">
                You practised here before; turning it on again brings back the same profile.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field('first_name', 'First name', { required: true })}
              {field('last_name', 'Last name', { required: true })}
              {field('certification', 'Qualification')}
              {field('speciality', 'Speciality')}
              {field('phone', 'Phone', { type: 'tel' })}
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Your e-mail ({data.email}) is the profile's; you sign in as now.
            </Text>
            {formMessage(start.error) && (
              <Alert color="red" role="alert">
                {formMessage(start.error)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={start.isPending}>
                Also practise as a nutritionist
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
