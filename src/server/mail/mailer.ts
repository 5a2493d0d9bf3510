import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { framed } from '../lib/banner';
import { brandedHtml, brandedText, inlineLogo, type MailBrand } from './brand';
import { attachmentsOf, claimDueMail, insertMail, markFailedAttempt, markSent } from './mail.repository';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stored with the message in the outbox, so retries send them too. */
  attachments?: MailAttachment[];
};

export type Mailer = {
  /**
   * Puts the message in the outbox; with SMTP configured the worker sends it shortly. Given a
   * transaction (`options.db`), the message commits with the caller's write and goes out on the
   * next flush after the commit. Answers the outbox id.
   */
  send: (message: MailMessage, options?: { db?: Db }) => Promise<number>;
  /** Sends what is due now (the worker's tick; tests call it directly). */
  flush: () => Promise<number>;
  stop: () => void;
};

const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between tries. */
const backoffMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);

function linksOf(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  /** Polling interval of the worker; 0 = no timer (tests flush by hand). */
  intervalMs?: number;
  /** Where an outbox mail's block is printed without SMTP (main.ts: the terminal). */
  print?: (text: string) => void;
  /**
   * The practice every mail comes from (issue 34): given, each message gains a signature naming
   * it and an HTML part with its name and logo (mail/brand.ts). Read at send time, in the same
   * transaction as the message, so a mail always names the practice as it is then.
   */
  brand?: (db: Db) => Promise<MailBrand>;
}): Mailer {
  const { db, log, smtpUrl, from } = options;
  // Local relays (and the tests' smtp-server) speak plain SMTP: never upgrade with STARTTLS
  // unless the URL asks for TLS (smtps:// or ?secure=true).
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { ignoreTLS: !/^smtps:|secure=true/.test(smtpUrl) } as never)
    : null;
  async function sendDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    const due = await claimDueMail(db, 20, 60_000);
    // The logo is attached when sent, not kept with each message: one copy, in the settings.
    const brand = due.length && options.brand ? await options.brand(db) : null;
    for (const m of due) {
      try {
        const attachments = await attachmentsOf(db, m.id);
        await transport.sendMail({
          from,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          html: m.htmlBody ?? undefined,
          attachments: [
            ...attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
            ...(brand ? inlineLogo(m.htmlBody, brand) : []),
          ],
        });
        await markSent(db, m.id);
        sent++;
      } catch (error) {
        const attempts = m.attempts + 1;
        const retryAt = attempts < MAX_ATTEMPTS ? new Date(Date.now() + backoffMs(attempts)) : null;
        await markFailedAttempt(db, m.id, attempts, (error as Error).message, retryAt);
        log.warn({ mailId: m.id, attempts, err: (error as Error).message }, 'mail delivery failed');
      }
    }
    return sent;
  }

  /*
   * One pass at a time. A flush asked for during a pass gets the NEXT pass (the running one may
   * have claimed before the newest mail was written); callers asking meanwhile share that pass.
   */
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  function startPass(): Promise<number> {
    current = sendDue().finally(() => {
      current = null;
    });
    return current;
  }
  function flush(): Promise<number> {
    if (next) return next;
    if (!current) return startPass();
    next = current
      .catch(() => 0)
      .then(() => {
        next = null;
        return startPass();
      });
    return next;
  }

  const timer =
    transport && options.intervalMs
      ? setInterval(() => void flush().catch(() => undefined), options.intervalMs)
      : null;
  timer?.unref();

  return {
    async send(plain, sendOptions) {
      const brand = options.brand ? await options.brand(sendOptions?.db ?? db) : null;
      const message = brand
        ? {
            ...plain,
            text: brandedText(plain.text, brand),
            html: plain.html ?? brandedHtml(plain.text, brand),
          }
        : plain;
      const row = await insertMail(
        sendOptions?.db ?? db,
        {
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          status: transport ? 'pending' : 'logged',
        },
        message.attachments,
      );
      if (!transport) {
        // No SMTP: the terminal is the delivery, so a local user can follow the link (issue 25).
        // The block is printed, not logged: it names the recipient, which logs never do.
        log.info(`mail ${row.id} kept in the outbox (no SMTP_URL set)`);
        options.print?.(`\n${outboxBlock(message)}\n\n`);
      } else if (!sendOptions?.db) {
        void flush().catch(() => undefined);
      }
      return row.id;
    },
    flush,
    stop() {
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}

/** An outbox mail as the terminal shows it: recipient, subject, its links and attachments. */
export function outboxBlock(message: MailMessage): string {
  const links = linksOf(message.text);
  return framed([
    `Mail kept in the outbox (no SMTP_URL set)`,
    `  to       ${message.to}`,
    `  subject  ${message.subject}`,
    ...(links.length ? ['Links in it:', ...links.map((link) => `  ${link}`)] : []),
    ...(message.attachments?.length
      ? [`Attached: ${message.attachments.map((a) => a.filename).join(', ')}`]
      : []),
  ]);
}
