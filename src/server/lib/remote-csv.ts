import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Fetching a CSV source (a food database or a catalogue sheet) from the internet, safely:
 * only hosts (and ports) of FOOD_IMPORT_HOSTS, never a name that resolves inside the network, only https, redirects followed by hand and checked at every
 * hop, at most 5 MB and 15 s. Used by the food import and the catalogue import.
 */

export const SOURCE_MAX_BYTES = 5 * 1024 * 1024;
export const SOURCE_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;

/** A failure to show the user as it is (which address, what went wrong). */
export class SourceError extends Error {}

export type SourcePolicy = {
  /** FOOD_IMPORT_HOSTS: exact host names, or `*.example.com` for its subdomains. */
  hosts: string[];
  maxBytes?: number;
  timeoutMs?: number;
  /** For tests that stand in for Google; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An entry's host and port: `host` (default port only), `host:8443`, or `host:*` (any port). */
function splitEntry(entry: string): { host: string; port: string | undefined } {
  const text = entry.trim().toLowerCase();
  // A bare IPv6 address (`::1`, `fd00::5`) has no port: its last group is not one. With a port
  // it is written as a URL writes it: `[fd00::5]:8443`.
  if (isIP(text) === 6) return { host: `[${text}]`, port: undefined };
  const match = /^(.*?)(?::(\d{1,5}|\*))?$/.exec(text)!;
  return { host: match[1], port: match[2] };
}

/** Whether FOOD_IMPORT_HOSTS allows this host name and port ('' = the scheme's default port). */
export function isHostAllowed(hostname: string, hosts: string[], port = ''): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((raw) => {
    const entry = splitEntry(raw);
    const hostOk = entry.host.startsWith('*.')
      ? host.endsWith(entry.host.slice(1)) && host.length > entry.host.length - 1
      : host === entry.host;
    const portOk = entry.port === '*' || (entry.port ?? '') === port;
    return hostOk && portOk;
  });
}

/** Loopback, private (RFC 1918, ULA), link-local, unspecified and CGNAT addresses. */
export function isInternalAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return ip === '::' || ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip);
}

/**
 * A name that resolves to an internal address is refused unless that address itself is listed
 * (so a listed public name pointing inside the network cannot reach it). A name that does not
 * resolve is left to the fetch, which fails on its own.
 */
async function internalAddressProblem(
  hostname: string,
  port: string,
  hosts: string[],
): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return null;
  }
  // The address must be listed with this port too: listing `10.0.0.5:8080` opens that port of
  // that machine, not every port through a public name that points to it.
  const bad = addresses.find(
    (a) => isInternalAddress(a) && !isHostAllowed(isIP(a) === 6 ? `[${a}]` : a, hosts, port),
  );
  return bad ? `The host ${hostname} points to an internal address (${bad}), which is not allowed` : null;
}

/**
 * https always; plain http only to a loopback host that the operator listed in FOOD_IMPORT_HOSTS.
 * Traffic to 127.0.0.1 never leaves the machine, so http there is no transport risk, and it is
 * what lets the tests serve sheets from a local server without any test-only switch in the code.
 */
function isSchemeAllowed(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname.toLowerCase());
}

/** Why an address may not be fetched, or null when it may. */
export function sourceUrlProblem(raw: string, hosts: string[]): string | null {
  if (!URL.canParse(raw)) return 'Please enter a valid URL';
  const url = new URL(raw);
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  if (!isHostAllowed(url.hostname, hosts, url.port)) {
    if (
      url.port &&
      isHostAllowed(
        url.hostname,
        hosts.map((h) => `${splitEntry(h).host}:*`),
      )
    )
      return `The port ${url.port} of ${url.hostname} is not allowed. Allowed hosts: ${hosts.join(', ')}`;
    return `The host ${url.hostname} is not allowed. Allowed hosts: ${hosts.join(', ') || 'none'}`;
  }
  if (!isSchemeAllowed(url)) return 'The URL must start with https://';
  return null;
}

const SHEET_PATH = /^\/spreadsheets\/d\/([A-Za-z0-9_-]+)/;

