import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { PLAUSIBLE_RANGES } from '../../shared/vital-plausible';
import { ApiError } from '../lib/api';
import { formatDay } from './plan-days';
import { newRequestId, refusedAsClosed, unreachable } from './portal-api';
import type { outsidePeriod } from './portal-calendar';
import { usePortalText } from './portal-language';
import { useSendWeight } from './portal-queries';

type Errors = { weight_kg?: string; waist_cm?: string };

const parseNumber = (value: string) => Number(value.trim().replace(',', '.'));

/**
 * Today's weight (and waist, if the client measures it), checked here with the vitals form's
 * plausibility ranges (shared/vital-plausible.ts) before it is sent; the server checks the same
 * and its field messages show under the fields.
 */
export function WeightForm({
  token,
  today,
  outside,
  onClosed,
}: {
  token: string;
  today: string;
  /** Today lies outside the plan's period: the server takes no weight, so the note replaces the form. */
  outside: ReturnType<typeof outsidePeriod>;
  onClosed: () => void;
}) {
  const { lang, t } = usePortalText();
  const send = useSendWeight(token);
  const [weight, setWeight] = useState('');
  const [waist, setWaist] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  // The same values sent again (a retry after no answer) keep their request_id: stored once.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const check = (): Errors => {
    const found: Errors = {};
    const w = parseNumber(weight);
    const range = PLAUSIBLE_RANGES.weight;
    if (!weight.trim()) found.weight_kg = t('weightRequired');
    else if (!Number.isFinite(w) || w < range.min || w > range.max) found.weight_kg = t('weightRange', range);
    if (waist.trim()) {
      const c = parseNumber(waist);
      const waistRange = PLAUSIBLE_RANGES.waist;
      if (!Number.isFinite(c) || c < waistRange.min || c > waistRange.max)
        found.waist_cm = t('waistRange', waistRange);
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    const found = check();
    setErrors(found);
    if (found.weight_kg || found.waist_cm) return;
    const key = `${weight.trim()}|${waist.trim()}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
    send.mutate(
      {
        request_id: attempt.current.id,
        date: today,
        weight_kg: parseNumber(weight),
        ...(waist.trim() ? { waist_cm: parseNumber(waist) } : {}),
      },
      {
        onSuccess: () => {
          attempt.current = null;
          setWeight('');
          setWaist('');
          setAnswer({ ok: true, message: t('weightSaved', { date: formatDay(lang, today) }) });
        },
        onError: (error) => {
          if (refusedAsClosed(error)) return onClosed();
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors({ weight_kg: fields.weight_kg, waist_cm: fields.waist_cm });
          if (!fields.weight_kg && !fields.waist_cm)
            setAnswer({ ok: false, message: unreachable(error) ? t('notSent') : error.message });
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="weight-title">
      <Title order={2} size="h3" id="weight-title">
        {t('weightTitle')}
      </Title>
      {outside ? (
        <Text size="sm" c="dimmed" data-testid="weight-outside">
          {t(outside.note, { date: formatDay(lang, outside.date) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('weightFor', { date: formatDay(lang, today) })}
        </Text>
      )}
      {outside ? null : (
        <form onSubmit={submit} noValidate data-testid="weight-form">
          <Stack gap="xs">
            <Group grow align="flex-start" gap="xs">
              <TextInput
                label={t('weightKg')}
                inputMode="decimal"
                autoComplete="off"
                value={weight}
                onChange={(e) => setWeight(e.currentTarget.value)}
                error={errors.weight_kg}
                required
              />
              <TextInput
                label={t('waistCm')}
                inputMode="decimal"
                autoComplete="off"
                value={waist}
                onChange={(e) => setWaist(e.currentTarget.value)}
                error={errors.waist_cm}
              />
            </Group>
            {answer ? (
              <Alert color={answer.ok ? 'teal' : 'red'} role={answer.ok ? 'status' : 'alert'} p="xs">
                {answer.message}
              </Alert>
            ) : null}
            <Button type="submit" loading={send.isPending}>
              {t('weightSave')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
