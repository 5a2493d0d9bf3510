import { describe, expect, it } from 'vitest';
import { STARTER_DISHES } from './dishes-data';
import { SODIUM_PER_SERVING_MG, servingSodiumMg } from './dishes-data-salt';
import { readIfctFoods } from './foods';

const SODIUM = new Map(readIfctFoods().map((f) => [f.code, f.sodiumMg]));
const sodiumOf = (code: string) => SODIUM.get(code) ?? 0;

describe('the salt of the starter recipes (decision 206)', () => {
  it('keeps a usual serving of every dish at or under 400 mg sodium, so five a day stay under 2,000 mg', () => {
    expect(SODIUM_PER_SERVING_MG).toBe(400);
    const over = STARTER_DISHES.map((d) => ({ key: d.key, mg: servingSodiumMg(d, sodiumOf) }))
      .filter((d) => d.mg > SODIUM_PER_SERVING_MG + 0.5)
      .map((d) => `${d.key}: ${Math.round(d.mg)} mg`);
    expect(over).toEqual([]);
  });

  it("counts both the salt and the foods' own sodium: a katori of jeera rice, sambar and poha", () => {
    const mg = (key: string) =>
      Math.round(servingSodiumMg(STARTER_DISHES.find((d) => d.key === key)!, sodiumOf));
    // Before the review (INDB's salt): jeera rice 780 mg, sambar 812 mg, a plate of poha 1,110 mg.
    expect(mg('jeera-rice')).toBeLessThanOrEqual(400);
    expect(mg('sambar')).toBeLessThanOrEqual(400);
    expect(mg('poha')).toBeLessThanOrEqual(400);
    expect(mg('steamed-rice')).toBeLessThan(20);
  });
});
