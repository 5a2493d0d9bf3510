/**
 * The questionnaire's own words in Hindi beyond its question bank (issue 34 point 7, decision
 * 248): the server's messages (SURVEY_MESSAGES and the refusals of survey.service.ts), the
 * practice's standard meal types and workout routines, keyed by their English words. The server
 * keeps answering in English (SPEC quotes it, the staff read it); a client's request that asks for
 * Hindi gets each message through `surveyMessageIn` just before it is sent
 * (server/survey/survey-language.ts), and the page uses the same table for the messages it shows
 * itself. A message the table does not know stays English: never a machine guess.
 */
import { MEAL_TIMINGS_HI } from './client-hindi';
import { portalMessageIn } from './portal-hindi';
import { questionIn, type SurveyLanguage } from './survey-hindi';
import { SURVEY_MESSAGES } from './survey-options';

/** SURVEY_MESSAGES in Hindi, key for key (a unit test keeps them complete). */
export const SURVEY_MESSAGES_HI: Readonly<Record<keyof typeof SURVEY_MESSAGES, string>> = {
  invalidToken: 'यह प्रश्नावली लिंक सही नहीं है। कृपया अपने न्यूट्रिशनिस्ट से नया लिंक माँगें।',
  completed:
    'बधाई हो! आपने पोषण जाँच प्रश्नावली पूरी कर ली है। आपके जवाब आपके न्यूट्रिशनिस्ट को भेज दिए गए हैं, वे 2-3 दिन में आपसे संपर्क करेंगे।',
  savedForLater: 'आपके जवाब सहेज लिए गए हैं। बाकी प्रश्नावली बाद में आकर पूरी करें।',
  mealListSaved: 'भोजन की सूची सहेजी गई!',
  mealRowDeleted: 'भोजन की पंक्ति हटा दी गई!',
  duplicateRecall: 'इसी समय पर यही भोजन पहले से लिखा है!',
  incompleteRecall: 'कृपया हर भोजन का प्रकार, समय और क्या खाते हैं, तीनों भरें',
  emptyRecall: 'कृपया बताएँ कि आप दिन भर में क्या खाते हैं',
  duplicateStaffRecall: 'इसी समय पर यही भोजन पहले से लिखा है!',
  routineType: 'कृपया व्यायाम का प्रकार चुनें',
  time: 'कृपया समय चुनें',
  days: 'कृपया कम से कम एक दिन चुनें',
  overlap: 'यह समय आपके दूसरे व्यायाम के समय से टकरा रहा है!',
  updateTraining: 'कृपया "खेल या व्यायाम" वाला हिस्सा भरें',
  updateRecall: 'कृपया "आप दिन भर में क्या खाते हैं" वाला हिस्सा भरें',
  mandatory: 'कृपया * वाले हर सवाल का जवाब दें',
  closed: 'यह प्रश्नावली बंद हो गई है, क्योंकि आपका पैकेज पूरा हो गया है। आप अपने जवाब अब भी पढ़ सकते हैं।',
  mandatoryMeal: 'यह भोजन हर दिन की सूची में रहता है, इसे हटाया नहीं जा सकता',
  noData: 'कोई जानकारी नहीं है',
  noMealTimes: 'इस पैकेज के लिए भोजन के समय की कोई सूची नहीं है।',
  recallPlaceholder: "आप आम तौर पर क्या खाते-पीते हैं, लिखें (लागू न हो तो 'NA' लिखें)",
};

/** The other fixed messages a questionnaire request can answer (survey.routes.ts, survey.service.ts, shared/survey.ts). */
const OTHER_MESSAGES_HI: Readonly<Record<string, string>> = {
  Saved: 'सहेजा गया',
  'Schedule saved': 'व्यायाम का समय सहेजा गया',
  'Schedule updated': 'व्यायाम का समय बदला गया',
  'Schedule deleted': 'व्यायाम का समय हटाया गया',
  'Please choose a question': 'कृपया सवाल चुनें',
  'Please choose an answer': 'कृपया जवाब चुनें',
  'Please choose a record': 'कृपया पंक्ति चुनें',
  'Please choose a schedule': 'कृपया व्यायाम का समय चुनें',
  'Please choose a time in 15-minute steps': 'कृपया 15-15 मिनट के अंतर वाला समय चुनें',
  'At most 40 rows': 'ज़्यादा से ज़्यादा 40 पंक्तियाँ',
  'Please choose workout or training': 'कृपया व्यायाम या ट्रेनिंग चुनें',
  'Question not found.': 'यह सवाल नहीं मिला।',
  'Answer not found.': 'यह जवाब नहीं मिला।',
  'Please choose Yes or No': 'कृपया हाँ या नहीं चुनें',
  'Please choose from the list': 'कृपया सूची में से चुनें',
  'Please choose a meal type from the list': 'कृपया सूची में से भोजन चुनें',
  'Please correct the rows': 'कृपया लाल रंग से दिखाई गई पंक्तियाँ ठीक करें',
  'Meal row not found.': 'भोजन की यह पंक्ति नहीं मिली।',
  'This package has no sports training section': 'इस पैकेज में खेल की ट्रेनिंग वाला हिस्सा नहीं है',
  'Please choose an end time after the start time': 'कृपया ख़त्म होने का समय शुरू होने के समय के बाद का चुनें',
  'Schedule not found.': 'व्यायाम का यह समय नहीं मिला।',
  'Dates before 1900 are not accepted': '1900 से पहले की तारीख़ नहीं ली जा सकती',
};

