/**
 * Applying a compiled design to records: a generator of wire entities (record by record, each
 * record's copies together; index and series entities after the last record of their type,
 * partition by partition in order of first appearance, so the loader gets partitions whole) and,
 * filled as it runs, the problems and the statistics the metrics are made from.
 *
 * Collisions are detected here, not left to the table loader: only here is the record behind an
 * entity known, and a collision must name both records (claims.ts: cheap while a partition's
 * RowKeys ascend, a Map per partition when they do not); the claims also give partition sizes.
 */
import { propertySize, type WireEntity } from '../engine';
import { Claims, SET_BITS } from './claims';
import { type Column, EntityWriter, recordColumn, setOwn, WRONG } from './columns';
import type { CompiledDesign, CompiledSet } from './design-compile';
import { MAX_INDEX_LENGTH } from './design-compile';
import { ProblemLog } from './problems';
import { type DataRecord, type RecordsByType, recordsOf } from './types';

/** Counters of one entity set, filled while the run goes. */
export interface SetStats {
  entities: number;
  bytes: number;
  /** Records whose entity in this set has the PartitionKey of their primary entity, or not. */
  samePartition: number;
  otherPartition: number;
}

/** A run's statistics: per set (by design index), per record type, and per partition. */
export interface RunStats {
  readonly sets: SetStats[];
  readonly records: Map<string, number>;
  /** Who claimed each (PartitionKey, RowKey): partitions and their sizes. */
  readonly claims: Claims;
}

/** An application of a design in progress: iterate `entities` once; the rest fills as it runs. */
export interface DesignRun {
  readonly design: CompiledDesign;
  readonly entities: Iterable<WireEntity>;
  readonly log: ProblemLog;
  readonly stats: RunStats;
  /** Whether `entities` has been iterated to the end. */
  readonly done: boolean;
}

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const sizeOf = propertySize;

/** Where a problem is: set, record type, record. Built only when there is a problem. */
type Where = { set: string; recordType: string; record: number };
const at = (s: CompiledSet, record: number): Where => ({
  set: s.set.name,
  recordType: s.type.name,
  record,
});

/** An index or series entity being gathered. */
interface Group {
  readonly entity: Record<string, unknown>;
  readonly first: number;
  readonly parts: string[];
  length: number;
  bytes: number;
}

/** Applies a design to records by type (a type without records is empty); never throws on data. */
export function applyDesign(design: CompiledDesign, records: RecordsByType): DesignRun {
  const stats: RunStats = {
    sets: design.design.entitySets.map(() => ({
      entities: 0,
      bytes: 0,
      samePartition: 0,
      otherPartition: 0,
    })),
    records: new Map(),
    claims: new Claims(),
  };
  const run = {
    design,
    log: new ProblemLog(),
    stats,
    done: false,
    entities: [] as Iterable<WireEntity>,
  };
  run.entities = generate(run, records);
  return run;
}

/** Claims (pk, rk) for record `record` of set `s`, or reports the collision and returns false. */
function claim(
  claims: Claims,
  design: CompiledDesign,
  log: ProblemLog,
  pk: string,
  rk: string,
  record: number,
  s: CompiledSet,
): boolean {
  const prior = claims.claim(pk, rk, record * SET_BITS + s.index);
  if (prior < 0) return true;
  const first = design.sets.find((x) => x.index === prior % SET_BITS)!;
  const firstRecord = Math.floor(prior / SET_BITS);
  log.add({
    code: 'KEY_COLLISION',
    message: `Record ${record} of ${s.type.name} (set '${s.set.name}') and record ${firstRecord} of ${first.type.name} (set '${first.set.name}') both make PartitionKey '${pk}', RowKey '${rk}'; only the first is kept`,
    ...at(s, record),
    partitionKey: pk,
    rowKey: rk,
    value: `${pk} / ${rk}`,
    firstRecord,
    firstRecordType: first.type.name,
    firstSet: first.set.name,
  });
  return false;
}

