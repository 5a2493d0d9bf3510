import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { readRestrictionText } from '../../shared/restriction-text';
import {
  ALLERGENS,
  DIET_LABELS,
  DIETS,
  type Diet,
  EMPTY_RESTRICTIONS,
  type FoodTag,
  INTOLERANCES,
  matchLabel,
  type Restrictions,
  type RestrictionsView,
  TAG_LABELS,
} from '../../shared/restrictions';
import { ApiError } from '../lib/api';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { FastingField } from './FastingField';
import { NotEnforcedList } from './NotEnforced';
import { useDecideRule, useRestrictions, useSaveRestrictions } from './restrictions-queries';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Other field as the reader reads it now, while it is typed: what it names, and what it does not. */
function OtherReading({ text }: { text: string }) {
  const read = useMemo(() => readRestrictionText(text), [text]);
  if (!text.trim()) return null;
  return (
    <Stack gap={2} mt={-8} data-testid="other-reading">
      {read.matches.length > 0 && (
        <Text size="xs" c="dimmed">
          Read as: {read.matches.map(matchLabel).join(', ')}
        </Text>
      )}
      <NotEnforcedList items={read.unmatched.map((u) => ({ field: 'Other', text: u }))} showField={false} />
    </Stack>
  );
}

/**
 * The client page's allergies, intolerances, dislikes and diet rules (issue 26): a checklist with
 * "other" text, and the questionnaire's answers as read against it, to confirm or turn down.
 */
