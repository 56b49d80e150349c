/**
 * The loops of the column scan (column-scan.ts) over one column's arrays: each a module-level
 * function with every input an argument, one loop per operator, so that each runs on locals
 * with its comparison inlined (a closure's loop reloads its captured variables on every row,
 * and a test closure costs a call per row).
 */
import type { CompareOp } from './ast';
import type { DictionaryColumn } from './columns';
import type { Test } from './value-tests';

/** Raw values JS orders with its own operators as the service orders them (Booleans: false < true). */
export type Raw = number | string | bigint | boolean;

/**
 * Which entries of a dictionary column pass a test (1) or not (0), entry 0 (no value) never;
 * false when none does, so the whole partition fails.
 */
export function passTable(
  column: DictionaryColumn,
  code: number,
  test: Test<unknown>,
): Uint8Array | false {
  const { entries, entryCodes } = column;
  const pass = new Uint8Array(entries.length);
  let any = false;
  for (let k = 1; k < entries.length; k++) {
    if (entryCodes[k] === code && test(entries[k])) {
      pass[k] = 1;
      any = true;
    }
  }
  return any ? pass : false;
}

/** The first row in [from, to) whose value meets `op v`. */
export function findCompare<T extends Raw>(
  values: readonly T[],
  op: CompareOp,
  v: T,
  from: number,
  to: number,
): number {
  let i = from;
  switch (op) {
    case 'eq':
      while (i < to && values[i] !== v) i++;
      return i;
    case 'ne':
      while (i < to && values[i] === v) i++;
      return i;
    case 'gt':
      while (i < to && !(values[i]! > v)) i++;
      return i;
    case 'ge':
      while (i < to && !(values[i]! >= v)) i++;
      return i;
    case 'lt':
      while (i < to && !(values[i]! < v)) i++;
      return i;
    case 'le':
      while (i < to && !(values[i]! <= v)) i++;
      return i;
  }
}

/** The first row in [from, to) holding string `v`: only strings of its length are read. */
export function findString(
  values: readonly string[],
  lengths: Uint16Array,
  v: string,
  from: number,
  to: number,
): number {
  const n = v.length;
  let i = from;
  while (i < to && (lengths[i] !== n || values[i] !== v)) i++;
  return i;
}

/** `findCompare` on a column of several types: the row must also have the literal's type code. */
export function findCompareTyped<T extends Raw>(
  values: readonly T[],
  codes: Uint8Array,
  code: number,
  op: CompareOp,
  v: T,
  from: number,
  to: number,
): number {
  let i = from;
  for (;;) {
    i = findCompare(values, op, v, i, to);
    if (i >= to || codes[i] === code) return i;
    i++;
  }
}

/** The first row in [from, to) whose dictionary entry passes. */
export function findPass(
  ids: Uint8Array | Uint16Array,
  pass: Uint8Array,
  from: number,
  to: number,
) {
  let i = from;
  while (i < to && pass[ids[i]!] === 0) i++;
  return i;
}

/** The number of the entry holding (code, v), or 0 when none does. */
export function entryOf(column: DictionaryColumn, code: number, v: unknown): number {
  const { entries, entryCodes } = column;
  for (let k = 1; k < entries.length; k++) {
    if (entries[k] === v && entryCodes[k] === code) return k;
  }
  return 0;
}

/** The first row in [from, to) whose dictionary entry is `id`. */
export function findEntry(ids: Uint8Array | Uint16Array, id: number, from: number, to: number) {
  let i = from;
  while (i < to && ids[i] !== id) i++;
  return i;
}
