import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LANDING_PATH } from '../app/guards';
import { SESSION_KEY } from '../app/session';
import { apiPost, type FieldErrors } from '../lib/api';
import { AuthCard } from './AuthCard';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const res = await apiPost('/api/v1/auth/login', { email, password, remember });
      if (res.success === 1) {
        await client.invalidateQueries({ queryKey: SESSION_KEY });
        navigate(from && from !== '/login' ? from : LANDING_PATH, { replace: true });
        return;
      }
      setErrors((res.data as FieldErrors) ?? {});
      setMessage(res.message);
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
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
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setErrors(({ email: _, ...rest }) => rest);
            }}
            autoFocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setErrors(({ password: _, ...rest }) => rest);
            }}
          />
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
        </Stack>
      </form>
    </AuthCard>
  );
}
