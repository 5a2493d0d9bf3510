import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import { AuthAnswer, AuthCard } from './AuthCard';
import { useAuthWrite } from './useAuthWrite';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { send, field, busy, result, errors } = useAuthWrite('/api/v1/auth/reset-password', {
    password: '',
    password_confirmation: '',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ token });
  }

  const done = result?.ok === true;
  return (
    <AuthCard title="Set a new password" subtitle={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
      <form onSubmit={submit} noValidate>
        <input type="hidden" name="token" value={token} />
        <Stack gap="sm">
          <AuthAnswer result={result}>
            {errors.token && !result?.ok && (
              <>
                {' '}
                <Anchor component={Link} to="/forgot-password" size="sm">
                  Ask for a new link
                </Anchor>
              </>
            )}
          </AuthAnswer>
          {!done && (
            <>
              <PasswordInput
                label="New Password"
                autoComplete="new-password"
                required
                {...field('password')}
                autoFocus
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                required
                {...field('password_confirmation')}
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
