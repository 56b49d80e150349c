/**
 * A running count of which properties a table's entities store, under which Edm type, and of
 * the shape of its keys. The table keeps it up to date on every write, so the editor's completion
 * and the planner's type and padding warnings never rescan the data.
 */
import { EDM_TYPES, type EdmType } from './edm';
import type { StoredEntity } from './entity';

/** How many keys of one kind (PartitionKey or RowKey) are all digits, by length. */
export type DigitKeyLengths = Map<number, number>;

/**
 * Counts per property name and Edm type, plus digit-only key lengths. `types` holds, per name,
 * one counter per Edm type in EDM_TYPES order: one Map lookup and one array increment per
 * property keeps the census cheap on a million-entity load.
 */
export interface PropertyCensus {
  readonly types: Map<string, number[]>;
  readonly digitRowKeys: DigitKeyLengths;
  readonly digitPartitionKeys: DigitKeyLengths;
}

/** An empty census. */
export function createCensus(): PropertyCensus {
  return { types: new Map(), digitRowKeys: new Map(), digitPartitionKeys: new Map() };
}

/** Whether a key is a non-empty run of ASCII digits, the shape that sorts wrongly unpadded. */
export function isDigitKey(key: string): boolean {
  if (key.length === 0) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function bump(lengths: DigitKeyLengths, key: string, delta: number): void {
  if (!isDigitKey(key)) return;
  const n = (lengths.get(key.length) ?? 0) + delta;
  if (n === 0) lengths.delete(key.length);
  else lengths.set(key.length, n);
}

/** The position of an Edm type in EDM_TYPES, the census's counter order. */
export function typeIndex(type: EdmType): number {
  switch (type) {
    case 'Edm.String':
      return 0;
    case 'Edm.Int32':
      return 1;
    case 'Edm.Int64':
      return 2;
    case 'Edm.Double':
      return 3;
    case 'Edm.Boolean':
      return 4;
    case 'Edm.DateTime':
      return 5;
    case 'Edm.Guid':
      return 6;
    case 'Edm.Binary':
      return 7;
  }
}

/**
 * The per-type counters of one property name, created (all zero) when the census has none.
 * A caller that holds on to them must not remove entities meanwhile: removal deletes the
 * counters of a name no entity stores any more.
 */
export function propertyCounts(census: PropertyCensus, name: string): number[] {
  let counts = census.types.get(name);
  if (counts === undefined) {
    counts = [0, 0, 0, 0, 0, 0, 0, 0];
    census.types.set(name, counts);
  }
  return counts;
}

/** Adds (delta 1) or removes (delta -1) one RowKey from the census. */
export function countRowKey(census: PropertyCensus, rowKey: string, delta: 1 | -1): void {
  bump(census.digitRowKeys, rowKey, delta);
}

/** Adds (delta 1) or removes (delta -1) one entity's properties and RowKey from the census. */
export function countEntity(census: PropertyCensus, entity: StoredEntity, delta: 1 | -1): void {
  const props = entity.properties;
  const types = census.types;
  for (const name in props) {
    let counts = types.get(name);
    if (counts === undefined) {
      counts = [0, 0, 0, 0, 0, 0, 0, 0];
      types.set(name, counts);
    }
    const i = typeIndex(props[name]!.type);
    counts[i]! += delta;
    if (delta < 0 && counts[i] === 0 && counts.every((n) => n === 0)) types.delete(name);
  }
  bump(census.digitRowKeys, entity.RowKey, delta);
}

/** How many entities store a property under each Edm type (types with none left out). */
export function typeCounts(counts: readonly number[]): Partial<Record<EdmType, number>> {
  const out: Partial<Record<EdmType, number>> = {};
  for (let i = 0; i < EDM_TYPES.length; i++) {
    if (counts[i]! > 0) out[EDM_TYPES[i]!] = counts[i]!;
  }
  return out;
}

/** Adds (delta 1) or removes (delta -1) a whole partition's key from the census. */
export function countPartitionKey(census: PropertyCensus, partitionKey: string, delta: 1 | -1) {
  bump(census.digitPartitionKeys, partitionKey, delta);
}

/**
 * Whether digit-only keys of more than one length exist, i.e. numbers stored unpadded, where
 * string order is not numeric order ('10' < '9'). Returns the width to pad to, or null.
 */
export function unpaddedWidth(lengths: DigitKeyLengths): number | null {
  if (lengths.size < 2) return null;
  return Math.max(...lengths.keys());
}
