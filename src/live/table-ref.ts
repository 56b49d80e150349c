/**
 * Which table a live view reads, without any credential: the part of a connection that a share
 * link, the autosave and exported code may carry. A receiver supplies their own SAS for it.
 */
import { type Coded, coded, tableNameCoded } from '../engine';

/** A table on a Table service endpoint; holds nothing secret. */
export interface LiveTableRef {
  /**
   * The account's Table endpoint without a trailing slash: `https://acct.table.core.windows.net`,
   * or path-style for the emulator: `http://127.0.0.1:10002/devstoreaccount1`.
   */
  readonly endpoint: string;
  readonly account: string;
  readonly table: string;
}

/** Host names that reach this machine only: the only ones allowed over plain `http:`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host.endsWith('.localhost')
  );
}

/** The ref as one readable URL (`<endpoint>/<table>`), for display. */
export function describeRef(ref: LiveTableRef): string {
  return `${ref.endpoint}/${ref.table}`;
}

/**
 * Checks a ref read from outside (a share link, storage): the shape, the scheme rule and the
 * table name rule. Returns the ref rebuilt from its checked fields only, or what is wrong, coded
 * to follow the name of the ref (`live table <endpoint> …`).
 */
export function checkTableRef(
  raw: unknown,
): { ok: true; ref: LiveTableRef } | { ok: false; error: Coded } {
  const refused = (error: Coded) => ({ ok: false, error }) as const;
  if (typeof raw !== 'object' || raw === null) return refused(coded('live.refNotObject'));
  const { endpoint, account, table } = raw as Record<string, unknown>;
  if (typeof endpoint !== 'string' || typeof account !== 'string' || typeof table !== 'string') {
    return refused(coded('live.refNotTexts'));
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refused(coded('live.refNotUrl', { endpoint: JSON.stringify(endpoint) }));
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure) return refused(coded('live.refInsecure'));
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return refused(coded('live.refEndpointExtras'));
  }
  if (!/^[a-z0-9-]{1,64}$/i.test(account)) return refused(coded('live.refAccount'));
  const tableProblem = tableNameCoded(table);
  if (tableProblem !== null) {
    return refused(coded('live.refTable', { table: JSON.stringify(table), problem: tableProblem }));
  }
  // Rebuilt from the parsed URL, so a host with non-ASCII letters is kept (and shown) in
  // punycode, as the browser would send it, never in a lookalike spelling.
  const canonical = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  return { ok: true, ref: { endpoint: canonical, account, table } };
}
