import { Badge, Group, List, Text } from '@mantine/core';
import {
  EVERY_TARGET_MET,
  type GeneratedDay,
  type GeneratePreview,
  type GenerateStatus,
  type TargetCheck,
} from '../../shared/plan-generate';

/**
 * The status that tells the truth (issue 26, decision 148): the badge says "Meets every target"
 * only when every band, floor and limit is met, else what is missed; beside it the solver's word.
 * Each day lists every band, floor and limit, met or missed with the amount (in words, never colour
 * alone).
 */
const SOLVER: Record<GenerateStatus, string> = {
  optimal: 'Optimal',
  feasible: 'Best plan found in the time allowed',
  infeasible: 'Cannot meet the targets',
};

export function PreviewBadge({ preview }: { preview: GeneratePreview }) {
  const every = preview.summary === EVERY_TARGET_MET;
  const color = preview.status === 'infeasible' ? 'red' : every ? 'teal' : 'orange';
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        color={color}
        // Dark text: the light badge's own orange text is under 4.5:1 on its background (axe).
        c="dark.9"
        variant="light"
        size="lg"
        data-testid="preview-summary"
        // A long summary wraps (a truncated badge would hide the very floor that falls short).
        styles={{
          root: { height: 'auto', minHeight: 26, maxWidth: '100%', textTransform: 'none', paddingBlock: 4 },
          label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.35 },
        }}
      >
        {preview.summary}
      </Badge>
      <Text size="xs" c="gray.7" data-testid="preview-status">
        {/* A dish day's servings come from a search that proves no optimum (decision 168). */}
        {preview.mode === 'dishes' && preview.status === 'feasible'
          ? 'Best servings found in half measures'
          : SOLVER[preview.status]}{' '}
        · {preview.solve_ms} ms
      </Text>
    </Group>
  );
}

const MINUS = '\u2212';
const signed = (n: number) => (n < 0 ? `${MINUS}${Math.abs(n)}` : `+${n}`);

function line(c: TargetCheck): { text: string; word: string } {
  const unit = c.unit === '%' ? ' %' : ` ${c.unit}`;
  if (c.kind === 'group') {
    // "Milk or curd: 350 g, 203–405 g (My Plate 270 g)": the band, and the plate's own amount.
    const band = c.max === null || c.max === undefined ? `at least ${c.min} g` : `${c.min}–${c.max} g`;
    return {
      text: `${c.label}: ${Math.round(c.amount)} g, ${band} (My Plate ${Math.round(c.target)} g)`,
      word: c.met ? 'within' : c.amount < (c.min ?? 0) ? 'short' : 'over',
    };
  }
  if (c.kind === 'share')
    // "Lunch: 38 % of the day's energy, 30–35 %": the meal's part of the day against its band.
    return {
      text: `${c.label}: ${Math.round(c.amount)} % of the day's energy, ${c.min}\u2013${c.max} %`,
      word: c.met ? 'within' : c.amount < (c.min ?? 0) ? 'under' : 'over',
    };
  if (c.kind === 'band')
    return {
      text: `${c.label}: ${c.amount}${unit} of ${c.target}${unit} (${signed(c.difference)}${unit})`,
      word: c.met ? 'met' : 'missed',
    };
  if (c.kind === 'floor')
    return {
      text: `${c.label}: ${c.amount}${unit}, at least ${c.target}${unit}${c.met ? '' : ` (${signed(c.percent)} %)`}`,
      word: c.met ? 'met' : 'short',
    };
  // Limits run to thousands (sodium, calcium): "Sodium: 2,340 mg, at most 2,000 mg (+17 %)".
  const amount = grouped(c.amount);
  const max = `at most ${grouped(c.target)}${unit}`;
  if (c.unknown_foods && c.amount <= c.target)
    return {
      text: `${c.label}: ${amount}${unit} from the foods with a value, ${max}; ${c.label.toLowerCase()} unknown for ${c.unknown_foods} ${c.unknown_foods === 1 ? 'food' : 'foods'}`,
      word: 'unknown',
    };
  return {
    text: `${c.label}: ${amount}${unit}, ${max}${c.met ? '' : ` (${signed(c.percent)} %)`}`,
    word: c.met ? 'within' : 'over',
  };
}
const grouped = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });

/** `withSummary`: a week repeats each day's summary here (one day has it in the badge). */
export function PreviewTargetsList({ day, withSummary }: { day: GeneratedDay; withSummary: boolean }) {
  // Missed first: what needs the nutritionist's eye comes before what is fine.
  const sorted = [...day.checks].sort((a, b) => Number(a.met) - Number(b.met));
  const checks = sorted.filter((c) => c.kind !== 'group' && c.kind !== 'share');
  // A dish day's food groups (My Plate for the Day, issue 27) and energy split are listed on their own.
  const groups = day.checks.filter((c) => c.kind === 'group');
  const shares = day.checks.filter((c) => c.kind === 'share');
  return (
    <section aria-label={`Day ${day.day}: targets met or missed`} data-testid={`checks-${day.day}`}>
      {withSummary && (
        <Text size="sm" fw={600} mb={4}>
          {day.summary}
        </Text>
      )}
      {(day.condition_checks ?? []).map((line) => (
        // Issue 35: each confirmed condition's checks, one line each, before the targets.
        <Text key={line} size="sm" mb={4} data-testid={`condition-checks-${day.day}`}>
          {line}
        </Text>
      ))}
      <CheckList checks={checks} />
      {shares.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs" mb={4} id={`split-${day.day}`}>
            Energy by meal
          </Text>
          <CheckList checks={shares} labelledBy={`split-${day.day}`} />
        </>
      )}
      {groups.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs" mb={4} id={`plate-${day.day}`}>
            Food groups (My Plate for the Day)
          </Text>
          <CheckList checks={groups} labelledBy={`plate-${day.day}`} />
        </>
      )}
    </section>
  );
}

function CheckList({ checks, labelledBy }: { checks: TargetCheck[]; labelledBy?: string }) {
  return (
    <List size="sm" spacing={2} listStyleType="none" ml={0} pl={0} aria-labelledby={labelledBy}>
      {checks.map((c) => {
        const { text, word } = line(c);
        return (
          <List.Item key={`${c.kind}-${c.key}`} data-testid={`check-${c.kind}-${c.key}`} data-met={c.met}>
            <Text span size="sm" fw={700} c={c.met ? 'teal.9' : 'red.9'} mr={6}>
              {c.met ? '✓' : '✗'} {word}
            </Text>
            {text}
          </List.Item>
        );
      })}
    </List>
  );
}
