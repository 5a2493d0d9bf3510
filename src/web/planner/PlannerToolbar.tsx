import { Badge, Button, Group, Menu, Switch, Text, Title } from '@mantine/core';
import {
  IconCalendarPlus,
  IconChevronDown,
  IconFileDescription,
  IconLink,
  IconMail,
  IconPrinter,
  IconSettings,
} from '@tabler/icons-react';
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
  /** Export the PDF with the print options below the grid, and e-mail it (SidePanel's). */
  onPrintNow: () => void;
  onEmail: () => void;
};

/**
 * Brings a section below the grid into view and puts the keyboard there (issue 54 point 6: print
 * and share sat 1,678 and 2,139 px down, under the grid, with nothing above pointing to them).
 */
function goToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  // After the menu has closed: Mantine gives focus back to the menu's button when, 10 ms after
  // closing, focus is still where it was at the close.
  window.setTimeout(() => section.focus({ preventScroll: true }), 0);
}

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
  onPrintNow,
  onEmail,
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
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
              Print & share
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPrinter size={16} aria-hidden />} onClick={onPrintNow}>
              Export PDF
            </Menu.Item>
            <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={onEmail}>
              Email to client
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => goToSection('plan-print')}
            >
              Print options
            </Menu.Item>
            <Menu.Item
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => goToSection('plan-share')}
            >
              Client's plan link
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
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
