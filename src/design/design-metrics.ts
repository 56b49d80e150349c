/**
 * What a design costs, from a finished run: write amplification, whether each record type's
 * copies can be written in one entity group transaction (all in one partition) or need the
 * eventually-consistent pattern, entity and partition counts, the largest partition, bytes.
 */
import type { DesignRun } from './design-apply';
import type { EntitySetKind } from './types';

/** How a set's entities relate to their record's primary entity. */
type SetRole = 'primary' | 'intra-partition' | 'inter-partition' | 'mixed';

/** Figures of one entity set. */
interface SetMetrics {
  readonly set: string;
  readonly kind: EntitySetKind;
  /** 'intra-partition' when every record's entity here shares its primary's PartitionKey, 'inter-partition' when none does. */
  readonly role: SetRole;
  readonly entities: number;
  readonly bytes: number;
  /** Records whose entity here is in their primary's partition, and records whose is not. */
  readonly samePartition: number;
  readonly otherPartition: number;
}

/** Figures of one record type. */
interface RecordTypeMetrics {
  readonly recordType: string;
  readonly records: number;
  readonly entities: number;
  /** Write amplification: entities written per record. */
  readonly entitiesPerRecord: number;
  /** Whether every record's entities share one partition: one entity group transaction writes them. */
  readonly oneTransaction: boolean;
  readonly sets: readonly SetMetrics[];
}

/** Figures of a whole design applied to its records. */
export interface DesignMetrics {
  readonly records: number;
  readonly entities: number;
  readonly entitiesPerRecord: number;
  readonly partitions: number;
  readonly largestPartition: { readonly partitionKey: string; readonly entities: number } | null;
  /** Sum of the engine's entity size estimate (semantics.md §1), Timestamp not counted. */
  readonly bytes: number;
  readonly problems: number;
  readonly recordTypes: readonly RecordTypeMetrics[];
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** The metrics of a run; call it once the run's entities have been iterated. */
export function designMetrics(run: DesignRun): DesignMetrics {
  const { design, stats } = run;
  const recordTypes = design.recordTypes.map((type): RecordTypeMetrics => {
    const sets = design.sets
      .filter((s) => s.type === type)
      .map((s): SetMetrics => {
        const st = stats.sets[s.index]!;
        const role: SetRole = s.primary
          ? 'primary'
          : st.otherPartition === 0
            ? 'intra-partition'
            : st.samePartition === 0
              ? 'inter-partition'
              : 'mixed';
        return {
          set: s.set.name,
          kind: s.set.kind,
          role,
          entities: st.entities,
          bytes: st.bytes,
          samePartition: st.samePartition,
          otherPartition: st.otherPartition,
        };
      });
    const records = stats.records.get(type.name) ?? 0;
    const entities = sets.reduce((n, s) => n + s.entities, 0);
    return {
      recordType: type.name,
      records,
      entities,
      entitiesPerRecord: ratio(entities, records),
      oneTransaction: sets.every((s) => s.role === 'primary' || s.role === 'intra-partition'),
      sets,
    };
  });
  let largest: { partitionKey: string; entities: number } | null = null;
  for (const [partitionKey, rows] of stats.claims.partitions) {
    if (largest === null || rows.count > largest.entities) {
      largest = { partitionKey, entities: rows.count };
    }
  }
  const records = recordTypes.reduce((n, t) => n + t.records, 0);
  const entities = recordTypes.reduce((n, t) => n + t.entities, 0);
  let bytes = 0;
  for (const st of stats.sets) bytes += st.bytes;
  return {
    records,
    entities,
    entitiesPerRecord: ratio(entities, records),
    partitions: stats.claims.partitions.size,
    largestPartition: largest,
    bytes,
    problems: run.log.total,
    recordTypes,
  };
}
