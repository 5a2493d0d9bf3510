import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import { AuthCard } from './AuthCard';
import { useAuthWrite } from './useAuthWrite';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { send, busy, result, errors, clearError } = useAuthWrite('/api/v1/auth/reset-password');

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ token, password, password_confirmation: confirmation });
  }

  const done = result?.ok === true;
  return (
    <AuthCard title="Set a new password" subtitle={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
      <form onSubmit={submit} noValidate>
        <input type="hidden" name="token" value={token} />
        <Stack gap="sm">
          {result && (
            <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
              {errors.token && !result.ok && (
                <>
                  {' '}
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    Ask for a new link
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          {!done && (
            <>
              <PasswordInput
                label="New Password"
                autoComplete="new-password"
                required
                value={password}
                error={errors.password}
                onChange={(e) => {
                  setPassword(e.currentTarget.value);
                  clearError('password');
                }}
                autoFocus
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                required
                value={confirmation}
                error={errors.password_confirmation}
                onChange={(e) => {
                  setConfirmation(e.currentTarget.value);
                  clearError('password_confirmation');
                }}
              />
              <Button type="submit" loading={busy} fullWidth>
                Save Password
              </Button>
            </>
          )}
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {done ? 'Sign in now' : 'Back to sign in'}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
