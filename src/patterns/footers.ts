/**
 * A column's footer: what a design costs to store and to write, from its metrics. A new record
 * writes one entity per entity set of its type: a copy is inserted, an index or series entity is
 * updated (merged), and each of those is a write. One entity group transaction can carry them
 * only when they share a partition (and there are at most 100 of them).
 */
import type { DesignMetrics } from '../design';
import type { ColumnFooter } from './types';

/** The most entities one entity group transaction may carry. */
const MAX_BATCH = 100;

/** The footer of a design, for the record types the patterns read (all when none given). */
export function footerOf(
  designId: string,
  metrics: DesignMetrics,
  recordTypes: readonly string[],
  tables: readonly { readonly name: string; readonly entities: number }[] = [],
): ColumnFooter {
  const types = metrics.recordTypes.filter(
    (t) => recordTypes.length === 0 || recordTypes.includes(t.recordType),
  );
  const counted = types.length > 0 ? types : metrics.recordTypes;
  const writesPerRecord = counted.reduce((most, t) => Math.max(most, t.sets.length), 0);
  const onePartition = counted.every((t) => t.oneTransaction);
  return {
    designId,
    entities: metrics.entities,
    bytes: metrics.bytes,
    entitiesPerRecord: metrics.entitiesPerRecord,
    writesPerRecord,
    partitionsPerWrite: onePartition ? 'one' : 'several',
    entityGroupTransaction: onePartition && writesPerRecord <= MAX_BATCH,
    partitions: metrics.partitions,
    ...(tables.length > 1 || (tables.length === 1 && tables[0]!.name !== '')
      ? {
          tables: {
            count: tables.length,
            largest: tables.reduce((a, b) => (b.entities > a.entities ? b : a)),
          },
        }
      : {}),
    largestPartition: metrics.largestPartition,
    problems: metrics.problems,
    metrics,
  };
}
