/**
 * The workspace's reference to a live table: endpoint, account and table, never a signature. A
 * link to a live view carries it so the receiver is asked for a SAS of their own for that table.
 */
import { checkTableRef, type LiveTableRef } from '../live';
import { type Checked, describe } from './checks';
import { note } from './note';

export type { LiveTableRef } from '../live';

/** Reads the wire form `[endpoint, account, table]`, or null for a view of no live table. */
export function readLiveRef(raw: unknown): Checked<LiveTableRef | null> {
  if (raw === null) return { ok: true, value: null };
  if (!Array.isArray(raw) || raw.length !== 3) {
    return { ok: false, error: note('share.notLiveTable', { value: describe(raw) }) };
  }
  const [endpoint, account, table] = raw;
  // checkTableRef rebuilds the ref from checked fields only, so nothing else of the link rides on it.
  const checked = checkTableRef({ endpoint, account, table });
  return checked.ok
    ? { ok: true, value: checked.ref }
    : {
        ok: false,
        error: note('share.badLiveTable', {
          value: describe(endpoint),
          problem: checked.error,
        }),
      };
}

/** The wire form of a reference: a short array, because links should be short. */
export function writeLiveRef(value: LiveTableRef | null): unknown {
  return value === null ? null : [value.endpoint, value.account, value.table];
}
