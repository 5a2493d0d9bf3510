import { Badge, Button, Group, Switch, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Workspace } from '../../shared/plans';
import { ConditionChecksBadge } from '../conditions/index';
import classes from './planner.module.css';

type Props = {
  ws: Workspace;
  readOnly: boolean;
  printMode: boolean;
  /** A preview from another package's copy list: that package's id, and where 'Back' goes. */
  copyInto: number | null;
  backTo: string;
  compact: boolean;
  onCompact: (compact: boolean) => void;
  /** The compact view shows the standard times without a meal (decision 211). */
  emptyTimesShown: boolean;
  onShowEmptyTimes: (shown: boolean) => void;
  /** The Generate week button (GenerateWeekButton), before Add a Day. */
  generate?: ReactNode;
  /** The History button (PlanHistoryButton, decision 301), before Generate. */
  history?: ReactNode;
  onCopy: () => void;
  onDetails: () => void;
  onTargets: () => void;
  onAddDay: () => void;
};

/** The plan's title and who it is for, and the buttons above the grid. */
export function PlannerToolbar({
  ws,
  readOnly,
  printMode,
  copyInto,
  backTo,
  compact,
  onCompact,
  emptyTimesShown,
  onShowEmptyTimes,
  generate,
  history,
  onCopy,
  onDetails,
  onTargets,
  onAddDay,
}: Props) {
  const preference = ws.food_preference ?? null;
  return (
    <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
      <div>
        <Title order={1} size="h3">
          {ws.plan.description || 'Nutrition Plan'}
        </Title>
        <Text size="sm" c="gray.7">
          {ws.plan.client_name} {ws.plan.last_name} · {ws.package.category}
          {ws.package.sub_category ? ` / ${ws.package.sub_category}` : ''}
          {preference ? ` · ${preference}` : ''}
          {ws.plan.max_calories ? ` · max ${ws.plan.max_calories} kcal/day` : ''}
        </Text>
        <ConditionChecksBadge ws={ws} />
      </div>
      <Group gap="xs" className={classes.noPrint}>
        {readOnly && <Badge color="gray">{printMode ? 'Print mode' : 'Preview'}</Badge>}
        {copyInto && (
          <>
            <Button variant="default" component={Link} to={backTo}>
              Back to the plans to copy
            </Button>
            <Button color="teal.9" onClick={onCopy}>
              Copy this plan
            </Button>
          </>
        )}
        <Switch label="Compact view" checked={compact} onChange={(e) => onCompact(e.currentTarget.checked)} />
        {compact && (
          <Switch
            label="Show empty times"
            checked={emptyTimesShown}
            onChange={(e) => onShowEmptyTimes(e.currentTarget.checked)}
            data-testid="show-empty-times"
          />
        )}
        <Button
          variant="default"
          leftSection={<IconFileDescription size={16} aria-hidden />}
          onClick={onDetails}
          disabled={readOnly}
        >
          Plan Details
        </Button>
        <Button variant="default" onClick={onTargets} disabled={readOnly}>
          Targets
        </Button>
        {history}
        {generate}
        <Button
          color="teal.9"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={onAddDay}
          disabled={readOnly}
        >
          Add a Day
        </Button>
      </Group>
    </Group>
  );
}