/** Per set of one record type: its writer and the state that lives for one run. */
interface SetRun {
  readonly s: CompiledSet;
  readonly writer: EntityWriter;
  readonly stats: SetStats;
  readonly groups: Map<string, Map<string, Group>>;
  readonly pivots: Map<string, Column | null>;
  /** The last PartitionKey that passed the key check: a partition's records mostly share it. */
  goodPk: string | null;
}

function* generate(
  run: { design: CompiledDesign; log: ProblemLog; stats: RunStats; done: boolean },
  records: RecordsByType,
): Generator<WireEntity> {
  const { design, log, stats } = run;
  const claims = stats.claims;
  for (const type of design.recordTypes) {
    // The primary first, so every other set can be compared with its PartitionKey.
    const sets: SetRun[] = design.sets
      .filter((s) => s.type === type)
      .sort((a, b) => Number(b.primary) - Number(a.primary))
      .map((s) => ({
        s,
        writer: new EntityWriter(s.columns),
        stats: stats.sets[s.index]!,
        groups: new Map(),
        pivots: new Map(),
        goodPk: null,
      }));
    let i = 0;
    for (const r of recordsOf(records, type.name)) {
      let primaryPk: string | null = null;
      for (let k = 0; k < sets.length; k++) {
        const sr = sets[k]!;
        const s = sr.s;
        const pk = s.partitionKey.evaluate(r);
        if (pk === null) {
          log.miss(s.partitionKey, 'PartitionKey', at(s, i));
          continue;
        }
        const rk = s.rowKey.evaluate(r);
        if (rk === null) {
          log.miss(s.rowKey, 'RowKey', at(s, i));
          continue;
        }
        if (pk !== sr.goodPk) {
          if (!log.goodKey('PartitionKey', pk, rk, s, i)) continue;
          sr.goodPk = pk;
        }
        if (!log.goodKey('RowKey', rk, pk, s, i)) continue;
        if (s.primary) primaryPk = pk;
        else if (primaryPk !== null) {
          if (pk === primaryPk) sr.stats.samePartition++;
          else sr.stats.otherPartition++;
        }
        if (s.set.kind !== 'copy') {
          gather(sr, pk, rk, r, i, log);
          continue;
        }
        const entity = sr.writer.write(pk, rk, r);
        if (entity === null) {
          log.wrongColumn(sr.writer.bad!, r, at(s, i));
          continue;
        }
        if (!claim(claims, design, log, pk, rk, i, s)) continue;
        sr.stats.entities++;
        sr.stats.bytes += sr.writer.bytes;
        yield entity;
      }
      i++;
    }
    stats.records.set(type.name, (stats.records.get(type.name) ?? 0) + i);
    for (const sr of sets)
      yield* flushGroups(sr, (pk, rk, first) => claim(claims, design, log, pk, rk, first, sr.s));
  }
  claims.release();
  run.done = true;
}

/** Adds a record to its index or series entity, starting the entity at its first record. */
function gather(
  sr: SetRun,
  pk: string,
  rk: string,
  r: DataRecord,
  i: number,
  log: ProblemLog,
): void {
  const s = sr.s;
  let byRow = sr.groups.get(pk);
  if (byRow === undefined) {
    byRow = new Map();
    sr.groups.set(pk, byRow);
  }
  let group = byRow.get(rk);
  if (group === undefined) {
    const entity = sr.writer.write(pk, rk, r);
    if (entity === null) {
      log.wrongColumn(sr.writer.bad!, r, at(s, i));
      return;
    }
    group = { entity, first: i, parts: [], length: 0, bytes: sr.writer.bytes };
    byRow.set(rk, group);
  }
  if (s.set.kind === 'index') addEntry(s, group, r, log, at(s, i));
  else addPivot(s, group, r, sr.pivots, log, at(s, i));
}

