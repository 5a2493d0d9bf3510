/**
 * The fixed words of the plan PDF in each language of the copy (issue 34 point 7). The
 * nutritionist's own words (plan name, descriptions, labels, disclaimers, supplements) print as
 * written; the nutritionist's clinical box stays English (it is the practice's, not the client's).
 */
import { FOOD_PREFERENCES_HI } from '../../shared/client-hindi';
import { dateText } from '../../shared/plan-calendar';
import type { PdfLanguage } from '../../shared/plan-pdf';
import { hindiDate } from '../../shared/portal-hindi';

export type PdfWords = {
  client: string;
  dates: string;
  foodPreference: string;
  labels: string;
  dayTotal: string;
  or: string;
  supplements: string;
  supplementHead: [string, string, string];
  recipes: string;
  recipeHead: [string, string, string, string];
  dishRecipes: string;
  ingredientsForBatch: string;
  cookedWeight: (grams: number) => string;
  /** '27-Nov-2026 to 3-Dec-2026' / '27 नवंबर 2026 से 3 दिसंबर 2026 तक' */
  period: (start: string | null, end: string | null) => string;
  preference: (value: string) => string;
};

const en: PdfWords = {
  client: 'Client',
  dates: 'Dates',
  foodPreference: 'Food preference',
  labels: 'Labels',
  dayTotal: 'Day total',
  or: 'or',
  supplements: 'Supplements',
  supplementHead: ['Name', 'Dosage', 'Link'],
  recipes: 'Recipes',
  recipeHead: ['Name', 'Meal', 'Dish type', 'Link'],
  dishRecipes: 'Recipes of the dishes in this plan',
  ingredientsForBatch: 'Ingredients for one batch',
  cookedWeight: (grams) => `Cooked weight ${grams} g`,
  period: (start, end) => [dateText(start), dateText(end)].filter(Boolean).join(' to '),
  preference: (value) => value,
};

const hi: PdfWords = {
  client: 'नाम',
  dates: 'तारीख़',
  foodPreference: 'खान-पान',
  labels: 'लेबल',
  dayTotal: 'दिन का कुल',
  or: 'या',
  supplements: 'सप्लीमेंट',
  supplementHead: ['नाम', 'मात्रा', 'लिंक'],
  recipes: 'रेसिपी',
  recipeHead: ['नाम', 'भोजन', 'व्यंजन का प्रकार', 'लिंक'],
  dishRecipes: 'इस प्लान के व्यंजनों की रेसिपी',
  ingredientsForBatch: 'एक बार बनाने की सामग्री',
  cookedWeight: (grams) => `पकने के बाद वज़न ${grams} ग्राम`,
  period: (start, end) => {
    const from = start ? hindiDate(dateText(start)) : '';
    const to = end ? hindiDate(dateText(end)) : '';
    if (from && to) return `${from} से ${to} तक`;
    return from ? `${from} से` : to ? `${to} तक` : '';
  },
  preference: (value) => FOOD_PREFERENCES_HI[value] ?? value,
};

export const PDF_WORDS: Record<PdfLanguage, PdfWords> = { en, hi };
