/**
 * The micronutrients a plan can set floors for, stored per food (IFCT 2017 carries each of them for
 * its 542 foods; a practice's own food sheet may leave them empty, which is "not known", never 0).
 * `ifct` is the package's column code; IFCT states every value in grams per 100 g, `perGram` turns
 * that into the unit we store and show.
 */
export const MICRONUTRIENTS = [
  { key: 'iron_mg', label: 'Iron', unit: 'mg', ifct: 'fe', perGram: 1_000 },
  { key: 'calcium_mg', label: 'Calcium', unit: 'mg', ifct: 'ca', perGram: 1_000 },
  { key: 'zinc_mg', label: 'Zinc', unit: 'mg', ifct: 'zn', perGram: 1_000 },
  { key: 'magnesium_mg', label: 'Magnesium', unit: 'mg', ifct: 'mg', perGram: 1_000 },
  { key: 'vitamin_c_mg', label: 'Vitamin C', unit: 'mg', ifct: 'vitc', perGram: 1_000 },
  { key: 'folate_ug', label: 'Folate', unit: 'µg', ifct: 'folsum', perGram: 1_000_000 },
  // Retinol equivalents as ICMR-NIN 2020 counts them: retinol + β-carotene / 8 (seed: foods.ts).
  { key: 'vitamin_a_ug', label: 'Vitamin A', unit: 'µg', ifct: 'retol+cartb/8', perGram: 1_000_000 },
  { key: 'thiamine_mg', label: 'Thiamine (B1)', unit: 'mg', ifct: 'thia', perGram: 1_000 },
  { key: 'riboflavin_mg', label: 'Riboflavin (B2)', unit: 'mg', ifct: 'ribf', perGram: 1_000 },
  { key: 'niacin_mg', label: 'Niacin (B3)', unit: 'mg', ifct: 'nia', perGram: 1_000 },
] as const;

export type MicronutrientKey = (typeof MICRONUTRIENTS)[number]['key'];
export const MICRONUTRIENT_KEYS = MICRONUTRIENTS.map((m) => m.key) as MicronutrientKey[];

/** A food's micronutrients for its `quantity` of `uom`; null where the source does not say. */
export type Micronutrients = Record<MicronutrientKey, number | null>;
