import { Text } from '@mantine/core';
import type { NutrientTotals } from '../../shared/nutrition';
import { MACRO_TARGETS, targetStatus } from '../../shared/plan-target-options';
import type { PlanTargets } from '../../shared/plan-targets';
import classes from './plan-targets.module.css';
import { readable, SHORT_LABEL, TOTAL_OF } from './target-rows';

const WORD = { met: 'on target', under: 'under', over: 'over' } as const;

/**
 * One bar per macro target that is set: the day's amount against it, with the numbers and a word
 * (never colour alone). The bar is drawn to 100 % of the target; past it a marker shows "over".
 */
export function TargetBars({ totals, targets }: { totals: NutrientTotals; targets: PlanTargets }) {
  const rows = MACRO_TARGETS.filter((m) => targets[m.key] !== null && (targets[m.key] as number) > 0);
  if (!rows.length) return null;
  return (
    <ul className={classes.bars} aria-label="Day totals against the targets">
      {rows.map((m) => {
        const target = targets[m.key] as number;
        const amount = totals[TOTAL_OF[m.key]];
        const status = targetStatus(m.key, amount, target, targets.fibre_max_g);
        const fill = Math.min(100, (amount / target) * 100);
        return (
          <li key={m.key} className={classes.bar} data-testid={`bar-${m.key}`} data-status={status}>
            <Text size="xs" className={classes.barText}>
              <span>{SHORT_LABEL[m.key]}</span>{' '}
              <span>
                {readable(amount)}/{readable(target)}
                {m.unit === 'kcal' ? '' : ` ${m.unit}`}
              </span>{' '}
              <span className={classes[status]}>{WORD[status]}</span>
            </Text>
            <div className={classes.track} aria-hidden>
              <div className={`${classes.fill} ${classes[`fill_${status}`]}`} style={{ width: `${fill}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
