import { Anchor, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { needsSecondFactor, type SecondFactorAnswer } from '../../shared/security-options';
import { LANDING_PATH } from '../app/guards';
import { SESSION_KEY } from '../app/session';
import { AuthAnswer, AuthCard } from './AuthCard';
import { SecondFactorStep } from './SecondFactorStep';
import { useAuthWrite } from './useAuthWrite';

/**
 * The mailed sign-in link (decision 188). It signs in on a click, not on opening: a mail
 * scanner that opens the link does not use it up.
 */
export default function SignInWithLinkPage() {
  const { token = '' } = useParams();
  const { send, busy, result, errors } = useAuthWrite('/api/v1/auth/sign-in-link/use', {});
  const client = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<SecondFactorAnswer | null>(null);

  async function signedIn() {
    await client.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(LANDING_PATH, { replace: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ token }, async (written) => {
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
    <AuthCard title="Sign in" subtitle="This link signs you in once, and this browser is remembered.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AuthAnswer result={result}>
            {errors.token && (
              <>
                {' '}
                <Anchor component={Link} to="/sign-in-link" size="sm">
                  Ask for a new link
                </Anchor>
              </>
            )}
          </AuthAnswer>
          <Button type="submit" loading={busy} fullWidth autoFocus>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