export function RestrictionsSection({ clientId }: { clientId: number }) {
  const { data, isLoading } = useRestrictions(clientId);
  const save = useSaveRestrictions(clientId);
  const [list, setList] = useState<Restrictions>(EMPTY_RESTRICTIONS);
  useEffect(() => {
    if (data) setList(data.list);
  }, [data]);

  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const submit = (next: Restrictions) =>
    save.mutate(next, {
      onSuccess: (r) => notifySuccess(r.message),
      onError: (e) =>
        e instanceof ApiError && Object.keys(e.fieldErrors).length ? undefined : notifyFailure(e),
    });

  const toggleIntolerance = (tag: FoodTag, on: boolean) =>
    setList((l) => ({
      ...l,
      intolerances: on
        ? [...l.intolerances, { tag, except: [] }]
        : l.intolerances.filter((i) => i.tag !== tag),
    }));
  const setExcept = (tag: FoodTag, except: string[]) =>
    setList((l) => ({
      ...l,
      intolerances: l.intolerances.map((i) => (i.tag === tag ? { ...i, except } : i)),
    }));

  return (
    <Stack gap="xs" data-testid="client-restrictions">
      <Title order={2} size="h4">
        Allergies and diet rules
      </Title>
      <Paper withBorder p="md">
        {isLoading || !data ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <Stack gap="md">
            <ProposedRules view={data} clientId={clientId} />
            <Checkbox.Group
              label="Allergies (never in a plan)"
              value={list.allergies}
              onChange={(v) => setList((l) => ({ ...l, allergies: v as FoodTag[] }))}
              error={errors.allergies}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs">
                {ALLERGENS.map((tag) => (
                  <Checkbox key={tag} value={tag} label={cap(TAG_LABELS[tag])} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                Intolerances (foods they tolerate stay allowed)
              </Text>
              {INTOLERANCES.map((tag) => {
                const held = list.intolerances.find((i) => i.tag === tag);
                return (
                  <Group key={tag} gap="sm" align="center" wrap="wrap">
                    <Checkbox
                      w={110}
                      label={cap(TAG_LABELS[tag])}
                      checked={Boolean(held)}
                      onChange={(e) => toggleIntolerance(tag, e.currentTarget.checked)}
                    />
                    {held && (
                      <TagsInput
                        aria-label={`${cap(TAG_LABELS[tag])}: foods that are fine`}
                        placeholder="Fine: e.g. curd, paneer"
                        value={held.except}
                        onChange={(v) => setExcept(tag, v)}
                        style={{ flex: 1, minWidth: 200 }}
                        size="xs"
                      />
                    )}
                  </Group>
                );
              })}
            </Stack>
            <Checkbox.Group
              label="Diet rules"
              value={list.diets}
              onChange={(v) => setList((l) => ({ ...l, diets: v as Diet[] }))}
            >
              <Group mt="xs" gap="md">
                {DIETS.map((d) => (
                  <Checkbox key={d} value={d} label={DIET_LABELS[d]} />
                ))}
              </Group>
            </Checkbox.Group>
            <FastingField
              fasting={list.fasting}
              onChange={(fasting) => setList((l) => ({ ...l, fasting }))}
              error={errors['fasting.0.weekdays'] ?? errors.fasting}
            />
            <TagsInput
              label="Dislikes (left out of computed plans, never refused)"
              placeholder="e.g. brinjal, karela"
              value={list.dislikes}
              onChange={(v) => setList((l) => ({ ...l, dislikes: v }))}
              error={errors.dislikes}
            />
            <Textarea
              label="Other"
              autosize
              minRows={1}
              value={list.other}
              onChange={(e) => {
                const other = e.currentTarget.value;
                setList((l) => ({ ...l, other }));
              }}
              error={errors.other}
              description="Read like the questionnaire: what it names is proposed above once saved."
            />
            <OtherReading text={list.other} />
            <Group justify="flex-end">
              <Button onClick={() => submit(list)} loading={save.isPending}>
                Save allergies and diet rules
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

const STATUS_TEXT = {
  pending: 'Proposed: counts until you decide',
  confirmed: 'Confirmed',
  rejected: 'Turned down',
};
const PREFERENCE_STATUS = { ...STATUS_TEXT, pending: 'Proposed: counts once confirmed' };
const STATUS_COLOR = { pending: 'orange', confirmed: 'teal', rejected: 'gray' };
const isPreference = (question: string) =>
  question === 'food_preference' || question === 'client_food_preference';

/**
 * The rules read from what the client wrote (questionnaire, profile) and from Other (issue 32):
 * each confirmed or turned down in one click; the text no rule matches says "Not enforced".
 */
function ProposedRules({ view, clientId }: { view: RestrictionsView; clientId: number }) {
  const decide = useDecideRule(clientId);
  const texts = [...view.answers, ...(view.other ? [view.other] : [])];
  if (!texts.length) return null;
  const click = (key: string, decision: 'confirm' | 'turn_down') =>
    decide.mutate(
      { key, decision },
      { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyFailure(e) },
    );
  return (
    <Stack gap="xs" data-testid="proposed-rules">
      <Text size="sm" fw={500}>
        Proposed rules (from the questionnaire, the profile and Other)
      </Text>
      {texts.map((a) => (
        <Alert key={`${a.package_id}-${a.question}`} variant="light" color="gray" p="sm">
          <Text size="xs" c="dimmed">
            {a.field}
          </Text>
          <Text size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
            “{a.text}”
          </Text>
          <Stack gap={6}>
            {a.matches.map((m) => (
              <Group key={m.key} gap="xs" wrap="wrap">
                <Badge color={STATUS_COLOR[m.status]} variant="light">
                  {m.label}
                </Badge>
                <Text size="xs" c="dimmed">
                  {(isPreference(a.question) ? PREFERENCE_STATUS : STATUS_TEXT)[m.status]}
                </Text>
                {m.status !== 'confirmed' && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => click(m.key, 'confirm')}
                    disabled={decide.isPending}
                  >
                    Confirm {m.label}
                  </Button>
                )}
                {m.status !== 'rejected' && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => click(m.key, 'turn_down')}
                    disabled={decide.isPending}
                  >
                    Turn down {m.label}
                  </Button>
                )}
              </Group>
            ))}
            <NotEnforcedList
              items={a.unmatched.map((text) => ({ field: a.field, text }))}
              showField={false}
            />
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
