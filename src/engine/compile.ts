/**
 * The evaluator: a filter compiled once into a tree of closures over stored entities, never an
 * `eval` of user text. Rules (semantics.md §3): a comparison on a property the entity lacks, or
 * that it stores with another Edm type than the literal's, is false (`ne` included); `not` is
 * two-valued; a bare property is true only for a stored Boolean true. PartitionKey and RowKey are
 * Edm.String and Timestamp is Edm.DateTime, read from the entity's own fields.
 * A Double NaN compares as IEEE says: every operator is false except `ne` (a model choice).
 */
import type { CompareNode, CompareOp, FilterNode } from './ast';
import { compareBytes } from './binary';
import type { StoredEntity } from './entity';

/** A compiled filter: whether the service would return the entity. */
export type EntityPredicate = (entity: StoredEntity) => boolean;

/** The first index in `entities[from..to)` whose entity a filter accepts, or `to` if none. */
export type EntityFinder = (entities: readonly StoredEntity[], from: number, to: number) => number;

/** A filter compiled for the executor: a test of one entity, and a search along an array. */
export interface CompiledScan {
  readonly test: EntityPredicate;
  readonly find: EntityFinder;
}

const always: EntityPredicate = () => true;
const never: EntityPredicate = () => false;

type Test<T> = (x: T) => boolean;

/** `x op v` for values JS orders with its own operators (numbers, bigints, strings). */
function ordered<T extends number | bigint | string>(op: CompareOp, v: T): Test<T> {
  switch (op) {
    case 'eq':
      return (x) => x === v;
    case 'ne':
      return (x) => x !== v;
    case 'gt':
      return (x) => x > v;
    case 'ge':
      return (x) => x >= v;
    case 'lt':
      return (x) => x < v;
    case 'le':
      return (x) => x <= v;
  }
}

/** `x op v` for byte strings, bytewise. */
function bytes(op: CompareOp, v: Uint8Array): Test<Uint8Array> {
  const cmp = ordered<number>(op, 0);
  return (x) => cmp(compareBytes(x, v));
}

/**
 * The canonical copy of a property name, as the JS engine keeps property keys. A name cut from
 * the filter text is a fresh string, and V8 looks a non-canonical (non-internalized) key up in
 * its string table on every keyed access: on a million-entity scan that doubled the time per
 * entity. Object.keys returns the key as the engine stores it; same text, so same results.
 */
export function propertyKey(name: string): string {
  const holder: Record<string, true> = {};
  holder[name] = true; // `__proto__` only sets the prototype: no own key, so `name` stays
  return Object.keys(holder)[0] ?? name;
}

/** A test on the stored value of one type, applied only when the entity stores that type. */
function onProperty<T>(property: string, type: string, test: Test<T>): EntityPredicate {
  const name = propertyKey(property);
  return (e) => {
    const p = e.properties[name];
    return p !== undefined && p.type === type && test(p.value as T);
  };
}

/**
 * A String literal as the JS engine's canonical (internalized) copy. Stored strings that came
 * from literals or JSON keys are canonical too, and two canonical strings are equal exactly when
 * they are the same string: V8 then compares pointers instead of characters (profiled: a table
 * scan compared 'Jones' with every stored last name of five letters, character by character).
 */
function canonical(v: unknown): unknown {
  return typeof v === 'string' ? propertyKey(v) : v;
}

/** Equality on a custom property, inlined because it is by far the most common comparison. */
function propertyEquals(property: string, type: string, literal: unknown): EntityPredicate {
  const name = propertyKey(property);
  const v = canonical(literal);
  return (e) => {
    const p = e.properties[name];
    return p !== undefined && p.type === type && p.value === v;
  };
}

/** `propertyEquals` as a search along an array: the test inlined in the loop, no call per entity. */
function findPropertyEquals(property: string, type: string, literal: unknown): EntityFinder {
  const name = propertyKey(property);
  const v = canonical(literal);
  return (entities, from, to) => {
    for (let i = from; i < to; i++) {
      const p = entities[i]!.properties[name];
      if (p !== undefined && p.type === type && p.value === v) return i;
    }
    return to;
  };
}

