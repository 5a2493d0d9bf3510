/**
 * Words people write for their conditions, in English, romanised Hindi and Devanagari (issue 35,
 * docs/decisions/220), as a table like the allergy words of restriction-words.ts. A match only
 * proposes: the nutritionist confirms each condition on the client page.
 *
 * Sources: the questionnaire's own choices (survey-questions-data.ts CONDITIONS), the Hindi names
 * printed on ICMR and NHM patient leaflets (मधुमेह, उच्च रक्तचाप, गर्भावस्था, स्तनपान, खून की कमी) and
 * the everyday words clients type ("sugar", "BP", "dentures").
 */
import type { ClientCondition, ConditionKind } from './conditions';

type WordRow = { kind: ConditionKind; pattern: RegExp; why: string };

/** Latin words match at a word start; Devanagari words anywhere (Hindi adds endings and postpositions). */
const en = (words: string) => new RegExp(`(^|[^a-z])(${words})`, 'i');
const hi = (words: string) => new RegExp(`(${words})`);

/** Ordered: prediabetes before diabetes, so "pre-diabetic" is not also type 2. */
export const CONDITION_WORDS: WordRow[] = [
  {
    kind: 'prediabetes',
    pattern: en('pre-?diabet|borderline (sugar|diabet)|impaired (fasting|glucose)'),
    why: 'English',
  },
  { kind: 'prediabetes', pattern: hi('प्री-?डायबिटीज'), why: 'Hindi, the English word' },
  {
    kind: 'type2_diabetes',
    pattern: en('diabet|type ?2|t2dm|dm2|(high|blood) sugar|sugar (patient|problem)'),
    why: 'English; "sugar" as clients say it',
  },
  { kind: 'type2_diabetes', pattern: en('madhumeh|shugar'), why: 'romanised Hindi' },
  {
    kind: 'type2_diabetes',
    pattern: hi('मधुमेह|डायबिटीज|डायबिटीज़|शुगर'),
    why: 'Hindi (मधुमेह) and the borrowed words',
  },
  {
    kind: 'hypertension',
    pattern: en('hypertens|high (bp|blood pressure)|\\bbp\\b|blood pressure'),
    why: 'English',
  },
  {
    kind: 'hypertension',
    pattern: hi('उच्च रक्तचाप|रक्तचाप|हाई बीपी|बीपी'),
    why: 'Hindi and the borrowed "BP"',
  },
  { kind: 'dyslipidaemia', pattern: en('cholesterol|dyslipid|triglycerid|lipid'), why: 'English' },
  { kind: 'dyslipidaemia', pattern: hi('कोलेस्ट्रॉल|कोलेस्ट्रोल'), why: 'Hindi, the English word' },
  { kind: 'pcos', pattern: en('pcos|pcod|polycystic'), why: 'English' },
  { kind: 'pcos', pattern: hi('पीसीओएस|पीसीओडी'), why: 'Hindi, the English letters' },
  // The questionnaire offers "Thyroid disorder": proposed as hypothyroidism, the common one; the
  // nutritionist turns it down for an overactive thyroid.
  {
    kind: 'hypothyroidism',
    pattern: en('hypothyro|thyroid|thyronorm|eltroxin|thyroxine'),
    why: 'English and the usual medicines',
  },
  { kind: 'hypothyroidism', pattern: hi('थायराइड|थाइराइड'), why: 'Hindi, the English word' },
  { kind: 'ckd', pattern: en('kidney|renal|ckd|dialysis|creatinine'), why: 'English' },
  { kind: 'ckd', pattern: hi('किडनी|गुर्दे|गुर्दा|डायलिसिस'), why: 'Hindi' },
  { kind: 'pregnancy', pattern: en('pregnan|expecting|trimester'), why: 'English' },
  { kind: 'pregnancy', pattern: hi('गर्भवती|गर्भावस्था|गर्भ से|प्रेगनेंट|तिमाही'), why: 'Hindi' },
  { kind: 'lactation', pattern: en('breast ?feed|lactat|nursing (mother|my)'), why: 'English' },
  { kind: 'lactation', pattern: hi('स्तनपान|दूध पिला'), why: 'Hindi' },
  { kind: 'anaemia', pattern: en('anaemi|anemi|low (hb|haemoglobin|hemoglobin|iron)'), why: 'English' },
  { kind: 'anaemia', pattern: en('khoon ki kami'), why: 'romanised Hindi' },
  { kind: 'anaemia', pattern: hi('खून की कमी|एनीमिया|हीमोग्लोबिन कम'), why: 'Hindi' },
  {
    kind: 'soft_texture',
    pattern: en(
      "dentures?|soft food|needs soft|cannot chew|can't chew|difficulty (chewing|swallowing)|minced|no teeth|hard to chew",
    ),
    why: 'English',
  },
  { kind: 'soft_texture', pattern: hi('नरम खाना|दांत नहीं|नकली दांत|चबाने में|चबा नहीं'), why: 'Hindi' },
];

/** Words that say there is nothing ("None", "NA", "नहीं"): the whole answer proposes nothing. */
const NOTHING = /^\s*(none|nil|na|n\/a|no|nahi|नहीं|कुछ नहीं)\s*\.?\s*$/i;

const ORDINAL: Record<string, '1' | '2' | '3'> = {
  '1st': '1',
  first: '1',
  '2nd': '2',
  second: '2',
  '3rd': '3',
  third: '3',
  पहली: '1',
  दूसरी: '2',
  तीसरी: '3',
};

/** The trimester a text gives: "second trimester", "5 months pregnant", "दूसरी तिमाही". */
export function trimesterIn(text: string): '1' | '2' | '3' | undefined {
  const named = /(1st|first|2nd|second|3rd|third|पहली|दूसरी|तीसरी)\s*(trimester|तिमाही)/i.exec(text);
  if (named) return ORDINAL[named[1].toLowerCase()];
  const months = /(\d)\s*(months?|mahine|महीने|माह)/i.exec(text);
  if (months && /pregnan|गर्भ|month|महीने/i.test(text)) {
    const m = Number(months[1]);
    if (m >= 1 && m <= 9) return m <= 3 ? '1' : m <= 6 ? '2' : '3';
  }
  return undefined;
}

/** The conditions one text proposes, each with the detail the text gives. */
export function readConditionText(text: string): Partial<ClientCondition>[] {
  if (!text.trim() || NOTHING.test(text)) return [];
  const found = new Map<ConditionKind, Partial<ClientCondition>>();
  for (const row of CONDITION_WORDS) {
    if (found.has(row.kind) || !row.pattern.test(text)) continue;
    if (row.kind === 'type2_diabetes' && found.has('prediabetes') && !/type ?2|t2dm/i.test(text)) continue;
    found.set(row.kind, { kind: row.kind });
  }
  const pregnancy = found.get('pregnancy');
  if (pregnancy) pregnancy.trimester = trimesterIn(text);
  const ckd = found.get('ckd');
  if (ckd && /dialysis|डायलिसिस/i.test(text)) ckd.ckd_stage = 'dialysis';
  const soft = found.get('soft_texture');
  if (soft && /minced|पीसा/i.test(text)) soft.texture = 'minced';
  return [...found.values()];
}
