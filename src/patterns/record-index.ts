/**
 * Looking held records up by one property's value: an intent with `Property eq literal` at its
 * top level is then evaluated on that value's records only, instead of on every record. The
 * engine's evaluator still decides every candidate; the look-up only skips records whose value
 * differs, which could not match.
 */
import type { DataRecord, RecordType, RecordValue } from '../design';
import type { FilterNode } from '../engine';

/** Whether a record's value can be looked up (binary values are objects, compared by identity). */
const lookable = (v: RecordValue | undefined): v is RecordValue =>
  v !== undefined && !(v instanceof Uint8Array);

/** One property's values of a held array of records, in record order (undefined: absent). */
interface ValueColumn {
  readonly records: readonly DataRecord[];
  readonly values: (RecordValue | undefined)[];
}

/**
 * What a comparison knows of its records' values, by record type and property: which records
 * hold a value, and whether a property is unique (once). No value index is kept: at a million
 * records building one took 150–480 ms (ids, e-mails: measured), paid by the first matrix in
 * every engine of a pool. A look-up scans instead; the first scan of a property copies its
 * values into a dense array as it reads them (the same pass), and later scans read that array
 * rather than a million record objects spread over the heap: a re-check's look-up then takes a
 * few milliseconds, not 30 (measured at 1M).
 */
export class RecordIndexes {
  private readonly uniques = new Map<string, boolean>();
  private readonly columns = new Map<string, ValueColumn>();

  /**
   * The positions of `type`'s records whose `property` is `value`, in record order. The first
   * look-up of a type's property copies the values of `together` (the type's other properties)
   * in the same pass: each record is then read from the heap once, not once a property, and a
   * matrix's rows look up three or four properties of the same records.
   */
  lookup(
    type: string,
    property: string,
    records: readonly DataRecord[],
    value: RecordValue,
    together: readonly string[] = [],
  ): readonly number[] {
    const column = this.columns.get(`${type}\u0000${property}`);
    if (column !== undefined && column.records === records) return scanFor(column.values, value);
    const names = [property, ...together.filter((name) => name !== property)];
    const values = names.map(() => new Array<RecordValue | undefined>(records.length));
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      for (let k = 0; k < names.length; k++) values[k]![i] = r[names[k]!];
    }
    names.forEach((name, k) => {
      this.columns.set(`${type}\u0000${name}`, { records, values: values[k]! });
    });
    return scanFor(values[0]!, value);
  }

  /**
   * Whether no two of `type`'s records share a value of `property` (records without one do not
   * count), worked out once for the comparison.
   */
  unique(type: string, property: string, records: readonly DataRecord[]): boolean {
    const key = `${type}\u0000${property}`;
    let known = this.uniques.get(key);
    if (known === undefined) {
      known = allDistinct(records, property);
      this.uniques.set(key, known);
    }
    return known;
  }
}

/** FNV-1a over a value's text, with its type: equal values hash alike, unequal ones rarely. */
function hashOf(v: RecordValue): number {
  const text = typeof v === 'string' ? v : `${typeof v}:${String(v)}`;
  let h = typeof v === 'string' ? 0x811c9dc5 : 0x01000193;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * For a property whose values are all numbers: whether they are distinct, by sorting them as
 * doubles (NaN repeats NaN and -0 repeats 0, as a Map key would); null when some value is not
 * a number.
 */
function distinctNumbers(records: readonly DataRecord[], property: string): boolean | null {
  const values = new Float64Array(records.length);
  let n = 0;
  let nans = 0;
  for (let i = 0; i < records.length; i++) {
    const v = records[i]![property];
    if (v === undefined) continue;
    if (typeof v !== 'number') return null;
    if (Number.isNaN(v)) nans++;
    else values[n++] = v;
  }
  if (nans > 1) return false;
  const sorted = values.subarray(0, n).sort();
  for (let k = 1; k < n; k++) if (sorted[k] === sorted[k - 1]) return false;
  return true;
}

/** How many values `allDistinct` reads first for a repeat, before hashing them all. */
const EARLY_LOOK = 4096;

/**
 * Whether no two records share a value of `property` (as a Map key would match them; records
 * without one do not count). A Set of a million e-mails took 0.7–1.1 s in Chromium's workers;
 * this hashes each value, sorts the hashes as numbers, and compares values only where two hashes
 * meet (a few, or none): about a tenth of that.
 */
function allDistinct(records: readonly DataRecord[], property: string): boolean {
  // A property that repeats (a department, a last name) shows it within its first values.
  const first = new Set<RecordValue>();
  for (let i = 0; i < records.length && first.size < EARLY_LOOK; i++) {
    const v = records[i]![property];
    if (!lookable(v)) continue;
    if (first.has(v)) return false;
    first.add(v);
  }
  const numbers = distinctNumbers(records, property);
  if (numbers !== null) return numbers;
  const hashes = new Uint32Array(records.length);
  let n = 0;
  for (let i = 0; i < records.length; i++) {
    const v = records[i]![property];
    if (lookable(v)) hashes[n++] = hashOf(v);
  }
  const sorted = hashes.subarray(0, n).sort();
  let met: Set<number> | null = null;
  for (let k = 1; k < n; k++) {
    if (sorted[k] !== sorted[k - 1]) continue;
    met ??= new Set();
    met.add(sorted[k]!);
  }
  if (met === null) return true;
  // Values whose hashes met: a Map tells a repeat from a collision.
  const seen = new Set<RecordValue>();
  for (let i = 0; i < records.length; i++) {
    const v = records[i]![property];
    if (!lookable(v) || !met.has(hashOf(v))) continue;
    if (seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

/** The positions whose value is `value` (as a Map key would match it). */
function scanFor(values: readonly (RecordValue | undefined)[], value: RecordValue): number[] {
  const found: number[] = [];
  // SameValueZero, as a Map compares: NaN finds NaN.
  const nan = typeof value === 'number' && Number.isNaN(value);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === value || (nan && typeof v === 'number' && Number.isNaN(v))) {
      if (lookable(v)) found.push(i);
    }
  }
  return found;
}

/** The top-level `and`-joined equalities of a filter whose value an index can look up. */
export function indexableEqualities(
  node: FilterNode | null,
): { property: string; value: RecordValue }[] {
  if (node === null) return [];
  if (node.kind === 'and')
    return [...indexableEqualities(node.left), ...indexableEqualities(node.right)];
  if (node.kind === 'compare' && node.op === 'eq' && node.value.type !== 'Edm.Binary') {
    // Double 10.0 and Int32 10 are the same JS number but different Edm values: the evaluator,
    // which runs on every candidate, tells them apart.
    return [{ property: node.property, value: node.value.value }];
  }
  return [];
}

/** The candidates of the narrowest equality, or null when no equality can narrow the records. */
export function candidates(
  indexes: RecordIndexes,
  type: RecordType,
  records: readonly DataRecord[],
  equalities: readonly { property: string; value: RecordValue }[],
): readonly number[] | null {
  let best: readonly number[] | null = null;
  const together = type.properties.map((p) => p.name);
  for (const { property, value } of equalities) {
    const list = indexes.lookup(type.name, property, records, value, together);
    if (best === null || list.length < best.length) best = list;
  }
  return best;
}
