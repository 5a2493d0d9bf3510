/**
 * The WhatsApp Business Cloud API sender (issue 56 point 4, decision 298): one approved template
 * message, in Meta's documented shape —
 *   POST {base}/v{version}/{phone-number-id}/messages
 *   { messaging_product: 'whatsapp', to, type: 'template',
 *     template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }…] }] } }
 * answered { messages: [{ id }] } on success or { error: { message, code } } on failure.
 * The base address is WHATSAPP_API_BASE (tests run a local server answering as the API does).
 */

export type CloudCredentials = {
  phoneNumberId: string;
  accessToken: string;
  templateName: string;
  language: string;
};

export type CloudAnswer = { ok: true; messageId: string } | { ok: false; error: string };

export type CloudTarget = { base: string; version: string };

/** Meta's template payload for one message (to: digits with the country code, as wa.me). */
export function templatePayload(creds: CloudCredentials, to: string, bodyTexts: string[]) {
  return {
    messaging_product: 'whatsapp',
    to,
    type: 'template',
    template: {
      name: creds.templateName,
      language: { code: creds.language },
      components: [{ type: 'body', parameters: bodyTexts.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/** Sends one template message; any failure (network, refusal, an odd answer) is an answer in words. */
export async function sendTemplate(
  target: CloudTarget,
  creds: CloudCredentials,
  to: string,
  bodyTexts: string[],
): Promise<CloudAnswer> {
  const url = `${target.base.replace(/\/$/, '')}/v${target.version}/${encodeURIComponent(creds.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${creds.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(templatePayload(creds, to, bodyTexts)),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    return { ok: false, error: `WhatsApp could not be reached (${(err as Error).name})` };
  }
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: unknown }[];
    error?: { message?: unknown; code?: unknown };
  } | null;
  const messageId = body?.messages?.[0]?.id;
  if (response.ok && typeof messageId === 'string') return { ok: true, messageId };
  const error = body?.error;
  if (error && typeof error.message === 'string') {
    return {
      ok: false,
      error: `${error.message}${error.code === undefined ? '' : ` (code ${String(error.code)})`}`,
    };
  }
  return { ok: false, error: `WhatsApp answered HTTP ${response.status}` };
}
