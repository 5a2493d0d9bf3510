import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthAnswer, AuthCard } from './AuthCard';
import { useAuthWrite } from './useAuthWrite';

export default function ForgotPasswordPage() {
  const { send, field, busy, result } = useAuthWrite('/api/v1/auth/forgot-password', { email: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to set a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AuthAnswer result={result} />
          <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} autoFocus />
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
