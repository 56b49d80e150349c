/**
 * The metrics of a design stored in several tables, from each table's metrics. A partition is a
 * table's partition, so partitions add up; the records of a type are counted once (each table
 * saw only those routed to it); a set's figures add up over the tables it reaches. A set routed
 * to another table than its record's primary entity can never share an entity group transaction
 * with it (a transaction is one partition of one table), so it counts as inter-partition.
 */
import type { DesignMetrics } from './design-metrics';
import type { Design } from './types';

type TypeMetrics = DesignMetrics['recordTypes'][number];
type SetFigures = TypeMetrics['sets'][number];

/** The design's metrics over its tables; `records` is each record type's whole count. */
export function sumMetrics(
  design: Design,
  parts: readonly DesignMetrics[],
  records: Readonly<Record<string, number>>,
): DesignMetrics {
  const tableOf = new Map(design.entitySets.map((s) => [s.name, s.table ?? '']));
  const types: TypeMetrics[] = [];
  for (const typeName of new Set(parts.flatMap((m) => m.recordTypes.map((t) => t.recordType)))) {
    const bySet = new Map<string, SetFigures>();
    for (const m of parts)
      for (const t of m.recordTypes)
        if (t.recordType === typeName)
          for (const s of t.sets) {
            const had = bySet.get(s.set);
            bySet.set(
              s.set,
              had === undefined
                ? s
                : {
                    ...had,
                    entities: had.entities + s.entities,
                    bytes: had.bytes + s.bytes,
                    samePartition: had.samePartition + s.samePartition,
                    otherPartition: had.otherPartition + s.otherPartition,
                  },
            );
          }
    // The design's primary is its type's first copy set (its first set when it has none), as
    // when compiled whole; a table without it took another set for its own primary.
    const ofType = design.entitySets.filter((s) => s.recordType === typeName);
    const primary = (ofType.find((s) => s.kind === 'copy') ?? ofType[0])?.name;
    const sets = ofType.flatMap((s) => (bySet.has(s.name) ? [bySet.get(s.name)!] : []));
    const primaryTable = tableOf.get(primary ?? '');
    const routed = sets.map((s): SetFigures => {
      if (s.set === primary) return { ...s, role: 'primary' };
      // In the primary's table the part measured it against the primary itself.
      if (tableOf.get(s.set) === primaryTable) return s;
      const all = s.samePartition + s.otherPartition;
      return { ...s, role: 'inter-partition', otherPartition: all, samePartition: 0 };
    });
    const count = records[typeName] ?? 0;
    const entities = routed.reduce((n, s) => n + s.entities, 0);
    types.push({
      recordType: typeName,
      records: count,
      entities,
      entitiesPerRecord: count === 0 ? 0 : entities / count,
      oneTransaction: routed.every((s) => s.role === 'primary' || s.role === 'intra-partition'),
      sets: routed,
    });
  }
  let largest: DesignMetrics['largestPartition'] = null;
  for (const m of parts) {
    const l = m.largestPartition;
    if (l !== null && (largest === null || l.entities > largest.entities)) largest = l;
  }
  const total = types.reduce((n, t) => n + t.records, 0);
  const entities = types.reduce((n, t) => n + t.entities, 0);
  return {
    records: total,
    entities,
    entitiesPerRecord: total === 0 ? 0 : entities / total,
    partitions: parts.reduce((n, m) => n + m.partitions, 0),
    largestPartition: largest,
    bytes: parts.reduce((n, m) => n + m.bytes, 0),
    problems: parts.reduce((n, m) => n + m.problems, 0),
    recordTypes: types,
  };
}
