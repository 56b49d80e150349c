/**
 * Applying a compiled design to records: a generator of wire entities (record by record, each
 * record's copies together; index and series entities after the last record of their type,
 * partition by partition in order of first appearance, so the loader gets partitions whole) and,
 * filled as it runs, the problems and the statistics the metrics are made from.
 *
 * Collisions are detected here, not left to the table loader: only here is the record behind an
 * entity known, and a collision must name both records. The check is one Map per partition of
 * RowKey -> origin (record index · 64 + set index), which also gives partition sizes for free.
 */
import { propertySize, type WireEntity } from '../engine';
import { type Column, recordColumn, WRONG_TYPE } from './columns';
import type { CompiledDesign, CompiledSet } from './design-compile';
import { MAX_INDEX_LENGTH } from './design-compile';
import { ProblemLog } from './problems';
import type { DataRecord, RecordsByType, RecordType } from './types';
import { describeValue } from './value-check';

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
  /** PartitionKey -> RowKey -> origin (record · 64 + set index). */
  readonly partitions: Map<string, Map<string, number>>;
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

/** Origins pack the set index into the low 6 bits. */
const SET_BITS = 64;

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
    partitions: new Map(),
  };
  const log = new ProblemLog();
  const run = {
    design,
    log,
    stats,
    done: false,
    entities: undefined as unknown as Iterable<WireEntity>,
  };
  run.entities = generate(run, records);
  return run;
}

function* generate(
  run: { design: CompiledDesign; log: ProblemLog; stats: RunStats; done: boolean },
  records: RecordsByType,
): Generator<WireEntity> {
  const { design, log, stats } = run;
  const names = design.design.entitySets.map((s) => s.name);
  /** Claims (pk, rk) for an origin; reports a collision with the first claimant instead. */
  const claim = (
    pk: string,
    rk: string,
    origin: number,
    type: RecordType,
    set: CompiledSet,
  ): boolean => {
    let partition = stats.partitions.get(pk);
    if (partition === undefined) {
      partition = new Map();
      stats.partitions.set(pk, partition);
    }
    const prior = partition.get(rk);
    if (prior === undefined) {
      partition.set(rk, origin);
      return true;
    }
    const priorSet = design.sets.find((s) => s.index === prior % SET_BITS)!;
    const firstRecord = Math.floor(prior / SET_BITS);
    const record = Math.floor(origin / SET_BITS);
    log.add({
      code: 'KEY_COLLISION',
      message: `Record ${record} of ${type.name} (set '${set.set.name}') and record ${firstRecord} of ${priorSet.type.name} (set '${priorSet.set.name}') both make PartitionKey '${pk}', RowKey '${rk}'; only the first is kept`,
      set: set.set.name,
      recordType: type.name,
      record,
      partitionKey: pk,
      rowKey: rk,
      value: `${pk} / ${rk}`,
      firstRecord,
      firstRecordType: priorSet.type.name,
      firstSet: names[priorSet.index]!,
    });
    return false;
  };

  for (const type of design.recordTypes) {
    // The primary first, so every other set can be compared with its PartitionKey.
    const sets = design.sets
      .filter((s) => s.type === type)
      .sort((a, b) => Number(b.primary) - Number(a.primary));
    const groups = sets.map(() => new Map<string, Map<string, Group>>());
    const lastGoodPk = sets.map(() => '\u0000');
    const pivots = sets.map(() => new Map<string, Column | null>());
    const source = records[type.name] ?? [];
    let i = 0;
    for (const r of source) {
      let primaryPk: string | null = null;
      for (let k = 0; k < sets.length; k++) {
        const s = sets[k]!;
        const where = { set: s.set.name, recordType: type.name, record: i };
        const pk = s.partitionKey.evaluate(r);
        if (pk === null) {
          log.miss(s.partitionKey, 'PartitionKey', where);
          continue;
        }
        const rk = s.rowKey.evaluate(r);
        if (rk === null) {
          log.miss(s.rowKey, 'RowKey', where);
          continue;
        }
        // A partition's records mostly share one PartitionKey string: it is checked once.
        if (pk !== lastGoodPk[k]) {
          if (log.badKey('PartitionKey', pk, rk, where)) continue;
          lastGoodPk[k] = pk;
        }
        if (log.badKey('RowKey', rk, pk, where)) continue;
        const st = stats.sets[s.index]!;
        if (s.primary) primaryPk = pk;
        else if (primaryPk !== null) {
          if (pk === primaryPk) st.samePartition++;
          else st.otherPartition++;
        }
        if (s.set.kind === 'copy') {
          const entity: Record<string, unknown> = { PartitionKey: pk, RowKey: rk };
          const bytes = writeColumns(entity, s.columns, r, log, where);
          if (bytes < 0) continue;
          if (!claim(pk, rk, i * SET_BITS + s.index, type, s)) continue;
          st.entities++;
          st.bytes += 4 + 2 * (pk.length + rk.length) + bytes;
          yield entity;
          continue;
        }
        let byRow = groups[k]!.get(pk);
        if (byRow === undefined) {
          byRow = new Map();
          groups[k]!.set(pk, byRow);
        }
        let group = byRow.get(rk);
        if (group === undefined) {
          const entity: Record<string, unknown> = { PartitionKey: pk, RowKey: rk };
          const bytes = writeColumns(entity, s.columns, r, log, where);
          if (bytes < 0) continue;
          group = {
            entity,
            first: i,
            parts: [],
            length: 0,
            bytes: 4 + 2 * (pk.length + rk.length) + bytes,
          };
          byRow.set(rk, group);
        }
        if (s.set.kind === 'index') addEntry(s, group, r, log, where);
        else addPivot(s, group, r, pivots[k]!, log, where);
      }
      i++;
    }
    stats.records.set(type.name, (stats.records.get(type.name) ?? 0) + i);
    for (let k = 0; k < sets.length; k++) {
      const s = sets[k]!;
      const st = stats.sets[s.index]!;
      for (const byRow of groups[k]!.values()) {
        for (const group of byRow.values()) {
          const e = group.entity;
          if (s.set.kind === 'index') {
            const list = group.parts.join(s.separator);
            e[s.indexProperty] = list;
            group.bytes += propertySize(s.indexProperty, { type: 'Edm.String', value: list });
          }
          if (
            !claim(
              e.PartitionKey as string,
              e.RowKey as string,
              group.first * SET_BITS + s.index,
              type,
              s,
            )
          )
            continue;
          st.entities++;
          st.bytes += group.bytes;
          yield e;
        }
      }
    }
  }
  run.done = true;
}

