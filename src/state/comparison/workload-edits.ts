/**
 * Edits of a comparison's workload, as pure functions: a pattern's rates and bound, a record
 * type's production count, and the write patterns (add, change, remove). Each returns a new
 * workload; the view writes it to the setup.
 */
import type { PatternLoad, Workload, WritePattern } from '../../patterns';

/** No reads set, no records set, no writes. */
const EMPTY: Workload = { reads: [], writes: [] };

/** The workload with `load` as its pattern's rates and bound. */
export function withRead(workload: Workload | null, load: PatternLoad): Workload {
  const w = workload ?? EMPTY;
  const others = w.reads.filter((r) => r.patternId !== load.patternId);
  return { ...w, reads: [...others, load] };
}

/** The workload with a record type's production count set, or (null) taken from the scale. */
export function withRecords(
  workload: Workload | null,
  type: string,
  count: number | null,
): Workload {
  const w = workload ?? EMPTY;
  const records = { ...w.records };
  if (count === null) delete records[type];
  else records[type] = count;
  return { ...w, records };
}

/** The workload with `write` added, or replacing the write of the same id. */
export function withWrite(workload: Workload | null, write: WritePattern): Workload {
  const w = workload ?? EMPTY;
  const at = w.writes.findIndex((x) => x.id === write.id);
  const writes = at < 0 ? [...w.writes, write] : w.writes.map((x, i) => (i === at ? write : x));
  return { ...w, writes };
}

/** The workload without the write `id`. */
export function withoutWrite(workload: Workload | null, id: string): Workload {
  const w = workload ?? EMPTY;
  return { ...w, writes: w.writes.filter((x) => x.id !== id) };
}

/** A new write pattern of `recordType` with an id no other write has: inserts, one a second. */
export function newWrite(
  workload: Workload | null,
  recordType: string,
  name: string,
): WritePattern {
  const taken = new Set((workload?.writes ?? []).map((x) => x.id));
  let n = 1;
  while (taken.has(`w${n}`)) n++;
  return { id: `w${n}`, name, recordType, kind: 'insert', perSecond: 1 };
}
