import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REMINDER_MESSAGES,
  type WhatsAppSettingsInput,
  type WhatsAppSettingsOut,
  whatsappSettingsSchema,
} from '../../shared/appointment-reminders';
import { SettingsSection } from '../components/SettingsSection';
import { WhenLoaded } from '../components/WhenLoaded';
import { ApiError, apiWrite, fetchData } from '../lib/api';
import { confirm } from '../lib/confirm';
import { zodValidate } from '../lib/form';
import { notifyFailure, notifySuccess } from '../lib/notify';

const KEY = ['settings', 'whatsapp'] as const;
const PATH = '/api/v1/settings/whatsapp';

/**
 * WhatsApp Business Cloud API (admins, issue 56 point 4, decision 298): with these, reminders go as
 * the approved template message at the reminder times; without them nothing is sent through it.
 */
export function WhatsAppSettingsSection() {
  const saved = useQuery({ queryKey: KEY, queryFn: () => fetchData<WhatsAppSettingsOut>(PATH) });
  return (
    <SettingsSection
      title="WhatsApp reminders"
      description="With WhatsApp Business Cloud API credentials, reminders go by an approved template message at the reminder times. Its body takes {{1}} client, {{2}} nutritionist, {{3}} time, {{4}} mode and {{5}} link or address."
    >
      <WhenLoaded query={saved}>{(data) => <WhatsAppForm saved={data} />}</WhenLoaded>
    </SettingsSection>
  );
}

function WhatsAppForm({ saved }: { saved: WhatsAppSettingsOut }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: WhatsAppSettingsInput) => apiWrite<WhatsAppSettingsOut>(PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const clear = useMutation({
    mutationFn: () => apiWrite<WhatsAppSettingsOut>(`${PATH}/clear`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const form = useForm<WhatsAppSettingsInput>({
    initialValues: {
      phone_number_id: saved.phone_number_id,
      access_token: '',
      template_name: saved.template_name,
      language: saved.language,
      hindi_language: saved.hindi_language,
    },
    validate: zodValidate<WhatsAppSettingsInput>(whatsappSettingsSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (written) => {
        notifySuccess(written.message);
        form.setFieldValue('access_token', '');
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
          form.setErrors(error.fieldErrors);
        else notifyFailure(error);
      },
    }),
  );
  async function remove() {
    if (
      !(await confirm(
        'Remove the WhatsApp credentials? Reminders then go by e-mail and from the list.',
        'Remove',
      ))
    )
      return;
    clear.mutate(undefined, { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c={saved.configured ? 'teal.9' : 'dimmed'} data-testid="whatsapp-status">
          {saved.configured
            ? `Set up: the access token ending in ${saved.access_token_ends} is stored.`
            : REMINDER_MESSAGES.notConfigured}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Phone number ID" {...form.getInputProps('phone_number_id')} />
          <PasswordInput
            label="Access token"
            description={saved.access_token_set ? 'Leave blank to keep the stored token.' : undefined}
            autoComplete="off"
            {...form.getInputProps('access_token')}
          />
          <TextInput label="Template name" {...form.getInputProps('template_name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Language" {...form.getInputProps('language')} />
            <TextInput label="Hindi language" {...form.getInputProps('hindi_language')} />
          </SimpleGrid>
        </SimpleGrid>
        <Group justify="flex-end">
          {saved.configured && (
            <Button variant="default" color="red" onClick={() => void remove()} loading={clear.isPending}>
              Remove credentials
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save WhatsApp settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
