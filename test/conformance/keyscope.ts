/** Runs a `$filter` through Keyscope's engine, the way the app does: parse, compile, filter. */
import {
  compileFilter,
  fromWireEntity,
  parseFilter,
  runQuery,
  type StoredEntity,
  type Table,
  type WireEntity,
} from '../../src/engine';
import { sayEnglish } from '../../src/i18n/english';
import { keyOf } from './dataset';

/** What Keyscope answered: the matching keys, or the filter error it gave. */
export type KeyscopeAnswer =
  | { readonly ok: true; readonly keys: readonly string[] }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * Reads the wire entities into Keyscope's stored form, each with the Timestamp Azurite gave it
 * (so `Timestamp` filters see the same values on both sides). A rejected entity is a broken
 * dataset, not a conformance result, so it throws.
 */
export function storeEntities(
  wires: readonly WireEntity[],
  timestampOf: (key: string) => bigint,
): StoredEntity[] {
  return wires.map((wire) => {
    const key = keyOf(String(wire.PartitionKey), String(wire.RowKey));
    const read = fromWireEntity(wire, { timestamp: timestampOf(key) });
    if (!read.ok)
      throw new Error(`Keyscope rejects dataset entity ${key}: ${sayEnglish(read.error.message)}`);
    return read.entity;
  });
}

/** Filters the stored entities with `filter`; an empty filter keeps them all. */
export function queryKeyscope(entities: readonly StoredEntity[], filter: string): KeyscopeAnswer {
  const parsed = parseFilter(filter);
  if (!parsed.ok) {
    return { ok: false, code: parsed.error.code, message: sayEnglish(parsed.error.message) };
  }
  const { ast } = parsed;
  const keep = ast === null ? () => true : compileFilter(ast);
  const keys = entities.filter((e) => keep(e)).map((e) => keyOf(e.PartitionKey, e.RowKey));
  return { ok: true, keys };
}

/**
 * Runs `filter` through the whole query path (planner, key-ordered scan, pages), as the app
 * shows results: the keys come back in the order the engine returns them.
 */
export function queryKeyscopeTable(table: Table, filter: string): KeyscopeAnswer {
  const result = runQuery(table, filter === '' ? {} : { filter });
  if (!result.ok) {
    return { ok: false, code: result.error.code, message: sayEnglish(result.error.message) };
  }
  const keys = result.entities.map((e) => keyOf(String(e.PartitionKey), String(e.RowKey)));
  return { ok: true, keys };
}
