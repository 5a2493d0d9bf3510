import { Anchor, Badge, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { practiceToday } from '../../shared/practice-date';
import { apiWriteByGet } from '../lib/api';
import { formatDate } from '../lib/format';
import { LANDING_PATH } from './guards';
import { SESSION_KEY, useSessionUser } from './session';

export function TopBar() {
  const { data: user } = useSessionUser();
  const client = useQueryClient();

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
  const remaining = user.remaining_plans;
  // Credits past their expiry date cannot be used, whatever is left (the server refuses too).
  const expired = Boolean(user.expiry && user.expiry < practiceToday());
  return (
    <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
      <UnstyledButton component={Link} to={LANDING_PATH} aria-label="NutriDesk home">
        <Group gap={6} wrap="nowrap">
          <Image src="/favicon.svg" alt="" w={28} h={28} />
          <Text fw={700} size="lg" c="teal.9" visibleFrom="xs">
            NutriDesk
          </Text>
        </Group>
      </UnstyledButton>
      <Group gap="md" wrap="nowrap">
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {expired ? (
            <CreditBadge color="orange">Credits expired on {formatDate(user.expiry)}</CreditBadge>
          ) : remaining > 0 ? (
            <CreditBadge color="teal">Remaining Plans : {remaining}</CreditBadge>
          ) : (
            <CreditBadge color="orange">Request for plans</CreditBadge>
          )}
          {user.expiry && !expired && (
            <Text size="sm" c="dimmed" data-testid="expires-on">
              Expires On : {formatDate(user.expiry)}
            </Text>
          )}
        </Group>
        <Anchor component="button" type="button" onClick={() => logout.mutate()} size="sm" fw={500}>
          Logout
        </Anchor>
      </Group>
    </Group>
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
