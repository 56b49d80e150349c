/**
 * The entity size estimate of semantics.md §1, used for the 1 MiB limit and for the bytes a query
 * returns: `4 + 2·len(PK+RK) + Σ(8 + 2·len(name) + sizeof(value))`.
 */
import type { EdmValue } from './edm';
import type { StoredEntity } from './entity';

/** The most an entity may weigh under the size formula: 1 MiB. */
export const MAX_ENTITY_SIZE = 1024 * 1024;

/** sizeof(value) of the size formula. */
export function valueSize(value: EdmValue): number {
  switch (value.type) {
    case 'Edm.String':
      return 4 + 2 * value.value.length;
    case 'Edm.Binary':
      return 4 + value.value.length;
    case 'Edm.DateTime':
    case 'Edm.Double':
    case 'Edm.Int64':
      return 8;
    case 'Edm.Guid':
      return 16;
    case 'Edm.Int32':
      return 4;
    case 'Edm.Boolean':
      return 1;
  }
}

/** What one custom property adds to the entity size. */
export function propertySize(name: string, value: EdmValue): number {
  return 8 + 2 * name.length + valueSize(value);
}

/** The estimated size in bytes of a stored entity (semantics.md §1). */
export function entitySize(entity: StoredEntity): number {
  let size = 4 + 2 * (entity.PartitionKey.length + entity.RowKey.length);
  for (const name in entity.properties) {
    size += propertySize(name, entity.properties[name] as EdmValue);
  }
  return size;
}
