import { describe, expect, it } from 'vitest';
import { withoutNeedlessVariants } from './pipelines/meal-patterns';

describe('dishes cooked without onion and garlic (decision 273)', () => {
  const dish = (key: string) => ({ key, name: key });

  it('are left out when the client may eat the dish they were made from', () => {
    const kept = withoutNeedlessVariants([
      dish('chana-dal'),
      dish('chana-dal-satvik'),
      dish('arhar-dal-satvik'),
      dish('tori-sabzi-satvik'),
    ]);
    expect(kept.map((d) => d.key)).toEqual(['chana-dal', 'arhar-dal-satvik', 'tori-sabzi-satvik']);
  });

  it('stay for a Jain client, whose library has no onion dish to stand in for them', () => {
    const kept = withoutNeedlessVariants([dish('chana-dal-satvik'), dish('karela-sabzi-satvik')]);
    expect(kept).toHaveLength(2);
  });

  it('plant milks are left out for a client who may have the cow milk they stand in for (decision 277)', () => {
    const vegetarian = withoutNeedlessVariants(
      ['milk', 'soy-milk', 'almond-milk', 'masala-chai', 'soy-masala-chai', 'soyabean-sabzi'].map(dish),
    );
    expect(vegetarian.map((d) => d.key)).toEqual(['milk', 'masala-chai', 'soyabean-sabzi']);
    const vegan = withoutNeedlessVariants(['soy-milk', 'almond-milk', 'soy-masala-chai'].map(dish));
    expect(vegan).toHaveLength(3);
  });
});
