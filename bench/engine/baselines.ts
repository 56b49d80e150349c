/**
 * The baselines each engine figure is measured against, in the same run:
 * - naive: a plain array, `Array.filter` with an AST-walking interpreter, then a sort by keys;
 * - limit: a hand-written loop over a plain array of the same objects, predicate hard-coded.
 * And the alternative store layout: a B+ tree (sorted-btree) keyed by a composite key.
 */
import BTreeModule from 'sorted-btree';
import type { FilterNode } from '../../src/engine/ast';
import type { StoredEntity } from '../../src/engine/entity';
import { referenceEvaluate } from '../../src/engine/testing/reference';

// sorted-btree is CommonJS: under Node's ESM loader its default export arrives wrapped.
const BTree = ((BTreeModule as unknown as { default?: typeof BTreeModule }).default ??
  BTreeModule) as typeof BTreeModule;
type BTree<K, V> = BTreeModule<K, V>;

/** Key order: PartitionKey, then RowKey, ordinal. */
export function keyOrder(a: StoredEntity, b: StoredEntity): number {
  if (a.PartitionKey !== b.PartitionKey) return a.PartitionKey < b.PartitionKey ? -1 : 1;
  return a.RowKey < b.RowKey ? -1 : a.RowKey > b.RowKey ? 1 : 0;
}

/** The naive query: interpret the AST on every entity, then sort the matches into key order. */
export function naiveQuery(entities: readonly StoredEntity[], ast: FilterNode | null) {
  return entities.filter((e) => referenceEvaluate(ast, e)).sort(keyOrder);
}

/** The limit: one tight loop, the predicate written by hand, no index, no paging, no counters. */
export function limitQuery(
  entities: readonly StoredEntity[],
  predicate: (e: StoredEntity) => boolean,
): StoredEntity[] {
  const out: StoredEntity[] = [];
  for (let i = 0; i < entities.length; i++) {
    const e = entities[i]!;
    if (predicate(e)) out.push(e);
  }
  return out;
}

/**
 * The composite key of a B+ tree layout. Keys cannot hold U+0000 (semantics.md §1), so
 * `pk + U+0000 + rk` sorts exactly as (PartitionKey, RowKey).
 */
export function compositeKey(pk: string, rk: string): string {
  return `${pk}\u0000${rk}`;
}

/** The alternative layout: one B+ tree over all entities, keyed by the composite key. */
export function buildBTree(entities: readonly StoredEntity[]): BTree<string, StoredEntity> {
  const tree = new BTree<string, StoredEntity>(undefined, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const e of entities) tree.set(compositeKey(e.PartitionKey, e.RowKey), e);
  return tree;
}

/** Scans one partition of the B+ tree with a predicate, as the executor would. */
export function btreePartitionScan(
  tree: BTree<string, StoredEntity>,
  pk: string,
  predicate: (e: StoredEntity) => boolean,
): StoredEntity[] {
  const out: StoredEntity[] = [];
  tree.forRange(`${pk}\u0000`, `${pk}\u0001`, false, (_k, e) => {
    if (predicate(e)) out.push(e);
  });
  return out;
}

/** Scans the whole B+ tree with a predicate. */
export function btreeTableScan(
  tree: BTree<string, StoredEntity>,
  predicate: (e: StoredEntity) => boolean,
): StoredEntity[] {
  const out: StoredEntity[] = [];
  tree.forEachPair((_k, e) => {
    if (predicate(e)) out.push(e);
  });
  return out;
}