/**
 * The practice's standard meal types (db/seed/reference-data.ts MEAL_TIMINGS) as a Hindi kitchen
 * names them, the same words as the plan page (shared/client-hindi.ts MEAL_TIMINGS_HI, one table); a
 * practice's own meal type shows as written.
 */
export const MEAL_TYPES_HI: Readonly<Record<string, string>> = MEAL_TIMINGS_HI;

/**
 * The standard workout routines (db/seed/reference-data.ts FITNESS_TIMINGS) in the words a gym or
 * a coach in India uses: the loan words जिम, योगा, ज़ुम्बा are how they are said.
 */
export const ROUTINES_HI: Readonly<Record<string, string>> = {
  'Skill Training': 'खेल की प्रैक्टिस',
  'Strength & Conditioning': 'ताक़त और फ़िटनेस ट्रेनिंग',
  'Match / Competition': 'मैच / प्रतियोगिता',
  'Speed & Agility': 'रफ़्तार और फुर्ती',
  Endurance: 'स्टैमिना (देर तक टिकने की) ट्रेनिंग',
  'Recovery Session': 'रिकवरी (आराम और स्ट्रेचिंग)',
  'Gym / Weight Training': 'जिम / वज़न उठाना',
  Yoga: 'योग',
  Running: 'दौड़ना',
  Cycling: 'साइकिल चलाना',
  Swimming: 'तैरना',
  'Stretching / Mobility': 'स्ट्रेचिंग',
  Walking: 'पैदल चलना',
  'Zumba / Dance': 'ज़ुम्बा / डांस',
  'Home Workout': 'घर पर व्यायाम',
};

const byEnglish: Readonly<Record<string, string>> = {
  ...OTHER_MESSAGES_HI,
  ...Object.fromEntries(
    (Object.keys(SURVEY_MESSAGES) as (keyof typeof SURVEY_MESSAGES)[]).map((key) => [
      SURVEY_MESSAGES[key],
      SURVEY_MESSAGES_HI[key],
    ]),
  ),
};

export const mealTypeIn = (lang: SurveyLanguage, type: string) =>
  lang === 'hi' ? (MEAL_TYPES_HI[type] ?? type) : type;
export const routineIn = (lang: SurveyLanguage, routine: string) =>
  lang === 'hi' ? (ROUTINES_HI[routine] ?? routine) : routine;

/** Messages with values in them (shared/survey-options.ts recallMissingMessage, questionMissingMessage). */
const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^Please update Dietary Recall section: describe (.+)$/,
    (m) =>
      `कृपया "आप दिन भर में क्या खाते हैं" वाला हिस्सा भरें: बताएँ कि ${m[1]
        .split(', ')
        .map((type) => mealTypeIn('hi', type))
        .join(', ')} में आप क्या खाते हैं`,
  ],
  [
    /^Please answer every question marked \*: “(.+)”$/s,
    (m) => `${SURVEY_MESSAGES_HI.mandatory}: “${questionIn('hi', m[1])}”`,
  ],
];

function hindiOf(message: string): string {
  const fixed = byEnglish[message];
  if (fixed) return fixed;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(match);
  }
  // The messages every public request shares (the wait of a throttle, the server's troubles).
  return portalMessageIn('hi', message);
}

/** A questionnaire message in the page's language; one the tables do not know stays as written. */
export const surveyMessageIn = (lang: SurveyLanguage, message: string): string =>
  lang === 'hi' ? hindiOf(message) : message;
