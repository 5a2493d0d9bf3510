import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { wallClockWords } from '../../shared/appointment-time';
import type { AppointmentMode, PortalNextAppointment } from '../../shared/appointments';
import { fetchData } from '../lib/api';
import type { Language } from './messages';
import { portalPath } from './portal-api';
import { usePortalText } from './portal-language';

// The few words of this block live here rather than in messages.ts, so it stays one file
// another change to the plan page does not collide with (issue 36).
const WORDS: Record<Language, { next: string; add: string; modes: Record<AppointmentMode, string> }> = {
  en: {
    next: 'Next consultation',
    add: 'Add to calendar',
    modes: { 'In person': 'In person', Video: 'Video', Phone: 'Phone' },
  },
  hi: {
    next: 'अगला परामर्श',
    add: 'कैलेंडर में जोड़ें',
    modes: { 'In person': 'क्लिनिक में', Video: 'वीडियो', Phone: 'फ़ोन' },
  },
};

/**
 * The client's next consultation on their plan page with its "Add to calendar" file, both through
 * the plan link's token. Nothing shows without a booking, offline or when the read fails.
 */
export function NextAppointment({ token }: { token: string }) {
  const { lang } = usePortalText();
  const next = useQuery({
    queryKey: ['portal-next-appointment', token],
    queryFn: () => fetchData<PortalNextAppointment>(`${portalPath(token)}/next-appointment`),
    retry: false,
  });
  const a = next.data;
  if (!a) return null;
  const words = WORDS[lang];
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={words.next}
      data-testid="portal-next-appointment"
    >
      <Group justify="space-between" gap="xs">
        <Text
          fw={500}
        >{`${words.next}: ${wallClockWords(a.starts_local, lang === 'hi' ? 'hi-IN' : 'en-IN')} · ${words.modes[a.mode]}`}</Text>
        <Anchor href={`${portalPath(token)}/appointment.ics`} download="appointment.ics">
          {words.add}
        </Anchor>
      </Group>
    </Paper>
  );
}
