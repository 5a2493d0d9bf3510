import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiPost, type FieldErrors } from '../lib/api';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const res = await apiPost('/api/v1/auth/forgot-password', { email });
      setErrors(res.success === 1 ? {} : ((res.data as FieldErrors) ?? {}));
      setResult({ ok: res.success === 1, text: res.message });
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to set a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {result && (
            <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setErrors({});
            }}
            autoFocus
          />
          <Button type="submit" loading={busy} fullWidth>
            Send Me Password Reset Email
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
