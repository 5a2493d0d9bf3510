/** The words of the booking, move and cancel mails, in the client's language (decisions 262, 265). */
import { spokenTime, spokenTimeHindi } from '../../shared/appointment-time';
import type { AppointmentWithNames } from './appointments.repository';

export type Kind = 'booked' | 'moved' | 'cancelled';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

type Words = { subject: string; body: string };

export function englishMail(
  rows: AppointmentWithNames[],
  kind: Kind,
  tz: string,
  previousStart?: Date,
): Words {
  const first = rows[0];
  const when = spokenTime(first.a.startsAt, tz);
  const dietitian = fullName(first.dietitianFirstName, first.dietitianLastName);
  const where = first.a.locationOrLink ? `\nWhere: ${first.a.locationOrLink}` : '';
  const mode = first.a.mode.toLowerCase();
  const dear = `Dear ${first.clientFirstName},\n\n`;
  if (kind === 'cancelled') {
    return {
      subject: `Your consultation on ${when} is cancelled`,
      body: `${dear}Your ${mode} consultation with ${dietitian} on ${when} is cancelled.\n\nThe attached file removes it from your calendar.`,
    };
  }
  if (kind === 'moved') {
    const from = previousStart ? ` from ${spokenTime(previousStart, tz)}` : '';
    return {
      subject: `Your consultation has moved to ${when}`,
      body: `${dear}Your ${mode} consultation with ${dietitian} has moved${from} to ${when} (${first.a.durationMin} min).${where}\n\nThe attached file updates it in your calendar.`,
    };
  }
  if (rows.length > 1) {
    const list = rows.map((r) => `- ${spokenTime(r.a.startsAt, tz)} (${r.a.durationMin} min)`).join('\n');
    return {
      subject: `Your ${rows.length} follow-up consultations`,
      body: `${dear}Your ${mode} follow-up consultations with ${dietitian} are booked:\n${list}${where}\n\nThe attached file adds them to your calendar.`,
    };
  }
  return {
    subject: `Your consultation on ${when}`,
    body: `${dear}Your ${mode} consultation with ${dietitian} is booked for ${when} (${first.a.durationMin} min).${where}\n\nThe attached file adds it to your calendar.`,
  };
}

/**
 * The same mails in Hindi (decision 265): the reminders' approach (decision 262), fixed templates
 * with the English placeholders, the moment from spokenTimeHindi, names and place as written and
 * the mode left out rather than guessed.
 */
export function hindiMail(rows: AppointmentWithNames[], kind: Kind, tz: string, previousStart?: Date): Words {
  const first = rows[0];
  const when = spokenTimeHindi(first.a.startsAt, tz);
  const dietitian = fullName(first.dietitianFirstName, first.dietitianLastName);
  const where = first.a.locationOrLink ? `\nस्थान: ${first.a.locationOrLink}` : '';
  const dear = `नमस्ते ${first.clientFirstName},\n\n`;
  const length = (r: AppointmentWithNames) => `${r.a.durationMin} मिनट`;
  if (kind === 'cancelled') {
    return {
      subject: `${when} का आपका परामर्श रद्द हो गया है`,
      body: `${dear}${dietitian} के साथ ${when} का आपका परामर्श रद्द हो गया है।\n\nसंलग्न फ़ाइल इसे आपके कैलेंडर से हटा देगी।`,
    };
  }
  if (kind === 'moved') {
    const from = previousStart ? ` ${spokenTimeHindi(previousStart, tz)} से` : '';
    return {
      subject: `आपका परामर्श अब ${when} को है`,
      body: `${dear}${dietitian} के साथ आपका परामर्श${from} बदलकर ${when} (${length(first)}) कर दिया गया है।${where}\n\nसंलग्न फ़ाइल इसे आपके कैलेंडर में बदल देगी।`,
    };
  }
  if (rows.length > 1) {
    const list = rows.map((r) => `- ${spokenTimeHindi(r.a.startsAt, tz)} (${length(r)})`).join('\n');
    return {
      subject: `आपके ${rows.length} फ़ॉलो-अप परामर्श`,
      body: `${dear}${dietitian} के साथ आपके फ़ॉलो-अप परामर्श तय हो गए हैं:\n${list}${where}\n\nसंलग्न फ़ाइल इन्हें आपके कैलेंडर में जोड़ देगी।`,
    };
  }
  return {
    subject: `${when} को आपका परामर्श`,
    body: `${dear}${dietitian} के साथ आपका परामर्श ${when} (${length(first)}) के लिए तय हो गया है।${where}\n\nसंलग्न फ़ाइल इसे आपके कैलेंडर में जोड़ देगी।`,
  };
}
