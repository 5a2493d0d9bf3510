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

/**
 * The supplement lines a Hindi client reads (issue 53 point 9, decision 304): the generator's
 * proposals (shared/supplement-proposals.ts) and the starter catalogue's (db/seed/catalogues-data.ts),
 * name and dosage, in Hindi. Matched on the exact English words; a line the nutritionist typed or
 * changed stays as written (decision 264). Doses and strengths are the English line's own figures.
 */
export const SUPPLEMENTS_HI: Record<string, string> = {
  'Iron and folic acid (IFA) tablet': 'आयरन और फ़ोलिक एसिड की गोली (आईएफ़ए)',
  'Calcium with vitamin D3 tablet': 'कैल्शियम और विटामिन डी3 की गोली',
  'Vitamin B-complex tablet': 'विटामिन बी-कॉम्प्लेक्स की गोली',
  'Vitamin B12 tablet': 'विटामिन बी12 की गोली',
  'Whey Protein Isolate': 'व्हे प्रोटीन आइसोलेट',
  'Creatine Monohydrate': 'क्रिएटिन मोनोहाइड्रेट',
  'Vitamin D3 60,000 IU': 'विटामिन डी3 60,000 आईयू',
  'Vitamin B12 (Methylcobalamin) 1500 mcg': 'विटामिन बी12 (मिथाइलकोबालामिन) 1500 माइक्रोग्राम',
  'Omega-3 Fish Oil 1000 mg': 'ओमेगा-3 फ़िश ऑयल 1000 मिलीग्राम',
  'Iron + Folic Acid': 'आयरन + फ़ोलिक एसिड',
  'Calcium + Vitamin D3': 'कैल्शियम + विटामिन डी3',
  'Electrolyte (ORS)': 'इलेक्ट्रोलाइट (ओआरएस)',
  Multivitamin: 'मल्टीविटामिन',
  'Psyllium Husk (Isabgol)': 'ईसबगोल',
  'Probiotic Capsule': 'प्रोबायोटिक कैप्सूल',
  'Magnesium Glycinate': 'मैग्नीशियम ग्लाइसिनेट',
};

export const SUPPLEMENT_DOSAGES_HI: Record<string, string> = {
  '1 tablet (60 mg iron, 500 µg folic acid) once a week, after lunch with a lemon or amla; not with tea, coffee or milk':
    'हफ़्ते में एक बार 1 गोली (60 मिलीग्राम आयरन, 500 माइक्रोग्राम फ़ोलिक एसिड), दोपहर के खाने के बाद नींबू या आंवले के साथ; चाय, कॉफ़ी या दूध के साथ नहीं',
  '1 tablet (500 mg calcium, 250 IU vitamin D3) after dinner; 2 hours away from the IFA tablet':
    'रात के खाने के बाद 1 गोली (500 मिलीग्राम कैल्शियम, 250 आईयू विटामिन डी3); आयरन की गोली से 2 घंटे का फ़ासला रखें',
  'IFA as the physician prescribes for the anaemia, after lunch with a lemon or amla; not with tea, coffee or milk':
    'खून की कमी के लिए डॉक्टर की बताई मात्रा में आईएफ़ए, दोपहर के खाने के बाद नींबू या आंवले के साथ; चाय, कॉफ़ी या दूध के साथ नहीं',
  '1 tablet (60 mg iron, 500 µg folic acid) a day from the second trimester, 180 days, after lunch with a lemon or amla; not with tea, coffee or milk':
    'दूसरी तिमाही से 180 दिन तक रोज़ 1 गोली (60 मिलीग्राम आयरन, 500 माइक्रोग्राम फ़ोलिक एसिड), दोपहर के खाने के बाद नींबू या आंवले के साथ; चाय, कॉफ़ी या दूध के साथ नहीं',
  '1 tablet (60 mg iron, 500 µg folic acid) a day for 180 days after delivery, after lunch with a lemon or amla; not with tea, coffee or milk':
    'प्रसव के बाद 180 दिन तक रोज़ 1 गोली (60 मिलीग्राम आयरन, 500 माइक्रोग्राम फ़ोलिक एसिड), दोपहर के खाने के बाद नींबू या आंवले के साथ; चाय, कॉफ़ी या दूध के साथ नहीं',
  '1 tablet (500 mg calcium, 250 IU vitamin D3) twice a day after meals; 2 hours away from the IFA tablet':
    'दिन में दो बार खाने के बाद 1 गोली (500 मिलीग्राम कैल्शियम, 250 आईयू विटामिन डी3); आयरन की गोली से 2 घंटे का फ़ासला रखें',
  '1 tablet (500 mg calcium, 250 IU vitamin D3) after dinner; 2 hours away from any iron tablet':
    'रात के खाने के बाद 1 गोली (500 मिलीग्राम कैल्शियम, 250 आईयू विटामिन डी3); किसी भी आयरन की गोली से 2 घंटे का फ़ासला रखें',
  '1 tablet as the physician prescribes': 'डॉक्टर की बताई मात्रा में 1 गोली',
  '1 tablet after breakfast': 'नाश्ते के बाद 1 गोली',
  '1 scoop (30 g) in 250 ml water after training': 'ट्रेनिंग के बाद 250 मिली पानी में 1 स्कूप (30 ग्राम)',
  '3-5 g daily with a meal': 'रोज़ खाने के साथ 3-5 ग्राम',
  '1 sachet weekly with milk, for 8 weeks': '8 हफ़्ते तक, हफ़्ते में एक बार 1 सैशे दूध के साथ',
  '1 tablet daily after breakfast': 'रोज़ नाश्ते के बाद 1 गोली',
  '1 capsule twice daily with meals': 'दिन में दो बार खाने के साथ 1 कैप्सूल',
  '1 tablet daily with lemon water, away from tea': 'रोज़ 1 गोली नींबू पानी के साथ, चाय से दूर',
  '1 tablet daily after dinner': 'रोज़ रात के खाने के बाद 1 गोली',
  '1 sachet in 1 L water during training': 'ट्रेनिंग के दौरान 1 लीटर पानी में 1 सैशे',
  '1 tsp in warm water at bedtime': 'सोते समय गुनगुने पानी में 1 छोटा चम्मच',
  '1 capsule daily before breakfast': 'रोज़ नाश्ते से पहले 1 कैप्सूल',
  '200 mg at bedtime': 'सोते समय 200 मिलीग्राम',
};

/** A supplement line in Hindi where its words are the known ones; else as the nutritionist wrote it. */
export function hindiSupplement<T extends { name: string; dosage: string | null }>(s: T): T {
  const name = SUPPLEMENTS_HI[s.name.trim()] ?? s.name;
  const dosage = s.dosage === null ? null : (SUPPLEMENT_DOSAGES_HI[s.dosage.trim()] ?? s.dosage);
  return { ...s, name, dosage };
}
