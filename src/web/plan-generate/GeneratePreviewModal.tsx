import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { amountText } from '../../shared/measures';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import { dayTotals, floor2 } from '../../shared/nutrition';
import {
  type GeneratedDay,
  type GeneratePreview,
  PLAN_REGION_LABELS,
  PLAN_REGIONS,
  type PlanRegion,
} from '../../shared/plan-generate';
import { MACRO_TARGETS } from '../../shared/plan-target-options';
import type { WorkspaceMeal } from '../../shared/plans';
import { NotEnforcedAlert, useRestrictions } from '../restrictions';
import { type GenerateRequest, useDaysNow, useGeneratePreview } from './generate-queries';
import { PreviewActions } from './PreviewActions';
import { PreviewBadge, PreviewTargetsList } from './PreviewTargetsList';

const NUTRIENTS = [...MACRO_TARGETS, ...MICRONUTRIENTS];

/** onChanged: the planner reloads its workspace after Apply and Undo. */
type Props = {
  request: GenerateRequest;
  clientId: number;
  title: string;
  onClose: () => void;
  onChanged: () => void;
};

/**
 * The computed day (or week) beside the day as it is now (stacked on a phone), its totals against
 * the targets with each deviation, and Apply; after Apply, Undo puts the days back as they were.
 */
const CLIENTS_REGION = 'client';
const REGION_OPTIONS = [
  { value: CLIENTS_REGION, label: "The client's region" },
  ...PLAN_REGIONS.map((r) => ({ value: r, label: PLAN_REGION_LABELS[r] })),
];

export function GeneratePreviewModal({ request: asked, clientId, title, onClose, onChanged }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  // Dishes come from a region (decision 169): the client's by default; a change computes again.
  const [region, setRegion] = useState<PlanRegion | null>(null);
  const request = asked.mode === 'dishes' && region ? { ...asked, region } : asked;
  // What the client wrote that no rule enforces is asked about before computing (issue 32).
  const restrictions = useRestrictions(clientId);
  const [accepted, setAccepted] = useState(false);
  const unread = restrictions.data?.not_enforced.length ?? 0;
  const ready = restrictions.isSuccess && (unread === 0 || accepted);
  const computed = useGeneratePreview(request, ready);
  const preview = computed.data ?? null;
  const error = computed.error?.message ?? null;
  const current = useDaysNow(request.planId).data;

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {asked.mode === 'dishes' && (
          <Select
            label="Region of the dishes"
            description="Its own dishes and pan-Indian ones; Mixed takes every region."
            data={REGION_OPTIONS}
            value={region ?? CLIENTS_REGION}
            onChange={(v) => setRegion(!v || v === CLIENTS_REGION ? null : (v as PlanRegion))}
            allowDeselect={false}
            maw={360}
            data-testid="generate-region"
          />
        )}
        {restrictions.data && unread > 0 && !accepted && (
          <Stack gap="sm" data-testid="generate-not-enforced">
            <NotEnforcedAlert view={restrictions.data} title="Before computing: not enforced" />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => setAccepted(true)}>Compute anyway</Button>
            </Group>
          </Stack>
        )}
        {restrictions.isError && (
          <Alert color="red" title="Not computed">
            The client's allergies and diet rules could not be read. Please try again.
          </Alert>
        )}
        {ready && !preview && !error && <Text aria-live="polite">Computing…</Text>}
        {error && (
          <Alert color="red" title="Not computed">
            {error}
          </Alert>
        )}
        {preview && (
          <>
            <PreviewBadge preview={preview} />
            {preview.region && (
              <Text size="sm" data-testid="preview-region">
                Dishes: {PLAN_REGION_LABELS[preview.region]}
                {preview.region_from_address
                  ? preview.region === 'mixed'
                    ? "; the client's address names no region"
                    : " (the client's region, from their address)"
                  : ''}
              </Text>
            )}
            {preview.explanation && (
              <Alert color="red" title="Which target cannot be met">
                {preview.explanation}
              </Alert>
            )}
            {preview.days.map((day) => (
              <DayPreview
                key={day.day}
                day={day}
                preview={preview}
                now={current?.meals.filter((m) => m.day === day.day) ?? []}
              />
            ))}
            <PreviewActions request={request} preview={preview} onClose={onClose} onChanged={onChanged} />
          </>
        )}
      </Stack>
    </Modal>
  );
}

