import { describe, expect, it } from 'vitest';
import { floorsAWeekMeets } from './trial-floors';

/** Decision 276: the floors are the highest a trial week meets on every day, never above the library's reach. */
describe('floorsAWeekMeets', () => {
  it('lowers a floor the leanest day misses, then raises it to what the week gives once its pull is gone', async () => {
    // A week at 29 mg iron gives 15 mg on its leanest day; at 15 mg, 18.4 mg; at 18 mg, 18.4 mg again.
    const tried: number[] = [];
    const answer = await floorsAWeekMeets({ iron_mg: 29, calcium_mg: 600 }, async (floors) => {
      tried.push(floors.iron_mg as number);
      return { iron_mg: (floors.iron_mg as number) > 20 ? 15.2 : 18.4, calcium_mg: 640 };
    });
    expect(tried).toEqual([29, 15, 18]);
    expect(answer).toEqual({ floors: { iron_mg: 18, calcium_mg: 600 }, rounds: 3, met: true });
  });

  it('keeps the floors their own week met when the raised ones are not met', async () => {
    const tried: number[] = [];
    const answer = await floorsAWeekMeets({ iron_mg: 29 }, async (floors) => {
      tried.push(floors.iron_mg as number);
      return { iron_mg: (floors.iron_mg as number) > 20 ? 15.2 : 22.7 };
    });
    expect(tried).toEqual([29, 15, 22]);
    expect(answer).toEqual({ floors: { iron_mg: 15 }, rounds: 3, met: true });
  });

  it('answers the lowered figures, not met, when no week can be generated after the first', async () => {
    let first = true;
    const answer = await floorsAWeekMeets({ zinc_mg: 8.6 }, async () => {
      if (!first) return null;
      first = false;
      return { zinc_mg: 7.86 };
    });
    expect(answer).toEqual({ floors: { zinc_mg: 7.8 }, rounds: 2, met: false });
  });

  it('lowers a missed floor 5 % under its leanest day from the third week on, so chasing floors settle', async () => {
    // Each week gives 2 mg less calcium on its leanest day than the floor it was asked for.
    const tried: number[] = [];
    const answer = await floorsAWeekMeets({ calcium_mg: 400 }, async (floors) => {
      tried.push(floors.calcium_mg as number);
      const asked = floors.calcium_mg as number;
      return { calcium_mg: asked > 340 ? asked - 2 : 341 };
    });
    // 400 → 390 (398 rounded down) → 360 (388 × 0.95) → 340 (358 × 0.95), which its week meets.
    // Exact lowering would go 400, 390, 380, 370… and never meet within the rounds allowed.
    expect(tried).toEqual([400, 390, 360, 340]);
    expect(answer).toEqual({ floors: { calcium_mg: 340 }, rounds: 4, met: true });
  });
});
