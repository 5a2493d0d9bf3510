/**
 * The invoice link page's words in English and Hindi (issue 55, decision 313), as the plan page,
 * the questionnaire and the booking page keep theirs: one catalogue per language, `{name}` values
 * filled in, Latin digits and amounts as written. The page opens in the client's language (the
 * client record's), unless this phone chose another with the switch.
 */
import { INVOICE_LINK_MESSAGES } from '../../shared/invoice-link';
import type { InvoiceType } from '../../shared/invoices';

export type LinkLanguage = 'en' | 'hi';

const en = {
  language: 'Language',
  opening: 'Opening the invoice…',
  pageTitle: 'Invoice',
  invoice: 'Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit note',
  cancelledBadge: 'Cancelled',
  date: 'Date',
  amount: 'Amount',
  amountCredited: 'Amount credited',
  paid: 'Paid',
  balanceDue: 'Balance due',
  againstInvoice: 'Issued against invoice {number}. Nothing is to be paid.',
  cancelledBy: 'This invoice was cancelled by credit note {number}. Nothing is to be paid.',
  cancelled: 'This invoice was cancelled. Nothing is to be paid.',
  paidInFull: 'Paid in full. Thank you!',
  pay: 'Pay {amount} by UPI',
  payHelp:
    'Opens your UPI app (Google Pay, PhonePe, Paytm, BHIM) with the amount filled in. Your clinic records the payment when it reaches them.',
  downloadPdf: 'Download PDF',
  payments: 'Payments received',
  paymentLine: '{date} · {amount} · {mode}',
  downloadReceipt: 'Download receipt',
  receiptName: 'Download receipt {number}',
  notFound: INVOICE_LINK_MESSAGES.notFound,
  loadFailed: 'The invoice could not be opened. Please check your connection and reload this page.',
} as const;

export type LinkKey = keyof typeof en;

const hi: Record<LinkKey, string> = {
  language: 'भाषा',
  opening: 'इनवॉइस खुल रहा है…',
  pageTitle: 'इनवॉइस',
  invoice: 'इनवॉइस',
  bill_of_supply: 'बिल ऑफ़ सप्लाई',
  credit_note: 'क्रेडिट नोट',
  cancelledBadge: 'रद्द',
  date: 'तारीख़',
  amount: 'रकम',
  amountCredited: 'क्रेडिट की गई रकम',
  paid: 'भुगतान हुआ',
  balanceDue: 'बाकी रकम',
  againstInvoice: 'यह इनवॉइस {number} के लिए जारी हुआ है। कुछ भी भुगतान नहीं करना है।',
  cancelledBy: 'यह इनवॉइस क्रेडिट नोट {number} से रद्द हो गया है। कुछ भी भुगतान नहीं करना है।',
  cancelled: 'यह इनवॉइस रद्द हो गया है। कुछ भी भुगतान नहीं करना है।',
  paidInFull: 'पूरा भुगतान मिल गया है। धन्यवाद!',
  pay: 'UPI से {amount} का भुगतान करें',
  payHelp:
    'इससे आपका UPI ऐप (Google Pay, PhonePe, Paytm, BHIM) रकम भरी हुई खुलेगा। भुगतान पहुँचने पर आपका क्लिनिक उसे दर्ज करेगा।',
  downloadPdf: 'PDF डाउनलोड करें',
  payments: 'मिले हुए भुगतान',
  paymentLine: '{date} · {amount} · {mode}',
  downloadReceipt: 'रसीद डाउनलोड करें',
  receiptName: 'रसीद {number} डाउनलोड करें',
  notFound: 'यह इनवॉइस लिंक सही नहीं है। कृपया अपने क्लिनिक से नया लिंक माँगें।',
  loadFailed: 'इनवॉइस नहीं खुल सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा खोलें।',
};

export function linkText(lang: LinkLanguage, key: LinkKey, values?: Record<string, string | number>): string {
  const template = (lang === 'hi' ? hi : en)[key];
  return values ? template.replace(/\{(\w+)\}/g, (whole, n: string) => String(values[n] ?? whole)) : template;
}

export const documentTitle = (lang: LinkLanguage, type: InvoiceType) => linkText(lang, type);

const KEY = 'nutridesk.invoice-link.language';

/** The language this phone chose on an invoice link before, or null (then the client's own). */
export function chosenLanguage(): LinkLanguage | null {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // storage blocked: the client's language
  }
  return null;
}

export function rememberLanguage(lang: LinkLanguage) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // not remembered, still shown
  }
}

/** Before the invoice arrives: the phone's own language (Hindi when it asks for it). */
export const phoneLanguage = (): LinkLanguage =>
  navigator.language.toLowerCase().startsWith('hi') ? 'hi' : 'en';
