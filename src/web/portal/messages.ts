/**
 * Every text of the client's plan page, in each language the page offers (issue 28). English is
 * the catalogue's shape: a key missing in another language fails the typecheck. `{name}` marks a
 * value filled in by `text()`. Hindi is written in Devanagari as a client reads it, with the
 * everyday English loan words ("प्लान", "PDF") a phone user expects.
 */
import { hindiDayName, hindiMealTiming } from '../../shared/client-hindi';

const en = {
  pageTitle: 'Your nutrition plan',
  hello: 'Hello {name}',
  fromPractice: 'From {practice}',
  language: 'Language',
  loading: 'Loading your plan…',
  loadFailed: 'Your plan could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  offline: 'You are offline.',
  lastUpdated: 'Last updated {date}',
  noPlan: 'Your nutritionist has not shared a plan yet. Please check again later.',
  dayToTick: 'Day',
  today: 'Today',
  yesterday: 'Yesterday',
  dayNumber: 'Day {n}',
  noMeals: 'No meals are planned for this day.',
  planStarts: 'Your plan starts on {date}.',
  planEnded: 'Your plan ended on {date}.',
  or: 'or',
  whatDidYouEat: 'What did you have at {meal}?',
  eaten: 'Eaten',
  partly: 'Partly',
  skipped: 'Skipped',
  swapped: 'Swapped',
  swapNote: 'What did you have instead?',
  swapNoteSave: 'Save',
  swapNoteRequired: 'Please write what you had instead.',
  tickSaved: 'Saved',
  tickPending: 'Kept on this phone; it will be sent when you are online.',
  tickFailed: 'Could not be sent: {reason}',
  linkClosedReason: 'this link no longer works.',
  supplements: 'Supplements',
  rules: 'Keep in mind',
  notes: 'Notes from your nutritionist',
  wholePlan: 'The whole plan',
  downloadPdf: 'Download the plan (PDF)',
  duesTitle: 'Payment due',
  payDue: 'Pay {amount} for {number}',
  payHint: 'Opens your UPI app. Your nutritionist marks the invoice paid once the money arrives.',
  weightTitle: 'Log your weight',
  weightFor: 'For {date}',
  weightKg: 'Weight (kg)',
  waistCm: 'Waist (cm), optional',
  weightSave: 'Save weight',
  weightSaved: 'Your weight for {date} is saved.',
  weightRequired: 'Please enter your weight.',
  weightRange: 'Weight must be between {min} and {max} kg',
  waistRange: 'Waist must be between {min} and {max} cm',
  notSent: 'Could not reach the server. Please check your connection and try again.',
  revokedTitle: 'This link no longer works',
  revokedBody: '{practice} has made a new link for your plan. Please ask them for it.',
  revokedBodyNoName: 'Your nutritionist has made a new link for your plan. Please ask them for it.',
  endedTitle: 'Your plan has ended',
  endedBody: 'Your plan with {practice} has ended. Please contact them if you would like a new plan.',
  endedBodyNoName: 'Your plan has ended. Please contact your nutritionist if you would like a new plan.',
  notFoundTitle: 'This link is not valid',
  notFoundBody: 'Please check the link, or ask your nutritionist to send it again.',
  unsentTicks: 'These ticks could not be sent:',
} as const;

export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

