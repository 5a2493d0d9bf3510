import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAN_PDF_MESSAGES } from '../../shared/plan-pdf';
import { AppError } from '../lib/errors';

/** The planner's Export PDF is a plain form post into a new tab (not the app's fetch). */
export function isFormPost(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** Field messages of a refusal, when it has them, each said once. */
function detailsOf(error: AppError): string[] {
  const data = error.data;
  if (!data || typeof data !== 'object') return [];
  const messages = Object.values(data).filter((v): v is string => typeof v === 'string');
  return [...new Set(messages)].filter((m) => m !== error.message);
}

/**
 * Answers a failed export in the tab the form opened as a small page that says what is wrong in
 * words, never the JSON envelope (decision 121). Unexpected errors are logged and say only that
 * the PDF could not be made.
 */
export function sendPdfErrorPage(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const known = error instanceof AppError;
  if (!known) request.log.error({ err: error }, 'PDF export failed');
  const status = known ? error.statusCode : 500;
  const message = known ? error.message : PLAN_PDF_MESSAGES.renderFailed;
  const details = known ? detailsOf(error) : [];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nutrition Plan PDF</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a;overflow-wrap:anywhere}h1{font-size:1.25rem}</style>
</head>
<body>
<main>
<h1>The PDF could not be made</h1>
<p role="alert">${escapeHtml(message)}</p>
${details.length ? `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}
<p>You can close this tab and go back to the planner.</p>
</main>
</body>
</html>
`;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(html);
}
