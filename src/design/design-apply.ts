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
import type { WireEntity } from '../engine';
import { Claims, SET_BITS } from './claims';
import { EntityWriter } from './columns';
import type { CompiledDesign, CompiledSet } from './design-compile';
import { Groups } from './groups';
import { ProblemLog, whereOf } from './problems';
import { type RecordsByType, recordsOf } from './types';

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
    ...whereOf(s, record),
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
  readonly groups: Groups;
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
      .map((s) => {
        const writer = new EntityWriter(s.columns);
        return {
          s,
          writer,
          stats: stats.sets[s.index]!,
          groups: new Groups(s, writer, log),
          goodPk: null,
        };
      });
    let i = 0;
    for (const r of recordsOf(records, type.name)) {
      let primaryPk: string | null = null;
      for (let k = 0; k < sets.length; k++) {
        const sr = sets[k]!;
        const s = sr.s;
        const pk = s.partitionKey.evaluate(r);
        if (pk === null) {
          log.miss(s.partitionKey, 'PartitionKey', whereOf(s, i));
          continue;
        }
        const rk = s.rowKey.evaluate(r);
        if (rk === null) {
          log.miss(s.rowKey, 'RowKey', whereOf(s, i));
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
          sr.groups.add(pk, rk, r, i);
          continue;
        }
        const entity = sr.writer.write(pk, rk, r);
        if (entity === null) {
          log.wrongColumn(sr.writer.bad!, r, whereOf(s, i));
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
    for (const sr of sets) {
      const claimed = (pk: string, rk: string, first: number) =>
        claim(claims, design, log, pk, rk, first, sr.s);
      for (const { entity, bytes } of sr.groups.entities(claimed)) {
        sr.stats.entities++;
        sr.stats.bytes += bytes;
        yield entity;
      }
    }
  }
  claims.release();
  run.done = true;
}
