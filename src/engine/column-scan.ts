/**
 * The filter compiled over columns (columns.ts): per partition, each comparison becomes a test of
 * one array slot (of a dictionary column: a look-up of the entry's answer, worked out once per
 * entry), or a constant when the partition decides it whole (a PartitionKey comparison, a
 * property no entity of the partition stores, or stores only under another type). An equality
 * (or else another comparison) among the top-level conjuncts drives the loop, with the test
 * inlined, and the other conjuncts are checked only where it holds. Same rules as compile.ts
 * (semantics.md §3): a type mismatch or a missing property is false, `ne` included; NaN
 * compares as IEEE says.
 */
import type { CompareNode, CompareOp, FilterNode } from './ast';
import { flattened } from './ast-walk';
import {
  entryOf,
  findCompare,
  findCompareTyped,
  findEntry,
  findPass,
  findString,
  passTable,
  type Raw,
} from './column-loops';
import { hasColumn, MIXED, partitionColumn, typeCode } from './columns';
import type { Partition } from './partition-index';
import { booleans, bytes, canonical, ordered, propertyKey, type Test } from './value-tests';

/** The first index in `partition.entities[from..to)` whose entity a filter accepts, or `to`. */
export type PartitionFinder = (partition: Partition, from: number, to: number) => number;

/** The same search over a plain entity array: the per-entity path, for windows too small to pay for columns. */
export type EntityArrayFinder = (
  entities: Partition['entities'],
  from: number,
  to: number,
) => number;

type RowTest = (i: number) => boolean;
/** A filter bound to one partition: a test of row i, or the answer for every row. */
type Bound = RowTest | boolean;
type Binder = (partition: Partition) => Bound;
/** A search along rows [from, to) of one partition. */
type RowSearch = (from: number, to: number) => number;

const STRING = typeCode('Edm.String');
const DATETIME = typeCode('Edm.DateTime');
const BOOLEAN = typeCode('Edm.Boolean');

/** The test of a raw value against a comparison's literal. */
function valueTest(node: CompareNode): Test<unknown> {
  const { op, value } = node;
  switch (value.type) {
    case 'Edm.Binary':
      return bytes(op, value.value) as Test<unknown>;
    case 'Edm.Boolean':
      return booleans(op, value.value) as Test<unknown>;
    default:
      return ordered(op, canonical(value.value) as string) as Test<unknown>;
  }
}

/** A comparison on one column: rows whose code is not `code` fail, the others meet `test`. */
function onColumn(name: string, code: number, test: Test<unknown>, equals?: unknown): Binder {
  return (partition) => {
    const column = partitionColumn(partition, name);
    if (column.kind === 'dictionary') {
      const pass = passTable(column, code, test);
      if (pass === false) return false;
      const ids = column.ids;
      return (i) => pass[ids[i]!] === 1;
    }
    const { values, codes, uniform } = column;
    if (uniform === MIXED) {
      const c = codes!;
      return equals === undefined
        ? (i) => c[i] === code && test(values[i])
        : (i) => values[i] === equals && c[i] === code;
    }
    if (uniform !== code) return false;
    return equals === undefined ? (i) => test(values[i]) : (i) => values[i] === equals;
  };
}

/** The literal an equality may compare by `===` on raw values, or undefined (Binary, `ne`...). */
function identity(node: CompareNode): unknown {
  if (node.op !== 'eq' || node.value.type === 'Edm.Binary') return undefined;
  return canonical(node.value.value);
}

const never: Binder = () => false;

function compareBinder(node: CompareNode): Binder {
  const { property, value } = node;
  if (property === 'PartitionKey') {
    if (value.type !== 'Edm.String') return never;
    const test = ordered(node.op, value.value);
    return (partition) => test(partition.partitionKey);
  }
  if (property === 'RowKey' || property === 'Timestamp') {
    // Read from the entities, not a column: a column of keys would cost 8 bytes an entity
    // (16 MB on a two-million-entity design, measured) to save one memory read of a string
    // the comparison reads anyway.
    const code = property === 'RowKey' ? STRING : DATETIME;
    if (typeCode(value.type) !== code) return never;
    const test = valueTest(node);
    return (partition) => {
      const entities = partition.entities;
      return property === 'RowKey'
        ? (i) => test(entities[i]!.RowKey)
        : (i) => test(entities[i]!.Timestamp);
    };
  }
  return onColumn(propertyKey(property), typeCode(value.type), valueTest(node), identity(node));
}

function both(a: Bound, b: Bound): Bound {
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true) return a;
  return (i) => a(i) && b(i);
}

function either(a: Bound, b: Bound): Bound {
  if (a === true || b === true) return true;
  if (a === false) return b;
  if (b === false) return a;
  return (i) => a(i) || b(i);
}

function binder(node: FilterNode): Binder {
  switch (node.kind) {
    case 'and': {
      const l = binder(node.left);
      const r = binder(node.right);
      return (p) => {
        const a = l(p);
        return a === false ? false : both(a, r(p));
      };
    }
    case 'or': {
      const l = binder(node.left);
      const r = binder(node.right);
      return (p) => {
        const a = l(p);
        return a === true ? true : either(a, r(p));
      };
    }
    case 'not': {
      const inner = binder(node.operand);
      return (p) => {
        const a = inner(p);
        return typeof a === 'boolean' ? !a : (i) => !a(i);
      };
    }
    case 'compare':
      return compareBinder(node);
    case 'property':
      // A key or Timestamp is never a stored Boolean.
      if (SYSTEM.has(node.name)) return never;
      return onColumn(propertyKey(node.name), BOOLEAN, (x) => x === true, true);
    case 'bool':
      return () => node.value;
  }
}

