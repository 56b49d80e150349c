/**
 * The import dialog's words for taking a file as entities or as records, in one place for the
 * coming language catalogue.
 */
export const IMPORT_MESSAGES = {
  asLegend: 'Take the rows as',
  asEntities: 'Entities (keys from the file)',
  asRecords: 'Records (design the keys)',
  asEntitiesHint: 'PartitionKey and RowKey come from the file, as they are.',
  asRecordsHint:
    'PartitionKey, RowKey, Timestamp and odata.* columns are dropped; the other columns become a record type, and you design the keys in the key design editor.',
  /** The summary line of a file read as records. */
  recordsRead: (type: string, properties: number, dropped: readonly string[]) =>
    `Read as records of type ${type} (${properties} ${properties === 1 ? 'property' : 'properties'})${dropped.length > 0 ? `; dropped ${dropped.join(', ')}` : ''}. Open Edit key design to change the keys.`,
} as const;
