/**
 * The words of a client's plan in Hindi (issue 34 point 7): meal timings, weekdays, household
 * measures, units, the clock and the amounts, as the client's plan page and the client's PDF both
 * say them (one table, two readers). A name these tables do not know stays as the nutritionist
 * wrote it: never a machine guess. Zod-free and small, so the phone page may use it.
 */
import { clientGrams } from './client-words';
import { countText } from './measures';

/**
 * The meal timings of the practice's list (db/seed/reference-data.ts MEAL_TIMINGS) in Hindi; a
 * practice's own timing name shows as the nutritionist wrote it.
 */
export const MEAL_TIMINGS_HI: Record<string, string> = {
  'On Waking Up': 'सुबह उठते ही',
  Breakfast: 'नाश्ता',
  'Morning Snack': 'सुबह का हल्का नाश्ता',
  'Mid-Morning': 'दोपहर से पहले',
  Lunch: 'दोपहर का खाना',
  'Evening Snack': 'शाम का नाश्ता',
  'Late Evening': 'देर शाम',
  Dinner: 'रात का खाना',
  Bedtime: 'सोने से पहले',
  'Pre-Workout': 'व्यायाम से पहले',
  'Post-Workout': 'व्यायाम के बाद',
  'Pre-Training': 'ट्रेनिंग से पहले',
  'During Training': 'ट्रेनिंग के दौरान',
  'Post-Training': 'ट्रेनिंग के बाद',
  Custom: 'अन्य',
};

export const WEEKDAYS_HI: Record<string, string> = {
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
};

/**
 * The household measures of the starter library (db/seed/dishes-data-*.ts: katori, cup, glass,
 * tbsp, plate and the dishes' pieces) in Hindi as a kitchen says them; a practice's own measure
 * shows as the nutritionist wrote it.
 */
export const MEASURES_HI: Record<string, string> = {
  katori: 'कटोरी',
  'small katori': 'छोटी कटोरी',
  bowl: 'कटोरा',
  cup: 'कप',
  glass: 'गिलास',
  tbsp: 'बड़ा चम्मच',
  tsp: 'छोटा चम्मच',
  spoon: 'चम्मच',
  plate: 'प्लेट',
  piece: 'पीस',
  slice: 'स्लाइस',
  phulka: 'फुलका',
  roti: 'रोटी',
  chapati: 'चपाती',
  paratha: 'पराठा',
  thepla: 'थेपला',
  rotla: 'रोटला',
  bhakri: 'भाकरी',
  poori: 'पूरी',
  luchi: 'लूची',
  litti: 'लिट्टी',
  'puran poli': 'पूरन पोली',
  dosa: 'डोसा',
  'masala dosa': 'मसाला डोसा',
  'neer dosa': 'नीर डोसा',
  idli: 'इडली',
  vada: 'वड़ा',
  uttapam: 'उत्तपम',
  pesarattu: 'पेसरट्टू',
  appam: 'अप्पम',
  idiyappam: 'इडियप्पम',
  puttu: 'पुट्टू',
  mudde: 'मुद्दे',
  chilla: 'चीला',
  samosa: 'समोसा',
  pakora: 'पकौड़ा',
  ladoo: 'लड्डू',
  modak: 'मोदक',
  pitha: 'पीठा',
  egg: 'अंडा',
  'egg with gravy': 'अंडा (ग्रेवी के साथ)',
  'egg with masala': 'मसाला अंडा',
  'omelette (2 eggs)': 'ऑमलेट (2 अंडे)',
  'fish piece': 'मछली का टुकड़ा',
  'leg piece': 'लेग पीस',
};

/** Units of a quantity ('g' unless the food says otherwise). */
export const UNITS_HI: Record<string, string> = { g: 'ग्राम', ml: 'मिली', kg: 'किलो', l: 'लीटर' };

/** A meal's timing name ('Breakfast') in Hindi, when the practice's list has it. */
export const hindiMealTiming = (name: string) => MEAL_TIMINGS_HI[name] ?? name;

/** A plan day's name: 'दिन 3' for 'Day 3' or no name, a weekday in Hindi, else the nutritionist's own. */
export function hindiDayName(name: string, day: number): string {
  if (!name.trim() || /^Day \d+$/.test(name.trim())) return `दिन ${day}`;
  return WEEKDAYS_HI[name.trim()] ?? name;
}

/** A household measure's name ('katori') in Hindi. */
export const hindiMeasure = (label: string) => MEASURES_HI[label.trim().toLowerCase()] ?? label;

/** A quantity's unit ('g') in Hindi. */
export const hindiUnit = (uom: string) => UNITS_HI[uom.trim().toLowerCase()] ?? uom;

/**
 * 'HH:mm' → 'सुबह 7:30', 'दोपहर 1:00', 'शाम 7:30', 'रात 10:00': the part of the day first, as it
 * is said, through Intl's dayPeriod (Node and browsers carry the hi-IN data).
 */
let hindiClockFormat: Intl.DateTimeFormat | undefined;
export function hindiClock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return time;
  // Made at the first call, not when the module loads: a formatter costs a phone 20–60 ms, and
  // most pages that load this module never show a Hindi time (decision 284).
  hindiClockFormat ??= new Intl.DateTimeFormat('hi-IN', {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'UTC',
  });
  return hindiClockFormat.format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

export type HindiAmountInput = {
  quantity: number;
  uom: string;
  measure: { label: string; count: number } | null;
};

/** '2 फुलका (65 ग्राम)', '1½ कटोरी (225 ग्राम)', '150 ग्राम': digits as digits, grams whole as in English. */
export function hindiAmount(item: HindiAmountInput): string {
  const quantity = `${clientGrams(item.quantity)} ${hindiUnit(item.uom)}`;
  return item.measure
    ? `${countText(item.measure.count)} ${hindiMeasure(item.measure.label)} (${quantity})`
    : quantity;
}

/** The client's food preference (shared/nutrition.ts FOOD_PREFERENCES) in Hindi. */
export const FOOD_PREFERENCES_HI: Record<string, string> = {
  Vegetarian: 'शाकाहारी',
  'Non Vegetarian': 'मांसाहारी',
  'Non Veg (Occasionally)': 'कभी-कभी मांसाहारी',
  Eggetarian: 'शाकाहारी, अंडे के साथ',
  Vegan: 'वीगन (दूध और दूध से बनी चीज़ें भी नहीं)',
  Pescetarian: 'शाकाहारी, मछली के साथ',
};
