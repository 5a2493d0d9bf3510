import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { ReminderItem } from '../../shared/appointment-reminders';
import { addDays, dateText } from '../../shared/plan-calendar';
import { DateField } from '../components/DateField';
import { EmptyState } from '../components/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { confirm } from '../lib/confirm';
import { formatTime12 } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useMarkReminderSent, useReminders } from './reminder-queries';
import classes from './reminders.module.css';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** '10:02 AM on 04-Dec-2026' from an instant, read in the practice's zone. */
function sentWords(at: string, timeZone: string) {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(at))
    .replace(', ', 'T');
  return `${formatTime12(local.slice(11))} on ${dateText(local.slice(0, 10))}`;
}

const CHANNEL: Record<string, string> = { email: 'E-mail', whatsapp_cloud: 'WhatsApp (automatic)' };

function ReminderCard({ item, timeZone }: { item: ReminderItem; timeZone: string }) {
  const mark = useMarkReminderSent();
  const sent = Boolean(item.whatsapp_sent_at);

  async function markSent() {
    try {
      const { message } = await mark.mutateAsync(item.id);
      notifySuccess(message);
    } catch (err) {
      notifyFailure(err);
    }
  }

  /** WhatsApp opens in a new tab; back here, one question marks it sent. */
  async function openWhatsApp() {
    if (sent) return;
    if (await confirm(`Did the reminder to ${item.client_name} go on WhatsApp?`, 'Mark as sent'))
      await markSent();
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="reminder" aria-labelledby={`reminder-${item.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={`reminder-${item.id}`}>
              {formatTime12(item.starts_local.slice(11))} · {item.client_name}
            </Title>
            <Text size="sm" c="dimmed">
              {item.mode} · {item.duration_min} min · {item.dietitian_name}
              {item.client_language === 'hi' ? ' · Hindi' : ''}
            </Text>
          </div>
          <Checkbox
            label={sent ? `Sent at ${sentWords(item.whatsapp_sent_at!, timeZone)}` : 'Sent'}
            checked={sent}
            disabled={sent || mark.isPending}
            onChange={() => void markSent()}
          />
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="reminder-text"
        >
          {item.whatsapp_text}
        </Text>
        <Group gap="xs" wrap="wrap">
          {item.whatsapp_url ? (
            <Button
              component="a"
              href={item.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              // White on Mantine green.9 is 4.36:1; this darker green is 6.1:1 (axe color-contrast).
              color="#237032"
              variant={sent ? 'light' : 'filled'}
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              onClick={() => void openWhatsApp()}
            >
              Open WhatsApp
            </Button>
          ) : (
            <Text size="sm" c="orange.9">
              No mobile number: call or e-mail the client.
            </Text>
          )}
          {item.sent.map((s) => (
            <Badge
              key={`${s.channel}-${s.kind}`}
              color={s.error ? 'red' : 'gray'}
              variant="light"
              title={s.error ?? undefined}
            >
              {CHANNEL[s.channel] ?? s.channel} {s.kind} {s.error ? 'failed' : 'sent'}
            </Badge>
          ))}
        </Group>
        {item.sent
          .filter((s) => s.error)
          .map((s) => (
            <Text key={`${s.channel}-${s.kind}-error`} size="sm" c="red.8">
              WhatsApp refused the {s.kind} reminder: {s.error}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}

/**
 * Today's reminders (issue 56 point 4, decision 298): each booked consultation of the day with its
 * WhatsApp message ready in the client's language; open WhatsApp, then tick it sent.
 */
export default function RemindersPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && ISO.test(asked) ? asked : null;
  const list = useReminders(date);
  const data = list.data;
  const day = data?.date ?? date;
  const go = (next: string | null) => setParams(next ? { date: next } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title={date ? `Reminders for ${dateText(date)}` : "Today's reminders"}
        actions={
          <Anchor component={Link} to="/calendar" size="sm">
            Open the calendar
          </Anchor>
        }
      />
      <Group gap="xs" mb="md" wrap="wrap" align="flex-end">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={!day}
          onClick={() => day && go(addDays(day, -1))}
        >
          Previous day
        </Button>
        <Button variant="default" size="sm" onClick={() => go(null)} disabled={!date}>
          Today
        </Button>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={!day}
          onClick={() => day && go(addDays(day, 1))}
        >
          Next day
        </Button>
        <DateField
          label="Date"
          size="sm"
          w={170}
          value={day ?? ''}
          onChange={(v) => {
            if (v && ISO.test(v)) go(v);
          }}
        />
      </Group>
      {data && !data.cloud_configured && (
        <Alert color="blue" mb="md" data-testid="cloud-note">
          WhatsApp Cloud API is not set up: reminders go by e-mail and from this list. An admin can set it up
          in Settings → Calendar.
        </Alert>
      )}
      {list.isLoading && <Loader size="sm" aria-label="Loading reminders" />}
      {list.isError && (
        <Alert color="red" role="alert">
          The reminders could not be loaded. Please try again.
        </Alert>
      )}
      {data && data.items.length === 0 && <EmptyState message="No booked consultations on this day." />}
      {data && data.items.length > 0 && (
        <Stack gap="sm" className={classes.list} data-testid="reminder-list">
          {data.items.map((item) => (
            <ReminderCard key={item.id} item={item} timeZone={data.time_zone} />
          ))}
        </Stack>
      )}
    </>
  );
}
