import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  type FormEvent,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useParams } from 'react-router';
import { wallClockWords } from '../../shared/appointment-time';
import type {
  BookingResult,
  BookingSlot,
  BookingType,
  BookingPage as Page,
} from '../../shared/booking-options';
import { wholeText } from '../../shared/client-words';
import { LanguageSwitch } from '../components/LanguageSwitch';
import type { ApiError } from '../lib/api';
import { DEVANAGARI_FACE } from '../lib/devanagari-font';
import { clockOf, dayLabel } from './booking-day-words';
import { type BookBody, useBook, useBookingPage, useBookingSlots } from './booking-queries';
import { addDays, BOOKING_DAYS, bookingSlotsQuery, bookingWindow } from './booking-read-query';
import {
  type BookingKey,
  type BookingLanguage,
  bookingText,
  messageIn,
  rememberedLanguage,
  rememberLanguage,
} from './booking-words';

const DAYS = BOOKING_DAYS;

const when = (local: string, lang: BookingLanguage) =>
  wallClockWords(local, lang === 'hi' ? 'hi-IN' : 'en-IN');
/** '₹1,500' (Indian grouping, without Intl's en-IN number data on the first paint). */
const rupees = (n: number) => `₹${wholeText(n)}`;

/**
 * The public booking page (issue 56 point 1, decision 297), `/book/{slug}`: no login, English or
 * Hindi, a phone first. The visitor picks a consultation, a day and a time, gives name, phone and
 * e-mail, and is asked to open the e-mailed link. Loads no Zod: the server's field messages show
 * under the fields.
 */
/** The free-times card's height on a phone with a full day of times (see its use). */
const SLOTS_HEIGHT = 300;

export default function BookingPage() {
  const { slug = '' } = useParams();
  const page = useBookingPage(slug);
  const [lang, setLang] = useState(rememberedLanguage);
  const t = (key: BookingKey, values?: Record<string, string | number>) => bookingText(lang, key, values);
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
  const choose = (next: BookingLanguage) => {
    rememberLanguage(next);
    setLang(next);
  };

  return (
    <Box bg="gray.0" mih="100vh" py="md" component="main">
      <style>{DEVANAGARI_FACE}</style>
      <Container size="sm" px="sm">
        <Group gap="xs" mb="md" wrap="wrap" align="flex-start" justify="space-between">
          <Box style={{ minWidth: 0 }}>
            {page.data ? (
              <Text size="sm" c="dimmed" data-testid="booking-practice">
                {page.data.practice_name}
              </Text>
            ) : null}
            <Title order={1} size="h3">
              {t('title')}
            </Title>
            {page.data?.nutritionist_name ? (
              <Text size="sm">{t('with', { name: page.data.nutritionist_name })}</Text>
            ) : null}
          </Box>
          <LanguageSwitch testId="booking-language" lang={lang} onChange={choose} label={t('language')} />
        </Group>
        {page.isError ? (
          <Alert color="red" role="alert" data-testid="booking-error">
            {(page.error as ApiError).status === 404
              ? messageIn(lang, (page.error as ApiError).message)
              : t('loadFailed')}
          </Alert>
        ) : page.data ? (
          <Booking page={page.data} slug={slug} lang={lang} />
        ) : (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('loading')}</Text>
          </Group>
        )}
      </Container>
    </Box>
  );
}

type Fields = { name: string; phone: string; email: string; note: string };

