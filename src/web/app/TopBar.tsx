import { Anchor, Badge, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { practiceToday } from '../../shared/practice-date';
import { apiGet } from '../lib/api';
import { formatDate } from '../lib/format';
import { LANDING_PATH } from './guards';
import { SESSION_KEY, useSessionUser } from './session';

export function TopBar() {
  const { data: user } = useSessionUser();
  const client = useQueryClient();

  async function logout() {
    await apiGet('/api/v1/logout');
    client.setQueryData(SESSION_KEY, null);
    client.clear();
    // SPEC §7: logout, then page reload.
    window.location.assign('/login');
  }

  if (!user) return null;
  const remaining = user.credits - user.plans;
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
            <Badge
              variant="light"
              color="orange"
              size="lg"
              radius="sm"
              tt="none"
              data-testid="remaining-plans"
            >
              Credits expired on {formatDate(user.expiry)}
            </Badge>
          ) : remaining > 0 ? (
            <Badge variant="light" color="teal" size="lg" radius="sm" tt="none" data-testid="remaining-plans">
              Remaining Plans : {remaining}
            </Badge>
          ) : (
            <Badge
              variant="light"
              color="orange"
              size="lg"
              radius="sm"
              tt="none"
              data-testid="remaining-plans"
            >
              Request for plans
            </Badge>
          )}
          {user.expiry && !expired && (
            <Text size="sm" c="dimmed" data-testid="expires-on">
              Expires On : {formatDate(user.expiry)}
            </Text>
          )}
        </Group>
        <Anchor component="button" type="button" onClick={logout} size="sm" fw={500}>
          Logout
        </Anchor>
      </Group>
    </Group>
  );
}
