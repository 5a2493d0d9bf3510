import { Alert, Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  SECURITY_MESSAGES,
  type SecondFactorAnswer,
  type TotpSetupAnswer,
} from '../../shared/security-options';
import { ApiError, apiWrite } from '../lib/api';

/**
 * The step after a right password or a used e-mail link when the account has an authenticator
 * app (the code), or the practice requires one and it has none yet (set it up, then the code).
 */
export function SecondFactorStep({
  answer,
  onSignedIn,
}: {
  answer: SecondFactorAnswer;
  onSignedIn: () => void | Promise<void>;
}) {
  const setupNeeded = answer.second_factor === 'totp-setup';
  const [code, setCode] = useState('');
  const setup = useMutation({
    mutationFn: () =>
      apiWrite<TotpSetupAnswer>('/api/v1/auth/totp/setup', { pending_token: answer.pending_token }),
  });
  const send = useMutation({
    mutationFn: () =>
      apiWrite(setupNeeded ? '/api/v1/auth/totp/confirm' : '/api/v1/auth/totp/verify', {
        pending_token: answer.pending_token,
        code,
      }),
    onSuccess: () => onSignedIn(),
  });
  const { mutate: startSetup } = setup;
  useEffect(() => {
    if (setupNeeded) startSetup();
  }, [setupNeeded, startSetup]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate();
  }
  const error = send.error ?? setup.error;
  const fieldMessage = error instanceof ApiError ? error.fieldErrors.code : undefined;
  const shown = setup.data?.data;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{setupNeeded ? SECURITY_MESSAGES.totpSetupAsk : SECURITY_MESSAGES.totpAsk}</Text>
        {error && !fieldMessage && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        {setupNeeded && shown && (
          <Stack gap={4} align="center">
            <Image src={shown.qr} alt="QR code for your authenticator app" w={200} h={200} />
            <Text size="xs" c="dimmed" ta="center">
              Cannot scan? Type this key into the app:
            </Text>
            <Code data-testid="totp-secret">{shown.secret}</Code>
          </Stack>
        )}
        <TextInput
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={fieldMessage}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoFocus
          required
        />
        <Button type="submit" loading={send.isPending} fullWidth disabled={setupNeeded && !shown}>
          {setupNeeded ? 'Turn on and sign in' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
