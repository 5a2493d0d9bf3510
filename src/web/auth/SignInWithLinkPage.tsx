import { Anchor, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LANDING_PATH } from '../app/guards';
import { SESSION_KEY } from '../app/session';
import { AuthAnswer, AuthCard } from './AuthCard';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ token }, async () => {
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      navigate(LANDING_PATH, { replace: true });
    });
  }

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
