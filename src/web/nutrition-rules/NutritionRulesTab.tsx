import { Accordion, Badge, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { ChoiceAnswer, RuleAnswer } from '../../shared/nutrition-rules-api';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useChooseRule, useNutritionRules } from './nutrition-rules-queries';

/** An accordion value fit for an id (Mantine builds aria-controls from it). */
const slug = (group: string) => group.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const SCOPE_WORDS = { day: 'Each day', meal: 'Each meal', food: 'Each food' } as const;

/**
 * Settings → Nutrition rules (issue 52 point 3): every rule the app applies, in words, with its
 * numbers, where it applies, how firmly and its source, so a dietitian can see why a plan came out
 * as it did. Where guidelines differ, an admin chooses between the cited alternatives (never a
 * number of their own); the choice applies to new previews and suggestions.
 */
export default function NutritionRulesTab() {
  const rules = useNutritionRules();
  if (!rules.data) return <Text c="dimmed">Loading...</Text>;
  const { rules: list, choices, can_choose } = rules.data;
  const groups = [...new Set(list.map((r) => r.group))];
  const bySource = new Map<string, number>();
  for (const r of list) bySource.set(r.publisher, (bySource.get(r.publisher) ?? 0) + 1);
  const recalled = list.filter((r) => r.recalled).length;
  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="rules-about">
        <Stack gap="xs">
          <Title order={2} size="h4" id="rules-about">
            Nutrition rules
          </Title>
          <Text size="sm">
            Every rule the planner, the generator, the checks and the client’s page apply: {list.length}{' '}
            rules, each with its source. Rules marked “from memory” were written from a quote or from memory
            and are to be checked against the printed publication.
          </Text>
          <Group gap="xs" data-testid="rules-by-source">
            {[...bySource].map(([publisher, n]) => (
              <Badge key={publisher} variant="light" color="gray">
                {publisher === 'Team' ? 'Team rule' : publisher}: {n}
              </Badge>
            ))}
            <Badge variant="outline" color="dark">
              From memory: {recalled}
            </Badge>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="rules-choices">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="rules-choices">
              Where guidelines differ
            </Title>
            <Text size="sm" c="dimmed">
              {can_choose
                ? 'Choose which cited guideline the practice follows. It applies to new previews and suggestions; a band chosen for a client stays.'
                : 'The guideline the practice follows, chosen by an admin.'}
            </Text>
          </div>
          {choices.map((c) => (
            <ChoiceField key={c.id} choice={c} canChoose={can_choose} />
          ))}
        </Stack>
      </Paper>
      <Accordion multiple variant="separated" defaultValue={[slug(groups[0])]}>
        {groups.map((group) => {
          const rows = list.filter((r) => r.group === group);
          return (
            <Accordion.Item key={group} value={slug(group)}>
              <Accordion.Control>
                <Text fw={600} component="span">
                  {group}
                </Text>{' '}
                <Text c="dimmed" size="sm" component="span">
                  ({rows.length})
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {rows.map((r) => (
                    <RuleCard key={r.id} rule={r} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

function ChoiceField({ choice, canChoose }: { choice: ChoiceAnswer; canChoose: boolean }) {
  const choose = useChooseRule();
  return (
    <Radio.Group
      label={choice.label}
      description={`Applies to ${choice.applies}.`}
      value={choice.chosen}
      onChange={(rule_id) =>
        choose.mutate(
          { choice: choice.id, rule_id },
          { onSuccess: (r) => notifySuccess(r.message), onError: (error) => notifyFailure(error) },
        )
      }
    >
      <Stack gap={6} mt="xs">
        {choice.alternatives.map((a) => (
          <Radio
            key={a.rule_id}
            value={a.rule_id}
            label={a.label}
            disabled={!canChoose || choose.isPending}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function RuleCard({ rule }: { rule: RuleAnswer }) {
  return (
    <Paper withBorder p="sm" data-testid={`rule-${rule.id}`} bg={rule.in_force ? undefined : 'gray.0'}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} style={{ flex: '1 1 16rem' }}>
            {rule.text}
          </Text>
          <Group gap={4}>
            <Badge size="sm" color={rule.hard ? 'red' : 'blue'} variant="light">
              {rule.hard ? 'Hard' : rule.weight ? `Weighted ${rule.weight}` : 'Target'}
            </Badge>
            {rule.recalled && (
              <Badge size="sm" color="dark" variant="outline">
                From memory
              </Badge>
            )}
            {rule.choice && (
              <Badge size="sm" color={rule.in_force ? 'green' : 'gray'} variant="light">
                {rule.in_force ? 'In force' : 'Alternative'}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          <Text span fw={500}>
            Applies to:
          </Text>{' '}
          {rule.applies_to} · {SCOPE_WORDS[rule.scope]} · {rule.measure}
        </Text>
        <Text size="sm">
          <Text span fw={500}>
            Bound:
          </Text>{' '}
          {rule.bound}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={500}>
            Source:
          </Text>{' '}
          {rule.source}
        </Text>
      </Stack>
    </Paper>
  );
}
