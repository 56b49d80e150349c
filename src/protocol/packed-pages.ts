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
  /** 0 page-size, 1 boundary, 2 end. */
  readonly endedBy: Uint8Array;
  /**
   * All continuation keys, concatenated, as UTF-16 code units: a buffer is transferred, where a
   * string of millions of characters would be copied on the UI thread.
   */
  readonly keys: Uint16Array;
  /** Per page: start of its PartitionKey, start of its RowKey, end of its RowKey; -1: none. */
  readonly keyBounds: Int32Array;
  /**
   * Running totals (count + 1 entries): entities returned, and scanned, by the pages before.
   * A page's own counts are the difference of two entries; no other column holds them, since
   * every megabyte crossing per keystroke costs the UI thread garbage collection.
   */
  readonly returnedBefore: Float64Array;
  readonly scannedBefore: Float64Array;
  /** How many pages end with a continuation. */
  readonly withContinuation: number;
}

const ENDINGS: readonly PageSummary['endedBy'][] = ['page-size', 'boundary', 'end'];

/** Packs page summaries into columns. */
export function packPages(pages: readonly PageSummary[]): PackedPages {
  const count = pages.length;
  const returnedBefore = new Float64Array(count + 1);
  const scannedBefore = new Float64Array(count + 1);
  const endedBy = new Uint8Array(count);
  const keyBounds = new Int32Array(count * 3);
  let length = 0;
  for (const page of pages) {
    if (page.continuation)
      length += page.continuation.nextPartitionKey.length + page.continuation.nextRowKey.length;
  }
  const keys = new Uint16Array(length);
  length = 0;
  const put = (text: string) => {
    for (let c = 0; c < text.length; c++) keys[length++] = text.charCodeAt(c);
  };
  for (let i = 0; i < count; i++) {
    const page = pages[i] as PageSummary;
    returnedBefore[i + 1] = (returnedBefore[i] as number) + page.returned;
    scannedBefore[i + 1] = (scannedBefore[i] as number) + page.scanned;
    endedBy[i] = Math.max(0, ENDINGS.indexOf(page.endedBy));
    const next = page.continuation;
    if (next === null) {
      keyBounds.fill(-1, i * 3, i * 3 + 3);
      continue;
    }
    keyBounds[i * 3] = length;
    put(next.nextPartitionKey);
    keyBounds[i * 3 + 1] = length;
    put(next.nextRowKey);
    keyBounds[i * 3 + 2] = length;
  }
  return {
    count,
    endedBy,
    keys,
    keyBounds,
    returnedBefore,
    scannedBefore,
    withContinuation: pages.filter((page) => page.continuation !== null).length,
  };
}

/** Code units `from` to `to` of the keys as a string (a key is at most 512 units). */
function keyText(keys: Uint16Array, from: number, to: number): string {
  return String.fromCharCode(...keys.subarray(from, to));
}

/** Page `i` of the columns as a summary object. */
function pageAt(packed: PackedPages, i: number): PageSummary {
  const from = packed.keyBounds[i * 3] as number;
  const middle = packed.keyBounds[i * 3 + 1] as number;
  return {
    index: i,
    scanned: (packed.scannedBefore[i + 1] as number) - (packed.scannedBefore[i] as number),
    returned: (packed.returnedBefore[i + 1] as number) - (packed.returnedBefore[i] as number),
    endedBy: ENDINGS[packed.endedBy[i] as number] ?? 'end',
    continuation:
      from < 0
        ? null
        : {
            nextPartitionKey: keyText(packed.keys, from, middle),
            nextRowKey: keyText(packed.keys, middle, packed.keyBounds[i * 3 + 2] as number),
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

/** Running totals of `counts`: entry i is the sum of the first i (counts.length + 1 entries). */
export function prefixSums(counts: ArrayLike<number>): Float64Array {
  const sums = new Float64Array(counts.length + 1);
  for (let i = 0; i < counts.length; i++) sums[i + 1] = (sums[i] as number) + (counts[i] as number);
  return sums;
}

/** Entities returned by the pages before each page (pages.length + 1 entries). */
export function returnedBefore(pages: readonly PageSummary[]): ArrayLike<number> {
  return pageColumns(pages)?.returnedBefore ?? prefixSums(pages.map((p) => p.returned));
}

/** Entities scanned by the pages before each page (pages.length + 1 entries). */
export function scannedBefore(pages: readonly PageSummary[]): ArrayLike<number> {
  return pageColumns(pages)?.scannedBefore ?? prefixSums(pages.map((p) => p.scanned));
}

/** Totals over all pages: entities returned and pages that end with a continuation. */
export function pageTotals(pages: readonly PageSummary[]): {
  readonly returned: number;
  readonly withContinuation: number;
} {
  const packed = pageColumns(pages);
  if (packed) {
    return {
      returned: packed.returnedBefore[packed.count] as number,
      withContinuation: packed.withContinuation,
    };
  }
  return {
    returned: pages.reduce((sum, page) => sum + page.returned, 0),
    withContinuation: pages.filter((page) => page.continuation !== null).length,
  };
}
