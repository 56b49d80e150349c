/**
 * Reading a pasted table SAS URL into a connection: where the table is (`LiveTableRef`, safe to
 * share), what the SAS grants (`SasGrant`, safe to show), and the secret query string
 * (`SasSecret`, which serialises to nothing). Accepted forms:
 *   https://<account>.table.core.windows.net/<table>?sv=…&sig=…   (any https host: host-style)
 *   http://127.0.0.1:<port>/devstoreaccount1/<table>?sv=…&sig=…   (loopback: path-style account)
 * Plain `http:` is refused except to a loopback host: the signature would cross the network in
 * clear text. Nothing here throws for user input; problems are values with a span of the text.
 */
import { type Coded, coded, tableNameCoded } from '../engine';
import { displayHost, hostKind } from './host-kind';
import type { LiveProblem, LiveProblemCode, LiveWarning } from './problem';
import { redactCoded } from './redact';
import { readGrant, type SasGrant } from './sas-grant';
import { createSecret, type SasSecret, sasQueryOf } from './secret';
import { describeRef, isLoopbackHost, type LiveTableRef } from './table-ref';

/** A usable connection to one live table. Serialise `ref` (and `grant`), never the secret. */
export interface LiveConnection {
  readonly ref: LiveTableRef;
  readonly grant: SasGrant;
  readonly warnings: readonly LiveWarning[];
  /** Holds the signature; `JSON.stringify` and structured clone see nothing of it. */
  readonly secret: SasSecret;
}

/** A parsed connection, or the first problem found in the pasted text. */
export type ParsedSasUrl =
  | { readonly ok: true; readonly connection: LiveConnection }
  | { readonly ok: false; readonly error: LiveProblem };

/** The clock: milliseconds since 1970 (injected so expiry checks are testable). */
export interface ParseSasOptions {
  readonly nowMs: number;
}

/** Query parameters that belong to a query, not to the SAS: dropped from a pasted URL. */
function isQueryOption(name: string): boolean {
  return name.startsWith('$') || /^next(partition|row)key$/i.test(name);
}

/** Where `needle` sits in `text` (the whole text when absent), as a span. */
function spanIn(text: string, needle: string, from = 0): { start: number; end: number } {
  const at = needle === '' ? -1 : text.indexOf(needle, from);
  return at < 0 ? { start: 0, end: text.length } : { start: at, end: at + needle.length };
}

