/**
 * `$select` with the keys added. The service returns only the selected properties, so without
 * PartitionKey and RowKey a live result cannot be matched to the model's entity by entity. The
 * UI should run both the model and the service with this list, and show it as the query sent.
 */

/** The selection plus PartitionKey and RowKey (first, when missing); undefined stays undefined. */
export function selectWithKeys(select: readonly string[] | undefined): string[] | undefined {
  if (select === undefined || select.length === 0) return undefined;
  const keys = ['PartitionKey', 'RowKey'].filter((k) => !select.includes(k));
  return [...keys, ...select];
}