function compileCompare(node: CompareNode): EntityPredicate {
  const { property: name, op, value } = node;
  if (name === 'PartitionKey' || name === 'RowKey') {
    if (value.type !== 'Edm.String') return never;
    const test = ordered(op, value.value);
    return name === 'PartitionKey' ? (e) => test(e.PartitionKey) : (e) => test(e.RowKey);
  }
  if (name === 'Timestamp') {
    if (value.type !== 'Edm.DateTime') return never;
    const test = ordered(op, value.value);
    return (e) => test(e.Timestamp);
  }
  switch (value.type) {
    case 'Edm.Binary':
      return onProperty(name, value.type, bytes(op, value.value));
    case 'Edm.Boolean': {
      // false < true: compare as 0 and 1.
      const test = ordered<number>(op, Number(value.value));
      return onProperty<boolean>(name, value.type, (x) => test(Number(x)));
    }
    case 'Edm.Double':
      // IEEE: NaN is unequal to everything, and `ne` is the negation of `eq`.
      if (op === 'ne') return onProperty<number>(name, value.type, (x) => !(x === value.value));
      return op === 'eq'
        ? propertyEquals(name, value.type, value.value)
        : onProperty(name, value.type, ordered(op, value.value));
    default:
      return op === 'eq'
        ? propertyEquals(name, value.type, value.value)
        : onProperty(name, value.type, ordered<number | bigint | string>(op, value.value));
  }
}

function compileNode(node: FilterNode): EntityPredicate {
  switch (node.kind) {
    case 'and': {
      const l = compileNode(node.left);
      const r = compileNode(node.right);
      return (e) => l(e) && r(e);
    }
    case 'or': {
      const l = compileNode(node.left);
      const r = compileNode(node.right);
      return (e) => l(e) || r(e);
    }
    case 'not': {
      const inner = compileNode(node.operand);
      return (e) => !inner(e);
    }
    case 'compare':
      return compileCompare(node);
    case 'property':
      return propertyEquals(node.name, 'Edm.Boolean', true);
    case 'bool':
      return node.value ? always : never;
  }
}

/** Compiles a parsed filter once into a fast predicate; the empty filter matches every entity. */
export function compileFilter(ast: FilterNode | null): EntityPredicate {
  return ast === null ? always : compileNode(ast);
}

/**
 * Compiles the conjunction of some top-level conjuncts. The executor compiles only a plan's
 * residual conjuncts: every entity in the planned windows already satisfies the seek ones, so
 * testing them again would only cost time on every scanned entity.
 */
export function compileConjuncts(conjuncts: readonly FilterNode[]): EntityPredicate {
  let predicate: EntityPredicate | null = null;
  for (const node of conjuncts) {
    const next = compileNode(node);
    if (predicate === null) predicate = next;
    else {
      const left: EntityPredicate = predicate;
      predicate = (e) => left(e) && next(e);
    }
  }
  return predicate ?? always;
}

/** Every entity matches: the first candidate is the answer. */
const findFirst: EntityFinder = (_entities, from) => from;

/** A search that calls a predicate on each entity: for filters without a specialized search. */
function findBy(test: EntityPredicate): EntityFinder {
  return (entities, from, to) => {
    for (let i = from; i < to; i++) if (test(entities[i]!)) return i;
    return to;
  };
}

/**
 * Compiles a plan's residual conjuncts for scanning. A lone equality on a custom property (the
 * common residual, as in `LastName eq 'Jones'`) gets a search with the test inlined, so a table
 * scan does not pay a function call per entity.
 */
export function compileScan(conjuncts: readonly FilterNode[]): CompiledScan {
  const test = compileConjuncts(conjuncts);
  if (conjuncts.length === 0) return { test, find: findFirst };
  const only = conjuncts.length === 1 ? conjuncts[0]! : null;
  if (only?.kind === 'property') {
    return { test, find: findPropertyEquals(only.name, 'Edm.Boolean', true) };
  }
  if (
    only?.kind === 'compare' &&
    only.op === 'eq' &&
    only.property !== 'PartitionKey' &&
    only.property !== 'RowKey' &&
    only.property !== 'Timestamp' &&
    only.value.type !== 'Edm.Binary' &&
    only.value.type !== 'Edm.Boolean'
  ) {
    return { test, find: findPropertyEquals(only.property, only.value.type, only.value.value) };
  }
  return { test, find: findBy(test) };
}