/** The keys and Timestamp, which the column scan reads from the entities themselves. */
const SYSTEM: ReadonlySet<string> = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

/** The custom properties a scan of these conjuncts reads columns of. */
export function scannedColumns(conjuncts: readonly FilterNode[]): string[] {
  const out = new Set<string>();
  for (const node of conjuncts) columnNames(node, out);
  return [...out];
}

function columnNames(node: FilterNode, out: Set<string>): Set<string> {
  switch (node.kind) {
    case 'and':
    case 'or':
      columnNames(node.left, out);
      return columnNames(node.right, out);
    case 'not':
      return columnNames(node.operand, out);
    case 'compare':
      if (!SYSTEM.has(node.property)) out.add(propertyKey(node.property));
      return out;
    case 'property':
      if (!SYSTEM.has(node.name)) out.add(propertyKey(node.name));
      return out;
    case 'bool':
      return out;
  }
}

/**
 * A comparison that can drive the loop (on a custom property, with any literal but a Binary):
 * its column, type code, operator and raw literal.
 */
interface Driver {
  readonly name: string;
  readonly code: number;
  readonly op: CompareOp;
  readonly literal: Raw;
  /** The same comparison as a test of one raw value, for dictionary entries. */
  readonly test: Test<unknown>;
}

function driverOf(node: FilterNode): Driver | null {
  if (node.kind === 'property') {
    if (SYSTEM.has(node.name)) return null;
    const test = (x: unknown) => x === true;
    return { name: propertyKey(node.name), code: BOOLEAN, op: 'eq', literal: true, test };
  }
  if (node.kind !== 'compare' || SYSTEM.has(node.property)) return null;
  const { value } = node;
  if (value.type === 'Edm.Binary') return null;
  const code = typeCode(value.type);
  const literal = canonical(value.value) as Raw;
  return { name: propertyKey(node.property), code, op: node.op, literal, test: valueTest(node) };
}

const none: RowSearch = (_from, to) => to;

/** The driving comparison's search along one column of a partition. */
function driverSearch(partition: Partition, driver: Driver): RowSearch {
  const column = partitionColumn(partition, driver.name);
  if (column.kind === 'dictionary' && driver.op === 'eq') {
    // One entry at most holds (type, literal): look for it without a table of answers.
    const id = entryOf(column, driver.code, driver.literal);
    if (id === 0) return none;
    const ids = column.ids;
    return (from, to) => findEntry(ids, id, from, to);
  }
  if (column.kind === 'dictionary') {
    const pass = passTable(column, driver.code, driver.test);
    if (pass === false) return none;
    const ids = column.ids;
    return (from, to) => findPass(ids, pass, from, to);
  }
  const { codes, uniform, lengths } = column;
  const values = column.values as readonly Raw[];
  const { code, op, literal: v } = driver;
  if (uniform === MIXED) {
    return (from, to) => findCompareTyped(values, codes!, code, op, v, from, to);
  }
  if (uniform !== code) return none;
  if (lengths !== null && op === 'eq') {
    const text = v as string;
    return (from, to) => findString(values as readonly string[], lengths, text, from, to);
  }
  return (from, to) => findCompare(values, op, v, from, to);
}

/** The search along a partition: the driving comparison's loop, the rest tested where it holds. */
function driven(partition: Partition, driver: Driver, rest: Bound): RowSearch {
  if (rest === false) return none;
  const next = driverSearch(partition, driver);
  if (rest === true || next === none) return next;
  return (from, to) => {
    let i = next(from, to);
    while (i < to && !rest(i)) i = next(i + 1, to);
    return i;
  };
}

/** The search along a partition without a driving equality. */
function undriven(rest: Bound): RowSearch {
  if (rest === false) return none;
  if (rest === true) return (from) => from;
  return (from, to) => {
    for (let i = from; i < to; i++) if (rest(i)) return i;
    return to;
  };
}

/**
 * Compiles top-level conjuncts into a search over partitions' columns. A column is built only
 * when the window searched is at least an eighth of its partition (or it is built already): a
 * short range in a large partition takes `fallback`, the per-entity search, instead of paying
 * for a column it barely reads. Without `build`, only columns already built are read.
 */
export function columnFinder(
  conjuncts: readonly FilterNode[],
  fallback: EntityArrayFinder,
  build = true,
): PartitionFinder {
  const flat = flattened(conjuncts);
  // An equality drives if there is one (it passes fewest rows), else any other comparison.
  const eq = flat.findIndex((node) => driverOf(node)?.op === 'eq');
  const at = eq >= 0 ? eq : flat.findIndex((node) => driverOf(node) !== null);
  const driver = at < 0 ? null : driverOf(flat[at]!);
  const rest = flat.filter((_node, k) => k !== at).map(binder);
  const names = [...flat.reduce((out, node) => columnNames(node, out), new Set<string>())];
  const bindRest = (partition: Partition): Bound => {
    let bound: Bound = true;
    for (const bind of rest) {
      bound = both(bound, bind(partition));
      if (bound === false) break;
    }
    return bound;
  };
  let last: Partition | null = null;
  let search: RowSearch = none;
  return (partition, from, to) => {
    if (partition !== last) {
      last = partition;
      const entities = partition.entities;
      const worth =
        names.every((name) => hasColumn(partition, name)) ||
        (build && (to - from) * 8 >= entities.length);
      if (!worth) search = (f, t) => fallback(entities, f, t);
      else {
        const bound = bindRest(partition);
        search = driver === null ? undriven(bound) : driven(partition, driver, bound);
      }
    }
    return search(from, to);
  };
}
