import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type ClientCondition,
  CONDITION_LABELS,
  type ConditionKind,
  type ConditionsView,
  conditionText,
  type ProposedCondition,
} from '../../shared/conditions';
import { ApiError } from '../lib/api';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { DETAIL_CHOICES, detailBody, detailField, detailValue } from './condition-details';
import { useConditions, useDecideCondition, useSaveConditions } from './conditions-queries';

/** The detail a condition needs, as a native select (easy on a phone); the server's message beside it. */
function DetailSelect(props: {
  kind: ConditionKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const field = detailField(props.kind);
  if (!field) return null;
  const { label, options } = DETAIL_CHOICES[field];
  return (
    <NativeSelect
      size="xs"
      label={`${CONDITION_LABELS[props.kind]}: ${label.toLowerCase()}`}
      data={[{ value: '', label: 'Choose…' }, ...options]}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      disabled={props.disabled}
      style={{ minWidth: 200 }}
    />
  );
}

const STATUS_TEXT = {
  pending: 'Proposed: counts once confirmed',
  confirmed: 'Confirmed',
  rejected: 'Turned down',
};
const STATUS_COLOR = { pending: 'orange', confirmed: 'teal', rejected: 'gray' };
/** Where a proposal was read: the card, an open package's sub-category (issue 54) or the questionnaire. */
const source = (field: string) => {
  if (field === 'Other') return "From the card's Other field";
  if (field === 'Dislikes') return "From the card's dislikes";
  if (field.startsWith('Package: ')) return `From the open package: ${field.slice('Package: '.length)}`;
  return `From the questionnaire: ${field}`;
};

/** One condition read from what the client wrote: its detail asked first, then Confirm or Turn down. */
function Proposal({ p, clientId }: { p: ProposedCondition; clientId: number }) {
  const decide = useDecideCondition(clientId);
  const [value, setValue] = useState(() => detailValue(p.kind, p.detail));
  const [error, setError] = useState<string>();
  const field = detailField(p.kind);
  const click = (decision: 'confirm' | 'turn_down') => {
    setError(undefined);
    decide.mutate(
      { kind: p.kind, decision, ...(decision === 'confirm' ? detailBody(p.kind, value) : {}) },
      {
        onSuccess: (r) => notifySuccess(r.message),
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fieldErrors : {};
          const message = (field && fields[field]) || Object.values(fields)[0];
          if (message) setError(message);
          else notifyFailure(e);
        },
      },
    );
  };
  return (
    <Stack gap={6} align="flex-start" data-testid={`proposed-${p.kind}`}>
      <Group gap="xs">
        <Badge color={STATUS_COLOR[p.status]} variant="light">
          {p.label}
        </Badge>
        <Text size="xs" c="dimmed">
          {STATUS_TEXT[p.status]}
        </Text>
      </Group>
      {p.status !== 'confirmed' && (
        <>
          <DetailSelect kind={p.kind} value={value} onChange={setValue} error={error} />
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => click('confirm')}
              loading={decide.isPending}
            >
              Confirm {p.label}
            </Button>
            {p.status === 'pending' && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => click('turn_down')}
                disabled={decide.isPending}
              >
                Turn down {p.label}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The proposals grouped by the text they were read from, as the restrictions panel shows them. */
function Proposals({ view, clientId }: { view: ConditionsView; clientId: number }) {
  const groups = new Map<string, ProposedCondition[]>();
  for (const p of view.proposed) {
    const key = `${p.field}\u0000${p.text}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return (
    <Stack gap="xs" data-testid="proposed-conditions">
      <Text size="sm" fw={500}>
        Proposed (from the questionnaire, the card and open packages)
      </Text>
      {[...groups.values()].map((list) => (
        <Alert key={list[0].kind} variant="light" color="gray" p="sm">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {source(list[0].field)}
          </Text>
          <Text size="sm" mb={8} style={{ overflowWrap: 'anywhere' }}>
            “{list[0].text}”
          </Text>
          <Stack gap="sm">
            {list.map((p) => (
              <Proposal key={p.kind} p={p} clientId={clientId} />
            ))}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}

/** The confirmed conditions: each one's detail changed in place or the condition removed. */
function Confirmed({ view, clientId }: { view: ConditionsView; clientId: number }) {
  const save = useSaveConditions(clientId);
  const write = (conditions: ClientCondition[]) =>
    save.mutate({ conditions }, { onSuccess: (r) => notifySuccess(r.message), onError: notifyFailure });
  if (!view.conditions.length)
    return (
      <Text size="sm" c="dimmed" data-testid="conditions-empty">
        {view.proposed.length
          ? 'No condition confirmed yet: a proposed one counts only once you confirm it.'
          : "No conditions: nothing in the questionnaire or the card's Other field names one."}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="confirmed-conditions">
      <Text size="sm" fw={500}>
        Confirmed (these set the targets and the plan's rules)
      </Text>
      {view.conditions.map((c, i) => (
        <Paper key={c.kind} withBorder p="xs" data-testid={`confirmed-${c.kind}`}>
          <Stack gap={6} align="flex-start">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {conditionText(c)}
            </Text>
            <DetailSelect
              kind={c.kind}
              value={detailValue(c.kind, c)}
              disabled={save.isPending}
              onChange={(value) =>
                value &&
                write(
                  view.conditions.map((x, j) =>
                    j === i ? { kind: x.kind, ...detailBody(x.kind, value) } : x,
                  ),
                )
              }
            />
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => write(view.conditions.filter((_, j) => j !== i))}
              disabled={save.isPending}
            >
              Remove {CONDITION_LABELS[c.kind]}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The client page's clinical conditions and life stages (issue 35, decisions 220 and 236): what the
 * client wrote, proposed; confirmed with the detail each one needs; the confirmed list to change.
 */
export function ConditionsPanel({ clientId }: { clientId: number }) {
  const { data, isLoading } = useConditions(clientId);
  return (
    <Stack gap="xs" mt="md" data-testid="client-conditions">
      <Title order={2} size="h4">
        Clinical conditions and life stages
      </Title>
      <Paper withBorder p="md">
        {isLoading || !data ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <Stack gap="md">
            {data.proposed.length > 0 && <Proposals view={data} clientId={clientId} />}
            <Confirmed view={data} clientId={clientId} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