function DayPreview({
  day,
  preview,
  now,
}: {
  day: GeneratedDay;
  preview: GeneratePreview;
  now: WorkspaceMeal[];
}) {
  const nowTotals = dayTotals(now, day.day);
  const nowOf: Record<string, number> = {
    energy_kcal: nowTotals.calories,
    protein_g: nowTotals.protein,
    carbohydrate_g: nowTotals.carbohydrate,
    fat_g: nowTotals.fat,
    fibre_g: nowTotals.fibre,
  };
  const targetOf = (key: string): number | null =>
    key in preview.targets
      ? (preview.targets[key as keyof typeof preview.targets] as number | null)
      : (preview.targets.micronutrient_floors[key as keyof typeof preview.targets.micronutrient_floors] ??
        null);
  const rows = NUTRIENTS.filter((n) => targetOf(n.key) !== null && targetOf(n.key) !== undefined);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Day {day.day}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MealList
          heading="Now"
          meals={now.map((m) => ({
            key: String(m.meal_id),
            time: `${m.time.hh}:${m.time.mm}`,
            timing: m.hypothetical_time,
            items: m.items.map(
              (i) =>
                `${i.label} — ${floor2(i.quantity)} ${i.food.uom}${i.ref_id !== null ? ' (alternative)' : ''}`,
            ),
          }))}
        />
        <MealList
          heading="Computed"
          meals={day.meals.map((m, i) => ({
            key: `${i}`,
            time: m.time,
            timing: m.hypothetical_time,
            // A meal without foods says why (before 06:00: water or tea/coffee only).
            items: m.items.length
              ? m.items.map(
                  // "Phulka — 2 phulka (64 g)": the household measure first, grams beside it.
                  (it) => `${it.label} — ${amountText(it)}${it.ref_id !== null ? ' (alternative)' : ''}`,
                )
              : m.description
                ? [m.description]
                : [],
          }))}
        />
      </SimpleGrid>
      <PreviewTargetsList day={day} withSummary={preview.days.length > 1} />
      {/* A focusable scroll box: on a phone the table scrolls sideways by keyboard too (axe). */}
      <section
        style={{ overflowX: 'auto' }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={`Day ${day.day} totals, scrollable`}
      >
        <Table striped withTableBorder miw={420} aria-label={`Day ${day.day} totals against the targets`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nutrient</Table.Th>
              <Table.Th scope="col">Now</Table.Th>
              <Table.Th scope="col">Computed</Table.Th>
              <Table.Th scope="col">Target</Table.Th>
              <Table.Th scope="col">Deviation</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((n) => {
              const deviation = day.deviation[n.key as keyof typeof day.deviation] ?? 0;
              return (
                <Table.Tr key={n.key}>
                  <Table.Th scope="row">{n.label}</Table.Th>
                  <Table.Td>{n.key in nowOf ? `${floor2(nowOf[n.key])} ${n.unit}` : '—'}</Table.Td>
                  <Table.Td>
                    {day.totals[n.key as keyof typeof day.totals] ?? 0} {n.unit}
                  </Table.Td>
                  <Table.Td>
                    {MACRO_TARGETS.some((m) => m.key === n.key && m.key !== 'fibre_g') ? '' : 'at least '}
                    {targetOf(n.key)} {n.unit}
                  </Table.Td>
                  <Table.Td>
                    {deviation > 0 ? '+' : ''}
                    {deviation} {n.unit}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </section>
    </Stack>
  );
}

type ListMeal = { key: string; time: string; timing: string; items: string[] };
function MealList({ heading, meals }: { heading: string; meals: ListMeal[] }) {
  return (
    <section aria-label={heading}>
      <Text fw={700} size="sm" mb={4}>
        {heading}
      </Text>
      {meals.length === 0 && (
        <Text size="sm" c="gray.7">
          No meals.
        </Text>
      )}
      {meals.map((m) => (
        <Stack key={m.key} gap={0} mb="xs">
          <Text size="sm" fw={600}>
            {m.time} · {m.timing}
          </Text>
          {m.items.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      ))}
    </section>
  );
}
