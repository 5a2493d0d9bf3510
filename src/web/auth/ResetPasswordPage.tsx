import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import { apiPost, type FieldErrors } from '../lib/api';
import { AuthCard } from './AuthCard';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const res = await apiPost('/api/v1/auth/reset-password', {
        token,
        password,
        password_confirmation: confirmation,
      });
      setErrors(res.success === 1 ? {} : ((res.data as FieldErrors) ?? {}));
      setResult({ ok: res.success === 1, text: res.message });
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
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
                  setErrors(({ password: _, ...rest }) => rest);
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
                  setErrors(({ password_confirmation: _, ...rest }) => rest);
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
