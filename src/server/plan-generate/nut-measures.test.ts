import { describe, expect, it } from 'vitest';
import { clientAmount } from '../../shared/client-words';
import { clientPieceOf } from '../food/index';
import { ROLE_FOODS } from './pipelines/portions';

describe('nuts as a client measures them (issue 33, point 2)', () => {
  it('every nut or seed Generate week offers has a count or a spoon, never grams alone', () => {
    expect(ROLE_FOODS.nuts.filter((code) => !clientPieceOf(code))).toEqual([]);
  });

  it('reads peanuts by the tablespoon and almonds by the count', () => {
    expect(clientAmount({ quantity: 15 }, clientPieceOf('H012'))).toBe('1½ tbsp (15 g)');
    expect(clientAmount({ quantity: 7.4 }, clientPieceOf('H001'))).toBe('6 almonds (7 g)');
  });
});
