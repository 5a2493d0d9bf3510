import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { practiceNameOf } from '../lib/practice-identity';
import type { Mailer } from '../mail/mailer';

type Person = { firstName: string; lastName: string };

/**
 * The Assessment Form email: the client's link to the questionnaire of one package. Given the
 * caller's transaction (`tx`), the mail commits with the package.
 */
export async function mailAssessmentForm(
  deps: { db: Db; mailer: Mailer; config: AppConfig },
  to: string,
  token: string,
  client: Person,
  nutritionist: Person,
  tx?: Db,
) {
  const practice = await practiceNameOf(tx ?? deps.db, deps.config.practiceName);
  const link = `${deps.config.publicUrl}/survey/${token}`;
  const nutritionistName = `${nutritionist.firstName} ${nutritionist.lastName}`.trim();
  const text = [
    `Dear ${client.firstName || 'there'},`,
    '',
    `Welcome to ${practice}. Your nutritionist, ${nutritionistName}, has sent you the Nutrition Assessment Questionnaire.`,
    'It asks about your usual meals, your training or exercise routine, medical conditions, symptoms and injuries, so your plan fits you.',
    '',
    'Please fill it in here (you can save it and come back later):',
    '',
    link,
    '',
    `Once you submit it, ${nutritionistName} will get back to you in 2-3 days.`,
    '',
    `Warm regards,`,
    `${nutritionistName}`,
    practice,
    '',
    'This link is personal to you; please do not forward this email.',
  ].join('\n');
  await deps.mailer.send(
    { to, subject: `Your Nutrition Assessment Form from ${practice}`, text },
    tx ? { db: tx } : undefined,
  );
}
