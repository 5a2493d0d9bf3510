import escapeHtml from 'escape-html';
import { fitLogo } from '../../shared/settings';
import type { Db } from '../db/client';
import { readPracticeIdentity } from '../lib/practice-identity';
import { type PracticeLogo, readPracticeLogo } from '../settings/index';

/** Who every e-mail comes from (issue 34): the practice's name, its contact line and its logo. */
export type MailBrand = { name: string; contact: string; logo: PracticeLogo | null };

/** The inline image's Content-ID: the HTML names it, the sender attaches the logo under it. */
export const LOGO_CID = 'practice-logo@nutridesk';
/** The logo's size in an e-mail's header: small enough for a phone's mail app. */
const MAIL_LOGO_BOX = { width: 160, height: 48 };
const TEAL = '#087f5b';

export async function readMailBrand(db: Db, defaultName: string): Promise<MailBrand> {
  const practice = await readPracticeIdentity(db, defaultName);
  const contact = [practice.phone, practice.email, practice.website].filter(Boolean).join(' · ');
  return { name: practice.name, contact, logo: await readPracticeLogo(db) };
}

/** The plain-text part: the message, then a signature block naming the practice. */
export function brandedText(text: string, brand: MailBrand): string {
  const body = text.replace(/\s+$/, '');
  return `${body}\n\n-- \n${brand.name}${brand.contact ? `\n${brand.contact}` : ''}\n`;
}

/** Links in the text become links in the HTML part; everything else is escaped. */
function paragraphHtml(paragraph: string): string {
  return paragraph
    .split('\n')
    .map((line) =>
      line
        .split(/(https?:\/\/\S+)/)
        .map((part, i) =>
          i % 2
            ? `<a href="${escapeHtml(part)}" style="color:${TEAL}">${escapeHtml(part)}</a>`
            : escapeHtml(part),
        )
        .join(''),
    )
    .join('<br>');
}

/**
 * The HTML part: a header with the practice's logo (inline, cid:) and name, the message's
 * paragraphs, and a footer with the contact line. Inline styles and a table, as mail apps want.
 */
export function brandedHtml(text: string, brand: MailBrand): string {
  const name = escapeHtml(brand.name);
  const size = brand.logo ? fitLogo(brand.logo.width, brand.logo.height, MAIL_LOGO_BOX) : null;
  const logo = size
    ? `<img src="cid:${LOGO_CID}" alt="${name} logo" width="${size.width}" height="${size.height}" style="vertical-align:middle;margin-right:12px;border:0">`
    : '';
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px">${paragraphHtml(p)}</p>`)
    .join('');
  const contact = brand.contact ? `<br>${escapeHtml(brand.contact)}` : '';
  return [
    '<!doctype html><html><head><meta charset="utf-8"></head>',
    '<body style="margin:0;padding:0;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff">',
    `<tr><td style="padding:16px 24px;border-bottom:3px solid ${TEAL}">${logo}<span style="font-size:20px;font-weight:700;color:${TEAL};vertical-align:middle">${name}</span></td></tr>`,
    `<tr><td style="padding:24px;font-size:15px;line-height:1.5">${paragraphs}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #dee2e6;font-size:13px;color:#495057">${name}${contact}</td></tr>`,
    '</table></body></html>',
  ].join('');
}

/** The logo as the inline attachment the HTML names; none when the HTML names none. */
export function inlineLogo(html: string | null, brand: MailBrand) {
  if (!brand.logo || !html?.includes(`cid:${LOGO_CID}`)) return [];
  const ext = brand.logo.mimeType === 'image/png' ? 'png' : 'jpg';
  return [
    {
      filename: `logo.${ext}`,
      contentType: brand.logo.mimeType,
      content: brand.logo.bytes,
      cid: LOGO_CID,
      contentDisposition: 'inline' as const,
    },
  ];
}
