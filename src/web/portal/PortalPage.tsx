import { Alert, Anchor, Box, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { hindiSupplement } from '../../shared/client-hindi';
import { addDays } from '../../shared/plan-calendar';
import { TICK_DAYS_BACK } from '../../shared/portal-options';
import { HindiWord } from '../components/HindiWord';
import { PracticeLogo } from '../components/PracticeLogo';
import { ChoiceButtons } from './ChoiceButtons';
import { ClosedLink } from './ClosedLink';
import { LANGUAGES, type Language, rememberedLanguage, rememberLanguage } from './messages';
import { NextAppointment } from './NextAppointment';
import { PayDues } from './PayDues';
import { formatSavedAt } from './plan-days';
import { PortalLoadError, portalPath } from './portal-api';
import { outsidePeriod } from './portal-calendar';
import { installPortal } from './portal-install';
import { PortalLanguage, usePortalText } from './portal-language';
import { usePortal, useQueuedTicks, useTickSync } from './portal-queries';
import { PORTAL_CSS } from './portal-styles';
import type { PortalView } from './portal-types';
import { TickDay } from './TickDay';
import { closedByTicks, forgetSentBefore } from './tick-queue';
import { WeekPlan } from './WeekPlan';
import { WeightForm } from './WeightForm';

const PRACTICE_KEY = 'nutridesk.portal.practice.';

/** The practice's name from the link's last view on this phone: the closed-link page names it. */
function rememberedPractice(token: string): string | null {
  try {
    return localStorage.getItem(PRACTICE_KEY + token);
  } catch {
    return null;
  }
}

function rememberPractice(token: string, name: string) {
  try {
    localStorage.setItem(PRACTICE_KEY + token, name);
  } catch {
    // the closed-link page then speaks of "your nutritionist"
  }
}

/**
 * The client's plan on their phone (issue 28, /my-plan/:token): public, by the link the
 * nutritionist shared. Today's meals with their ticks first, then supplements, notes, the weight
 * log, the whole plan and its PDF. Works offline once seen (portal-sw.js) and in English or Hindi.
 */
export default function PortalPage() {
  const { token = '' } = useParams();
  const [lang, setLang] = useState<Language>(rememberedLanguage);
  const choose = (next: Language) => {
    rememberLanguage(next);
    setLang(next);
  };
  return (
    <PortalLanguage lang={lang}>
      <style>{PORTAL_CSS}</style>
      <Box bg="gray.0" mih="100vh" py="md">
        <Container size="sm" px="sm">
          <Portal token={token} lang={lang} onLanguage={choose} />
        </Container>
      </Box>
    </PortalLanguage>
  );
}

function Portal({
  token,
  lang,
  onLanguage,
}: {
  token: string;
  lang: Language;
  onLanguage: (l: Language) => void;
}) {
  const { t } = usePortalText();
  const portal = usePortal(token);
  useTickSync(token);
  useEffect(() => installPortal(token), [token]);
  // The plan arrives as a background render, drawn in slices that let the phone answer taps
  // (a day of six meals is a long task otherwise: Lighthouse mobile, issue 28).
  const read = useDeferredValue(portal.data);
  const view = read?.view;
  useEffect(() => {
    document.title = t('pageTitle');
    if (!view) return;
    rememberPractice(token, view.practice.name);
    forgetSentBefore(token, addDays(view.today, -TICK_DAYS_BACK));
  }, [token, view, t]);

  // A tick refused with 410 says the link is closed even when the page shows the phone's copy of
  // the plan (offline, or the worker answered before the connection was back).
  const closedByWrite = closedByTicks(useQueuedTicks(token));
  const failure =
    portal.error instanceof PortalLoadError
      ? portal.error.failure
      : closedByWrite && (!read || read.savedAt)
        ? ({ kind: 'closed', state: closedByWrite, message: '' } as const)
        : null;
  const practice = view?.practice.name ?? rememberedPractice(token);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <PracticeLogo src={view?.practice.logo_url} height={36} />
          <Text size="sm" c="dimmed" data-testid="portal-practice">
            {practice ?? ''}
          </Text>
        </Group>
        <Box w={136} style={{ flexShrink: 0 }}>
          <ChoiceButtons
            label={t('language')}
            value={lang}
            onChange={onLanguage}
            // हिन्दी as a path: an English page has no Devanagari font (decision 267).
            options={LANGUAGES.map((l) => ({
              value: l.value,
              label: l.value === 'hi' ? <HindiWord /> : l.label,
            }))}
            testId="portal-language"
          />
        </Box>
      </Group>
      <Title order={1} size="h2">
        {t('pageTitle')}
      </Title>
      {failure?.kind === 'closed' || failure?.kind === 'not-found' ? (
        <ClosedLink
          token={token}
          state={failure.kind === 'closed' ? failure.state : 'not-found'}
          practice={failure.kind === 'closed' ? practice : null}
        />
      ) : portal.isError ? (
        <Alert color="red" role="alert" data-testid="portal-error">
          <Stack gap="xs" align="flex-start">
            <Text>{t('loadFailed')}</Text>
            <Button size="xs" variant="white" onClick={() => void portal.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : view ? (
        <PlanView
          token={token}
          view={view}
          savedAt={read?.savedAt ?? null}
          onClosed={() => void portal.refetch()}
        />
      ) : (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}

function PlanView({
  token,
  view,
  savedAt,
  onClosed,
}: {
  token: string;
  view: PortalView;
  savedAt: string | null;
  onClosed: () => void;
}) {
  const { lang, t } = usePortalText();
  // What lies below the first screen (weight log, whole plan) is drawn in a second, background
  // render: the phone shows today's meals sooner (Lighthouse mobile, issue 28).
  const drawAll = useDeferredValue(true, false);
  // A copy kept on the phone from before the rules were sent has none.
  const rules = view.rules ?? [];
  return (
    <Stack gap="lg">
      <Text size="lg" data-testid="portal-hello">
        {t('hello', { name: view.first_name })}
      </Text>
      <NextAppointment token={token} />
      {savedAt ? (
        <Alert color="orange" role="status" p="xs" data-testid="portal-offline">
          {`${t('offline')} ${t('lastUpdated', { date: formatSavedAt(lang, savedAt) })}`}
        </Alert>
      ) : null}
      {view.plan ? <TickDay token={token} view={view} /> : <Text>{t('noPlan')}</Text>}
      <PayDues token={token} />
      {rules.length > 0 ? (
        // The client's rules right under today's meals, before the rest (decision 224).
        <Stack gap={4} component="section" aria-labelledby="rules-title" data-testid="portal-rules">
          <Title order={2} size="h3" id="rules-title">
            {t('rules')}
          </Title>
          <Box component="ul" m={0} pl="md">
            {rules.map((rule) => (
              <li key={rule.en} data-rule={rule.kind}>
                <Text span>{rule[lang]}</Text>
              </li>
            ))}
          </Box>
        </Stack>
      ) : null}
      {view.supplements.length > 0 ? (
        <Stack gap={4} component="section" aria-labelledby="supplements-title">
          <Title order={2} size="h3" id="supplements-title">
            {t('supplements')}
          </Title>
          <Box component="ul" m={0} pl="md">
            {view.supplements.map((line, i) => {
              // The known supplement lines in Hindi on a Hindi page, as the Hindi PDF (decision 304).
              const s = lang === 'hi' ? hindiSupplement(line) : line;
              return (
                <li key={`${line.name}-${i}`}>
                  <Text span fw={500}>
                    {s.name}
                  </Text>
                  {s.dosage ? <Text span>{` — ${s.dosage}`}</Text> : null}
                </li>
              );
            })}
          </Box>
        </Stack>
      ) : null}
      {view.notes ? (
        <Stack gap={4} component="section" aria-labelledby="notes-title">
          <Title order={2} size="h3" id="notes-title">
            {t('notes')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{view.notes}</Text>
        </Stack>
      ) : null}
      {drawAll ? (
        <WeightForm token={token} today={view.today} outside={outsidePeriod(view)} onClosed={onClosed} />
      ) : null}
      {drawAll && view.plan ? <WeekPlan days={view.plan.days} todayDay={view.today_day} /> : null}
      {drawAll && view.plan ? (
        <Anchor
          // The PDF's rules box in the page's language (decision 224).
          href={`${portalPath(token)}/pdf${lang === 'hi' ? '?lang=hi' : ''}`}
          download
          data-testid="portal-pdf"
        >
          {t('downloadPdf')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
