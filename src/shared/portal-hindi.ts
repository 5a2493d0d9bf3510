/**
 * The plan link's server messages in Hindi (issue 34 point 7, decision 216). The server keeps
 * writing its messages in English (SPEC quotes them, the staff app reads them); a request from a
 * page shown in Hindi gets each message and field message through `portalMessageIn` just before
 * it is sent (server/portal/portal-language.ts). A message this table does not know stays English:
 * never a machine guess. Zod-free and small, so the phone page may use it too.
 */

export type PortalLanguage = 'en' | 'hi';

/**
 * The language a plan-link request asks for: the body's `lang` ('en' | 'hi', sent by the page
 * with the language its switch shows), else the first tag of Accept-Language; English otherwise.
 */
export function portalLanguageOf(bodyLang: unknown, acceptLanguage: string | undefined): PortalLanguage {
  if (bodyLang === 'hi' || bodyLang === 'en') return bodyLang;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

/** Every fixed message a plan-link request can answer, word for word (shared/portal-options.ts and friends). */
const FIXED: Record<string, string> = {
  // PORTAL_MESSAGES
  'This plan link is not valid. Please ask your nutritionist for a new one.':
    'यह प्लान लिंक सही नहीं है। कृपया अपने न्यूट्रिशनिस्ट से नया लिंक माँगें।',
  'This plan link has been replaced. Please ask your nutritionist for the new link.':
    'इस प्लान लिंक की जगह नया लिंक बन गया है। कृपया अपने न्यूट्रिशनिस्ट से नया लिंक माँगें।',
  'This plan link has ended because your programme is over. Please contact your nutritionist.':
    'आपका प्रोग्राम पूरा हो गया है, इसलिए यह प्लान लिंक बंद हो गया है। कृपया अपने न्यूट्रिशनिस्ट से संपर्क करें।',
  'This meal is not in your plan any more.': 'यह भोजन अब आपके प्लान में नहीं है।',
  'You can mark meals for today and the two days before only.':
    'आप सिर्फ़ आज और पिछले दो दिनों के भोजन पर निशान लगा सकते हैं।',
  'You can log your weight for today and the two days before only.':
    'आप सिर्फ़ आज और पिछले दो दिनों का वज़न लिख सकते हैं।',
  'Please say what you ate instead.': 'कृपया बताएँ कि इसकी जगह आपने क्या खाया।',
  'Please keep the note under 200 characters.': 'कृपया नोट 200 अक्षरों से छोटा रखें।',
  'This request has no valid id. Please reload the page and try again.':
    'इस अनुरोध की पहचान सही नहीं है। कृपया पेज दोबारा खोलें और फिर से कोशिश करें।',
  Saved: 'सहेजा गया',
  'Weight saved': 'वज़न सहेजा गया',
  // The request schemas (shared/portal.ts, shared/fields.ts)
  'Please choose Eaten, Partly, Skipped or Swapped': 'कृपया खाया, थोड़ा खाया, छोड़ दिया या बदल दिया में से चुनें',
  'Please enter your weight in kg': 'कृपया अपना वज़न किलो में लिखें',
  'Please enter your waist in cm': 'कृपया अपनी कमर सेमी में लिखें',
  'Please enter a valid date': 'कृपया सही तारीख़ दें',
  'Please choose a record': 'यह भोजन आपके प्लान में नहीं मिला।',
  'Please remove the unsupported characters': 'कृपया वे चिह्न हटा दें जो यहाँ नहीं लिखे जा सकते',
  'Please correct the highlighted fields.': 'कृपया लाल रंग से दिखाई गई जानकारी ठीक करें।',
  // The write budget (server/portal/portal-budget.ts BUDGET_MESSAGES)
  'This update was already sent with other values. Please reload the page and send it again.':
    'यह जानकारी पहले दूसरे मान के साथ भेजी जा चुकी है। कृपया पेज दोबारा खोलें और फिर से भेजें।',
  'You have sent 3 weights today. Please send the next one tomorrow.':
    'आज आप 3 बार वज़न भेज चुके हैं। कृपया अगला वज़न कल भेजें।',
  'You have sent many updates in the last hour.': 'पिछले एक घंटे में आपने बहुत सारी जानकारी भेजी है।',
  'Too many attempts with unknown links.': 'गलत लिंक से बहुत बार कोशिश की गई है।',
  // The server's own troubles (server/app.ts, lib/db-health.ts, portal-writes.service.ts)
  'Weight cannot be recorded: the body parameters are missing.':
    'अभी वज़न नहीं लिखा जा सकता। कृपया अपने न्यूट्रिशनिस्ट को बताएँ।',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The request could not be read.': 'भेजी गई जानकारी पढ़ी नहीं जा सकी।',
  'The database is not answering. Please try again in a minute.':
    'सर्वर अभी जवाब नहीं दे रहा है। कृपया एक मिनट बाद फिर से कोशिश करें।',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '27-Nov-2026' (shared/plan-calendar.ts dateText) → '27 नवंबर 2026'. */
export function hindiDate(text: string): string {
  const match = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]) : -1;
  if (!match || month < 0) return text;
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[3]), month, Number(match[1]))));
}

/** 'seconds' / 'minute' of lib/throttle.ts describeWait. */
const waitUnit = (unit: string) => (unit.startsWith('second') ? 'सेकंड' : 'मिनट');

/** Messages with values in them: the English pattern and its Hindi. */
const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  // lib/throttle.ts waitMessage: "<what> Please wait 3 minutes and try again."
  [
    /^(.+?) Please wait (\d+) (seconds?|minutes?) and try again\.$/,
    (m) => `${hindiOf(m[1])} कृपया ${m[2]} ${waitUnit(m[3])} रुककर फिर से कोशिश करें।`,
  ],
  // shared/vital-plausible.ts implausibleValue (the same words as the page's weightRange)
  [/^Weight must be between (\S+) and (\S+) kg$/, (m) => `वज़न ${m[1]} से ${m[2]} किलो के बीच होना चाहिए`],
  [/^Waist[\w ]* must be between (\S+) and (\S+) cm$/, (m) => `कमर ${m[1]} से ${m[2]} सेमी के बीच होनी चाहिए`],
  // shared/plan-calendar.ts periodProblem
  [
    /^(?:This plan|Your programme) runs from (\S+?)(?: to (\S+?))?; (\S+) is (before|after) it\.$/,
    (m) =>
      `${m[2] ? `आपका प्लान ${hindiDate(m[1])} से ${hindiDate(m[2])} तक है` : `आपका प्लान ${hindiDate(m[1])} से शुरू होता है`}; ${hindiDate(m[3])} ${m[4] === 'before' ? 'उससे पहले' : 'उसके बाद'} की तारीख़ है।`,
  ],
  // shared/fields.ts text()
  [/^Please keep this under (\d+) characters$/, (m) => `कृपया इसे ${m[1]} अक्षरों से छोटा रखें`],
];

function hindiOf(message: string): string {
  const fixed = FIXED[message];
  if (fixed) return fixed;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(match);
  }
  return message;
}

/** A server message in the page's language; one the table does not know stays as written. */
export const portalMessageIn = (lang: PortalLanguage, message: string): string =>
  lang === 'hi' ? hindiOf(message) : message;
