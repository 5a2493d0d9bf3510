import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import type { SupplementProposal } from '../../shared/supplement-proposals';

type Props = {
  proposals: SupplementProposal[];
  ticked: string[];
  onChange: (keys: string[]) => void;
  disabled?: boolean;
};

const NUTRIENT: Record<string, string> = {
  iron_mg: 'Iron',
  calcium_mg: 'Calcium',
  riboflavin_mg: 'Riboflavin (B2)',
};

/**
 * Issue 33 point 6: the floors the dish library cannot reach, each with a proposed supplement line
 * that the nutritionist ticks (none is ticked for them); Apply adds the ticked lines to the plan.
 */
export function SupplementProposals({ proposals, ticked, onChange, disabled }: Props) {
  if (!proposals.length) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="supplement-proposals">
      <Text fw={600} size="sm" mb={4}>
        Supplements proposed
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        The dishes fall short of these figures. Tick a line to add it to the plan’s supplements.
      </Text>
      <Checkbox.Group value={ticked} onChange={onChange}>
        <Stack gap="xs">
          {proposals.map((p) => (
            <Checkbox
              key={p.key}
              value={p.key}
              disabled={disabled}
              label={`${p.name}: ${p.dosage}`}
              description={`${NUTRIENT[p.nutrient] ?? p.nutrient} ${p.short_percent} % short of ${p.against ?? 'the plan’s floor'} on average. Source: ${p.source}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Paper>
  );
}
