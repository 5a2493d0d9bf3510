import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWhatsApp = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

/**
 * A local stand-in for Meta's WhatsApp Business Cloud API on 127.0.0.1 (decision 298), answering as
 * the documented API does: POST /v{version}/{phone-number-id}/messages → 200
 * { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }, or 400
 * { error: { message, type, code, fbtrace_id } } for a recipient `refuse` names.
 */
export async function startTestWhatsApp(options: { refuse?: (to: string) => boolean } = {}) {
  const received: ReceivedWhatsApp[] = [];
  let n = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      const to = String(body.to ?? '');
      if (req.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(req.url ?? '')) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } }),
        );
      } else if (options.refuse?.(to)) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: {
              message: '(#131030) Recipient phone number not in allowed list',
              type: 'OAuthException',
              code: 131030,
              fbtrace_id: 'AbCdEf123',
            },
          }),
        );
      } else {
        n++;
        res.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: to, wa_id: to }],
            messages: [{ id: `wamid.TEST${n}` }],
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
