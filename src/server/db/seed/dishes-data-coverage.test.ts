import { describe, expect, it } from 'vitest';
import { STARTER_DISHES } from './dishes-data';
import { COVERAGE_PARTS, coverageTable, dishCoverage } from './dishes-data-coverage';

/**
 * A week of any region and diet needs no repeat beyond "no non-staple dish on consecutive days,
 * at most twice a week" (issue 33, decision 205): six candidates for each part of a meal. The
 * breakfast side and drink are optional parts (a fruit or curd stands in), with a lower floor.
 */
const FLOORS: Record<string, number> = { 'breakfast side': 2, 'breakfast drink': 2 };
const FLOOR = 6;

describe('the starter library covers a week of every region and diet', () => {
  const rows = dishCoverage(STARTER_DISHES);

  it('prints the table of candidates (committed in docs/decisions/205-dish-library-coverage.md)', () => {
    console.log(coverageTable(rows));
    expect(rows).toHaveLength(4 * 6);
  });

  it('offers at least six dishes for every part of a meal, for every region × diet', () => {
    const short: string[] = [];
    for (const row of rows)
      COVERAGE_PARTS.forEach((part, i) => {
        const floor = FLOORS[part.label] ?? FLOOR;
        if (row.counts[i] < floor)
          short.push(`${row.region} ${row.diet} ${part.label}: ${row.counts[i]} < ${floor}`);
      });
    expect(short).toEqual([]);
  });

  it('counts a dish only where its diet allows: no fish curry for a vegetarian, no ghee dal for a vegan', () => {
    const at = (region: string, diet: string, label: string) =>
      rows.find((r) => r.region === region && r.diet === diet)?.counts[
        COVERAGE_PARTS.findIndex((p) => p.label === label)
      ] ?? 0;
    expect(at('east', 'non-vegetarian', 'lunch dal/curry')).toBeGreaterThan(
      at('east', 'vegetarian', 'lunch dal/curry'),
    );
    expect(at('north', 'vegan', 'lunch curd/salad')).toBeLessThan(
      at('north', 'vegetarian', 'lunch curd/salad'),
    );
  });
});
