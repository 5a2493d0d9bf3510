/**
 * The texts staff send a client by WhatsApp or e-mail, in the client's language (issue 34 point 7,
 * decision 266). Fixed templates with named placeholders, one English and one Hindi each, filled by
 * `fillWording`: the Hindi ones are written as an Indian dietitian writes to a client (नमस्ते …),
 * with Latin digits and names, links and amounts as written.
 */
import { fillWording } from './appointments';
import type { ClientLanguage } from './client-options';
import { paymentModeIn } from './invoice-link';
import type { InvoiceSummary, InvoiceType } from './invoices';
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
      '{title} {number} dated {date}: {balance} due of {total}. See it, download the PDF or pay by UPI: {link}',
    invoicePaid:
      '{title} {number} dated {date}: {total}, paid in full. Thank you! See it or download the PDF: {link}',
    invoiceSettled:
      '{title} {number} dated {date} of {total}: nothing is left to pay. See it or download the PDF: {link}',
    invoiceCancelled:
      '{title} {number} dated {date} was cancelled by credit note {note}: nothing is to be paid. See it or download the PDF: {link}',
    creditNote:
      'Credit note {number} dated {date} against invoice {original}: {total} credited, nothing is to be paid. See it or download the PDF: {link}',
    invoiceSubject: '{title} {number}',
    receipt:
      'Receipt {receipt} dated {date}: {amount} received by {mode} against invoice {number}. Thank you! Download the receipt: {link}',
    receiptSubject: 'Receipt {receipt}',
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
      '{title} {number}, तारीख़ {date}: कुल {total} में से {balance} बाकी है। {title} देखें, PDF लें या UPI से भुगतान करें: {link}',
    invoicePaid:
      '{title} {number}, तारीख़ {date}: {total} का पूरा भुगतान मिल गया है। धन्यवाद! {title} देखें या PDF लें: {link}',
    invoiceSettled:
      '{title} {number}, तारीख़ {date}, कुल {total}: अब कुछ भी भुगतान नहीं करना है। {title} देखें या PDF लें: {link}',
    invoiceCancelled:
      '{title} {number}, तारीख़ {date}, क्रेडिट नोट {note} से रद्द हो गया है: कुछ भी भुगतान नहीं करना है। {title} देखें या PDF लें: {link}',
    creditNote:
      'क्रेडिट नोट {number}, तारीख़ {date}, इनवॉइस {original} के लिए: {total} क्रेडिट किए गए, कुछ भी भुगतान नहीं करना है। क्रेडिट नोट देखें या PDF लें: {link}',
    invoiceSubject: '{title} {number}',
    receipt:
      'रसीद {receipt}, तारीख़ {date}: इनवॉइस {number} के लिए {amount} ({mode}) मिल गए। धन्यवाद! रसीद डाउनलोड करें: {link}',
    receiptSubject: 'रसीद {receipt}',
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

/** What each document is called in a share text (issue 55, decision 313). */
const DOCUMENT_TITLES: Record<ClientLanguage, Record<InvoiceType, string>> = {
  en: { invoice: 'Invoice', bill_of_supply: 'Bill of Supply', credit_note: 'Credit note' },
  hi: { invoice: 'इनवॉइस', bill_of_supply: 'बिल ऑफ़ सप्लाई', credit_note: 'क्रेडिट नोट' },
};

const languageOf = (lang: string): ClientLanguage => (lang === 'hi' ? 'hi' : 'en');
const dateIn = (lang: string, date: string) =>
  languageOf(lang) === 'hi' ? hindiDate(dateText(date)) : dateText(date);

/** A document that can be shared: one whose link is on (share_url is null while it is turned off). */
export type InvoiceShare = Pick<
  InvoiceSummary,
  | 'number'
  | 'type'
  | 'status'
  | 'date'
  | 'balance'
  | 'paid'
  | 'total'
  | 'client_language'
  | 'credit_note_number'
  | 'original_invoice_number'
> & { share_url: string };

/**
 * The document's WhatsApp and e-mail text (issue 55 point 7, decisions 307 and 313): what it is,
 * its number and date, and the https link to its page, where the client sees it and downloads the
 * PDF. Only a balance due asks to "pay by UPI"; a paid invoice, a cancelled one and a credit note
 * say so. Never the upi:// link itself: WhatsApp makes only http(s) links tappable.
 */
export function invoiceShareText(inv: InvoiceShare): string {
  const lang = inv.client_language;
  const values = {
    title: DOCUMENT_TITLES[languageOf(lang)][inv.type],
    number: inv.number,
    date: dateIn(lang, inv.date),
    balance: money(inv.balance),
    total: money(inv.total),
    note: inv.credit_note_number ?? '',
    original: inv.original_invoice_number ?? '',
    link: inv.share_url,
  };
  if (inv.type === 'credit_note') return shareWords(lang, 'creditNote', values);
  if (inv.status === 'cancelled') return shareWords(lang, 'invoiceCancelled', values);
  if (Number(inv.balance) > 0) return shareWords(lang, 'invoice', values);
  return shareWords(lang, Number(inv.paid) >= Number(inv.total) ? 'invoicePaid' : 'invoiceSettled', values);
}

/** The e-mail's subject: "Invoice ND/26-27/0007", "Credit note NDC/26-27/0001", in the client's language. */
export const invoiceShareSubject = (inv: Pick<InvoiceSummary, 'type' | 'number' | 'client_language'>) =>
  shareWords(inv.client_language, 'invoiceSubject', {
    title: DOCUMENT_TITLES[languageOf(inv.client_language)][inv.type],
    number: inv.number,
  });

/** The link a receipt's share carries: the document's page, opened at that payment (decision 313). */
export const receiptShareUrl = (shareUrl: string, receiptId: number) => `${shareUrl}#receipt-${receiptId}`;

/**
 * A receipt's WhatsApp and e-mail text (issue 55 point 5, decision 313): its number, date, amount,
 * mode and invoice, and the invoice's page at that payment, where "Download receipt" gives its PDF.
 */
export function receiptShareText(
  inv: Pick<InvoiceSummary, 'number' | 'client_language'> & { share_url: string },
  receipt: InvoiceSummary['receipts'][number],
): string {
  const lang = inv.client_language;
  return shareWords(lang, 'receipt', {
    receipt: receipt.receipt_number,
    date: dateIn(lang, receipt.date),
    amount: money(receipt.amount),
    mode: paymentModeIn(languageOf(lang), receipt.mode),
    number: inv.number,
    link: receiptShareUrl(inv.share_url, receipt.id),
  });
}

export const receiptShareSubject = (lang: string, receiptNumber: string) =>
  shareWords(lang, 'receiptSubject', { receipt: receiptNumber });
