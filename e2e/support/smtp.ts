import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = {
  to: string[];
  from: string;
  subject: string;
  /** The text/plain body, transfer encoding undone. */
  text: string;
  raw: string;
  receivedAt: Date;
};

export type Mailbox = {
  url: string;
  mails: () => Mail[];
  clear: () => void;
  close: () => Promise<void>;
};

/** An SMTP server on 127.0.0.1 that accepts everything and keeps the messages in memory. */
export async function startMailbox(): Promise<Mailbox> {
  let mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const rcpt = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({ ...parseMessage(raw), to: rcpt, from, raw, receivedAt: new Date() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: () => [...mails],
    clear: () => {
      mails = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * Enough MIME for our own mails: the text/plain body, alone or inside multipart parts at any depth
 * (a plan's mail is mixed → alternative → text/plain, beside the HTML with its inline logo).
 */
function parseMessage(raw: string): { subject: string; text: string } {
  const top = splitPart(raw);
  return { subject: decodeHeader(top.headers.subject ?? ''), text: plainText(top) ?? '' };
}

function plainText(part: Part): string | null {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return type.startsWith('text/plain') ? decodeBody(part) : null;
  const parts = part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => splitPart(p.replace(/^\r?\n/, '')));
  for (const child of parts) {
    const text = plainText(child);
    if (text !== null) return text;
  }
  return null;
}
