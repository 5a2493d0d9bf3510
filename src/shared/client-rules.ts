/**
 * What the client reads of their own rules (issue 35 point 4, decision 224): the plan PDF and the
 * plan page say, in plain words in English or Hindi, what to avoid, the diet rules the plan keeps
 * and how much salt a day ("Avoid: groundnut, cashew, almond and other nuts · Gluten-free · Jain ·
 * Salt: no more than 1 teaspoon a day in all cooking"). One builder for both, from a plain input,
 * so a client's conditions (issue 35 point 1) join as one more input list. The server builds the
 * rules in both languages; the page only picks one.
 */
import { SALT_SODIUM_MG_PER_G } from './dishes';
import type { Diet, FoodTag } from './restrictions';

/** A condition as the client reads it; only the advice is a rule (a bare name tells them nothing). */
export type ClientCondition = {
  code: string;
  label_en: string;
  label_hi: string;
  client_advice_en?: string | null;
  client_advice_hi?: string | null;
};

/** What the rules are built from: the client's confirmed list and the plan's sodium ceiling. */
export type ClientRulesInput = {
  allergies: readonly FoodTag[];
  /** `except`: the foods the client still has, as the nutritionist wrote them ("curd"). */
  intolerances: readonly { tag: FoodTag; except: readonly string[] }[];
  diets: readonly Diet[];
  /** The day's sodium ceiling of the plan in mg, or null for no salt line. */
  sodium_max_mg: number | null;
  conditions?: readonly ClientCondition[];
};

export type ClientRuleKind = 'avoid' | 'free-of' | 'diet' | 'salt' | 'condition';
/** One rule in both languages; the page and the PDF pick one. */
export type ClientRule = { kind: ClientRuleKind; en: string; hi: string };

type Words = { en: string; hi: string };

/** A food tag as a client names what to keep out of their food. */
export const TAG_WORDS: Record<FoodTag, Words> = {
  peanut: { en: 'groundnut', hi: 'मूँगफली' },
  tree_nut: { en: 'cashew, almond and other nuts', hi: 'काजू, बादाम और दूसरे मेवे' },
  milk: { en: 'milk and milk foods', hi: 'दूध और दूध से बनी चीज़ें' },
  lactose: { en: 'milk', hi: 'दूध' },
  egg: { en: 'egg', hi: 'अंडा' },
  gluten: { en: 'wheat, barley and rye', hi: 'गेहूँ, जौ और राई' },
  wheat: { en: 'wheat', hi: 'गेहूँ' },
  soy: { en: 'soya', hi: 'सोया' },
  fish: { en: 'fish', hi: 'मछली' },
  crustacean: { en: 'prawn, crab and lobster', hi: 'झींगा, केकड़ा और लॉबस्टर' },
  mollusc: { en: 'clams, mussels and squid', hi: 'सीप, घोंघा और स्क्विड' },
  sesame: { en: 'sesame (til)', hi: 'तिल' },
  mustard: { en: 'mustard', hi: 'सरसों' },
  meat: { en: 'meat', hi: 'मांस' },
  poultry: { en: 'chicken', hi: 'चिकन' },
  root: { en: 'root vegetables', hi: 'ज़मीन के नीचे उगने वाली सब्ज़ियाँ' },
  onion_garlic: { en: 'onion and garlic', hi: 'प्याज़ और लहसुन' },
  mushroom: { en: 'mushroom', hi: 'मशरूम' },
  honey: { en: 'honey', hi: 'शहद' },
};

/** Tags a client reads better as "…-free" than in the Avoid list (coeliac clients know the word). */
const FREE_OF: Partial<Record<FoodTag, Words>> = {
  gluten: { en: 'Gluten-free', hi: 'ग्लूटेन-मुक्त (गेहूँ, जौ, राई नहीं)' },
  lactose: { en: 'Lactose-free', hi: 'लैक्टोज़-मुक्त' },
};

export const DIET_WORDS: Record<Diet, Words> = {
  vegetarian: { en: 'Vegetarian', hi: 'शाकाहारी' },
  eggetarian: { en: 'Vegetarian with egg', hi: 'शाकाहारी, अंडा चलेगा' },
  pescetarian: {
    en: 'No meat or chicken (fish and seafood are fine)',
    hi: 'मांस और चिकन नहीं (मछली और सी-फ़ूड चलेगा)',
  },
  vegan: { en: 'Vegan (no milk, curd, ghee, paneer or honey)', hi: 'वीगन (दूध, दही, घी, पनीर, शहद नहीं)' },
  jain: { en: 'Jain', hi: 'जैन' },
  no_onion_garlic: { en: 'No onion or garlic', hi: 'प्याज़-लहसुन नहीं' },
};

/** The intolerance exceptions a client writes most, in Hindi; any other stays as written. */
const EXCEPTION_HI: Record<string, string> = {
  curd: 'दही',
  dahi: 'दही',
  yogurt: 'दही',
  paneer: 'पनीर',
  buttermilk: 'छाछ',
  chaas: 'छाछ',
  ghee: 'घी',
  butter: 'मक्खन',
  cheese: 'चीज़',
};

/**
 * Salt as a client measures it. NaCl is 39.3 % sodium: 393 mg a gram (shared/dishes.ts, decision
 * 163). A level teaspoon of salt is about 5 g: WHO, "Salt reduction" fact sheet (2020; "less than
 * 5 g of salt per day, just under a teaspoon"), and ICMR-NIN, Dietary Guidelines for Indians 2024
 * (salt under 5 g a day, about one teaspoon). Both cited from memory of those texts (decision 224).
 */
