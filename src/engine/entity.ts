/**
 * Entities in their two forms: the JSON wire form the service speaks, and the stored form the
 * engine keeps (typed values, keys pulled out for ordering).
 */
import type { EdmValue } from './edm';

/**
 * An entity as the service's JSON payload writes it (`odata=minimalmetadata`): keys, untyped
 * values (string, number, boolean) and `Name@odata.type` annotations for the types JSON cannot
 * say (Int64, DateTime, Guid, Binary; Double when the number has no fraction).
 */
export type WireEntity = Record<string, unknown>;

/** An entity as the engine stores it. `properties` holds the custom properties only. */
export interface StoredEntity {
  readonly PartitionKey: string;
  readonly RowKey: string;
  /** Set by the table when the entity is written: 100 ns ticks since 0001-01-01 UTC. */
  readonly Timestamp: bigint;
  readonly properties: Readonly<Record<string, EdmValue>>;
}