/** Writes a set's columns for a record; returns their size, or -1 after logging a mistyped value. */
function writeColumns(
  entity: Record<string, unknown>,
  columns: readonly Column[],
  r: DataRecord,
  log: ProblemLog,
  where: { set: string; recordType: string; record: number },
): number {
  let bytes = 0;
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c]!;
    const n = column.write(entity, r);
    if (n !== WRONG_TYPE) {
      bytes += n;
      continue;
    }
    if (column.template !== null) log.miss(column.template, `${column.name}`, where);
    else {
      const v = r[column.property!];
      log.add({
        code: 'WRONG_VALUE_TYPE',
        message: `Record ${where.record} of ${where.recordType}: ${column.property} is ${describeValue(v)}, not a valid ${column.type} (set '${where.set}')`,
        ...where,
        value: describeValue(v),
      });
    }
    return -1;
  }
  return bytes;
}

/** Adds a record's entry to an index entity's list, unless the list would outgrow a String. */
function addEntry(
  s: CompiledSet,
  group: Group,
  r: DataRecord,
  log: ProblemLog,
  where: { set: string; recordType: string; record: number },
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

/** Sets a record's value as a series entity's property named by the series template. */
function addPivot(
  s: CompiledSet,
  group: Group,
  r: DataRecord,
  pivots: Map<string, Column | null>,
  log: ProblemLog,
  where: { set: string; recordType: string; record: number },
): void {
  const name = s.seriesName!.evaluate(r);
  if (name === null) {
    log.miss(s.seriesName!, 'series name', where);
    return;
  }
  let column = pivots.get(name);
  if (column === undefined) {
    const valid =
      /^[A-Za-z_][A-Za-z0-9_]{0,254}$/.test(name) &&
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
  const n = writeColumns(group.entity, [column], r, log, where);
  if (n > 0) group.bytes += n;
}