export const SALT_TEASPOON = {
  sodiumMgPerGramSalt: SALT_SODIUM_MG_PER_G,
  gramsPerLevelTeaspoon: 5,
  source:
    'NaCl 39.3 % sodium (393 mg/g); a level teaspoon of salt ≈ 5 g (WHO salt reduction fact sheet 2020; ICMR-NIN Dietary Guidelines for Indians 2024)',
} as const;

/** Grams of salt that carry this much sodium, one decimal. */
export const saltGramsOf = (sodiumMg: number) =>
  Math.round((sodiumMg / SALT_TEASPOON.sodiumMgPerGramSalt) * 10) / 10;

/**
 * Level teaspoons of salt under a sodium ceiling, rounded down to a quarter (a client then stays
 * under it): 2,000 mg → 5.1 g → 1; 1,500 mg → 3.8 g → ¾.
 */
export function saltTeaspoonsOf(sodiumMg: number): number {
  const teaspoons = sodiumMg / SALT_TEASPOON.sodiumMgPerGramSalt / SALT_TEASPOON.gramsPerLevelTeaspoon;
  return Math.floor(teaspoons * 4 + 1e-9) / 4;
}

const QUARTERS = ['', '¼', '½', '¾'];
/** 1 → '1', 0.75 → '¾', 1.5 → '1½'. */
export function teaspoonText(n: number): string {
  const whole = Math.floor(n);
  const part = QUARTERS[Math.round((n - whole) * 4)] ?? '';
  return `${whole || !part ? whole : ''}${part}`;
}

function saltRule(sodiumMg: number): ClientRule {
  const n = saltTeaspoonsOf(sodiumMg);
  const amount = teaspoonText(n);
  if (n === 0) {
    const grams = saltGramsOf(sodiumMg);
    return {
      kind: 'salt',
      en: `Salt: no more than ${grams} g a day in all cooking`,
      hi: `नमक: पूरे दिन के खाने में ${grams} ग्राम से ज़्यादा नहीं`,
    };
  }
  return {
    kind: 'salt',
    en: `Salt: no more than ${amount} teaspoon${n > 1 ? 's' : ''} a day in all cooking`,
    hi: `नमक: पूरे दिन के खाने में ${amount} छोटे चम्मच से ज़्यादा नहीं`,
  };
}

/** "milk (curd is fine)" / "दूध (दही चलेगा)" */
function withExceptions(words: Words, except: readonly string[]): Words {
  const names = except.map((e) => e.trim()).filter(Boolean);
  if (!names.length) return words;
  const hi = names.map((e) => EXCEPTION_HI[e.toLowerCase()] ?? e);
  return {
    en: `${words.en} (${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} fine)`,
    hi: `${words.hi} (${hi.join(', ')} चलेगा)`,
  };
}

/**
 * The client's rules in reading order: what to avoid, what the food is free of, the diet rules,
 * salt, then each condition's advice. Empty when there is nothing to say.
 */
export function clientRules(input: ClientRulesInput): ClientRule[] {
  const avoid: Words[] = [];
  const freeOf: Words[] = [];
  const seen = new Set<string>();
  const add = (tag: FoodTag, except: readonly string[]) => {
    if (seen.has(tag)) return;
    seen.add(tag);
    const free = FREE_OF[tag];
    if (free && !except.length) freeOf.push(free);
    else avoid.push(withExceptions(TAG_WORDS[tag], except));
  };
  // An allergy overrides an intolerance's exceptions: nothing of it is fine.
  for (const tag of input.allergies) add(tag, []);
  for (const i of input.intolerances) add(i.tag, i.except);
  // Vegan and Jain say what vegetarian does; a stricter rule is enough.
  const diets = input.diets.filter(
    (d) =>
      !(d === 'vegetarian' && input.diets.some((o) => o === 'vegan' || o === 'jain')) &&
      !(d === 'no_onion_garlic' && input.diets.includes('jain')),
  );
  const rules: ClientRule[] = [];
  if (avoid.length)
    rules.push({
      kind: 'avoid',
      en: `Avoid: ${avoid.map((w) => w.en).join(', ')}`,
      hi: `इनसे बचें: ${avoid.map((w) => w.hi).join(', ')}`,
    });
  for (const w of freeOf) rules.push({ kind: 'free-of', ...w });
  for (const d of diets) rules.push({ kind: 'diet', ...DIET_WORDS[d] });
  if (input.sodium_max_mg !== null && input.sodium_max_mg > 0) rules.push(saltRule(input.sodium_max_mg));
  for (const c of input.conditions ?? []) {
    const en = c.client_advice_en?.trim();
    if (!en) continue;
    // Hindi advice the practice has not written stays English: never a machine guess (decision 216).
    const hi = c.client_advice_hi?.trim() || en;
    rules.push({ kind: 'condition', en: `${c.label_en}: ${en}`, hi: `${c.label_hi}: ${hi}` });
  }
  return rules;
}

/** The rules as one line: "Avoid: groundnut · Jain · Salt: …". */
export const clientRulesLine = (rules: readonly ClientRule[], lang: 'en' | 'hi') =>
  rules.map((r) => r[lang]).join(' · ');
