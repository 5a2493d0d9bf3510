import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { useAuthWrite } from './useAuthWrite';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { send, busy, result, errors, clearError } = useAuthWrite('/api/v1/auth/forgot-password');

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ email });
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
              clearError('email');
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
