import { Checkbox, List, Paper, Stack, Text } from '@mantine/core';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import type { FloorGap, SupplementProposal } from '../../shared/supplement-proposals';

type Props = {
  proposals: SupplementProposal[];
  gaps: FloorGap[];
  ticked: string[];
  onChange: (keys: string[]) => void;
  disabled?: boolean;
};

const NUTRIENT = Object.fromEntries(MICRONUTRIENTS.map((m) => [m.key, m]));
const figure = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });

/**
 * Issue 53 point 1 (decision 303): each floor the week misses, by how much on which days, then what
 * closes it in order: the library's foods, fortified foods, and a supplement line only where the
 * client has its indication, which the nutritionist ticks (none is ticked for them); Apply adds the
 * ticked lines to the plan.
 */
export function SupplementProposals({ proposals, gaps, ticked, onChange, disabled }: Props) {
  if (!proposals.length && !gaps.length) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="supplement-proposals">
      {gaps.length > 0 && (
        <>
          <Text fw={600} size="sm" mb={4}>
            Floors the week falls short of
          </Text>
          <List size="sm" spacing={6} mb="sm" data-testid="floor-gaps">
            {gaps.map((g) => {
              const n = NUTRIENT[g.nutrient];
              const unit = n?.unit ?? '';
              return (
                <List.Item key={g.nutrient}>
                  <Text size="sm" component="span" fw={500}>
                    {`${n?.label ?? g.nutrient} ${figure(g.floor)} ${unit}: `}
                  </Text>
                  <Text size="sm" component="span">
                    {g.days.map((d) => `Day ${d.day} ${figure(d.short)} ${unit} short`).join(', ')}.
                  </Text>
                  {g.foods.length > 0 && (
                    <Text size="xs" c="gray.8">{`Foods that close it: ${g.foods.join(', ')}.`}</Text>
                  )}
                  {g.fortified && <Text size="xs" c="gray.8">{`Fortified: ${g.fortified.text}.`}</Text>}
                  {!g.supplement && (
                    <Text size="xs" c="gray.8">
                      No supplement: the client has no indication for one.
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        </>
      )}
      {proposals.length > 0 && (
        <>
          <Text fw={600} size="sm" mb={4}>
            Supplements proposed
          </Text>
          <Text size="xs" c="gray.8" mb="xs">
            Only where the client’s life stage, condition or diet indicates one. Tick a line to add it to the
            plan’s supplements.
          </Text>
          <Checkbox.Group value={ticked} onChange={onChange}>
            <Stack gap="xs">
              {proposals.map((p) => (
                <Checkbox
                  key={p.key}
                  value={p.key}
                  disabled={disabled}
                  label={`${p.name}: ${p.dosage}`}
                  description={`${p.indication}.${
                    p.nutrient && p.short_percent !== null
                      ? ` ${NUTRIENT[p.nutrient]?.label ?? p.nutrient} ${p.short_percent} % short of ${p.against ?? 'the plan’s floor'} on average.`
                      : ''
                  } Source: ${p.source}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      )}
    </Paper>
  );
}
