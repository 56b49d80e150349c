/**
 * Page summaries in columns, for crossing the worker boundary and living on the UI thread
 * cheaply. A million-entity scan at `$top=1` has a million pages: as objects, their
 * deserialisation alone stalled the UI thread for over a second per keystroke and held more
 * than a gigabyte. As columns they cross as a few buffers and one string, and the UI reads them
 * through a read-only array view that makes a summary only when one is asked for; code that
 * walks every page (the timeline, the results' row layout) reads the columns directly.
 * Imports types only (used on both sides).
 */
import type { PageSummary } from '../engine';

/** Above this many pages the summaries travel packed. */
export const PAGES_PACK_THRESHOLD = 2000;

/** `pages` as columns; the continuation keys of page i are keys[keyStart[2i]..], or none. */
export interface PackedPages {
  readonly count: number;
  readonly scanned: Float64Array;
  readonly returned: Float64Array;
  /** 0 page-size, 1 boundary, 2 end. */
  readonly endedBy: Uint8Array;
  /** All continuation keys, concatenated. */
  readonly keys: string;
  /** Per page: start of its PartitionKey, start of its RowKey, end of its RowKey; -1: none. */
  readonly keyBounds: Int32Array;
}

const ENDINGS: readonly PageSummary['endedBy'][] = ['page-size', 'boundary', 'end'];

/** Packs page summaries into columns. */
export function packPages(pages: readonly PageSummary[]): PackedPages {
  const count = pages.length;
  const scanned = new Float64Array(count);
  const returned = new Float64Array(count);
  const endedBy = new Uint8Array(count);
  const keyBounds = new Int32Array(count * 3);
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; i < count; i++) {
    const page = pages[i] as PageSummary;
    scanned[i] = page.scanned;
    returned[i] = page.returned;
    endedBy[i] = Math.max(0, ENDINGS.indexOf(page.endedBy));
    const next = page.continuation;
    if (next === null) {
      keyBounds.fill(-1, i * 3, i * 3 + 3);
      continue;
    }
    keyBounds[i * 3] = length;
    length += next.nextPartitionKey.length;
    keyBounds[i * 3 + 1] = length;
    length += next.nextRowKey.length;
    keyBounds[i * 3 + 2] = length;
    parts.push(next.nextPartitionKey, next.nextRowKey);
  }
  return { count, scanned, returned, endedBy, keys: parts.join(''), keyBounds };
}

/** Page `i` of the columns as a summary object. */
export function pageAt(packed: PackedPages, i: number): PageSummary {
  const from = packed.keyBounds[i * 3] as number;
  return {
    index: i,
    scanned: packed.scanned[i] as number,
    returned: packed.returned[i] as number,
    endedBy: ENDINGS[packed.endedBy[i] as number] ?? 'end',
    continuation:
      from < 0
        ? null
        : {
            nextPartitionKey: packed.keys.slice(from, packed.keyBounds[i * 3 + 1]),
            nextRowKey: packed.keys.slice(packed.keyBounds[i * 3 + 1], packed.keyBounds[i * 3 + 2]),
          },
  };
}

const COLUMNS = Symbol('packed page columns');

/**
 * The columns as a read-only array of summaries: indexing and `length` as on an array, each
 * summary made on demand. Walking all of it is as slow as objects would be: use `pageColumns`.
 */
export function pagesView(packed: PackedPages): readonly PageSummary[] {
  const index = (property: string | symbol): number | null => {
    if (typeof property !== 'string') return null;
    const i = Number(property);
    return Number.isInteger(i) && i >= 0 && i < packed.count && String(i) === property ? i : null;
  };
  return new Proxy<PageSummary[]>([], {
    get(target, property, receiver) {
      if (property === COLUMNS) return packed;
      if (property === 'length') return packed.count;
      const i = index(property);
      if (i !== null) return pageAt(packed, i);
      return Reflect.get(target, property, receiver);
    },
    has(target, property) {
      return index(property) !== null || Reflect.has(target, property);
    },
  });
}

/** The columns behind a packed view, or null for a plain array. */
export function pageColumns(pages: readonly PageSummary[]): PackedPages | null {
  return ((pages as unknown as Record<symbol, unknown>)[COLUMNS] as PackedPages) ?? null;
}

/** Returned count of every page, without making a summary per page when packed. */
export function returnedCounts(pages: readonly PageSummary[]): ArrayLike<number> {
  return pageColumns(pages)?.returned ?? pages.map((p) => p.returned);
}

/** Totals over all pages: entities returned and pages that end with a continuation. */
export function pageTotals(pages: readonly PageSummary[]): {
  readonly returned: number;
  readonly withContinuation: number;
} {
  const packed = pageColumns(pages);
  let returned = 0;
  let withContinuation = 0;
  const count = pages.length;
  for (let i = 0; i < count; i++) {
    if (packed) {
      returned += packed.returned[i] as number;
      if ((packed.keyBounds[i * 3] as number) >= 0) withContinuation++;
    } else {
      const page = pages[i] as PageSummary;
      returned += page.returned;
      if (page.continuation !== null) withContinuation++;
    }
  }
  return { returned, withContinuation };
}
