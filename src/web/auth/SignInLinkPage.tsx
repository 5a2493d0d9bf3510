import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthAnswer, AuthCard } from './AuthCard';
import { useAuthWrite } from './useAuthWrite';

/**
 * "E-mail me a sign-in link" (decision 188): the way in from a new browser while the password
 * form is slowed down by strangers' failed attempts.
 */
export default function SignInLinkPage() {
  const { send, field, busy, result } = useAuthWrite('/api/v1/auth/sign-in-link', { email: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  return (
    <AuthCard
      title="Sign in with an e-mail link"
      subtitle="Enter your email and we will send you a link that signs you in once, within 15 minutes."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AuthAnswer result={result} />
          <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} autoFocus />
          <Button type="submit" loading={busy} fullWidth>
            E-mail me a sign-in link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