const hi: Catalogue = {
  pageTitle: 'आपका आहार प्लान',
  hello: 'नमस्ते {name}',
  fromPractice: '{practice} की ओर से',
  language: 'भाषा',
  loading: 'आपका प्लान खुल रहा है…',
  loadFailed: 'आपका प्लान नहीं खुल सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  offline: 'आप ऑफ़लाइन हैं।',
  lastUpdated: 'आख़िरी अपडेट {date}',
  noPlan: 'आपके न्यूट्रिशनिस्ट ने अभी तक कोई प्लान साझा नहीं किया है। कृपया बाद में फिर देखें।',
  dayToTick: 'दिन',
  today: 'आज',
  yesterday: 'बीता कल',
  dayNumber: 'दिन {n}',
  noMeals: 'इस दिन के लिए कोई भोजन तय नहीं है।',
  planStarts: 'आपका प्लान {date} से शुरू होगा।',
  planEnded: 'आपका प्लान {date} को समाप्त हो गया।',
  or: 'या',
  whatDidYouEat: '{meal} में आपने क्या खाया?',
  eaten: 'खाया',
  partly: 'थोड़ा खाया',
  skipped: 'छोड़ दिया',
  swapped: 'बदल दिया',
  swapNote: 'इसकी जगह क्या खाया?',
  swapNoteSave: 'सहेजें',
  swapNoteRequired: 'कृपया लिखें कि इसकी जगह क्या खाया।',
  tickSaved: 'सहेजा गया',
  tickPending: 'इस फ़ोन पर रखा गया है; इंटरनेट मिलते ही भेज दिया जाएगा।',
  tickFailed: 'भेजा नहीं जा सका: {reason}',
  linkClosedReason: 'यह लिंक अब काम नहीं करता।',
  supplements: 'सप्लीमेंट',
  rules: 'ध्यान रखें',
  notes: 'आपके न्यूट्रिशनिस्ट की सलाह',
  wholePlan: 'पूरा प्लान',
  downloadPdf: 'प्लान डाउनलोड करें (PDF)',
  duesTitle: 'बकाया भुगतान',
  payDue: '{number} के लिए {amount} चुकाएँ',
  payHint: 'इससे आपका UPI ऐप खुलेगा। पैसा मिलने पर आपके न्यूट्रिशनिस्ट बिल को चुकाया हुआ दर्ज करेंगे।',
  weightTitle: 'अपना वज़न लिखें',
  weightFor: '{date} के लिए',
  weightKg: 'वज़न (किलो)',
  waistCm: 'कमर (सेमी), ज़रूरी नहीं',
  weightSave: 'वज़न सहेजें',
  weightSaved: '{date} का आपका वज़न सहेज लिया गया है।',
  weightRequired: 'कृपया अपना वज़न लिखें।',
  weightRange: 'वज़न {min} से {max} किलो के बीच होना चाहिए',
  waistRange: 'कमर {min} से {max} सेमी के बीच होनी चाहिए',
  notSent: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  revokedTitle: 'यह लिंक अब काम नहीं करता',
  revokedBody: '{practice} ने आपके प्लान के लिए नया लिंक बनाया है। कृपया उनसे वह लिंक माँग लें।',
  revokedBodyNoName: 'आपके न्यूट्रिशनिस्ट ने आपके प्लान के लिए नया लिंक बनाया है। कृपया उनसे वह लिंक माँग लें।',
  endedTitle: 'आपका प्लान समाप्त हो गया है',
  endedBody: '{practice} के साथ आपका प्लान समाप्त हो गया है। नया प्लान चाहिए तो कृपया उनसे संपर्क करें।',
  endedBodyNoName: 'आपका प्लान समाप्त हो गया है। नया प्लान चाहिए तो कृपया अपने न्यूट्रिशनिस्ट से संपर्क करें।',
  notFoundTitle: 'यह लिंक सही नहीं है',
  notFoundBody: 'कृपया लिंक जाँचें, या अपने न्यूट्रिशनिस्ट से इसे दोबारा भेजने को कहें।',
  unsentTicks: 'ये जानकारी भेजी नहीं जा सकी:',
};

/** A meal's timing name ('Breakfast') in the chosen language, when the catalogue knows it. */
export const mealTimingName = (lang: Language, name: string) =>
  lang === 'hi' ? hindiMealTiming(name) : name;

/** A plan day's name ('Day 3', 'Wednesday' or the nutritionist's own) in the chosen language. */
export function planDayName(lang: Language, name: string, day: number): string {
  if (!name.trim() || /^Day \d+$/.test(name.trim())) return text(lang, 'dayNumber', { n: day });
  return lang === 'hi' ? hindiDayName(name, day) : name;
}

export const LANGUAGES = [
  { value: 'en', label: 'English', locale: 'en-IN' },
  { value: 'hi', label: 'हिन्दी', locale: 'hi-IN' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

const CATALOGUES: Record<Language, Catalogue> = { en, hi };

/** The message in `lang` with its `{name}` values filled in. */
export function text(lang: Language, key: MessageKey, values?: Record<string, string | number>): string {
  const template = CATALOGUES[lang][key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const localeOf = (lang: Language) => LANGUAGES.find((l) => l.value === lang)?.locale ?? 'en-IN';

const LANGUAGE_KEY = 'nutridesk.portal.language';

/** The language chosen on this phone before, else the phone's own (Hindi when it asks for it). */
export function rememberedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // storage blocked (private mode): the phone's language
  }
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // not remembered, still shown
  }
}
