/**
 * Tests of one raw value against a filter literal, shared by the per-entity evaluator
 * (compile.ts) and the column scan (column-scan.ts), so both compare exactly alike.
 */
import type { CompareOp } from './ast';
import { compareBytes } from './binary';

/** A test of one raw stored value. */
export type Test<T> = (x: T) => boolean;

/** `x op v` for values JS orders with its own operators (numbers, bigints, strings). */
export function ordered<T extends number | bigint | string>(op: CompareOp, v: T): Test<T> {
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
export function bytes(op: CompareOp, v: Uint8Array): Test<Uint8Array> {
  const cmp = ordered<number>(op, 0);
  return (x) => cmp(compareBytes(x, v));
}

/** `x op v` for Booleans, false < true: compared as 0 and 1. */
export function booleans(op: CompareOp, v: boolean): Test<boolean> {
  const test = ordered<number>(op, Number(v));
  return (x) => test(Number(x));
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

/**
 * A String literal as the JS engine's canonical (internalized) copy. Stored strings that came
 * from literals or JSON keys are canonical too, and two canonical strings are equal exactly when
 * they are the same string: V8 then compares pointers instead of characters (profiled: a table
 * scan compared 'Jones' with every stored last name of five letters, character by character).
 */
export function canonical(v: unknown): unknown {
  return typeof v === 'string' ? propertyKey(v) : v;
}
