import { Anchor, Button, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type DashboardClient,
  type DashboardSummary,
  ENDING_WITHIN_DAYS,
  LOW_CREDITS,
} from '../../shared/dashboard';
import { DASHBOARD_SUMMARY_PATH } from '../../shared/list-requests';
import { addDays } from '../../shared/plan-calendar';
import { useSessionUser } from '../app/session';
import { TodayAppointments } from '../appointments';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { RevealWhenSettled } from '../components/RevealWhenSettled';
import { DuesCard } from '../invoices';
import { fetchData, withQuery } from '../lib/api';
import { formatDate } from '../lib/format';

export const DASHBOARD_KEY = ['dashboard'] as const;

type Tile = { label: string; value: number | string; detail?: string; to: string; linkLabel: string };

function tilesFor(s: DashboardSummary, creditsLimited: boolean): Tile[] {
  const tiles: Tile[] = [
    {
      label: 'Assessments received',
      value: s.assessments_received,
      detail: 'Forms sent back by clients, ready to read',
      to: withQuery('/packages', { status: 'Survey Response Received' }),
      linkLabel: 'Open received assessments',
    },
    {
      label: 'Assessments pending',
      value: s.assessments_pending,
      detail: 'Forms mailed and not answered yet',
      to: withQuery('/packages', { status: 'Survey Response Pending' }),
      linkLabel: 'Open pending assessments',
    },
    {
      label: `Packages ending in ${ENDING_WITHIN_DAYS} days`,
      value: s.packages_ending,
      detail: `Ending by ${formatDate(addDays(s.today, ENDING_WITHIN_DAYS))}`,
      to: withQuery('/packages', {
        end_from: s.today,
        end_date: addDays(s.today, ENDING_WITHIN_DAYS),
        col: 'end_date',
        order: 'asc',
      }),
      linkLabel: 'Open packages ending soon',
    },
    {
      label: 'Plans created this week',
      value: s.plans_this_week,
      detail: 'Since Monday',
      to: '/nutrition-plans',
      linkLabel: 'Open the newest plans',
    },
  ];
  // Credit tiles only where plans are limited by credits (decision 191).
  if (s.credits && creditsLimited)
    tiles.push({
      // The plans that can still be created: the top bar's 'Remaining Plans' (decision 134).
      label: 'Credits left',
      value: s.credits.left,
      detail: !s.credits.expiry
        ? 'No expiry date'
        : s.credits.expiry < s.today
          ? `Expired on ${formatDate(s.credits.expiry)}`
          : `Valid until ${formatDate(s.credits.expiry)}`,
      to: '/settings',
      linkLabel: 'Open settings',
    });
  if (s.nutritionists_low_on_credits !== null && creditsLimited)
    tiles.push({
      label: 'Nutritionists low on credits',
      value: s.nutritionists_low_on_credits,
      detail: `Active, with ${LOW_CREDITS} credits or fewer`,
      to: withQuery('/nutritionists', { col: 'credits', order: 'asc' }),
      linkLabel: 'Open nutritionists by credits',
    });
  return tiles;
}

/** A count of clients on the plan link and the clients behind it, each opening the client's page. */
function ClientReportTile({
  title,
  detail,
  clients,
}: {
  title: string;
  detail: string;
  clients: DashboardClient[];
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text component="h2" fw={600} size="sm" c="dimmed" m={0}>
          {title}
        </Text>
        <Text fz={32} fw={700} lh={1.1}>
          {clients.length}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        {clients.length > 0 && (
          <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
            {clients.slice(0, 10).map((c) => (
              <List.Item key={c.client_id}>
                <Anchor component={Link} to={`/client-details/${c.client_id}`}>
                  {c.name}
                </Anchor>
                {c.last_report ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · last report {formatDate(c.last_report)}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

/** The landing page after sign-in: today's work, each count opening the list behind it. */
export default function DashboardPage() {
  const { data: user } = useSessionUser();
  const summary = useQuery({
    queryKey: [...DASHBOARD_KEY, 'summary'],
    queryFn: () => fetchData<DashboardSummary>(DASHBOARD_SUMMARY_PATH),
  });
  return (
    <>
      <PageHeader
        title="Today"
        actions={
          <Button component={Link} to="/client-profile" leftSection={<IconUsers size={16} aria-hidden />}>
            Client Profiles
          </Button>
        }
      />
      {/* The three sections appear together: one arriving first was pushed down by the next. */}
      <RevealWhenSettled>
        <TodayAppointments />
        {/* Dues and this month's collections (issue 37). */}
        <div style={{ marginBottom: 16 }}>
          <DuesCard />
        </div>
        {summary.isPending ? (
          <Loading />
        ) : summary.isError ? (
          <Text c="red.8" role="alert">
            {summary.error.message}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {tilesFor(summary.data, Boolean(user?.credits_limited)).map((tile) => (
              <Paper key={tile.label} withBorder p="md" radius="md">
                <Stack gap={4}>
                  <Text component="h2" fw={600} size="sm" c="dimmed" m={0}>
                    {tile.label}
                  </Text>
                  <Text fz={32} fw={700} lh={1.1}>
                    {tile.value}
                  </Text>
                  {tile.detail && (
                    <Text size="sm" c="dimmed">
                      {tile.detail}
                    </Text>
                  )}
                  <Anchor component={Link} to={tile.to} size="sm" mt={4}>
                    {tile.linkLabel}
                  </Anchor>
                </Stack>
              </Paper>
            ))}
            <ClientReportTile
              title="Clients who reported today"
              detail="Meals ticked or weight logged on the plan link"
              clients={summary.data.client_reports.reported_today}
            />
            <ClientReportTile
              title="Clients silent for 3+ days"
              detail="A plan link, and nothing reported for 3 days or more"
              clients={summary.data.client_reports.silent}
            />
          </SimpleGrid>
        )}
      </RevealWhenSettled>
    </>
  );
}