/**
 * The address to fetch: a Google Sheets page (`/spreadsheets/d/{id}/...`) becomes its CSV
 * export through the Visualization endpoint, which docs.google.com answers itself (the
 * `/export?format=csv` address redirects to a googleusercontent.com host that the default
 * allow-list does not name). The sheet's tab (`gid`) is kept. Other addresses are used as they are.
 */
export function csvAddressOf(raw: string): string {
  const url = new URL(raw);
  const match = SHEET_PATH.exec(url.pathname);
  if (url.hostname.toLowerCase() !== 'docs.google.com' || !match) return url.toString();
  const gid = url.searchParams.get('gid') ?? /gid=(\d+)/.exec(url.hash)?.[1];
  const csv = new URL(`https://docs.google.com/spreadsheets/d/${match[1]}/gviz/tq`);
  csv.searchParams.set('tqx', 'out:csv');
  csv.searchParams.set('headers', '1');
  if (gid) csv.searchParams.set('gid', gid);
  return csv.toString();
}

const CSV_TYPES =
  /^(text\/csv|application\/csv|text\/plain|application\/vnd\.ms-excel|text\/comma-separated-values)\b/i;

/** Fetches a source as CSV text, under the policy; throws SourceError with a readable reason. */
export async function fetchCsv(raw: string, policy: SourcePolicy): Promise<string> {
  const problem = sourceUrlProblem(raw, policy.hosts);
  if (problem) throw new SourceError(problem);
  const internal = policy.fetchImpl
    ? null
    : await internalAddressProblem(new URL(raw).hostname, new URL(raw).port, policy.hosts);
  if (internal) throw new SourceError(internal);
  const maxBytes = policy.maxBytes ?? SOURCE_MAX_BYTES;
  const timeoutMs = policy.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const doFetch = policy.fetchImpl ?? fetch;
  // One deadline for the whole source: every hop and the body.
  const signal = AbortSignal.timeout(timeoutMs);
  let address = csvAddressOf(raw);
  try {
    for (let hop = 0; ; hop++) {
      const request = () =>
        doFetch(address, {
          redirect: 'manual',
          signal,
          headers: { accept: 'text/csv, text/plain;q=0.9' },
        });
      // A kept-alive connection the host closed just as we reused it fails at once; one new
      // connection is what any browser would try before calling the address unreachable.
      const res = await request().catch((error: unknown) => {
        if (signal.aborted || !isClosedConnection(error)) throw error;
        return request();
      });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location)
          throw new SourceError(`The address answered a redirect (${res.status}) without a location`);
        if (hop >= MAX_REDIRECTS) throw new SourceError('The address redirected too many times');
        const next = new URL(location, address).toString();
        const nextProblem = sourceUrlProblem(next, policy.hosts);
        if (nextProblem)
          throw new SourceError(`The address redirected to ${new URL(next).hostname}: ${nextProblem}`);
        const nextInternal = policy.fetchImpl
          ? null
          : await internalAddressProblem(new URL(next).hostname, new URL(next).port, policy.hosts);
        if (nextInternal)
          throw new SourceError(`The address redirected to ${new URL(next).hostname}: ${nextInternal}`);
        address = next;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new SourceError(`The address answered HTTP ${res.status}`);
      }
      const type = res.headers.get('content-type') ?? '';
      if (!CSV_TYPES.test(type)) {
        await res.body?.cancel();
        throw new SourceError(
          `The address did not answer CSV (it answered ${type.split(';')[0] || 'no type'}). If it is a Google Sheet, share it with "Anyone with the link".`,
        );
      }
      const declared = Number(res.headers.get('content-length') ?? '0');
      if (declared > maxBytes) {
        await res.body?.cancel();
        throw new SourceError(tooLarge(maxBytes));
      }
      return await readLimited(res, maxBytes);
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (signal.aborted)
      throw new SourceError(`The address did not answer within ${timeoutMs / 1000} seconds`);
    throw new SourceError(`The address could not be reached (${(error as Error).message})`);
  }
}

const CLOSED_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const isClosedConnection = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return CLOSED_CONNECTION.has(cause?.code ?? '');
};

const tooLarge = (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;

/** Reads the body, stopping as soon as it passes the limit (Content-Length may be absent or wrong). */
async function readLimited(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new SourceError(tooLarge(maxBytes));
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
