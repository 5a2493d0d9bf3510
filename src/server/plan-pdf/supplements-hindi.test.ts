import { describe, expect, it } from 'vitest';
import { hindiSupplement, SUPPLEMENT_DOSAGES_HI, SUPPLEMENTS_HI } from '../../shared/client-hindi';
import { SUPPLEMENT_RULES } from '../../shared/supplement-proposals';
import { SUPPLEMENTS } from '../db/seed/catalogues-data';

/** Devanagari words with digits, signs and brackets: no Latin letter a Hindi reader would meet. */
const NO_LATIN = /^[^A-Za-z]+$/;

/**
 * Issue 53 point 9 (decision 304): every supplement line the app writes itself — the generator's
 * proposals and the starter catalogue — reads in Hindi on a Hindi copy; a typed line stays as written.
 */
describe('supplement lines in Hindi', () => {
  it("has the Hindi of every proposal's and every starter catalogue line's name and dosage", () => {
    const proposals = SUPPLEMENT_RULES.flatMap((r) => r.dosages.map((dosage) => ({ name: r.name, dosage })));
    for (const line of [...proposals, ...SUPPLEMENTS]) {
      const hi = hindiSupplement({ name: line.name, dosage: line.dosage });
      expect(hi.name, line.name).toMatch(NO_LATIN);
      expect(hi.dosage, line.dosage).toMatch(NO_LATIN);
    }
    for (const text of [...Object.values(SUPPLEMENTS_HI), ...Object.values(SUPPLEMENT_DOSAGES_HI)])
      expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it("keeps the nutritionist's own words", () => {
    const typed = { name: 'Shatavari churna', dosage: '1 tsp with warm milk', link: null };
    expect(hindiSupplement(typed)).toEqual(typed);
  });
});
