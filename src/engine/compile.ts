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

/** A test on the stored value of one type, applied only when the entity stores that type. */
function onProperty<T>(name: string, type: string, test: Test<T>): EntityPredicate {
  return (e) => {
    const p = e.properties[name];
    return p !== undefined && p.type === type && test(p.value as T);
  };
}

/** Equality on a custom property, inlined because it is by far the most common comparison. */
function propertyEquals(name: string, type: string, v: unknown): EntityPredicate {
  return (e) => {
    const p = e.properties[name];
    return p !== undefined && p.type === type && p.value === v;
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