function Booking({ page, slug, lang }: { page: Page; slug: string; lang: BookingLanguage }) {
  const t = (key: BookingKey, values?: Record<string, string | number>) => bookingText(lang, key, values);
  const [typeKey, setTypeKey] = useState(page.types[0]?.key ?? '');
  const type = page.types.find((x) => x.key === typeKey) ?? page.types[0];
  const { from: today, to } = bookingWindow();
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [fields, setFields] = useState<Fields>({ name: '', phone: '', email: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [next, setNext] = useState<BookingSlot[]>([]);
  const [done, setDone] = useState<BookingResult | null>(null);
  const book = useBook(slug);
  const formRef = useRef<HTMLFormElement>(null);
  // Stable, so the free times (memo) are not drawn again while the visitor types.
  const pick = useCallback((s: BookingSlot) => {
    setSlot(s);
    setErrors((e) => ({ ...e, starts_at: '' }));
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  if (done)
    return (
      <Paper withBorder p="md" data-testid="booking-done">
        <Title order={2} size="h4" mb="xs">
          {t('checkMail')}
        </Title>
        <Text>{t('checkMailText', { email: fields.email.trim(), when: when(done.local, lang) })}</Text>
      </Paper>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      setErrors({ starts_at: t('chooseTime') });
      return;
    }
    const body: BookBody = {
      type: type.key,
      starts_at: slot.starts_at,
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      note: fields.note || undefined,
      language: lang,
    };
    book.mutate(body, {
      onSuccess: ({ data }) => setDone(data),
      onError: (error) => {
        const e = error as ApiError;
        const fieldErrors = e.fieldErrors;
        setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: e.message });
        const offered = (e.envelope?.data as { next_slots?: BookingSlot[] } | null)?.next_slots;
        if (e.status === 409) {
          setNext(offered ?? []);
          setSlot(null);
          void queryClient.refetchQueries({
            queryKey: bookingSlotsQuery(slug, typeKey, today, to).queryKey,
            exact: true,
          });
        }
      },
    });
  };

  const error = (field: string) => (errors[field] ? messageIn(lang, errors[field]) : undefined);

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Radio.Group
          label={
            <Title order={2} size="h5">
              {t('type')}
            </Title>
          }
          value={typeKey}
          onChange={(v) => {
            setTypeKey(v);
            setSlot(null);
            setNext([]);
          }}
        >
          <Stack gap="xs" mt="xs">
            {page.types.map((x) => (
              <Radio
                key={x.key}
                value={x.key}
                label={x.name}
                description={typeLine(x, lang)}
                data-testid={`booking-type-${x.key}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Paper>

      <FreeTimes slug={slug} typeKey={typeKey} today={today} to={to} slot={slot} onPick={pick} lang={lang} />

      <Paper withBorder p="md" component="form" ref={formRef} onSubmit={submit} noValidate>
        <Title order={2} size="h5" mb="xs">
          {t('details')}
        </Title>
        {errors.form || errors.starts_at ? (
          <Alert color="red" role="alert" mb="sm" data-testid="booking-refused">
            {messageIn(lang, errors.form || errors.starts_at)}
            {next.length ? (
              <>
                <Text size="sm" mt="xs">
                  {t('nextSlots')}
                </Text>
                <Group gap={6} mt={4}>
                  {next.map((s) => (
                    <Button key={s.starts_at} size="xs" variant="white" onClick={() => pick(s)}>
                      {when(s.local, lang)}
                    </Button>
                  ))}
                </Group>
              </>
            ) : null}
          </Alert>
        ) : null}
        {slot ? (
          <Text fw={600} mb="sm" data-testid="booking-chosen">
            {t('chosen', { when: when(slot.local, lang) })}
          </Text>
        ) : null}
        <Stack gap="sm">
          {(['name', 'phone', 'email'] as const).map((f) => (
            <TextInput
              key={f}
              label={t(f)}
              required
              type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
              autoComplete={f === 'name' ? 'name' : f === 'phone' ? 'tel' : 'email'}
              value={fields[f]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFields((x) => ({ ...x, [f]: value }));
              }}
              error={error(f)}
            />
          ))}
          <Textarea
            label={t('note')}
            rows={2}
            styles={GROWING}
            maxLength={1000}
            value={fields.note}
            onChange={(e) => {
              const value = e.currentTarget.value;
              growToFit(e.currentTarget);
              setFields((x) => ({ ...x, note: value }));
            }}
            error={error('note')}
          />
          <Button type="submit" loading={book.isPending} size="md">
            {t('book')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * The days and free times of the chosen consultation. Its own (memo) component, and drawn from a
 * deferred copy of the times (decision 312): when the times arrive, React draws them in a
 * transition, in slices that yield to the browser, instead of one long task that also drew the
 * whole form again (a query's answer is otherwise drawn synchronously).
 */
const FreeTimes = memo(function FreeTimes({
  slug,
  typeKey,
  today,
  to,
  slot,
  onPick: pick,
  lang,
}: {
  slug: string;
  typeKey: string;
  today: string;
  to: string;
  slot: BookingSlot | null;
  onPick: (slot: BookingSlot) => void;
  lang: BookingLanguage;
}) {
  const t = (key: BookingKey) => bookingText(lang, key);
  const slots = useBookingSlots(slug, typeKey, today, to);
  const shown = useDeferredValue(slots.data);
  const byDay = useMemo(() => {
    const map = new Map<string, BookingSlot[]>();
    for (const s of shown?.slots ?? []) {
      const day = s.local.slice(0, 10);
      map.set(day, [...(map.get(day) ?? []), s]);
    }
    return map;
  }, [shown]);
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && byDay.has(day) ? day : ([...byDay.keys()][0] ?? null);
  // The answer is in, its deferred copy not yet: still loading, not "no free times".
  const loading = slots.isLoading || (shown === undefined && slots.data !== undefined);

  // As tall while the free times load as once they are there (a 375 px phone: the day row, four
  // rows of times), so the form below does not jump (Lighthouse CLS 0.25 without).
  return (
    <Paper withBorder p="md" mih={SLOTS_HEIGHT}>
      <Title order={2} size="h5" mb="xs">
        {t('day')}
      </Title>
      {loading ? (
        <Loader size="sm" />
      ) : byDay.size === 0 ? (
        <Text>{t('noSlots')}</Text>
      ) : (
        <>
          {/* One row that scrolls sideways: fourteen days wrapped into four lines moved the times. */}
          <Group
            gap={6}
            mb="sm"
            data-testid="booking-days"
            role="group"
            aria-label={t('day')}
            wrap="nowrap"
            style={{ overflowX: 'auto', paddingBottom: 4 }}
          >
            {Array.from({ length: DAYS }, (_, i) => addDays(today, i))
              .filter((d) => byDay.has(d))
              .map((d) => (
                <Button
                  key={d}
                  size="xs"
                  style={{ flexShrink: 0 }}
                  variant={d === shownDay ? 'filled' : 'default'}
                  aria-pressed={d === shownDay}
                  onClick={() => setDay(d)}
                >
                  {dayLabel(d, lang)}
                </Button>
              ))}
          </Group>
          <Title order={3} size="h6" mb={6}>
            {t('time')}
          </Title>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing={6} data-testid="booking-slots">
            {(shownDay ? (byDay.get(shownDay) ?? []) : []).map((s) => (
              <Button
                key={s.starts_at}
                size="sm"
                px={4}
                variant={slot?.starts_at === s.starts_at ? 'filled' : 'default'}
                aria-pressed={slot?.starts_at === s.starts_at}
                onClick={() => pick(s)}
              >
                {clockOf(s.local)}
              </Button>
            ))}
          </SimpleGrid>
        </>
      )}
    </Paper>
  );
});

/**
 * The note grows with its text as Mantine's `autosize` does, but measures only as the visitor types:
 * autosize read the box's computed style while the page was first drawn, forcing the whole page's
 * styles then (some 220 ms of a phone's main thread, decision 312).
 */
const GROWING = { input: { overflow: 'hidden' } } as const;
function growToFit(box: HTMLTextAreaElement) {
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
}

function typeLine(x: BookingType, lang: BookingLanguage) {
  const price = x.price === 0 ? bookingText(lang, 'free') : rupees(x.price);
  return `${bookingText(lang, 'minutes', { n: x.duration_min })} · ${bookingText(lang, x.mode)} · ${price}`;
}
