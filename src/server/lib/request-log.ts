import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './security';

const isApi = (req: FastifyRequest) => String(req.url ?? '').startsWith('/api/');

/**
 * Request logs a person can read (issue 25): one line per API request when it is answered
 * ("GET /api/v1/clients 200 12 ms", the path without its query: query strings carry clients'
 * personal data) instead of Fastify's two; the web app's files and pages are not logged one by
 * one. A client that goes away before its answer (a closed tab) is an info line, not an error.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (req) => !isApi(req) });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // Without the query (personal data) and without a token in the path (the plan link's).
    const path = redactUrl(request.url.split('?')[0]);
    const ms = Math.round(reply.elapsedTime);
    if (error && !isClientGone(error)) {
      reply.log.warn(
        { err: { message: error.message, code: (error as NodeJS.ErrnoException).code } },
        `${request.method} ${path} ${reply.statusCode} failed while answering`,
      );
      return;
    }
    reply.log.info(
      { method: request.method, path, statusCode: reply.statusCode, responseTime: ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms${error ? ' (the client went away)' : ''}`,
    );
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (isClientGone(error)) return;
    super.streamError(error, request, reply);
  }
}

/** The errors of a connection the client closed: nothing went wrong on our side. */
export function isClientGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNABORTED'
  );
}
