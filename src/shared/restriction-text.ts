import { saysSoftFood, TEXTURE_WORDS } from './condition-words';
import { normaliseScript, PART_BREAK, toReaderWords } from './restriction-words';
import {
  DIET_EXCLUDES,
  type Diet,
  deriveFoodTags,
  type FoodTag,
  matchKey,
  TAG_LABELS,
  type TextMatch,
  w,
} from './restrictions';

/**
 * The reader of what a client or nutritionist writes about food ("Peanut allergy", "मूंगफली से
 * एलर्जी", "lactose intolerant, curd is fine") into restriction matches (issue 26, decisions 140–142
 * and 180). Apart from restrictions.ts because of its word lists: the planner and the pages that only
 * check foods against a list do not load them (decision 286).
 */

/** Words people write for each allergen (English, Hindi and regional, singular stems). */
const TEXT_TAGS: [RegExp, FoodTag[]][] = [
  [
    w(
      'peanut|pea nut|ground ?nut|m[ou]{1,2}[mn]?g? ?[pf]h?al+[iy]|sh?engdana|sh?enga|singdana|sing dana|verkadalai|kadalai|arachis|chikki',
    ),
    ['peanut'],
  ],
  [
    w(
      'tree ?nut|cashew|kaju|almond|badam|walnut|akhrot|pista|pistachio|hazel ?nut|pecan|macadamia|brazil nut|pine ?nut|chilgoza|dry ?fruit',
    ),
    ['tree_nut'],
  ],
  [/(^|[^a-z])(nuts?|all nuts|nut allerg\w*)([^a-z]|$)/i, ['peanut', 'tree_nut']],
  [w('lactose'), ['lactose']],
  [w('milk|dairy|doodh|dudh|casein|whey|cheese|paneer|curd|dahi|yog(h)?urt'), ['milk']],
  [/(^|[^a-z])(eggs?|anda|ande|egg white|egg yolk)([^a-z]|$)/i, ['egg']],
  [w('gluten|c(o)?eliac'), ['gluten']],
  [w('wheat|atta|maida|gehun|gehu|gehoon|suji|sooji|rava|semolina'), ['wheat']],
  [w('soy|soya|tofu'), ['soy']],
  [w('sea ?food'), ['fish', 'crustacean', 'mollusc']],
  [w('shell ?fish'), ['crustacean', 'mollusc']],
  [
    w(
      'fish|machli|machhli|machhi|machi|machchi|meen|pomfret|rohu|hilsa|salmon|tuna|sardine|mackerel|bangda|surmai|tilapia|basa|katla|anchov|cod',
    ),
    ['fish'],
  ],
  [w('crustacean|prawn|shrimp|crab|lobster|jhinga|jheenga|kekda|chingri'), ['crustacean']],
  [w('mollus|clam|oyster|mussel|squid|octopus|scallop|cuttlefish'), ['mollusc']],
  [/(^|[^a-z])(sesame|gingelly|tahini|til|ellu|nuvvulu)([^a-z]|$)/i, ['sesame']],
  [/(^|[^a-z])(mustard|sarson|sarso|rai|kadugu)([^a-z]|$)/i, ['mustard']],
  [w('chicken|poultry|murg'), ['poultry']],
  [w('mutton|red meat|beef|pork|goat|lamb'), ['meat']],
  [w('mushroom'), ['mushroom']],
  [w('honey'), ['honey']],
];

