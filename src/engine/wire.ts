/**
 * Writing stored entities in the JSON wire form (`odata=minimalmetadata`), as query results
 * return them. Reading and validating wire entities lives in wire-reader.ts.
 */
import { isoFromTicks } from './datetime';
import type { EdmValue } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import { setOwn, writeWireValue } from './wire-values';

/**
 * The wire text of a Timestamp, remembered for the last ticks seen: a loaded table stamps one
 * Timestamp on all its entities, and formatting it costs more than the rest of an entity. The
 * memo only skips recomputing a pure function, so it cannot change a result.
 */
let lastTicks: bigint | null = null;
let lastTimestampText = '';
function timestampText(ticks: bigint): string {
  if (ticks !== lastTicks) {
    lastTimestampText = isoFromTicks(ticks);
    lastTicks = ticks;
  }
  return lastTimestampText;
}

function writeSystem(out: Record<string, unknown>, name: string, entity: StoredEntity): boolean {
  if (name === 'PartitionKey') out.PartitionKey = entity.PartitionKey;
  else if (name === 'RowKey') out.RowKey = entity.RowKey;
  else if (name === 'Timestamp') out.Timestamp = timestampText(entity.Timestamp);
  else return false;
  return true;
}

/**
 * The JSON wire form of a stored entity, with `@odata.type` where JSON cannot say the type
 * (Int64, DateTime, Guid, Binary, whole or non-finite Doubles). With `select`, only those
 * properties, in that order; one the entity lacks comes back as null (semantics.md §4).
 * Timestamp carries no annotation, as in the service's minimal metadata.
 */
export function toWireEntity(entity: StoredEntity, select?: readonly string[]): WireEntity {
  if (select === undefined) {
    // One literal, so every output starts from the same hidden class.
    const out: Record<string, unknown> = {
      PartitionKey: entity.PartitionKey,
      RowKey: entity.RowKey,
      Timestamp: timestampText(entity.Timestamp),
    };
    const props = entity.properties;
    for (const name in props) writeWireValue(out, name, props[name] as EdmValue);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const name of select) {
    if (writeSystem(out, name, entity)) continue;
    const value = Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined;
    if (value === undefined) setOwn(out, name, null);
    else writeWireValue(out, name, value);
  }
  return out;
}
