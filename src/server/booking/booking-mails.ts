import { spokenTime, spokenTimeHindi } from '../../shared/appointment-time';
import type { BookingType } from '../../shared/booking-options';
import type { MailMessage } from '../mail/mailer';
import type { BookingRequestRow } from './booking.repository';

type Hold = Pick<BookingRequestRow, 'email' | 'name' | 'startsAt' | 'language'>;

/** The one-time link a visitor opens to confirm their booking, in the page's language. */
export function bookingMail(
  hold: Hold,
  type: Pick<BookingType, 'name' | 'duration_min'>,
  nutritionist: string,
  practice: string,
  tz: string,
  link: string,
): MailMessage {
  if (hold.language === 'hi')
    return {
      to: hold.email,
      subject: `${practice}: अपनी बुकिंग की पुष्टि करें`,
      text: `नमस्ते ${hold.name},\n\n${nutritionist} के साथ ${type.name} (${type.duration_min} मिनट), ${spokenTimeHindi(hold.startsAt, tz)}।\n\nपुष्टि के लिए यह लिंक खोलें (30 मिनट तक मान्य):\n${link}\n\nअगर आपने यह बुकिंग नहीं की, तो इस ई-मेल को अनदेखा करें।`,
    };
  return {
    to: hold.email,
    subject: `${practice}: please confirm your booking`,
    text: `Dear ${hold.name},\n\n${type.name} (${type.duration_min} min) with ${nutritionist} on ${spokenTime(hold.startsAt, tz)}.\n\nPlease open this link to confirm it (it works for 30 minutes):\n${link}\n\nIf you did not make this booking, please ignore this e-mail.`,
  };
}

/** "Staff approve": the visitor hears that the practice will confirm. */
export function requestedMail(
  hold: Hold,
  typeName: string,
  nutritionist: string,
  practice: string,
  tz: string,
): MailMessage {
  if (hold.language === 'hi')
    return {
      to: hold.email,
      subject: `${practice}: आपका अनुरोध मिल गया`,
      text: `नमस्ते ${hold.name},\n\n${nutritionist} के साथ ${typeName}, ${spokenTimeHindi(hold.startsAt, tz)} का आपका अनुरोध मिल गया है। पुष्टि होने पर हम आपको ई-मेल करेंगे।`,
    };
  return {
    to: hold.email,
    subject: `${practice}: your booking request`,
    text: `Dear ${hold.name},\n\nWe have your request for ${typeName} with ${nutritionist} on ${spokenTime(hold.startsAt, tz)}. The practice will confirm it by e-mail.`,
  };
}
