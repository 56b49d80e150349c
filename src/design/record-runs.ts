/**
 * Records offered in runs. A source of many records that differ only in a few properties (a
 * day's 24 hourly message counts share their employee) may also offer them as runs: each run
 * gives its first record and, for every property that changes within it, that property's values
 * record by record. A design whose only entity set is a data series then takes a run's values
 * straight from those arrays (series-runs.ts) instead of reading one record object per value.
 * The runs hold exactly the records the source's iterator gives, in the same order.
 */
import { setOwn } from './columns';
import type { DataRecord, RecordValue } from './types';

/** Consecutive records equal to `first` except in the `varying` properties. */
export interface RecordRun {
  /** The run's first record; records after it differ from it only in `varying`'s properties. */
  readonly first: DataRecord;
  /** How many records the run holds (at least one). */
  readonly length: number;
  /**
   * Each property that changes within the run, with its value in each record (`length` values,
   * none undefined; every such property is an own property of `first`, with `first`'s value at 0).
   * An array handed out is never changed afterwards: runs may share one (every Monday's hours),
   * and a reader may keep what it worked out from an array for the next run that brings it.
   */
  readonly varying: ReadonlyMap<string, readonly RecordValue[]>;
}

/** A record source that can also give its records as runs; a run may be reused after its turn. */
export interface RunSource extends Iterable<DataRecord> {
  runs(): Iterable<RecordRun>;
}

/** The runs of `source` when it offers them; null for a plain iterable. */
export function runsOf(source: Iterable<DataRecord>): Iterable<RecordRun> | null {
  const runs = (source as Partial<RunSource>).runs;
  return typeof runs === 'function' ? runs.call(source) : null;
}

/** Record `j` of `run` as a record object (for the paths that need one: problems, new entities). */
export function recordAt(run: RecordRun, j: number): DataRecord {
  if (j === 0 || run.varying.size === 0) return run.first;
  const record: Record<string, RecordValue> = { ...run.first };
  for (const [name, values] of run.varying) setOwn(record, name, values[j]!);
  return record;
}

/** The values of `property` in `run`: its array when it varies, else null (then `first` holds it). */
export function valuesIn(run: RecordRun, property: string): readonly RecordValue[] | null {
  return run.varying.get(property) ?? null;
}

/** Whether any of `properties` changes within `run`. */
export function varies(run: RecordRun, properties: readonly string[]): boolean {
  for (const p of properties) if (run.varying.has(p)) return true;
  return false;
}
