import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordInput, changePasswordSchema, SETTINGS_MESSAGES } from '../../shared/settings';
import { SettingsSection } from '../components/SettingsSection';
import { ApiError } from '../lib/api';
import { zodValidate } from '../lib/form';
import { useChangePassword } from './settings-queries';

/** Change Password (everyone). On success: the alert, then a reload (SPEC §8). */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    // The server's own schema: the rules are written once (shared/settings.ts).
    validate: zodValidate<ChangePasswordInput>(changePasswordSchema),
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        window.alert(SETTINGS_MESSAGES.passwordChanged);
        window.location.reload();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      },
    }),
  );
  // A refusal without field messages (e.g. the connection) is said under the fields.
  const error =
    change.error && !(change.error instanceof ApiError && Object.keys(change.error.fieldErrors).length)
      ? change.error.message
      : null;

  return (
    <SettingsSection
      title="Change Password"
      description="Other devices signed in to your account are signed out."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              {...form.getInputProps('new_password')}
            />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              {...form.getInputProps('confirm_password')}
            />
          </SimpleGrid>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
