import { Anchor, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CREDITS_LIMIT } from '../../shared/credits';
import { practiceToday } from '../../shared/practice-date';
import { isNutritionist, type SessionUser } from '../../shared/session-user';
import { PracticeLogo } from '../components/PracticeLogo';
import { apiWriteByGet } from '../lib/api';
import { formatDate } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useRequestPlans } from './credits-queries';
import { LANDING_PATH } from './guards';
import { usePracticeBrand } from './practice-brand';
import { SESSION_KEY, useSessionUser } from './session';

export function TopBar() {
  const { data: user } = useSessionUser();
  const client = useQueryClient();
  const brand = usePracticeBrand(Boolean(user));

  const logout = useMutation({
    mutationFn: () => apiWriteByGet('/api/v1/logout'),
    // Whatever the server answers, this browser is signed out. SPEC §7: logout, then page reload.
    onSettled: () => {
      client.setQueryData(SESSION_KEY, null);
      client.clear();
      window.location.assign('/login');
    },
  });

  if (!user) return null;
  return (
    <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
      <UnstyledButton component={Link} to={LANDING_PATH} aria-label={`${brand.name} home`} miw={0}>
        <Group gap={6} wrap="nowrap">
          {/* The practice's own logo and name (Settings), else NutriDesk's leaf and name. */}
          <PracticeLogo src={brand.logoUrl} height={28} />
          <Text fw={700} size="lg" c="teal.9" visibleFrom="xs" truncate>
            {brand.name}
          </Text>
        </Group>
      </UnstyledButton>
      <Group gap="md" wrap="nowrap">
        {/* A practice that does not limit plans by credits sees no credit nags (decision 191). */}
        {user.credits_limited && <CreditNumbers user={user} />}
        <Anchor component="button" type="button" onClick={() => logout.mutate()} size="sm" fw={500}>
          Logout
        </Anchor>
      </Group>
    </Group>
  );
}

/** 'Remaining Plans : N' or what to do without any, and the expiry date (SPEC §1). */
function CreditNumbers({ user }: { user: SessionUser }) {
  const remaining = user.remaining_plans;
  // Credits past their expiry date cannot be used, whatever is left (the server refuses too).
  const expired = Boolean(user.expiry && user.expiry < practiceToday());
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {expired ? (
        <CreditBadge color="orange">Credits expired on {formatDate(user.expiry)}</CreditBadge>
      ) : remaining > 0 ? (
        <CreditBadge color="teal">Remaining Plans : {remaining}</CreditBadge>
      ) : isNutritionist(user) ? (
        <RequestPlansButton />
      ) : (
        // An admin gives credits rather than asks for them: the badge leads to where that is done.
        <Badge
          component={Link}
          to="/nutritionists?col=credits&order=asc"
          variant="light"
          color="orange"
          size="lg"
          radius="sm"
          tt="none"
          data-testid="remaining-plans"
          style={{ cursor: 'pointer' }}
        >
          No plans left: give credits
        </Badge>
      )}
      {user.expiry && !expired && (
        <Text size="sm" c="dimmed" data-testid="expires-on">
          Expires On : {formatDate(user.expiry)}
        </Text>
      )}
    </Group>
  );
}

/** A nutritionist without plans asks the admins for more: a real button that mails them. */
function RequestPlansButton() {
  const request = useRequestPlans();
  return (
    <Badge
      component="button"
      type="button"
      variant="light"
      color="orange"
      size="lg"
      radius="sm"
      tt="none"
      data-testid="remaining-plans"
      title="Ask the practice's admins for more plan credits"
      style={{ cursor: 'pointer', border: 0 }}
      onClick={() =>
        request.mutate(undefined, { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure })
      }
      disabled={request.isPending}
    >
      {CREDITS_LIMIT.requestButton}
    </Badge>
  );
}

/** What the user's credits allow now (SPEC §1), in one badge whatever it says. */
function CreditBadge({ color, children }: { color: 'teal' | 'orange'; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} size="lg" radius="sm" tt="none" data-testid="remaining-plans">
      {children}
    </Badge>
  );
}
