/**
 * Applying a design straight into a table: copies are built in the engine's stored form from the
 * typed record values (stored-writer.ts: no wire text written and read back, one properties
 * object per record shared by its copies), index and series entities go to the engine's
 * TableBuilder in wire form, and partitions are built as the entities arrive.
 *
 * Collisions in a partition whose RowKeys stop ascending are left to the builder, which sorts
 * that partition anyway and finds repeated keys as it does (claims.ts defers them); each one it
 * finds is turned back into the design's KEY_COLLISION problem, naming both records, and taken
 * out of the run's statistics.
 */
import {
  DEFAULT_NOW,
  type RejectedEntity,
  type StoredEntity,
  type Table,
  TableBuilder,
  tableFrom,
} from '../engine';
import { SET_BITS } from './claims';
import {
  type DesignRun,
  generate,
  type Output,
  type RunState,
  reportCollision,
  startRun,
} from './design-apply';
import type { CompiledDesign } from './design-compile';
import { EntityOrigins } from './entity-origins';
import { StoredSeries } from './series-stored';
import { columnsSignature, type SharedProperties, StoredWriter } from './stored-writer';
import type { RecordsByType } from './types';

/** How `applyDesignToTable` builds its table. */
export interface ApplyToTableOptions {
  /** The Timestamp (ticks) of every entity; the engine's DEFAULT_NOW when absent. */
  readonly now?: bigint;
  /** Called about every `progressEvery` entities with how many were made so far, and at the end. */
  readonly onProgress?: (done: number) => void;
  readonly progressEvery?: number;
  /** Properties objects shared with other designs applied to the same record objects. */
  readonly shared?: SharedProperties;
  /**
   * For a table that is never written to (a comparison's): keep each entity's origin
   * (entity-origins.ts) and hand its partitions the entity sizes measured while building.
   */
  readonly keepOrigins?: boolean;
  /**
   * Custom properties the caller will scan across partitions: each large partition's column of
   * them is built as its entities arrive (TableBuilder's `columns`).
   */
  readonly columns?: readonly string[];
}

/** A design applied into a table: the run (problems, statistics), the table and its rejections. */
export interface DesignTable {
  readonly run: DesignRun;
  readonly table: Table;
  readonly rejected: RejectedEntity[];
  /** Each entity's record and set, when `keepOrigins` asked for them; else null. */
  readonly origins: EntityOrigins | null;
}

/** Growable per-entity origins (record · SET_BITS + set) and sizes, by builder input index. */
class Origins {
  origins = new Float64Array(1024);
  bytes = new Float64Array(1024);
  note(index: number, origin: number, bytes: number): void {
    if (index >= this.origins.length) {
      const grow = (a: Float64Array) => {
        const b = new Float64Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.origins = grow(this.origins);
      this.bytes = grow(this.bytes);
    }
    this.origins[index] = origin;
    this.bytes[index] = bytes;
  }
}

/**
 * Applies a design to records straight into a table. The entities, their order, the table and
 * the checks are those of `createTable(applyDesign(...).entities)` (tested so), except that a
 * collision is always a design problem naming both records, never a rejection; collisions found
 * by the builder are logged after the run's other problems.
 */
export function applyDesignToTable(
  design: CompiledDesign,
  records: RecordsByType,
  options: ApplyToTableOptions = {},
): DesignTable {
  const run = startRun(design, true);
  const now = options.now ?? DEFAULT_NOW;
  const builder = new TableBuilder(now, options.keepOrigins === true, options.columns);
  const origins = new Origins();
  const output = storedOutput(builder, origins, now, options);
  for (const _ of generate(run, records, output)) {
    // The output adds every entity to the builder itself: nothing is yielded.
  }
  options.onProgress?.(builder.offered);
  const { table, rejected, inputOrder } = tableFrom(builder, options.keepOrigins === true);
  const kept = settleCollisions(run, rejected, origins);
  const done: DesignRun = { ...run, entities: [] };
  return { run: done, table, rejected: kept, origins: originsOf(table, inputOrder, origins) };
}

/** Each table position's origin, from the builder's input order and the origins by input. */
function originsOf(
  table: Table,
  inputOrder: Float64Array | null,
  origins: Origins,
): EntityOrigins | null {
  if (inputOrder === null) return null;
  const byPosition = new Float64Array(inputOrder.length);
  for (let p = 0; p < inputOrder.length; p++) byPosition[p] = origins.origins[inputOrder[p]!]!;
  return new EntityOrigins(table, byPosition);
}

/** Stored entities and index/series entities, all handed to the builder as they come. */
function storedOutput(
  builder: TableBuilder,
  origins: Origins,
  now: bigint,
  options: ApplyToTableOptions,
): Output<StoredEntity> {
  const { onProgress, shared } = options;
  const every = options.progressEvery ?? 65_536;
  let next = every;
  const progress = () => {
    if (onProgress !== undefined && builder.offered >= next) {
      onProgress(builder.offered);
      next = builder.offered + every;
    }
  };
  return {
    writers(sets, source) {
      const bySignature = new Map<string, StoredWriter>();
      return sets.map((s) => {
        const signature = columnsSignature(s.columns);
        let writer = bySignature.get(signature);
        if (writer === undefined) {
          writer = new StoredWriter(s.columns, now, shared?.of(signature, source) ?? null);
          bySignature.set(signature, writer);
        }
        return writer;
      });
    },
    copy(entity, origin, bytes, shape, known) {
      origins.note(builder.offered, origin, bytes);
      builder.addStored(entity, shape, known);
      progress();
      return null;
    },
    series(s, log) {
      return new StoredSeries(s, new StoredWriter(s.columns, now, null), log, now);
    },
    group(entity, origin, bytes) {
      origins.note(builder.offered, origin, bytes);
      builder.addWire(entity);
      progress();
      return null;
    },
  };
}

/**
 * Turns the builder's repeated-key rejections into KEY_COLLISION problems of the records behind
 * them, and takes those entities out of the statistics; returns the other rejections.
 */
function settleCollisions(
  run: RunState,
  rejected: readonly RejectedEntity[],
  origins: Origins,
): RejectedEntity[] {
  const kept: RejectedEntity[] = [];
  const { design, log, stats } = run;
  for (const r of rejected) {
    const first = r.duplicateOf;
    if (first === undefined) {
      kept.push(r);
      continue;
    }
    const origin = origins.origins[r.index]!;
    const s = design.sets.find((x) => x.index === origin % SET_BITS)!;
    const record = Math.floor(origin / SET_BITS);
    const { partitionKey, rowKey } = first;
    reportCollision(design, log, partitionKey, rowKey, record, s, origins.origins[first.index]!);
    const st = stats.sets[s.index]!;
    st.entities--;
    st.bytes -= origins.bytes[r.index]!;
    stats.claims.unclaim(partitionKey);
  }
  return kept;
}
