/**
 * Example queries taken from the loaded table, for when the dataset's bundled examples no longer
 * describe it: after an import, or once the design differs from the dataset's own, 'Sales' and
 * '000100' name nothing, and the examples returned no entities. These use a real partition, a
 * real entity's keys and one of its own property values, so each example returns something.
 */
import { formatLiteral, formatString, type PartitionInfo, type StoredEntity } from '../engine';

/** An example as the filter panel shows it: the label and note are catalogue keys. */
export interface DerivedExample {
  readonly labelKey: string;
  readonly noteKey: string;
  readonly filter: string;
}

/** The partition the examples are about: the largest, the first in key order among equals. */
export function examplePartition(partitions: readonly PartitionInfo[]): PartitionInfo | null {
  let best: PartitionInfo | null = null;
  for (const p of partitions) if (!best || p.count > best.count) best = p;
  return best;
}

/** The point query on a partition's first entity: how the entity the examples use is fetched. */
export function firstEntityFilter(partition: PartitionInfo): string {
  return `PartitionKey eq ${formatString(partition.partitionKey)} and RowKey eq ${formatString(partition.firstRowKey)}`;
}

/**
 * The property the value examples filter on: a string one when there is one (its literal reads
 * plainest), else any other; none when the entity carries only its keys.
 */
function exampleProperty(entity: StoredEntity): string | null {
  const names = Object.keys(entity.properties).sort();
  return (
    names.find((n) => entity.properties[n]?.type === 'Edm.String') ??
    names.find((n) => entity.properties[n]?.type !== 'Edm.Binary') ??
    null
  );
}

/**
 * The four cost classes over the loaded table: a point query on a real entity, a RowKey range in
 * its partition (when it holds more than one entity), a partition scan and a table scan on one of
 * the entity's own property values (when the entity has a property besides its keys).
 */
export function derivedExamples(
  partition: PartitionInfo,
  entity: StoredEntity | null,
): DerivedExample[] {
  const pk = `PartitionKey eq ${formatString(partition.partitionKey)}`;
  const out: DerivedExample[] = [
    {
      labelKey: 'cost.point',
      noteKey: 'ui.filter.derivedPointNote',
      filter: entity
        ? `PartitionKey eq ${formatString(entity.PartitionKey)} and RowKey eq ${formatString(entity.RowKey)}`
        : firstEntityFilter(partition),
    },
  ];
  if (partition.count > 1) {
    out.push({
      labelKey: 'cost.range',
      noteKey: 'ui.filter.derivedRangeNote',
      filter: `${pk} and RowKey ge ${formatString(partition.firstRowKey)} and RowKey lt ${formatString(partition.lastRowKey)}`,
    });
  }
  const name = entity ? exampleProperty(entity) : null;
  const value = name && entity ? entity.properties[name] : undefined;
  if (name && value) {
    const clause = `${name} eq ${formatLiteral(value)}`;
    out.push(
      {
        labelKey: 'cost.partitionScan',
        noteKey: 'ui.filter.derivedPartitionScanNote',
        filter: `${pk} and ${clause}`,
      },
      { labelKey: 'cost.tableScan', noteKey: 'ui.filter.derivedTableScanNote', filter: clause },
    );
  }
  return out;
}
