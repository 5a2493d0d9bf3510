import { Alert, Button, FileInput, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import {
  DISCLAIMER_MAX,
  LOGO_ACCEPT,
  LOGO_NOTE,
  logoFileError,
  type PrintSettings,
  SETTINGS_ERROR_MS,
  SETTINGS_MESSAGES,
} from '../../shared/settings';
import { Loading } from '../components/Loading';
import { SettingsSection } from '../components/SettingsSection';
import { ApiError } from '../lib/api';
import { usePrintSettings } from './print-settings-query';
import { useSavePrintSettings } from './settings-queries';
import { useFlash } from './useFlash';

type Values = { logo: File | null; general_disclaimer: string; sports_disclaimer: string };

/** Logo & Disclaimer (admins): the file in `logo`, the texts as JSON in `json`. */
export function LogoDisclaimerSection() {
  const query = usePrintSettings();
  if (query.isPending) {
    return (
      <SettingsSection title="Logo & Disclaimer">
        <Loading />
      </SettingsSection>
    );
  }
  return <LogoDisclaimerForm settings={query.data ?? null} />;
}

function LogoDisclaimerForm({ settings }: { settings: PrintSettings | null }) {
  const exists = Boolean(settings?.updated_at);
  const [flash, showFlash] = useFlash(SETTINGS_ERROR_MS);
  const save = useSavePrintSettings();
  const form = useForm<Values>({
    initialValues: {
      logo: null,
      general_disclaimer: settings?.general_disclaimer ?? '',
      sports_disclaimer: settings?.sports_disclaimer ?? '',
    },
    validate: { logo: (file) => (file ? logoFileError(file) : null) },
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      const failed = exists ? SETTINGS_MESSAGES.updateFailed : SETTINGS_MESSAGES.addFailed;
      const body = new FormData();
      if (values.logo) body.append('logo', values.logo);
      body.append(
        'json',
        JSON.stringify({
          general_disclaimer: values.general_disclaimer,
          sports_disclaimer: values.sports_disclaimer,
        }),
      );
      try {
        const written = await save.mutateAsync({ exists, body });
        showFlash({ kind: 'success', text: written.message });
        form.setFieldValue('logo', null);
      } catch (error) {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
        showFlash({ kind: 'error', text: failed });
      }
    },
    // The page's own checks fail the same way as the server's: the message, for about 2 s.
    () =>
      showFlash({
        kind: 'error',
        text: exists ? SETTINGS_MESSAGES.updateFailed : SETTINGS_MESSAGES.addFailed,
      }),
  );

  return (
    <SettingsSection title="Logo & Disclaimer" description="Printed on every nutrition plan.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
              <Text size="sm" fw={500}>
                Current logo
              </Text>
              {settings?.logo_url ? (
                <Image
                  src={settings.logo_url}
                  alt={`Practice logo (${settings.logo_name ?? 'uploaded image'})`}
                  w={settings.print_width ?? undefined}
                  h={settings.print_height ?? undefined}
                  fit="contain"
                  data-testid="current-logo"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', background: '#fff' }}
                />
              ) : (
                <Text size="sm" c="dimmed" data-testid="no-logo">
                  No logo yet
                </Text>
              )}
              {settings?.logo_width && (
                <Text size="xs" c="dimmed">
                  {settings.logo_width}×{settings.logo_height} px, printed at {settings.print_width}×
                  {settings.print_height}
                </Text>
              )}
            </Stack>
            <FileInput
              label="Logo"
              description={LOGO_NOTE}
              accept={LOGO_ACCEPT}
              leftSection={<IconPhoto size={16} aria-hidden />}
              clearable
              style={{ flex: 1, minWidth: 220 }}
              {...form.getInputProps('logo')}
            />
          </Group>
          <Textarea
            label="General disclaimer"
            autosize
            minRows={3}
            maxLength={DISCLAIMER_MAX}
            {...form.getInputProps('general_disclaimer')}
          />
          <Textarea
            label="Sports disclaimer"
            autosize
            minRows={3}
            maxLength={DISCLAIMER_MAX}
            {...form.getInputProps('sports_disclaimer')}
          />
          {flash && (
            <Alert
              color={flash.kind === 'success' ? 'teal' : 'red'}
              role={flash.kind === 'error' ? 'alert' : 'status'}
            >
              {flash.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {exists ? 'Update' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
