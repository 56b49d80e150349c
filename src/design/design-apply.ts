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
import { coded, type KnownProperties, type WireEntity } from '../engine';
import { Claims, SET_BITS } from './claims';
import { type Column, EntityWriter } from './columns';
import type { CompiledDesign, CompiledSet } from './design-compile';
import { Groups } from './groups';
import { type KeyState, passedKeys } from './key-checks';
import { ProblemLog, whereOf } from './problems';
import { runsOf } from './record-runs';
import { asSeriesSet, gatherRuns } from './series-runs';
import { type DataRecord, type RecordsByType, recordsOf } from './types';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const SET_SHIFT = SET_BITS;
const checkKeys = passedKeys;

/** Counters of one entity set, filled while the run goes. */
interface SetStats {
  entities: number;
  bytes: number;
  /** Records whose entity in this set has the PartitionKey of their primary entity, or not. */
  samePartition: number;
  otherPartition: number;
}

/** A run's statistics: per set (by design index), per record type, and per partition. */
interface RunStats {
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

/** A run before its entities are attached. */
export type RunState = { design: CompiledDesign; log: ProblemLog; stats: RunStats; done: boolean };

/**
 * A fresh run of a design: empty log and statistics; `defer` leaves keys that stop ascending in
 * a partition to the table builder (claims.ts).
 */
export function startRun(
  design: CompiledDesign,
  defer = false,
): RunState & { entities: Iterable<never> } {
  const stats: RunStats = {
    sets: design.design.entitySets.map(() => ({
      entities: 0,
      bytes: 0,
      samePartition: 0,
      otherPartition: 0,
    })),
    records: new Map(),
    claims: new Claims(defer),
  };
  return { design, log: new ProblemLog(), stats, done: false, entities: [] };
}

/** Applies a design to records by type (a type without records is empty); never throws on data. */
export function applyDesign(design: CompiledDesign, records: RecordsByType): DesignRun {
  const run: RunState & { entities: Iterable<WireEntity> } = startRun(design);
  run.entities = generate(run, records, wireOutput);
  return run;
}

/** A copy set's entity builder: `write` gives the entity, or null with `bad` set. */
interface Writer<E> {
  readonly bytes: number;
  readonly bad: Column | null;
  /** The last entity's shape, when the writer knows one (stored-writer.ts). */
  readonly shape?: object | undefined;
  /** What the table may know of the last entity without reading its properties (stored-writer.ts). */
  readonly known?: KnownProperties | null;
  /** `i`: the record's position among its type's records. */
  write(pk: string, rk: string, r: DataRecord, i: number): E | null;
}

/**
 * The form a run makes its entities in: a writer per copy set (sets of one record type with the
 * same columns may share one), and what becomes of a finished copy or index or series entity,
 * with its origin (record · SET_BITS + set) and size: the entity to yield, or null when the
 * output took care of it.
 */
export interface Output<E> {
  /** `source`: the sets' records, which writers may share what they build by (stored-writer.ts). */
  writers(sets: readonly CompiledSet[], source: Iterable<DataRecord>): Writer<E>[];
  /**
   * `shape`: an object standing for the entity's property names and types (series-stored.ts);
   * `known`: what the entity's properties are, for an entity that makes them when first read.
   */
  copy(entity: E, origin: number, bytes: number, shape?: object, known?: KnownProperties): E | null;
  group(entity: WireEntity, origin: number, bytes: number): E | null;
  /**
   * Gathers a series set's entities in the output's own form (each finished one then goes to
   * `copy`); absent, they are gathered in wire form and go to `group`.
   */
  series?(s: CompiledSet, log: ProblemLog): Gatherer<E>;
}

/** Index or series entities being gathered: one per distinct (PartitionKey, RowKey) of a set. */
interface Gatherer<E> {
  add(pk: string, rk: string, r: DataRecord, i: number): void;
  /**
   * The entities, each with its size and first record, if `claimed` lets its keys be; the object
   * given for one entity may be reused for the next.
   */
  entities(
    claimed: (pk: string, rk: string, first: number) => boolean,
  ): Iterable<{ entity: E; bytes: number; first: number; shape?: object }>;
}

/** Wire entities, as `applyDesign` yields them. */
const wireOutput: Output<WireEntity> = {
  writers: (sets) => sets.map((s) => new EntityWriter(s.columns)),
  copy: (entity) => entity,
  group: (entity) => entity,
};

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
  const prior = claims.claim(pk, rk, record * SET_SHIFT + s.index);
  if (prior < 0) return true;
  reportCollision(design, log, pk, rk, record, s, prior);
  return false;
}

