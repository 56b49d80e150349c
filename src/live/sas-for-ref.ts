/**
 * A receiver's own SAS for a shared live view. A share link carries only the table (`LiveTableRef`),
 * so the receiver pastes a SAS: a whole URL, or just its token (`sv=…&sig=…`, with or without
 * `?`). Either must be for the shared table; a SAS for another table is refused here rather than
 * by the service, so the message can say which table the link expects.
 *
 * The rule that keeps a link from stealing a signature: the host a signature is sent to is one
 * the reader typed (a whole URL) or explicitly confirmed. A link's host is only a suggestion, so a
 * bare token is combined with it only when `confirmedEndpoint` names that very endpoint, which
 * the connect dialog sets when the reader ticks the box that shows the host.
 */
import { coded } from '../engine';
import { displayHost } from './host-kind';
import type { LiveWhere } from './problem';
import { type ParsedSasUrl, type ParseSasOptions, parseSasUrl } from './sas-url';
import { describeRef, type LiveTableRef } from './table-ref';

/** Whether two refs name the same table (host and table names are case-insensitive). */
export function sameTable(a: LiveTableRef, b: LiveTableRef): boolean {
  return (
    a.endpoint.toLowerCase() === b.endpoint.toLowerCase() &&
    a.table.toLowerCase() === b.table.toLowerCase()
  );
}

function shifted(where: LiveWhere | undefined, by: number): LiveWhere | undefined {
  if (where?.kind !== 'url') return where;
  return { ...where, start: Math.max(0, where.start - by), end: Math.max(0, where.end - by) };
}

/** Options of parseSasForRef: the clock, and the endpoint the reader confirmed for a bare token. */
export interface SasForRefOptions extends ParseSasOptions {
  /** The endpoint the reader explicitly agreed to send a bare token to; absent: none. */
  readonly confirmedEndpoint?: string | null;
}

/** Whether the text is a bare SAS token (no scheme), which takes its host from the link. */
export function isBareToken(input: string): boolean {
  return !input.trim().includes('://');
}

/**
 * Reads the receiver's SAS (URL or token) for `ref`; an error value if it is for another table,
 * or if it is a bare token and the reader has not confirmed the link's host.
 */
export function parseSasForRef(
  ref: LiveTableRef,
  input: string,
  options: SasForRefOptions,
): ParsedSasUrl {
  const text = input.trim();
  const isToken = isBareToken(text);
  const prefix = isToken ? `${describeRef(ref)}?` : '';
  const lead = input.indexOf(text);
  const token = isToken ? text.replace(/^\?/, '') : text;
  const parsed = parseSasUrl(prefix + token, options);
  if (!parsed.ok) {
    const by = prefix.length - lead - (isToken && text.startsWith('?') ? 1 : 0);
    return { ok: false, error: { ...parsed.error, where: shifted(parsed.error.where, by) } };
  }
  if (isToken && options.confirmedEndpoint !== ref.endpoint) {
    return {
      ok: false,
      error: {
        code: 'URL_HOST_UNCONFIRMED',
        message: coded('live.hostUnconfirmed', { host: displayHost(ref.endpoint) ?? ref.endpoint }),
        action: coded('live.hostUnconfirmedAction'),
        where: { kind: 'url', start: lead, end: lead + text.length, part: 'host' },
      },
    };
  }
  if (!sameTable(parsed.connection.ref, ref)) {
    return {
      ok: false,
      error: {
        code: 'URL_TABLE_MISMATCH',
        message: coded('live.refMismatch', {
          sas: describeRef(parsed.connection.ref),
          ref: describeRef(ref),
        }),
        action: coded('live.refMismatchAction', { table: ref.table, endpoint: ref.endpoint }),
        where: { kind: 'url', start: lead, end: lead + text.length, part: 'url' },
      },
    };
  }
  return parsed;
}
