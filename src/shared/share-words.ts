/**
 * The texts staff send a client by WhatsApp or e-mail, in the client's language (issue 34 point 7,
 * decision 266). Fixed templates with named placeholders, one English and one Hindi each, filled by
 * `fillWording`: the Hindi ones are written as an Indian dietitian writes to a client (नमस्ते …),
 * with Latin digits and names, links and amounts as written.
 */
import { fillWording } from './appointments';
import type { ClientLanguage } from './client-options';
import type { InvoiceSummary } from './invoices';
import { dateText } from './plan-calendar';
import { hindiDate } from './portal-hindi';

const SHARE_WORDS = {
  en: {
    plan: "Namaste {name}, here is your nutrition plan from {practice}. Open it on your phone to see today's meals, tick what you ate and log your weight: {link}",
    planSubject: 'Your nutrition plan',
    survey:
      'Namaste {name}, please fill in the Nutrition Assessment Questionnaire from {practice} so your plan fits you: {link}',
    surveySubject: 'Your nutrition assessment questionnaire',
    progress: 'Namaste {name}, here is your progress with {practice} up to {date}{figures}',
    progressEnd: ' Your full progress report with the charts is in your email. Keep going!',
    weightFromTo: 'weight from {from} kg to {to} kg',
    weight: 'weight {kg} kg',
    followed: '{percent}% of the planned meals followed',
    invoice:
      'Invoice {number} dated {date}: {balance} due of {total}. See it, download the PDF or pay by UPI: {link}',
    invoiceSubject: 'Invoice {number}',
  },
  hi: {
    plan: 'नमस्ते {name}, {practice} की ओर से आपका डाइट प्लान तैयार है। इसे अपने फ़ोन पर खोलें: आज का खाना देखें, जो खाया उस पर टिक करें और अपना वज़न लिखें: {link}',
    planSubject: 'आपका डाइट प्लान',
    survey:
      'नमस्ते {name}, {practice} की न्यूट्रिशन असेसमेंट प्रश्नावली भर दीजिए, ताकि आपका प्लान आपके हिसाब से बने: {link}',
    surveySubject: 'आपकी न्यूट्रिशन असेसमेंट प्रश्नावली',
    progress: 'नमस्ते {name}, {date} तक {practice} के साथ आपकी प्रगति{figures}',
    progressEnd: ' ग्राफ़ के साथ पूरी प्रोग्रेस रिपोर्ट आपके ईमेल में है। ऐसे ही लगे रहिए!',
    weightFromTo: 'वज़न {from} किलो से {to} किलो',
    weight: 'वज़न {kg} किलो',
    followed: 'प्लान के {percent}% खाने का पालन',
    invoice:
      'इनवॉइस {number}, तारीख़ {date}: कुल {total} में से {balance} बाकी है। इनवॉइस देखें, PDF लें या UPI से भुगतान करें: {link}',
    invoiceSubject: 'इनवॉइस {number}',
  },
} as const satisfies Record<ClientLanguage, Record<string, string>>;

export type ShareWord = keyof (typeof SHARE_WORDS)['en'];

/** One share text in the client's language, its placeholders filled; an unknown language reads English. */
export function shareWords(lang: string, word: ShareWord, values: Record<string, string | number>): string {
  const table = lang === 'hi' ? SHARE_WORDS.hi : SHARE_WORDS.en;
  return fillWording(table[word], Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
}

/** Made on first use, as web/lib/format.ts formatMoney: ₹ with Indian grouping, paise only when there are some. */
let rupees: Intl.NumberFormat | undefined;
const money = (value: string) => {
  rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return rupees.format(Number(value));
};

type InvoiceShare = Pick<
  InvoiceSummary,
  'number' | 'date' | 'balance' | 'total' | 'share_url' | 'client_language'
>;

/**
 * The invoice's WhatsApp and e-mail text: the number, what is due and the https link to its page
 * (issue 55 point 7, decision 307), where the client sees it, downloads the PDF and pays by UPI.
 * Never the upi:// link itself: WhatsApp makes only http(s) links tappable.
 */
export function invoiceShareText(inv: InvoiceShare): string {
  const hindi = inv.client_language === 'hi';
  return shareWords(inv.client_language, 'invoice', {
    number: inv.number,
    date: hindi ? hindiDate(dateText(inv.date)) : dateText(inv.date),
    balance: money(inv.balance),
    total: money(inv.total),
    link: inv.share_url,
  });
}