/** The raw `name=value` pairs of a query string, in order, as written (still encoded). */
function rawPairs(search: string): { name: string; raw: string }[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((raw) => ({ name: decodeURIComponentSafe(raw.split('=')[0] ?? ''), raw }));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Says so when the endpoint is not a Table endpoint Keyscope knows (Azure, Cosmos DB for Table,
 * loopback): the signature is sent there all the same, since the user typed that host, but they
 * should know it is not Microsoft's (a lookalike such as `….table.core.windows.net.evil.example`).
 */
function hostWarnings(endpoint: string): LiveWarning[] {
  if (hostKind(endpoint) !== 'other') return [];
  return [
    {
      code: 'HOST_NOT_AZURE',
      message: coded('live.hostNotAzure', { host: displayHost(endpoint) ?? endpoint }),
    },
  ];
}

/** Reads a pasted SAS URL; see the module comment for the accepted forms. */
export function parseSasUrl(input: string, options: ParseSasOptions): ParsedSasUrl {
  const text = input.trim();
  const offset = input.indexOf(text);
  const fail = (
    code: LiveProblemCode,
    message: Coded,
    action: Coded,
    span: { start: number; end: number },
    part: string,
  ): ParsedSasUrl => ({
    ok: false,
    error: {
      code,
      message: redactCoded(message),
      action: redactCoded(action),
      where: { kind: 'url', start: span.start + offset, end: span.end + offset, part },
    },
  });
  const whole = { start: 0, end: text.length };
  if (text === '') {
    return fail('URL_EMPTY', coded('live.urlEmpty'), coded('live.urlEmptyAction'), whole, 'url');
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    const token = /(^|[?&])sig=/i.test(text);
    return fail(
      'URL_MALFORMED',
      token
        ? coded('live.urlToken')
        : coded('live.urlNotUrl', { text: text.length > 60 ? `${text.slice(0, 57)}...` : text }),
      coded('live.urlMalformedAction'),
      whole,
      'url',
    );
  }
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return fail(
      'URL_SCHEME',
      url.protocol === 'http:'
        ? coded('live.urlPlainHttp', { host: url.hostname })
        : coded('live.urlScheme', { protocol: url.protocol }),
      coded('live.urlSchemeAction'),
      spanIn(text, url.protocol),
      'scheme',
    );
  }
  if (url.username !== '' || url.password !== '') {
    return fail(
      'URL_CREDENTIALS',
      coded('live.urlCredentials'),
      coded('live.urlCredentialsAction'),
      spanIn(text, '@'),
      'host',
    );
  }
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const pathStyle = loopback;
  const account = pathStyle
    ? decodeURIComponentSafe(segments[0] ?? '')
    : (url.hostname.split('.')[0] ?? '');
  const tableSegment = segments[pathStyle ? 1 : 0];
  const params = new URLSearchParams(url.search);
  if (pathStyle && account === '') {
    return fail(
      'URL_NO_TABLE',
      coded('live.urlNoAccount'),
      coded('live.urlNoAccountAction'),
      spanIn(text, url.host),
      'path',
    );
  }
  const tn = params.get('tn');
  const fromPath =
    tableSegment === undefined ? null : decodeURIComponentSafe(tableSegment).replace(/\(\)$/, '');
  const table = fromPath ?? tn;
  if (table === null) {
    return fail(
      'URL_NO_TABLE',
      coded('live.urlNoTable'),
      coded('live.urlNoTableAction'),
      spanIn(text, url.pathname === '/' ? url.host : url.pathname),
      'path',
    );
  }
  const extraSegments = segments.length - (pathStyle ? 2 : 1);
  const nameProblem = tableNameCoded(table);
  if (nameProblem !== null || extraSegments > 0) {
    return fail(
      'URL_BAD_TABLE',
      extraSegments > 0
        ? coded('live.urlPastTable', { path: url.pathname })
        : coded('live.urlBadTableName', { table, problem: nameProblem ?? '' }),
      coded('live.urlBadTableAction'),
      spanIn(text, fromPath === null ? 'tn=' : (tableSegment ?? '')),
      'table',
    );
  }
  if (tn !== null && fromPath !== null && tn.toLowerCase() !== fromPath.toLowerCase()) {
    return fail(
      'URL_TABLE_MISMATCH',
      coded('live.urlTableMismatch', { path: fromPath, tn }),
      coded('live.urlTableMismatchAction', { path: fromPath, tn }),
      spanIn(text, `tn=${tn}`),
      'tn',
    );
  }
  const signature = params.get('sig');
  if (signature === null || signature === '') {
    return fail(
      'URL_NO_SIGNATURE',
      signature === null ? coded('live.urlNoSignature') : coded('live.urlEmptySignature'),
      coded('live.urlNoSignatureAction'),
      spanIn(text, url.search === '' ? text : url.search.slice(1)),
      'sig',
    );
  }
  const grant = readGrant({
    params,
    nowMs: options.nowMs,
    spanOf: (name) => {
      const found = spanIn(text, `${name}=`, text.indexOf('?'));
      return { start: found.start + offset, end: found.end + offset };
    },
  });
  if (!grant.ok) return grant;
  const sasQuery = rawPairs(url.search)
    .filter((pair) => !isQueryOption(pair.name))
    .map((pair) => pair.raw)
    .join('&');
  const endpoint = pathStyle ? `${url.origin}/${encodeURIComponent(account)}` : url.origin;
  return {
    ok: true,
    connection: {
      ref: { endpoint, account, table },
      grant: grant.grant,
      warnings: [...grant.warnings, ...hostWarnings(endpoint)],
      secret: createSecret(sasQuery, signature),
    },
  };
}

/**
 * The whole SAS URL of a connection, for keeping it when the user asks to (sessionStorage). Kept
 * whole, never as a bare token, so a later page (say, one a hostile link opened) can only send
 * the signature back to the host it was typed for.
 */
export function sasUrlToKeep(connection: LiveConnection): string {
  return `${describeRef(connection.ref)}?${sasQueryOf(connection.secret)}`;
}
