import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import { type ChangePasswordInput, SETTINGS_MESSAGES } from '../../shared/settings';
import { apiPost } from '../lib/api';
import { SettingsSection } from './SettingsSection';

/** Change Password (everyone). On success: the alert, then a reload (SPEC §8). */
export function ChangePasswordSection() {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ChangePasswordInput>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: {
      current_password: (v) => (v ? null : 'Please enter your current password'),
      new_password: (v) =>
        v.length >= PASSWORD_MIN_LENGTH
          ? null
          : `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      confirm_password: (v, all) =>
        !v ? 'Please confirm the new password' : v === all.new_password ? null : 'Passwords do not match',
    },
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      const envelope = await apiPost('/api/v1/user/edit', values);
      if (envelope.success === 1) {
        window.alert(SETTINGS_MESSAGES.passwordChanged);
        window.location.reload();
        return;
      }
      const fields =
        envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, string>) : {};
      form.setErrors(fields);
      if (!Object.keys(fields).length) setError(envelope.message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  });

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
            <Button type="submit" loading={saving}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
