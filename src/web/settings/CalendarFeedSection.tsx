import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SettingsSection } from '../components/SettingsSection';
import { apiWrite, fetchData } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure, notifySuccess } from '../lib/notify';

type Feed = { url: string | null };
const KEY = ['appointment-feed'] as const;

/**
 * My calendar link (a nutritionist's own, decision 226): the private .ics feed a phone or Google
 * Calendar subscribes to, with copy, a new link (the old stops at once) and turning it off.
 */
export function CalendarFeedSection() {
  const client = useQueryClient();
  const feed = useQuery({ queryKey: KEY, queryFn: () => fetchData<Feed>('/api/v1/appointment/feed') });
  const write = useMutation({
    mutationFn: (path: 'renew' | 'revoke') => apiWrite<Feed>(`/api/v1/appointment/feed/${path}`),
    onSuccess: (written) => {
      client.setQueryData(KEY, written.data);
      notifySuccess(written.message);
    },
    onError: notifyFailure,
  });
  const url = feed.data?.url ?? null;
  async function renew() {
    if (url && !(await confirm('The old link stops working at once. Make a new one?', 'New link'))) return;
    write.mutate('renew');
  }
  return (
    <SettingsSection
      title="My calendar link"
      description="Subscribe to it in Google Calendar or on your phone to see your appointments there. Keep it private."
    >
      {feed.isError ? (
        <Alert color="red" role="alert">
          {feed.error.message}
        </Alert>
      ) : (
        <Stack gap="sm">
          {url ? (
            <TextInput label="Calendar link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          ) : (
            <Text size="sm">No calendar link yet.</Text>
          )}
          <Group gap="sm">
            {url && (
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            )}
            <Button
              variant="default"
              onClick={() => void renew()}
              loading={write.isPending && write.variables === 'renew'}
            >
              {url ? 'New link' : 'Make a calendar link'}
            </Button>
            {url && (
              <Button color="red" variant="light" onClick={() => write.mutate('revoke')}>
                Turn off
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </SettingsSection>
  );
}
