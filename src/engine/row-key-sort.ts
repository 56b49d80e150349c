/**
 * The RowKey order of a partition's entities (ordinal: UTF-16 code units, semantics.md §1),
 * worked out on a dense array of their keys. Sorting the entities themselves with a comparator
 * spent most of its time following pointers to entity objects and key strings spread over the
 * heap (the e-mail copies of an index design: a third of a three-copy apply). Here each key's
 * first code units after the common prefix are packed into two numbers held in typed arrays, and
 * comparisons read those; only keys equal in both numbers are compared as strings. The packing
 * keeps ordinal order: code unit + 1 per place, 0 past the key's end.
 */

/** A packing: code units below `limit`, `places` of them per number, in base `base` (< 2^53). */
interface Packing {
  readonly base: number;
  readonly places: number;
  readonly limit: number;
}
const ASCII: Packing = { base: 129, places: 7, limit: 128 };
const WIDE: Packing = { base: 65_537, places: 3, limit: 65_537 };

/**
 * The order of `keys` (positions into it), stable: equal keys keep their input order. The
 * ascending run the input already holds (entities mostly arrive in order) is split off and only
 * the rest is sorted, then the two are merged. The run and the merge compare the keys as they
 * are (one comparison a key); only the rest, sorted with many comparisons a key, is packed, so a
 * partition of a million ascending copies and a few index entities after them no longer packs
 * every key (2.5 times faster, Node). Input mostly out of order is sorted whole instead.
 */
export function rowKeyOrder(keys: readonly string[]): Int32Array {
  const n = keys.length;
  const run = new Int32Array(n);
  const rest = new Int32Array(n);
  let runLength = 0;
  let restLength = 0;
  let top = '';
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    if (runLength === 0 || top < k) {
      run[runLength++] = i;
      top = k;
    } else rest[restLength++] = i;
  }
  if (restLength === 0) return run;
  if (restLength > n / 2) {
    // Mostly unordered (e-mail keys): one sort of them all, stable, is the same order (a run
    // key comes before an equal rest key in the input too), without the merge's comparisons.
    for (let i = 0; i < n; i++) rest[i] = i;
    return Int32Array.from(sortPositions(keys, rest));
  }
  const sorted = sortPositions(keys, rest.subarray(0, restLength));
  // Merged, the run first among equal keys: a rest key came after the run's equal key.
  const order = new Int32Array(n);
  let a = 0;
  let b = 0;
  for (let m = 0; m < n; m++) {
    if (b === restLength || (a < runLength && keys[run[a]!]! <= keys[sorted[b]!]!))
      order[m] = run[a++]!;
    else order[m] = sorted[b++]!;
  }
  return order;
}

/** `positions` into `keys` sorted by their keys, stably, comparing packed key prefixes. */
function sortPositions(keys: readonly string[], positions: Int32Array): number[] {
  return Array.from(positions).sort(packedComparator(keys, positions));
}

/**
 * A comparator of positions into `keys` by their keys (0 when equal; Array sort is stable), for
 * the positions given: only their keys are packed.
 */
function packedComparator(
  keys: readonly string[],
  positions: Int32Array,
): (x: number, y: number) => number {
  const from = commonPrefix(keys, positions);
  const packing = fitsAscii(keys, positions, from, 2 * ASCII.places) ? ASCII : WIDE;
  const high = new Float64Array(keys.length);
  const low = new Float64Array(keys.length);
  for (let p = 0; p < positions.length; p++) {
    const i = positions[p]!;
    high[i] = pack(keys[i]!, from, packing);
    low[i] = pack(keys[i]!, from + packing.places, packing);
  }
  return (x, y) => {
    const h = high[x]! - high[y]!;
    if (h !== 0) return h;
    const l = low[x]! - low[y]!;
    if (l !== 0) return l;
    const a = keys[x]!;
    const b = keys[y]!;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

/** How many leading code units the keys at `positions` share (one position or more). */
function commonPrefix(keys: readonly string[], positions: Int32Array): number {
  const first = keys[positions[0]!]!;
  let length = first.length;
  for (let p = 1; p < positions.length && length > 0; p++) {
    const k = keys[positions[p]!]!;
    const end = Math.min(length, k.length);
    let j = 0;
    while (j < end && k.charCodeAt(j) === first.charCodeAt(j)) j++;
    length = j;
  }
  return length;
}

/** Whether the code units in [from, from + width) of every key at `positions` are below 128. */
function fitsAscii(
  keys: readonly string[],
  positions: Int32Array,
  from: number,
  width: number,
): boolean {
  for (let p = 0; p < positions.length; p++) {
    const k = keys[positions[p]!]!;
    const end = Math.min(k.length, from + width);
    for (let j = from; j < end; j++) if (k.charCodeAt(j) >= ASCII.limit) return false;
  }
  return true;
}

/** The key's code units in [from, from + places), each + 1 (0 past its end), as one number. */
function pack(key: string, from: number, packing: Packing): number {
  let v = 0;
  for (let j = from; j < from + packing.places; j++)
    v = v * packing.base + (j < key.length ? key.charCodeAt(j) + 1 : 0);
  return v;
}
