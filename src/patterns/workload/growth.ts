/**
 * How each entity set of a loaded design grows with the data, inferred from the table itself:
 * the set's entities and distinct PartitionKeys over all records and over the first half of its
 * record type's records (an entity is in the half when the record it was made from is; an index
 * or series entity when the first record of its group is). A partition key over something of
 * fixed number (a department) keeps its partitions and grows them; one over something that
 * multiplies with the data (an employee) gains partitions that stay small. Read from the
 * records, not guessed from the template. One pass over the table's entities, at load.
 */
import {
  type CompiledDesign,
  type CompiledSet,
  type EntityOrigins,
  originRecord,
  originSet,
} from '../../design';
import { entitySize, type StoredEntity, type Table } from '../../engine';
import type { DesignGrowth, SetGrowth } from './types';

/** A loaded design as the inference reads it. */
export interface GrowthSource {
  readonly id: string;
  readonly compiled: CompiledDesign;
  readonly table: Table;
  readonly origins: EntityOrigins | null;
}

/**
 * The exponent e of `y ∝ x^e` between two sizes, clamped to 0..1: how a per-partition (or
 * per-entity) average grows when the records grow from `half` to `full`.
 */
function growthExponent(
  perFull: number,
  perHalf: number,
  recordsFull: number,
  recordsHalf: number,
): number {
  if (!(perFull > 0 && perHalf > 0 && recordsFull > recordsHalf && recordsHalf > 0)) return 0;
  const e = Math.log(perFull / perHalf) / Math.log(recordsFull / recordsHalf);
  return Math.min(1, Math.max(0, e));
}

/** Counts at all records and at the first half. */
interface TwoSizes {
  readonly full: number;
  readonly half: number;
}

/**
 * A set's growth exponents from its entities and partitions at both sizes, for `records` of its
 * type: how a partition's entity count grows, and (index and series sets, `grouped`) how a
 * list grows, records over entities at both sizes.
 */
export function growthExponents(
  entities: TwoSizes,
  partitions: TwoSizes,
  records: TwoSizes,
  grouped: boolean,
): Pick<SetGrowth, 'partitionGrowth' | 'listGrowth'> {
  const at = (x: number, y: number) => growthExponent(x, y, records.full, records.half);
  return {
    partitionGrowth: at(
      entities.full / Math.max(1, partitions.full),
      entities.half / Math.max(1, partitions.half),
    ),
    listGrowth: grouped
      ? at(records.full / Math.max(1, entities.full), records.half / Math.max(1, entities.half))
      : 0,
  };
}

/** Counters of one set during the pass. */
interface Tally {
  entities: number;
  half: number;
  partitions: number;
  halfPartitions: number;
  lastPartition: number;
  lastHalfPartition: number;
  /** Entities of the set in the partition being read. */
  inPartition: number;
  largestKey: string;
  largestCount: number;
  longestRowKey: number;
  largest: SetGrowth['largest'];
}

/** Keeps `entity` as its index or series set's largest when it is larger than the one kept. */
function largestOf(t: Tally, set: CompiledSet, entity: StoredEntity): void {
  const bytes = entitySize(entity);
  if (t.largest !== null && bytes <= t.largest.bytes) return;
  const list = entity.properties[set.indexProperty];
  const text = list?.type === 'Edm.String' ? list.value : '';
  const properties = Object.keys(entity.properties).length;
  t.largest = {
    bytes,
    properties,
    entries:
      set.set.kind === 'index'
        ? text === ''
          ? 0
          : text.split(set.separator).length
        : properties - set.columns.length,
    listChars: text.length,
  };
}

/** The growth of every set of a design; `records` holds each record type's loaded count. */
export function designGrowth(
  source: GrowthSource,
  records: Readonly<Record<string, number>>,
): DesignGrowth {
  const { compiled, table, origins } = source;
  const tallies: Tally[] = compiled.sets.map(() => ({
    entities: 0,
    half: 0,
    partitions: 0,
    halfPartitions: 0,
    lastPartition: -1,
    lastHalfPartition: -1,
    inPartition: 0,
    largestKey: '',
    largestCount: 0,
    longestRowKey: 0,
    largest: null,
  }));
  const halfOf = compiled.sets.map((s) => Math.floor((records[s.type.name] ?? 0) / 2));
  const grouped = compiled.sets.map((s) => s.set.kind !== 'copy');
  // Plain loops over table positions: this pass reads every entity of every design at load,
  // millions of them, so no closure or partition search per entity.
  const { partitions } = table;
  let position = 0;
  for (let p = 0; p < partitions.length; p++) {
    const partition = partitions[p]!;
    const list = partition.entities;
    for (let k = 0; k < list.length; k++, position++) {
      const entity = list[k]!;
      const origin = origins === null ? -1 : origins.at(position);
      // Without origins (never in a comparison) every entity counts as the first set's, in both halves.
      const s = origin < 0 ? 0 : originSet(origin);
      const record = origin < 0 ? 0 : originRecord(origin);
      const t = tallies[s];
      if (t === undefined) continue;
      t.entities++;
      if (t.lastPartition !== p) {
        t.partitions++;
        t.lastPartition = p;
        t.inPartition = 0;
      }
      t.inPartition++;
      if (entity.RowKey.length > t.longestRowKey) t.longestRowKey = entity.RowKey.length;
      if (t.inPartition > t.largestCount) {
        t.largestCount = t.inPartition;
        t.largestKey = partition.partitionKey;
      }
      if (record < halfOf[s]!) {
        t.half++;
        if (t.lastHalfPartition !== p) {
          t.halfPartitions++;
          t.lastHalfPartition = p;
        }
      }
      if (grouped[s]) largestOf(t, compiled.sets[s]!, entity);
    }
  }
  const counts: Record<string, { full: number; half: number }> = {};
  for (const s of compiled.sets) {
    const full = records[s.type.name] ?? 0;
    counts[s.type.name] = { full, half: Math.floor(full / 2) };
  }
  const sets = compiled.sets.map((s, i): SetGrowth => {
    const t = tallies[i]!;
    const entities = { full: t.entities, half: t.half };
    const partitions = { full: t.partitions, half: t.halfPartitions };
    return {
      set: s.index,
      name: s.set.name,
      kind: s.set.kind,
      recordType: s.type.name,
      entities,
      partitions,
      ...growthExponents(entities, partitions, counts[s.type.name]!, grouped[i]!),
      longestRowKey: t.longestRowKey,
      largestPartition:
        t.largestCount === 0 ? null : { partitionKey: t.largestKey, entities: t.largestCount },
      largest: t.largest,
    };
  });
  return { designId: source.id, records: counts, sets };
}
