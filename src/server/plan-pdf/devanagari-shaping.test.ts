import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import * as hindi from '../../shared/client-hindi';
import { DISH_NAMES_HI } from '../db/seed/dishes-data-hindi';
import { FOOD_NAMES_HI } from '../db/seed/foods-hindi-names';
import { pdfFontFiles } from './fonts';
import { PDF_WORDS } from './pdf-words';

/**
 * Issue 53 point 9 (decision 304): the client's Hindi PDF shapes Devanagari as HarfBuzz, the
 * reference shaper, does — conjuncts (क्ष, त्र, द्ध), matras, reph (र्क), nukta — in the very font
 * files and the very fontkit the PDF is drawn with. Every Devanagari word the app prints by itself
 * (food and dish names, measures, meal names, supplement lines, the PDF's fixed words) is laid out
 * by both and must give the same glyphs in the same order, in the regular and the bold weight.
 */
const KNOWN = ['जैन', 'क्षत्रिय', 'श्रीखंड', 'प्रोटीन', 'कार्बोहाइड्रेट', 'शुद्ध', 'ज़्यादा', 'हिन्दी', 'कृष्ण', 'ज्ञान'];

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const DEVANAGARI_WORD = /[\u0900-\u097F\u200C\u200D]+/g;

function appWords(): string[] {
  const texts = strings([
    FOOD_NAMES_HI,
    DISH_NAMES_HI,
    PDF_WORDS.hi,
    hindi.MEAL_TIMINGS_HI,
    hindi.WEEKDAYS_HI,
    hindi.MEASURES_HI,
    hindi.UNITS_HI,
    hindi.FOOD_PREFERENCES_HI,
    hindi.SUPPLEMENTS_HI,
    hindi.SUPPLEMENT_DOSAGES_HI,
  ]);
  return [...new Set([...KNOWN, ...texts.flatMap((s) => s.match(DEVANAGARI_WORD) ?? [])])];
}

describe('Devanagari in the PDF is shaped as HarfBuzz shapes it', () => {
  const words = appWords();
  const font = pdfFontFiles().find((f) => f.family === 'NotoSansDevanagari');
  if (!font) throw new Error('no Devanagari PDF font');

  it.each([
    ['regular', font.regular],
    ['bold', font.bold],
  ])('%s: every word the app prints, the known words among them', (_weight, file) => {
    expect(words.length).toBeGreaterThan(500);
    const bytes = readFileSync(file);
    const face = new hb.Face(
      new hb.Blob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
    );
    const reference = new hb.Font(face);
    const drawn = fontkit.create(bytes) as fontkit.Font;
    const differ: string[] = [];
    for (const word of words) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(reference, buffer);
      const expected = buffer.getGlyphInfos().map((g) => g.codepoint);
      const got = drawn.layout(word).glyphs.map((g) => g.id);
      if (got.join() !== expected.join()) differ.push(`${word}: fontkit ${got} HarfBuzz ${expected}`);
    }
    expect(differ).toEqual([]);
  });
});
