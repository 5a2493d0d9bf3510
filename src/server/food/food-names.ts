/**
 * Everyday names for foods: an app-level synonym list (the words people type for IFCT's names),
 * the dishes IFCT does not have, and the short local names shown under a food in search results.
 */

import { type LocalName, parseLocalNames } from '../lib/ifct-local-names';

/** A typed word → the words or phrases IFCT (or a practice's own database) names the food by. */
export const FOOD_SYNONYMS: Record<string, string[]> = {
  curd: ['dahi', 'yoghurt', 'yogurt'],
  dahi: ['curd', 'yoghurt', 'yogurt'],
  yogurt: ['curd', 'dahi', 'yoghurt'],
  yoghurt: ['curd', 'dahi', 'yogurt'],
  moong: ['green gram'],
  mung: ['green gram'],
  mug: ['green gram'],
  arhar: ['red gram'],
  toor: ['red gram'],
  tur: ['red gram'],
  tuvar: ['red gram'],
  urad: ['black gram'],
  chana: ['bengal gram'],
  chickpea: ['bengal gram'],
  chickpeas: ['bengal gram'],
  masoor: ['lentil'],
  masur: ['lentil'],
  rajma: ['rajmah'],
  atta: ['wheat flour atta'],
  maida: ['wheat flour refined'],
  suji: ['semolina'],
  sooji: ['semolina'],
  rava: ['semolina'],
  poha: ['rice flakes'],
  doodh: ['milk whole'],
  aloo: ['potato'],
  bhindi: ['ladies finger'],
  okra: ['ladies finger'],
  palak: ['spinach'],
  methi: ['fenugreek'],
  gobi: ['cauliflower'],
  baingan: ['brinjal'],
  eggplant: ['brinjal'],
  pyaz: ['onion'],
  tamatar: ['tomato'],
  peanut: ['ground nut'],
  peanuts: ['ground nut'],
  groundnut: ['ground nut'],
  mutton: ['goat'],
  gur: ['jaggery'],
  bajri: ['bajra'],
  nachni: ['ragi'],
  mirch: ['chillies'],
  // Dishes IFCT does not list, for practice databases that name them one way or another.
  roti: ['chapati', 'chapatti', 'phulka'],
  chapati: ['roti', 'chapatti', 'phulka'],
  chapatti: ['roti', 'chapati', 'phulka'],
  phulka: ['roti', 'chapati', 'chapatti'],
  buttermilk: ['chaas', 'chhach'],
  chaas: ['buttermilk', 'chhach'],
  poori: ['puri'],
  puri: ['poori'],
  // Everyday spellings of dishes and foods (issue 27): the words a nutritionist types.
  chawal: ['rice'],
  bhaat: ['rice'],
  sabzi: ['sabji', 'subzi', 'bhaji'],
  sabji: ['sabzi', 'subzi', 'bhaji'],
  subzi: ['sabzi', 'sabji', 'bhaji'],
  daal: ['dal'],
  dhal: ['dal'],
  panir: ['paneer'],
  rajmah: ['rajma'],
  chole: ['chana', 'bengal gram'],
  chhole: ['chole', 'chana', 'bengal gram'],
  lauki: ['bottle gourd'],
  ghiya: ['bottle gourd', 'lauki'],
  karela: ['bitter gourd'],
  gajar: ['carrot'],
  matar: ['peas'],
  mutter: ['matar', 'peas'],
  anda: ['egg'],
  murgh: ['chicken'],
  machli: ['fish'],
  macchi: ['fish'],
  khichri: ['khichdi'],
  kichdi: ['khichdi'],
  chai: ['tea'],
  idly: ['idli'],
  dosai: ['dosa'],
  thosai: ['dosa'],
};

/** Words for common dishes and foods that IFCT 2017 (raw ingredients) does not list. */
const NOT_IN_IFCT = new Set([
  'curd',
  'dahi',
  'yogurt',
  'yoghurt',
  'roti',
  'chapati',
  'chapatti',
  'phulka',
  'paratha',
  'idli',
  'dosa',
  'bread',
  'oats',
  'cheese',
  'butter',
  'honey',
  'tea',
  'coffee',
  'biscuit',
  'sambar',
  'upma',
  'khichdi',
  'poori',
  'puri',
  'naan',
  'buttermilk',
  'chaas',
  'lassi',
]);

/**
 * The message for a search that names a dish IFCT does not list, else null: when nothing was
 * found, and also when the results only match the word elsewhere ('dosa' finds cucumbers by their
 * Telugu name Dosakaya), i.e. no result has the word or a synonym of it as a word of its name.
 */
export function missingFoodHint(words: string[], foundNames: readonly string[] = []): string | null {
  const inAName = (word: string) =>
    alternativesOf(word).some((alt) => {
      const whole = new RegExp(`\\b${alt.replace(/ /g, '\\W+')}\\b`, 'i');
      return foundNames.some((name) => whole.test(name));
    });
  const missing = words.find((w) => NOT_IN_IFCT.has(w) && !inAName(w));
  if (!missing) return null;
  return `IFCT 2017 lists raw ingredients and has no ${missing}. Add ${missing} to a food database in Manage Data to use it in plans.`;
}

/** Each word with the alternatives the synonym list gives it. */
export function alternativesOf(word: string): string[] {
  return [word, ...(FOOD_SYNONYMS[word] ?? [])];
}

/**
 * The local names to show under a food: the Hindi and English ones, and first the one the
 * search words matched if it is another language's. At most 80 characters.
 */
export function commonNames(localName: string | null | undefined, words: string[]): string | null {
  const entries = parseLocalNames(localName);
  if (!entries.length) return null;
  const matched = entries.find((e) => words.some((w) => e.value.toLowerCase().includes(w)));
  const chosen = [
    matched,
    entries.find((e) => e.languages.includes('H')),
    entries.find((e) => e.languages.includes('E')),
  ].filter((e): e is LocalName => Boolean(e));
  const values = [...new Set(chosen.map((e) => e.value))];
  if (!values.length) return null;
  const text = values.join(' · ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
