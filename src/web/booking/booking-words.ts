/**
 * The public booking page's words in English and Hindi (issue 56 point 1, decision 297), and the
 * server's messages in Hindi: the page shows a refusal in the language the visitor chose.
 */
import { BOOKING_MESSAGES as M } from '../../shared/booking-options';

export type BookingLanguage = 'en' | 'hi';

const en = {
  title: 'Book a consultation',
  with: 'with {name}',
  language: 'Language',
  loading: 'Loading…',
  loadFailed: 'The booking page could not be loaded. Please check your connection and reload this page.',
  type: 'Consultation',
  minutes: '{n} min',
  free: 'Free',
  day: 'Day',
  time: 'Time',
  noSlots: 'No free times in the next two weeks. Please call the practice.',
  noSlotsDay: 'No free times on this day.',
  details: 'Your details',
  name: 'Full name',
  phone: 'Mobile number',
  email: 'E-mail',
  note: 'Anything we should know? (optional)',
  book: 'Book',
  booking: 'Booking…',
  chosen: 'You chose: {when}',
  chooseTime: 'Please choose a time',
  nextSlots: 'Free times after it:',
  checkMail: 'Almost done: please check your e-mail',
  checkMailText:
    'We have sent a link to {email}. Please open it within 30 minutes to confirm your booking for {when}.',
  confirming: 'Confirming your booking…',
  confirmed: 'Your booking is confirmed',
  confirmedText: '{type} with {name} on {when}. We have e-mailed you the details and a calendar file.',
  requested: 'Thank you, your request is in',
  requestedText: '{type} with {name} on {when}. The practice will confirm it by e-mail.',
  bookAnother: 'Book another time',
  'In person': 'In person',
  Video: 'Video call',
  Phone: 'Phone call',
} as const;

export type BookingKey = keyof typeof en;

const hi: Record<BookingKey, string> = {
  title: 'परामर्श बुक करें',
  with: '{name} के साथ',
  language: 'भाषा',
  loading: 'खुल रहा है…',
  loadFailed: 'बुकिंग पेज नहीं खुल सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा खोलें।',
  type: 'परामर्श',
  minutes: '{n} मिनट',
  free: 'निःशुल्क',
  day: 'दिन',
  time: 'समय',
  noSlots: 'अगले दो हफ़्तों में कोई समय खाली नहीं है। कृपया क्लिनिक को फ़ोन करें।',
  noSlotsDay: 'इस दिन कोई समय खाली नहीं है।',
  details: 'आपकी जानकारी',
  name: 'पूरा नाम',
  phone: 'मोबाइल नंबर',
  email: 'ई-मेल',
  note: 'कुछ बताना चाहें? (वैकल्पिक)',
  book: 'बुक करें',
  booking: 'बुक हो रहा है…',
  chosen: 'आपने चुना: {when}',
  chooseTime: 'कृपया समय चुनें',
  nextSlots: 'इसके बाद के खाली समय:',
  checkMail: 'बस एक कदम: कृपया अपना ई-मेल देखें',
  checkMailText: 'हमने {email} पर एक लिंक भेजा है। {when} की बुकिंग पक्की करने के लिए इसे 30 मिनट के भीतर खोलें।',
  confirming: 'आपकी बुकिंग पक्की हो रही है…',
  confirmed: 'आपकी बुकिंग पक्की हो गई',
  confirmedText: '{name} के साथ {type}, {when}। हमने आपको विवरण और कैलेंडर फ़ाइल ई-मेल कर दी है।',
  requested: 'धन्यवाद, आपका अनुरोध मिल गया',
  requestedText: '{name} के साथ {type}, {when}। क्लिनिक ई-मेल से पुष्टि करेगा।',
  bookAnother: 'दूसरा समय बुक करें',
  'In person': 'क्लिनिक में',
  Video: 'वीडियो कॉल',
  Phone: 'फ़ोन कॉल',
};

export function bookingText(
  lang: BookingLanguage,
  key: BookingKey,
  values?: Record<string, string | number>,
) {
  const template = (lang === 'hi' ? hi : en)[key];
  return values ? template.replace(/\{(\w+)\}/g, (whole, n: string) => String(values[n] ?? whole)) : template;
}

const HINDI_MESSAGES: Record<string, string> = {
  [M.name]: 'कृपया अपना नाम लिखें',
  [M.phone]: 'कृपया 10 अंकों का मोबाइल नंबर या + से शुरू होने वाला अंतरराष्ट्रीय नंबर लिखें',
  [M.email]: 'कृपया सही ई-मेल लिखें',
  [M.startsAt]: 'कृपया सूची से समय चुनें',
  [M.taken]: 'माफ़ कीजिए, यह समय अभी-अभी किसी और ने बुक कर लिया। कृपया दूसरा समय चुनें।',
  [M.notFree]: 'यह समय खाली नहीं है। कृपया सूची से समय चुनें।',
  [M.tooSoon]: 'यह समय बुक करने के लिए बहुत जल्दी है। कृपया बाद का समय चुनें।',
  [M.tooFar]: 'यह समय बहुत आगे का है। कृपया पहले का समय चुनें।',
  [M.pageOff]: 'यह बुकिंग पेज उपलब्ध नहीं है।',
  [M.linkUsed]: 'यह बुकिंग पहले ही पक्की हो चुकी है।',
  [M.linkExpired]: 'इस लिंक का समय निकल गया। कृपया फिर से बुक करें।',
  [M.typeUnknown]: 'कृपया परामर्श चुनें',
  'This link is not valid.': 'यह लिंक सही नहीं है।',
};

/** A server message in the page's language ("Too many bookings…" keeps its wait in words). */
export function messageIn(lang: BookingLanguage, message: string): string {
  if (lang !== 'hi') return message;
  if (message.startsWith(M.tooMany)) return 'इस पते से बहुत सारी बुकिंग हुई हैं। कृपया कुछ देर बाद फिर कोशिश करें।';
  return HINDI_MESSAGES[message] ?? message;
}

const KEY = 'nutridesk.booking.language';

export function rememberedLanguage(): BookingLanguage {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // storage blocked: the phone's language
  }
  return navigator.language.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export function rememberLanguage(lang: BookingLanguage) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // not remembered, still shown
  }
}
