import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { needsSecondFactor, type SecondFactorAnswer } from '../../shared/security-options';
import { LANDING_PATH } from '../app/guards';
import { SESSION_KEY } from '../app/session';
import { AuthCard } from './AuthCard';
import { passkeysSupported, signInWithPasskey } from './passkey-browser';
import { SecondFactorStep } from './SecondFactorStep';
import { useAuthWrite } from './useAuthWrite';

export default function LoginPage() {
  const [remember, setRemember] = useState(false);
  const [step, setStep] = useState<SecondFactorAnswer | null>(null);
  const { send, field, busy, result } = useAuthWrite('/api/v1/auth/login', { email: '', password: '' });
  const passkey = useMutation({ mutationFn: () => signInWithPasskey(remember), onSuccess: () => signedIn() });
  const message = passkey.error?.message ?? (result && !result.ok ? result.text : null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  async function signedIn() {
    await client.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(from && from !== '/login' ? from : LANDING_PATH, { replace: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    passkey.reset();
    send({ remember }, async (written) => {
      if (needsSecondFactor(written.data)) setStep(written.data);
      else await signedIn();
    });
  }

  if (step)
    return (
      <AuthCard title="Authenticator code" subtitle="One more step to sign in.">
        <SecondFactorStep answer={step} onSignedIn={signedIn} />
      </AuthCard>
    );

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
          {passkeysSupported() && (
            <>
              <Divider label="or" labelPosition="center" />
              <Button
                variant="default"
                fullWidth
                loading={passkey.isPending}
                onClick={() => passkey.mutate()}
              >
                Use a passkey
              </Button>
            </>
          )}
          <Anchor component={Link} to="/sign-in-link" size="sm" ta="center">
            E-mail me a sign-in link
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
