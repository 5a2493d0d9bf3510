import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LANDING_PATH } from '../app/guards';
import { SESSION_KEY } from '../app/session';
import { AuthCard } from './AuthCard';
import { useAuthWrite } from './useAuthWrite';

export default function LoginPage() {
  const [remember, setRemember] = useState(false);
  const { send, field, busy, result } = useAuthWrite('/api/v1/auth/login', { email: '', password: '' });
  const message = result && !result.ok ? result.text : null;
  const client = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ remember }, async () => {
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      navigate(from && from !== '/login' ? from : LANDING_PATH, { replace: true });
    });
  }

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to your practice.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {message && (
            <Alert color="red" role="alert" data-testid="login-error">
              {message}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...field('email')}
            autoFocus
          />
          <PasswordInput label="Password" autoComplete="current-password" required {...field('password')} />
          <Group justify="space-between">
            <Checkbox
              label="Remember password"
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth mt="xs">
            Sign in
          </Button>
          <Anchor component={Link} to="/sign-in-link" size="sm" ta="center">
            E-mail me a sign-in link
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
