/**
 * Where a seed writes: a pasted SAS URL read as for a live read (parseSasUrl: scheme, host,
 * signature kept in its secret), then held to what writing needs. Insert Or Replace Entity needs
 * add (`a`) and update (`u`); a SAS that lacks either is refused here, before anything is sent.
 * A table SAS names one table, so a design over several tables needs an account SAS, which also
 * may create the tables when it grants write (`w`) on containers (`srt` with `c`).
 */
import { coded } from '../engine';
import type { LiveProblem } from '../live';
import { type HostKind, hostKind, type LiveConnection, parseSasUrl } from '../live';

/** A usable seed target: one connection per table (all sharing the SAS), and what it allows. */
export interface SeedTarget {
  readonly kind: HostKind;
  /** One connection per table to write, in the design's order. */
  readonly connections: readonly LiveConnection[];
  /** Whether the SAS may create a missing table (an account SAS with `w` and `srt` `c`). */
  readonly canCreate: boolean;
  /** Whether the permissions live in a stored access policy, so they cannot be checked here. */
  readonly policy: boolean;
}

/** The parsed target, or the first reason it cannot be written to. */
export type ParsedSeedTarget =
  | { readonly ok: true; readonly target: SeedTarget }
  | { readonly ok: false; readonly error: LiveProblem };

/** What is seeded: the design's tables (null: one table, named by the SAS or `fallback`). */
export interface SeedTables {
  readonly tables: readonly string[] | null;
  /** The table of a one-table design when the URL names none (an account SAS). */
  readonly fallback: string;
  readonly nowMs: number;
}

/** The URL's path as written, and its `srt` and `tn`: what decides the tables. */
function urlParts(text: string): { url: URL; srt: string | null; tn: string | null } | null {
  try {
    const url = new URL(text.trim());
    return { url, srt: url.searchParams.get('srt'), tn: url.searchParams.get('tn') };
  } catch {
    return null;
  }
}

/** Whether the URL's path stops at the account (no table segment). */
function namesNoTable(url: URL): boolean {
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const loopback = /^(127\.|localhost$|\[::1\]$)/.test(url.hostname);
  return segments.length === (loopback ? 1 : 0) && url.searchParams.get('tn') === null;
}

/** The URL with `table` added as its path's last segment. */
function withTable(url: URL, table: string): string {
  const copy = new URL(url.href);
  copy.pathname = `${copy.pathname.replace(/\/$/, '')}/${encodeURIComponent(table)}`;
  return copy.href;
}

function refuse(problem: LiveProblem): ParsedSeedTarget {
  return { ok: false, error: problem };
}

/** Reads a pasted SAS URL as the place to seed `tables`; see the module comment. */
export function parseSeedTarget(text: string, what: SeedTables): ParsedSeedTarget {
  const parts = urlParts(text);
  const bare = parts !== null && namesNoTable(parts.url);
  const first = what.tables?.[0] ?? what.fallback;
  const parsed = parseSasUrl(bare && parts ? withTable(parts.url, first) : text, {
    nowMs: what.nowMs,
  });
  if (!parsed.ok) {
    // A read's advice ("make a read-only SAS") would mislead here: a seed needs r, a and u.
    if (parsed.error.code !== 'SAS_NO_READ') return parsed;
    const permissions = String(parsed.error.message.params?.permissions ?? '');
    return refuse({
      ...parsed.error,
      message: coded('live.seedNoRead', { permissions }),
      action: coded('live.seedNoWriteAction'),
    });
  }
  const { connection } = parsed;
  const { grant, ref } = connection;
  const where = { kind: 'url' as const, start: 0, end: text.length, part: 'sp' };
  if (
    grant.permissions !== null &&
    !(grant.permissions.includes('a') && grant.permissions.includes('u'))
  ) {
    return refuse({
      code: 'SEED_NO_WRITE',
      where,
      message: coded('live.seedNoWrite', { permissions: grant.permissions }),
      action: coded('live.seedNoWriteAction'),
    });
  }
  const tables = what.tables ?? [ref.table];
  if (grant.kind === 'table' && tables.length > 1) {
    return refuse({
      code: 'SEED_ONE_TABLE',
      where,
      message: coded('live.seedOneTable', { table: ref.table, count: tables.length }),
      action: coded('live.seedOneTableAction'),
    });
  }
  if (grant.kind === 'table' && what.tables !== null && ref.table !== tables[0]) {
    return refuse({
      code: 'URL_TABLE_MISMATCH',
      where,
      message: coded('live.seedTableMismatch', { sas: ref.table, table: tables[0]! }),
      action: coded('live.seedTableMismatchAction', { table: tables[0]! }),
    });
  }
  const canCreate =
    grant.kind === 'account' &&
    grant.permissions !== null &&
    grant.permissions.includes('w') &&
    (parts?.srt ?? '').includes('c');
  return {
    ok: true,
    target: {
      kind: hostKind(ref.endpoint),
      connections: tables.map((table) => ({ ...connection, ref: { ...ref, table } })),
      canCreate,
      policy: grant.permissions === null,
    },
  };
}
