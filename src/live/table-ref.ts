/**
 * Which table a live view reads, without any credential: the part of a connection that a share
 * link, the autosave and exported code may carry. A receiver supplies their own SAS for it.
 */
import { tableNameProblem } from './table-name';

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
 * table name rule. Returns the ref rebuilt from its checked fields only, or what is wrong.
 */
export function checkTableRef(
  raw: unknown,
): { ok: true; ref: LiveTableRef } | { ok: false; problem: string } {
  if (typeof raw !== 'object' || raw === null) return { ok: false, problem: 'is not an object' };
  const { endpoint, account, table } = raw as Record<string, unknown>;
  if (typeof endpoint !== 'string' || typeof account !== 'string' || typeof table !== 'string') {
    return { ok: false, problem: 'needs endpoint, account and table as texts' };
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, problem: `has an endpoint that is not a URL: ${JSON.stringify(endpoint)}` };
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure)
    return { ok: false, problem: 'has an endpoint that is neither https: nor loopback http:' };
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'has an endpoint with a query, fragment or user name' };
  }
  if (!/^[a-z0-9-]{1,64}$/i.test(account))
    return { ok: false, problem: 'has an invalid account name' };
  const tableProblem = tableNameProblem(table);
  if (tableProblem !== null)
    return { ok: false, problem: `has a table name ${JSON.stringify(table)} that ${tableProblem}` };
  return { ok: true, ref: { endpoint: endpoint.replace(/\/+$/, ''), account, table } };
}
