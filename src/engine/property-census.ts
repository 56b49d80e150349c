/**
 * A running count of which properties a table's entities store, under which Edm type, and of
 * the shape of its keys. The table keeps it up to date on every write, so the editor's completion
 * and the planner's type and padding warnings never rescan the data.
 */
import type { EdmType } from './edm';
import type { StoredEntity } from './entity';

/** How many keys of one kind (PartitionKey or RowKey) are all digits, by length. */
export type DigitKeyLengths = Map<number, number>;

/** Counts per property name and Edm type, plus digit-only key lengths. */
export interface PropertyCensus {
  readonly types: Map<string, Map<EdmType, number>>;
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

/** Adds (delta 1) or removes (delta -1) one entity's properties and RowKey from the census. */
export function countEntity(census: PropertyCensus, entity: StoredEntity, delta: 1 | -1): void {
  const props = entity.properties;
  for (const name in props) {
    const type = props[name]!.type;
    let byType = census.types.get(name);
    if (byType === undefined) {
      byType = new Map();
      census.types.set(name, byType);
    }
    const n = (byType.get(type) ?? 0) + delta;
    if (n === 0) {
      byType.delete(type);
      if (byType.size === 0) census.types.delete(name);
    } else byType.set(type, n);
  }
  bump(census.digitRowKeys, entity.RowKey, delta);
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