const TEXT_DIETS: [RegExp, Diet][] = [
  [w('eggetarian|egg ?etarian'), 'eggetarian'],
  [w('pesc[ae]tarian|pescatarian|pesco'), 'pescetarian'],
  [w('vegan'), 'vegan'],
  [w('jain'), 'jain'],
  // "Non vegetarian" is no diet rule.
  [/(^|[^a-z])(?<!non[\s-]*)(pure veg|vegetarian|veg only|only veg)/i, 'vegetarian'],
  [
    /(no|without|avoid\w*|don'?t eat|do not eat)\s+(onion|pyaz|pyaaz)\s*(,|and|&|\/|or|-)?\s*(no\s+)?(garlic|lehsun|lahsun|lasun)|(onion|pyaz|pyaaz)\s*(,|and|&|\/|or|-)?\s*(garlic|lehsun|lahsun|lasun)\s+(not|no)\b|satt?vic|satvik/i,
    'no_onion_garlic',
  ],
];

const NOTHING =
  /^(no|none|nil|na|n a|not applicable|nothing|nope|no allerg\w*|no known( food)? allerg\w*|nkda|nka|none known|no food allerg\w*|not allergic( to anything| to any food)?|no intoleran\w*|no allergies or intolerances|nothing as such|nothing specific|no issues?|none really|nothing really|none at all|nothing at all|none so far|allerg\w* none|none that i know( of)?|not that i know( of)?|none known to me|-+)$/;

const ALLERGY_CUE = /allerg|anaphyla|hives|rash|swell|epipen/i;
const INTOLERANCE_CUE = /intoleran|sensitiv|bloat|gas(ses)?\b|acidity|indigest|digest|upset|not tolerat/i;
const DISLIKE_CUE = /dislike|don'?t like|do not like|hate|not fond/i;

/** "curd is fine", "curd and paneer are ok", "can have curd", "except curd", "but curd ok". */
const EXCEPTION =
  /(?:\bbut\s+)?(?:\bexcept(?:\s+for)?\s+([a-z ,&/]+?)(?=$|[.;)\]]|\bbut\b)|\b(?:can (?:have|eat|take|tolerate)|(?:ok|okay|fine|alright) with)\s+([a-z ,&/]+?)(?=$|[.;)\]]|\bbut\b)|([a-z][a-z' &/]*?)\s+(?:is|are|r|seems?)?\s*(?:fine|ok|okay|alright|allowed|tolerated|no problem)\b)/gi;

const FILLER =
  /\b(i|i'm|im|am|is|are|have|has|had|a|an|the|to|of|my|me|with|mild|mildly|severe|severely|very|slightly|bit|little|food|foods|allergy|allergies|allergic|intolerance|intolerant|intolerances|sensitive|sensitivity|reaction|reactions|known|also|some|any|and|or|from|it|gets|get|causes|cause|in|on|since|childhood|diagnosed|suffer|suffers|problem|problems|issue|issues|eat|eating|eats|all|kinds|kind|type|types|products?|items?|etc|like|such|as|dislike|dislikes|don't|dont|do|not|hate|avoid|but|can|cannot|can't|however|though|okay|ok|fine|anaphylaxis|anaphylactic|epipen|carries|carry)\b/gi;

function split(text: string): string[] {
  return text
    .split(/[,;/\n•|+]|\(|\)|\band\b|&|\bor\b|\balso\b|\.\s|\.$|\s-\s|\s—\s|\s–\s/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

const clean = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{M}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reads a questionnaire answer ("Peanut allergy", "I am allergic to peanuts", "lactose
 * intolerant, curd is fine") into matches of the list, and the parts that match nothing
 * (shown as unmatched, never dropped). `field` says what a bare food word means there.
 */
export function readRestrictionText(
  text: string | null | undefined,
  field: 'allergies' | 'dislikes' = 'allergies',
): { matches: TextMatch[]; unmatched: string[] } {
  const matches: TextMatch[] = [];
  const unmatched: string[] = [];
  if (!text) return { matches, unmatched };
  const written = normaliseScript(text).replace(/[’‘`]/g, "'");
  // Words of the Indian scripts and romanised Hindi become the English words read below
  // (restriction-words.ts); the parts keep what was written, for the matches and "not matched".
  let rest = toReaderWords(written);
  if (NOTHING.test(clean(rest))) return { matches, unmatched };
  const translated = rest !== written.replace(/[ \t]+/g, ' ').trim();

  for (const [pattern, diet] of TEXT_DIETS) {
    const found = rest.match(pattern);
    if (found) {
      matches.push({ kind: 'diet', diet, text: translated ? written.trim() : found[0].trim() });
      if (diet === 'no_onion_garlic') rest = rest.replace(pattern, ' ');
    }
  }

  // Exceptions belong to the intolerance they follow ("lactose — curd and paneer are fine").
  const except: string[] = [];
  if (!translated)
    rest = rest.replace(EXCEPTION, (whole, a?: string, b?: string, c?: string) => {
      const raw = (a ?? b ?? c ?? '').toLowerCase();
      // "lactose intolerant but curd is fine": the part up to the last cue stays for the matcher.
      const cut = raw.match(/^(.*\b(?:intoleran\w*|allerg\w*|but|however|though|have|eat)\b)(.*)$/);
      const words = (cut ? cut[2] : raw)
        .split(/,|&|\/|\band\b/)
        .map((x) =>
          x.replace(/\b(but|only|small|amounts?|little|of|a|some|is|are|homemade|home made)\b/g, ' ').trim(),
        )
        .filter((x) => x.length >= 3 && !NOTHING.test(x));
      if (!words.length) return whole;
      except.push(...words);
      return ` ${cut ? cut[1] : ''} `;
    });

  let kind: 'allergy' | 'intolerance' | 'dislike' = field === 'dislikes' ? 'dislike' : 'allergy';
  const wholeCue = ALLERGY_CUE.test(rest) ? null : INTOLERANCE_CUE.test(rest) ? 'intolerance' : null;
  if (wholeCue) kind = wholeCue;
  // "Can't have milk but curd is fine": an exception makes it an intolerance unless it says allergy.
  const intoleranceLike = /lactose|milk|dairy|doodh|dudh|gluten|wheat|atta|maida/i.test(rest);
  if (except.length && field === 'allergies' && !ALLERGY_CUE.test(rest) && intoleranceLike)
    kind = 'intolerance';
  // A translated answer splits where it was written ("तिल और सरसों"), so each part shows as written.
  const parts = translated
    ? written
        .split(PART_BREAK)
        .map((shown) => ({ shown: shown.trim(), read: toReaderWords(shown) }))
        .filter((p) => p.shown)
    : split(rest).map((p) => ({ shown: p, read: p }));
  const noOnionGarlic = matches.some((m) => m.kind === 'diet' && m.diet === 'no_onion_garlic');
  // What a diet of the answer excludes is that diet, not an allergy ("vegan - no dairy, no honey",
  // issue 53 point 11), unless the part says allergy or intolerance.
  const dietExcludes = new Set(matches.flatMap((m) => (m.kind === 'diet' ? DIET_EXCLUDES[m.diet] : [])));
  // "Dentures, needs soft food" is the soft-food condition (proposed on the conditions), not
  // dislike words: its parts and their texture words are left to it (issue 53 point 5).
  const softFood = saysSoftFood(written);
  for (const { shown, read: part } of parts) {
    const plain = clean(part);
    if (!plain || NOTHING.test(plain)) continue;
    if (softFood && (saysSoftFood(shown) || !plain.replace(TEXTURE_WORDS, ' ').trim())) continue;
    if (INTOLERANCE_CUE.test(plain)) kind = 'intolerance';
    else if (ALLERGY_CUE.test(plain)) kind = 'allergy';
    else if (DISLIKE_CUE.test(plain)) kind = 'dislike';
    if (/^(not|never|no)\b/.test(plain) && /allerg|intoleran/.test(plain) && !/\bto\b/.test(plain)) continue;
    const tags = new Set<FoodTag>();
    let residue = ` ${plain} `;
    for (const [pattern, list] of TEXT_TAGS) {
      const global = new RegExp(pattern.source, 'gi');
      if (!global.test(residue)) continue;
      for (const t of list) tags.add(t);
      residue = residue.replace(new RegExp(pattern.source, 'gi'), ' ');
    }
    residue = residue
      .replace(FILLER, ' ')
      .replace(noOnionGarlic ? /\b(onion|garlic|not|no)\b/g : /$^/, ' ')
      .replace(/[^\p{L}\p{M}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (plain.match(/lactose/) && tags.has('milk') && !/milk|dairy|doodh|dudh/.test(plain))
      tags.delete('milk');
    if (!tags.size) {
      const dietOnly = TEXT_DIETS.some(([p]) => p.test(part));
      if (residue.length >= 3 && !dietOnly) {
        if (kind === 'dislike') matches.push({ kind: 'dislike', word: residue, text: shown });
        else unmatched.push(shown);
      }
      continue;
    }
    const said = ALLERGY_CUE.test(plain) || INTOLERANCE_CUE.test(plain);
    for (const tag of tags) {
      if (!said && dietExcludes.has(tag)) continue;
      if (kind === 'dislike') matches.push({ kind: 'dislike', word: TAG_LABELS[tag], text: shown });
      else if (kind === 'intolerance' || tag === 'lactose')
        matches.push({ kind: 'intolerance', tag, except: [], text: shown });
      else matches.push({ kind: 'allergy', tag, text: shown });
    }
  }
  // Exceptions go to the intolerances of the answer (lactose first), else stay unmatched.
  const intolerances = matches.filter((m) => m.kind === 'intolerance');
  if (except.length) {
    if (intolerances.length) for (const m of intolerances) m.except = [...new Set(except)];
    else unmatched.push(...except.map((e) => `${e} is fine`));
  }
  return { matches: dedupe(matches), unmatched };
}

function dedupe(list: TextMatch[]): TextMatch[] {
  const seen = new Map<string, TextMatch>();
  for (const m of list) {
    const key = matchKey(m);
    // An allergy and an intolerance of the same tag: the allergy (strict) wins.
    if (m.kind === 'intolerance' && seen.has(`allergy:${m.tag}`)) continue;
    if (m.kind === 'allergy') seen.delete(`intolerance:${m.tag}`);
    if (!seen.has(key)) seen.set(key, m);
  }
  return [...seen.values()];
}

/** The food preferences of SPEC §3 that are diet rules; the others restrict nothing or are not enforced. */
const PREFERENCE_DIETS: Record<string, Diet | null> = {
  vegetarian: 'vegetarian',
  eggetarian: 'eggetarian',
  pescetarian: 'pescetarian',
  vegan: 'vegan',
  'non vegetarian': null,
  'non veg (occasionally)': null,
};

/**
 * A food preference (the questionnaire's choice or Add Client's) as a diet rule (Pescetarian too,
 * issue 53 point 11); free text goes to the reader.
 */
export function readFoodPreference(text: string | null | undefined): {
  matches: TextMatch[];
  unmatched: string[];
} {
  const value = (text ?? '').trim();
  if (!value) return { matches: [], unmatched: [] };
  const known = PREFERENCE_DIETS[value.toLowerCase()];
  if (known) return { matches: [{ kind: 'diet', diet: known, text: value }], unmatched: [] };
  if (known === null) return { matches: [], unmatched: [] };
  return readRestrictionText(value, 'allergies');
}

/** "Any root vegetables", "kand-mool": the words for roots as a whole, beside deriveFoodTags' names. */
const ROOT_WORDS = /(^|[^a-z])(roots?|root vegetables?|tubers?|kand ?mool|kandmool|underground)([^a-z]|$)/i;

/**
 * True when what a client wrote names only foods a confirmed diet already keeps out ("potato", "any
 * root vegetables" for a Jain client): enforced by the diet, so never "Not enforced" (issue 53 point 11).
 */
export function excludedByDiets(text: string, diets: readonly Diet[]): boolean {
  if (!diets.length) return false;
  const tags = new Set<FoodTag>(deriveFoodTags(null, text));
  if (ROOT_WORDS.test(text)) tags.add('root');
  if (!tags.size) return false;
  const excluded = new Set(diets.flatMap((d) => DIET_EXCLUDES[d]));
  return [...tags].every((t) => excluded.has(t));
}
