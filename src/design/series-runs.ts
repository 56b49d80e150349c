/**
 * A data series from records offered in runs (record-runs.ts): an employee's week of hourly
 * counts is one run, so the series set reads each record's RowKey input, series name and value
 * straight from the run's arrays, and evaluates a key template once a run when the template
 * reads nothing that changes within it. A record the run's arrays cannot settle (a key not yet
 * checked, a missing or mistyped value, a new series name) goes through the record path itself,
 * with the record made from the run, so entities, problems and their order are the same.
 */
import type { CompiledSet } from './design-compile';
import { type KeyState, passedKeys } from './key-checks';
import { type ProblemLog, whereOf } from './problems';
import { type RecordRun, recordAt, valuesIn, varies } from './record-runs';
import type { CompiledTemplate, ValueText } from './template-compile';
import type { DataRecord, RecordValue } from './types';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const checkKeys = passedKeys;

/** A series set's gatherer that can also take records from a run (series-stored.ts). */
interface RunGatherer {
  add(pk: string, rk: string, r: DataRecord, i: number): void;
  /** Starts taking records from `run` with `addAt`. */
  beginRun(run: RecordRun): void;
  /**
   * `add` for records `from`..`to`-1 of the run begun (the first is record `i` of its type), all
   * with the keys (pk, rk), which passed their checks.
   */
  addRange(pk: string, rk: string, from: number, to: number, i: number): void;
}

/** The one entity set of a record type, a series whose gatherer takes runs, and its key state. */
export interface SeriesSet extends KeyState {
  readonly s: CompiledSet;
  readonly series: RunGatherer;
}

/** `set` as a SeriesSet when its gatherer can take runs; else null. */
export function asSeriesSet(
  set: KeyState & { readonly s: CompiledSet; readonly series: object | null },
): SeriesSet | null {
  const series = set.series as Partial<RunGatherer> | null;
  return series !== null && typeof series.addRange === 'function' ? (set as SeriesSet) : null;
}

/** Gathers every record of `runs` into the set's series entities; returns how many records. */
export function gatherRuns(set: SeriesSet, runs: Iterable<RecordRun>, log: ProblemLog): number {
  const { s, series } = set;
  const pkAt = new KeyAt(s.partitionKey);
  const rkAt = new KeyAt(s.rowKey);
  let i = 0;
  for (const run of runs) {
    series.beginRun(run);
    pkAt.begin(run);
    rkAt.begin(run);
    for (let j = 0; j < run.length; ) {
      const pk = pkAt.at(j);
      const rk = rkAt.at(j);
      // A missing or mistyped key input: the record path says which.
      if (pk === null || rk === null) {
        addRecord(set, log, recordAt(run, j), i);
        j++;
        i++;
        continue;
      }
      // The records after it with the same keys: checked keys equal to the last that passed are
      // not checked again, so they go to their entity together.
      const end = Math.min(pkAt.end(j), rkAt.end(j));
      const shared = checkKeys(set, log, pk, rk, s, i);
      if (shared !== null) series.addRange(shared, rk, j, end, i);
      else {
        // A key that fails is said for each of its records, as the record path says it.
        for (let k = 1; k < end - j; k++) checkKeys(set, log, pk, rk, s, i + k);
      }
      i += end - j;
      j = end;
    }
  }
  return i;
}

/** Record `r`, number `i`, as the record path takes it: keys evaluated and checked, then added. */
function addRecord(set: SeriesSet, log: ProblemLog, r: DataRecord, i: number): void {
  const s = set.s;
  const pk = s.partitionKey.evaluate(r);
  if (pk === null) {
    log.miss(s.partitionKey, 'PartitionKey', whereOf(s, i));
    return;
  }
  const rk = s.rowKey.evaluate(r);
  if (rk === null) {
    log.miss(s.rowKey, 'RowKey', whereOf(s, i));
    return;
  }
  const shared = checkKeys(set, log, pk, rk, s, i);
  if (shared !== null) set.series.add(shared, rk, r, i);
}

/**
 * A key template's text for each record of a run: once for the run when the template reads no
 * property that changes within it, from the value arrays when it reads one property, else from
 * the record made from the run. Null where the record path must say why there is none. Texts
 * from a value array are kept per array: a source hands the same array to many runs (every
 * employee's Monday has the same 24 hours), and a given array never changes (record-runs.ts).
 */
class KeyAt {
  private run: RecordRun | null = null;
  private fixed = false;
  private first: string | null = null;
  private texts: Texts | null = null;
  private readonly kept = new WeakMap<readonly RecordValue[], Texts>();

  constructor(private readonly template: CompiledTemplate) {}

  /** Starts a run. */
  begin(run: RecordRun): void {
    this.run = run;
    this.fixed = !varies(run, this.template.properties);
    this.first = this.template.evaluate(run.first);
    const one = this.template.ofValue;
    const values = this.fixed || one === null ? null : valuesIn(run, one.property);
    this.texts = values === null ? null : this.textsOf(values, one!.text);
  }

  /** The key of record `j` of the run. */
  at(j: number): string | null {
    if (j === 0 || this.fixed) return this.first;
    const texts = this.texts;
    if (texts !== null) return texts.keys[j]!;
    return this.template.evaluate(recordAt(this.run!, j));
  }

  /** The end of the stretch of records from `j` whose key is record `j`'s (a non-null one). */
  end(j: number): number {
    const run = this.run!;
    if (this.fixed) return run.length;
    const texts = this.texts;
    // Record 0's key is evaluated on the record and the array's text is the same text.
    if (texts !== null) return texts.ends[j]!;
    const key = this.at(j);
    let end = j + 1;
    while (end < run.length && this.at(end) === key) end++;
    return end;
  }

  /** The texts of a value array and where each stretch of equal texts ends, once per array. */
  private textsOf(values: readonly RecordValue[], text: ValueText): Texts {
    let texts = this.kept.get(values);
    if (texts === undefined) {
      const keys = values.map(text);
      const ends = new Int32Array(keys.length);
      for (let k = keys.length - 1, end = keys.length; k >= 0; k--) {
        if (k + 1 < keys.length && keys[k] !== keys[k + 1]) end = k + 1;
        ends[k] = end;
      }
      texts = { keys, ends };
      this.kept.set(values, texts);
    }
    return texts;
  }
}

/** A value array's key texts (null where a value is mistyped) and, per record, its stretch's end. */
interface Texts {
  readonly keys: readonly (string | null)[];
  readonly ends: Int32Array;
}
