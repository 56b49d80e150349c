/**
 * Single-entity writes after the load (for what-if edits): the service's insert, insert-or-
 * replace, insert-or-merge, replace, merge and delete. Each returns a result value; refusals
 * carry a stable code named after the service's (EntityAlreadyExists → ENTITY_ALREADY_EXISTS).
 */
import { type Coded, coded } from './coded';
import { dropColumns } from './columns';
import type { EdmValue } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import { findRowKey, partitionLowerBound, rowKeyLowerBound } from './partition-index';
import { countEntity, countPartitionKey } from './property-census';
import { entitySize, MAX_ENTITY_SIZE } from './size';
import type { Table, TableState } from './table';
import { MAX_CUSTOM_PROPERTIES } from './validate';
import { fromWireEntity } from './wire-reader';

/** The kinds of write that carry an entity. */
export type EntityWriteKind =
  | 'insert'
  | 'insert-or-replace'
  | 'insert-or-merge'
  | 'replace'
  | 'merge';

/** One write: an entity to put (with an optional Timestamp clock), or the keys to delete. */
export type TableWrite =
  | { readonly kind: EntityWriteKind; readonly entity: WireEntity; readonly now?: bigint }
  | { readonly kind: 'delete'; readonly partitionKey: string; readonly rowKey: string };

/** What a write did: the entity now stored (null after a delete), or why it was refused. */
export type WriteResult =
  | { readonly ok: true; readonly entity: StoredEntity | null }
  | { readonly ok: false; readonly code: string; readonly message: Coded };

function refuse(code: string, message: Coded): WriteResult {
  return { ok: false, code, message };
}

/** Applies one write to the table in place; the table's version moves on when it succeeds. */
export function applyWrite(table: Table, write: TableWrite): WriteResult {
  const state = table as TableState;
  if (write.kind === 'delete') {
    const partition = state.byKey.get(write.partitionKey);
    const i = partition ? findRowKey(partition.entities, write.rowKey) : -1;
    if (partition === undefined || i < 0) {
      return refuse(
        'RESOURCE_NOT_FOUND',
        coded('engine.noEntity', { partitionKey: write.partitionKey, rowKey: write.rowKey }),
      );
    }
    const [old] = partition.entities.splice(i, 1);
    dropColumns(partition);
    countEntity(state.census, old!, -1);
    state.size--;
    if (partition.entities.length === 0) {
      state.byKey.delete(partition.partitionKey);
      state.partitions.splice(partitionLowerBound(state.partitions, partition.partitionKey), 1);
      countPartitionKey(state.census, partition.partitionKey, -1);
    }
    state.version++;
    return { ok: true, entity: null };
  }

  const parsed = fromWireEntity(write.entity, { timestamp: write.now ?? state.now });
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.message);
  const incoming = parsed.entity;
  const existing = find(state, incoming.PartitionKey, incoming.RowKey);
  const where = { partitionKey: incoming.PartitionKey, rowKey: incoming.RowKey };
  switch (write.kind) {
    case 'insert':
      if (existing) return refuse('ENTITY_ALREADY_EXISTS', coded('engine.entityExists', where));
      return put(state, incoming);
    case 'replace':
      if (!existing) return refuse('RESOURCE_NOT_FOUND', coded('engine.noEntityToReplace', where));
      return put(state, incoming);
    case 'insert-or-replace':
      return put(state, incoming);
    case 'merge':
      if (!existing) return refuse('RESOURCE_NOT_FOUND', coded('engine.noEntityToMerge', where));
      return putMerged(state, existing, incoming);
    case 'insert-or-merge':
      return existing ? putMerged(state, existing, incoming) : put(state, incoming);
  }
}

/** Inserts an entity; refuses when its keys exist. */
export function insertEntity(table: Table, entity: WireEntity, now?: bigint): WriteResult {
  return applyWrite(table, withNow({ kind: 'insert', entity }, now));
}

/** Inserts an entity or replaces the one with its keys. */
export function insertOrReplaceEntity(table: Table, entity: WireEntity, now?: bigint) {
  return applyWrite(table, withNow({ kind: 'insert-or-replace', entity }, now));
}

/** Inserts an entity or merges its properties into the one with its keys. */
export function insertOrMergeEntity(table: Table, entity: WireEntity, now?: bigint) {
  return applyWrite(table, withNow({ kind: 'insert-or-merge', entity }, now));
}

/** Replaces the entity with these keys; refuses when there is none. */
export function replaceEntity(table: Table, entity: WireEntity, now?: bigint): WriteResult {
  return applyWrite(table, withNow({ kind: 'replace', entity }, now));
}

/** Merges properties into the entity with these keys; refuses when there is none. */
export function mergeEntity(table: Table, entity: WireEntity, now?: bigint): WriteResult {
  return applyWrite(table, withNow({ kind: 'merge', entity }, now));
}

/** Deletes the entity with these keys; refuses when there is none. */
export function deleteEntity(table: Table, partitionKey: string, rowKey: string): WriteResult {
  return applyWrite(table, { kind: 'delete', partitionKey, rowKey });
}

function withNow(write: { kind: EntityWriteKind; entity: WireEntity }, now?: bigint): TableWrite {
  return now === undefined ? write : { ...write, now };
}

function find(state: TableState, pk: string, rk: string): StoredEntity | undefined {
  const partition = state.byKey.get(pk);
  if (partition === undefined) return undefined;
  const i = findRowKey(partition.entities, rk);
  return i < 0 ? undefined : partition.entities[i];
}

/** Stores an entity in key order, replacing one with the same keys. */
function put(state: TableState, entity: StoredEntity): WriteResult {
  let partition = state.byKey.get(entity.PartitionKey);
  if (partition === undefined) {
    partition = { partitionKey: entity.PartitionKey, entities: [] };
    state.partitions.splice(
      partitionLowerBound(state.partitions, entity.PartitionKey),
      0,
      partition,
    );
    state.byKey.set(entity.PartitionKey, partition);
    countPartitionKey(state.census, entity.PartitionKey, 1);
  }
  const entities = partition.entities;
  dropColumns(partition);
  const at = rowKeyLowerBound(entities, entity.RowKey);
  if (at < entities.length && entities[at]!.RowKey === entity.RowKey) {
    countEntity(state.census, entities[at]!, -1);
    entities[at] = entity;
  } else {
    entities.splice(at, 0, entity);
    state.size++;
  }
  countEntity(state.census, entity, 1);
  state.version++;
  return { ok: true, entity };
}

/** Merges incoming properties over the existing ones, re-checking the entity limits. */
function putMerged(state: TableState, existing: StoredEntity, incoming: StoredEntity): WriteResult {
  const properties: Record<string, EdmValue> = { ...existing.properties, ...incoming.properties };
  const merged: StoredEntity = { ...incoming, properties };
  const count = Object.keys(properties).length;
  if (count > MAX_CUSTOM_PROPERTIES) {
    return refuse(
      'TOO_MANY_PROPERTIES',
      coded('engine.mergedTooManyProperties', { count, max: MAX_CUSTOM_PROPERTIES }),
    );
  }
  const size = entitySize(merged);
  if (size > MAX_ENTITY_SIZE) {
    return refuse(
      'ENTITY_TOO_LARGE',
      coded('engine.mergedTooLarge', { size, max: MAX_ENTITY_SIZE }),
    );
  }
  return put(state, merged);
}