/** Yields a set's index or series entities, partition by partition. */
function* flushGroups(
  sr: SetRun,
  claimed: (pk: string, rk: string, first: number) => boolean,
): Generator<WireEntity> {
  const s = sr.s;
  for (const byRow of sr.groups.values()) {
    for (const group of byRow.values()) {
      const e = group.entity;
      if (s.set.kind === 'index') {
        const list = group.parts.join(s.separator);
        e[s.indexProperty] = list;
        group.bytes += sizeOf(s.indexProperty, { type: 'Edm.String', value: list });
      }
      if (!claimed(e.PartitionKey as string, e.RowKey as string, group.first)) continue;
      sr.stats.entities++;
      sr.stats.bytes += group.bytes;
      yield e;
    }
  }
}

/** Adds a record's entry to an index entity's list, unless the list would outgrow a String. */
function addEntry(
  s: CompiledSet,
  group: Group,
  r: DataRecord,
  log: ProblemLog,
  where: Where,
): void {
  const entry = s.indexValue!.evaluate(r);
  if (entry === null) {
    log.miss(s.indexValue!, 'index entry', where);
    return;
  }
  const length = group.length + (group.parts.length > 0 ? s.separator.length : 0) + entry.length;
  if (length > MAX_INDEX_LENGTH) {
    log.add({
      code: 'INDEX_TOO_LONG',
      message: `Record ${where.record} of ${where.recordType}: adding '${entry}' to ${s.indexProperty} of PartitionKey '${group.entity.PartitionKey}', RowKey '${group.entity.RowKey}' would pass the String limit of ${MAX_INDEX_LENGTH} characters; it is left out`,
      ...where,
      partitionKey: group.entity.PartitionKey as string,
      rowKey: group.entity.RowKey as string,
      value: entry,
    });
    return;
  }
  group.parts.push(entry);
  group.length = length;
}

/** Whether a series property name is one a custom property may have. */
const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,254}$/;

/** Sets a record's value as a series entity's property named by the series template. */
function addPivot(
  s: CompiledSet,
  group: Group,
  r: DataRecord,
  pivots: Map<string, Column | null>,
  log: ProblemLog,
  where: Where,
): void {
  const name = s.seriesName!.evaluate(r);
  if (name === null) {
    log.miss(s.seriesName!, 'series name', where);
    return;
  }
  let column = pivots.get(name);
  if (column === undefined) {
    const valid =
      PROPERTY_NAME.test(name) &&
      name !== 'PartitionKey' &&
      name !== 'RowKey' &&
      name !== 'Timestamp';
    const type = s.type.properties.find((p) => p.name === s.seriesValue)!.type;
    column = valid ? recordColumn(name, s.seriesValue, type) : null;
    pivots.set(name, column);
  }
  const keys = {
    partitionKey: group.entity.PartitionKey as string,
    rowKey: group.entity.RowKey as string,
  };
  if (column === null) {
    log.add({
      code: 'INVALID_PROPERTY_NAME',
      message: `Record ${where.record} of ${where.recordType}: the series template gives '${name}', which is not a valid property name`,
      ...where,
      ...keys,
      value: name,
    });
    return;
  }
  if (Object.hasOwn(group.entity, name)) {
    log.add({
      code: 'PROPERTY_COLLISION',
      message: `Record ${where.record} of ${where.recordType}: PartitionKey '${keys.partitionKey}', RowKey '${keys.rowKey}' already has a property ${name}; this record's value is left out`,
      ...where,
      ...keys,
      value: name,
    });
    return;
  }
  const scratch: unknown[] = [null];
  const n = column.read(r, scratch, 0);
  if (n === WRONG) log.wrongColumn(column, r, where);
  else if (n >= 0) {
    setOwn(group.entity, name, scratch[0]);
    if (column.annotated) group.entity[`${name}@odata.type`] = column.type;
    group.bytes += n;
  }
}
