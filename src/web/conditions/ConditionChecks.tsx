import { Badge, Text } from '@mantine/core';
import { savedDayChecks } from '../../shared/condition-day-facts';
import { CONDITION_LABELS } from '../../shared/conditions';
import type { Workspace } from '../../shared/plans';

/**
 * A plan's condition checks in the planner (issue 35, point 3; decision 252): one line a confirmed
 * condition under each day's totals, and a badge for the plan above the grid. The lines come from
 * the grid's own meals through the builder the server and the preview use, so an edit shows at
 * once with no request; all days are computed once per meals array (cached), not once per cell.
 */
const cache = new WeakMap<readonly unknown[], Record<number, string[]>>();

function checksOf(ws: Workspace): Record<number, string[]> | null {
  const conditions = ws.restrictions?.conditions ?? [];
  if (!conditions.length || !ws.condition_context) return null;
  let byDay = cache.get(ws.meals);
  if (!byDay) {
    byDay = savedDayChecks(ws.meals, conditions, ws.condition_context);
    cache.set(ws.meals, byDay);
  }
  return byDay;
}

const missed = (line: string) => line.includes('✗');

/** A day's lines, in the totals row's cell; nothing for a client without a confirmed condition. */
export function ConditionDayChecks({ ws, day }: { ws: Workspace | null | undefined; day: number }) {
  const lines = ws ? checksOf(ws)?.[day] : undefined;
  if (!lines?.length) return null;
  return lines.map((line) => (
    <Text
      key={line}
      size="xs"
      c={missed(line) ? 'red.9' : undefined}
      fw={missed(line) ? 600 : undefined}
      data-testid="condition-check"
    >
      {line}
    </Text>
  ));
}

/**
 * The plan's badge: met on every saved day only when no line has a ✗, and it says so when a rule
 * had no data ("not checked") rather than claiming it.
 */
export function ConditionChecksBadge({ ws }: { ws: Workspace }) {
  const byDay = checksOf(ws);
  if (!byDay) return null;
  const names = (ws.restrictions?.conditions ?? []).map((c) => CONDITION_LABELS[c.kind]);
  const days = Object.entries(byDay);
  const bad = days.filter(([, lines]) => lines.some(missed)).map(([d]) => d);
  const unchecked = days.some(([, lines]) => lines.some((l) => l.includes('not checked')));
  const text = !days.length
    ? 'no saved day yet'
    : bad.length
      ? `missed on ${bad.length} of ${days.length} day${days.length === 1 ? '' : 's'} (day ${bad.join(', ')})`
      : `met on ${days.length === 1 ? 'the saved day' : `all ${days.length} saved days`}`;
  return (
    <Badge
      color={bad.length ? 'orange' : days.length ? 'teal' : 'gray'}
      c="dark.9"
      variant="light"
      mt={4}
      data-testid="condition-checks-badge"
      styles={{
        root: { height: 'auto', maxWidth: '100%', textTransform: 'none', paddingBlock: 2 },
        label: { whiteSpace: 'normal' },
      }}
    >
      {`${names.join(', ')} checks: ${text}${unchecked ? ' · some not checked: no data' : ''}`}
    </Badge>
  );
}
