import { Anchor, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppointmentsToday } from './appointment-queries';

function Tile({ title, value, children }: { title: string; value: number; children?: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text component="h2" fw={600} size="sm" c="dimmed" m={0}>
          {title}
        </Text>
        <Text fz={32} fw={700} lh={1.1}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The dashboard's calendar tiles: today's consultations, no-shows, follow-ups, packages with none booked. */
export function TodayAppointments() {
  const today = useAppointmentsToday();
  if (!today.data) return null;
  const t = today.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="md" data-testid="today-appointments">
      <Tile title="Consultations today" value={t.consultations.length}>
        <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
          {t.consultations.map((a) => (
            <List.Item key={a.id}>
              {a.starts_local.slice(11)} {a.client_name} · {a.mode}
              {a.status === 'Booked' ? '' : ` (${a.status})`}
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to="/calendar" size="sm">
          Open the calendar
        </Anchor>
        <Anchor component={Link} to="/reminders" size="sm">
          Today's reminders
        </Anchor>
      </Tile>
      <Tile title="No-shows in 7 days" value={t.no_shows_7_days}>
        <Anchor component={Link} to="/calendar?view=last7" size="sm">
          Open the last 7 days
        </Anchor>
      </Tile>
      <Tile title="Follow-ups in the next 7 days" value={t.follow_ups_next_7_days}>
        <Anchor component={Link} to="/calendar?view=next7" size="sm">
          Open the next 7 days
        </Anchor>
      </Tile>
      <Tile title="Packages with no next appointment" value={t.packages_without_next.length}>
        <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
          {t.packages_without_next.slice(0, 8).map((p) => (
            <List.Item key={p.package_id}>
              <Anchor component={Link} to={`/workspace/${p.package_id}/list`}>
                {p.client_name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Tile>
    </SimpleGrid>
  );
}
