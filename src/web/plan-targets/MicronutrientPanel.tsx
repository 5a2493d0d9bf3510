import { Alert, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import { dayMicronutrients, type FoodValues } from '../../shared/nutrition';
import type { PlanTargets } from '../../shared/plan-targets';
import classes from './plan-targets.module.css';
import { readable } from './target-rows';

type Meal = {
  day: number;
  items: readonly { ref_id: number | null; label: string; quantity: number; food: FoodValues }[];
};

/** One day's micronutrients: each floor met or short (by how much) and the foods giving most. */
export function MicronutrientPanel({
  opened,
  onClose,
  dayName,
  day,
  meals,
  targets,
}: {
  opened: boolean;
  onClose: () => void;
  dayName: string;
  day: number;
  meals: readonly Meal[];
  targets: PlanTargets | undefined;
}) {
  const totals = useMemo(() => (opened ? dayMicronutrients(meals, day) : null), [opened, meals, day]);
  const floors = targets?.micronutrient_floors ?? {};
  const anyFloor = Object.keys(floors).length > 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Micronutrients: ${dayName}`}
      size={720}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {!anyFloor && (
        <Alert color="gray" mb="sm">
          No micronutrient floors are set for this plan. Open Targets to set them.
        </Alert>
      )}
      {totals && (
        <ScrollArea
          type="auto"
          // Keyboard users scroll the table sideways on a phone too (axe: scrollable-region-focusable).
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `Micronutrients of ${dayName}` }}
        >
          <Table striped miw={320} data-testid="micronutrient-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nutrient</Table.Th>
                <Table.Th scope="col">Day total / floor</Table.Th>
                <Table.Th scope="col">Met? Most from</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MICRONUTRIENTS.map((m) => {
                const t = totals[m.key];
                const floor = floors[m.key];
                const incomplete = t.unknown.length > 0;
                const short = floor !== undefined ? floor - t.total : 0;
                return (
                  <Table.Tr key={m.key} data-testid={`micro-${m.key}`}>
                    <Table.Th scope="row" fw={500}>
                      {m.label}
                    </Table.Th>
                    <Table.Td>
                      {readable(t.total)} /{' '}
                      {floor === undefined ? 'no floor' : `${readable(floor)} ${m.unit}`}
                      {floor === undefined ? ` ${m.unit}` : ''}
                      {incomplete && (
                        <Text size="xs" className={classes.basis}>
                          at least: not known for {t.unknown.join(', ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {floor === undefined ? (
                        '—'
                      ) : short <= 0 ? (
                        <span className={classes.met}>Met</span>
                      ) : (
                        <span className={classes.under}>
                          Short by {readable(short)} {m.unit}
                          {incomplete ? ' (or less)' : ''}
                        </span>
                      )}
                      <Text size="xs" className={classes.basis}>
                        {t.top.length
                          ? t.top.map((f) => `${f.label} ${readable(f.amount)} ${m.unit}`).join('; ')
                          : 'No food gives any'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Modal>
  );
}