/** Reports that record `record` of set `s` makes the keys first made by origin `prior`. */
export function reportCollision(
  design: CompiledDesign,
  log: ProblemLog,
  pk: string,
  rk: string,
  record: number,
  s: CompiledSet,
  prior: number,
): void {
  const first = design.sets.find((x) => x.index === prior % SET_BITS)!;
  const firstRecord = Math.floor(prior / SET_BITS);
  log.add({
    code: 'KEY_COLLISION',
    message: coded('design.problemKeyCollision', {
      record,
      recordType: s.type.name,
      set: s.set.name,
      firstRecord,
      firstRecordType: first.type.name,
      firstSet: first.set.name,
      partitionKey: pk,
      rowKey: rk,
    }),
    ...whereOf(s, record),
    partitionKey: pk,
    rowKey: rk,
    value: `${pk} / ${rk}`,
    firstRecord,
    firstRecordType: first.type.name,
    firstSet: first.set.name,
  });
}

/** Per set of one record type: its writer and the state that lives for one run. */
interface SetRun<E> extends KeyState {
  readonly s: CompiledSet;
  /** A copy set's writer; null for index and series sets. */
  readonly writer: Writer<E> | null;
  readonly stats: SetStats;
  /** Index and series entities in wire form, or series entities in the output's form. */
  readonly groups: Groups | null;
  readonly series: Gatherer<E> | null;
}

/** Applies the design record by record, yielding what `output` makes of each entity. */
export function* generate<E>(
  run: RunState,
  records: RecordsByType,
  output: Output<E>,
): Generator<E> {
  const { design, log, stats } = run;
  const claims = stats.claims;
  for (const type of design.recordTypes) {
    // The primary first, so every other set can be compared with its PartitionKey.
    const ofType = design.sets
      .filter((s) => s.type === type)
      .sort((a, b) => Number(b.primary) - Number(a.primary));
    const source = recordsOf(records, type.name);
    const copyWriters = output.writers(
      ofType.filter((s) => s.set.kind === 'copy'),
      source,
    );
    let c = 0;
    const sets: SetRun<E>[] = ofType.map((s) => {
      const series = s.set.kind === 'series' ? (output.series?.(s, log) ?? null) : null;
      return {
        s,
        writer: s.set.kind === 'copy' ? copyWriters[c++]! : null,
        stats: stats.sets[s.index]!,
        // Index entities, and series ones the output does not gather, are in wire form.
        groups:
          s.set.kind !== 'copy' && series === null
            ? new Groups(s, new EntityWriter(s.columns), log)
            : null,
        series,
        goodPks: new Map(),
        lastPk: null,
        lastRk: null,
      };
    });
    // A type whose one set is a series gathered in the output's form takes a source's runs.
    const seriesSet = sets.length === 1 ? asSeriesSet(sets[0]!) : null;
    const runs = seriesSet === null ? null : runsOf(source);
    let i = 0;
    if (runs !== null) {
      i = gatherRuns(seriesSet!, runs, log);
    } else {
      for (const r of source) {
        let primaryPk: string | null = null;
        for (let k = 0; k < sets.length; k++) {
          const sr = sets[k]!;
          const s = sr.s;
          let pk = s.partitionKey.evaluate(r);
          if (pk === null) {
            log.miss(s.partitionKey, 'PartitionKey', whereOf(s, i));
            continue;
          }
          const rk = s.rowKey.evaluate(r);
          if (rk === null) {
            log.miss(s.rowKey, 'RowKey', whereOf(s, i));
            continue;
          }
          const checked = checkKeys(sr, log, pk, rk, s, i);
          if (checked === null) continue;
          pk = checked;
          if (s.primary) primaryPk = pk;
          else if (primaryPk !== null) {
            if (pk === primaryPk) sr.stats.samePartition++;
            else sr.stats.otherPartition++;
          }
          if (sr.groups !== null) {
            sr.groups.add(pk, rk, r, i);
            continue;
          }
          if (sr.series !== null) {
            sr.series.add(pk, rk, r, i);
            continue;
          }
          const writer = sr.writer!;
          const entity = writer.write(pk, rk, r, i);
          if (entity === null) {
            log.wrongColumn(writer.bad!, r, whereOf(s, i));
            continue;
          }
          if (!claim(claims, design, log, pk, rk, i, s)) continue;
          sr.stats.entities++;
          sr.stats.bytes += writer.bytes;
          const out = output.copy(
            entity,
            i * SET_SHIFT + s.index,
            writer.bytes,
            writer.shape,
            writer.known ?? undefined,
          );
          if (out !== null) yield out;
        }
        i++;
      }
    }
    stats.records.set(type.name, (stats.records.get(type.name) ?? 0) + i);
    for (const sr of sets) {
      const claimed = (pk: string, rk: string, first: number) =>
        claim(claims, design, log, pk, rk, first, sr.s);
      for (const { entity, bytes, first } of sr.groups?.entities(claimed) ?? []) {
        sr.stats.entities++;
        sr.stats.bytes += bytes;
        const out = output.group(entity, first * SET_SHIFT + sr.s.index, bytes);
        if (out !== null) yield out;
      }
      for (const { entity, bytes, first, shape } of sr.series?.entities(claimed) ?? []) {
        sr.stats.entities++;
        sr.stats.bytes += bytes;
        const out = output.copy(entity, first * SET_SHIFT + sr.s.index, bytes, shape);
        if (out !== null) yield out;
      }
    }
  }
  claims.release();
  run.done = true;
}
