/**
 * How a wire entity's values read in the results table: the text of a cell and its Edm type,
 * taken from the `@odata.type` annotation or, where JSON says enough, from the value itself.
 */
import type { WireEntity } from '../../engine';

/** A cell: display text (empty when the entity lacks the property) and the value's Edm type. */
export interface Cell {
  readonly text: string;
  readonly type: string | null;
}

/** The Edm type of `entity[name]` as the wire form states or implies it (semantics.md §1). */
export function wireType(entity: WireEntity, name: string): string | null {
  const annotated = entity[`${name}@odata.type`];
  if (typeof annotated === 'string') return annotated;
  const value = entity[name];
  if (value === undefined || value === null) return null;
  if (name === 'PartitionKey' || name === 'RowKey') return 'Edm.String';
  if (name === 'Timestamp') return 'Edm.DateTime';
  switch (typeof value) {
    case 'string':
      return 'Edm.String';
    case 'boolean':
      return 'Edm.Boolean';
    case 'number':
      return Number.isInteger(value) ? 'Edm.Int32' : 'Edm.Double';
    default:
      return null;
  }
}

/** The cell for property `name` of `entity`. */
export function cellOf(entity: WireEntity, name: string): Cell {
  const value = entity[name];
  const type = wireType(entity, name);
  if (value === undefined || value === null) return { text: '', type };
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { text: type === 'Edm.Int64' && !text.endsWith('L') ? `${text}L` : text, type };
}

/** The property names of an entity in wire order, without annotations. */
export function propertyNames(entity: WireEntity): string[] {
  return Object.keys(entity).filter((k) => !k.includes('@'));
}

/** `Edm.Int64` → `Int64`, for compact column headers. */
export function shortType(type: string): string {
  return type.startsWith('Edm.') ? type.slice(4) : type;
}
