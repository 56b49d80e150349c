/**
 * A pattern's intent: which records it must return. The intent is a `$filter` over record
 * properties, run by the engine's own evaluator (compileFilter) on each record seen through one
 * reused stored-entity shell: no entity is built per record, and the rules are exactly the
 * service's (a missing property or another Edm type compares false, semantics.md §3).
 */
import type { DataRecord, RecordProperty, RecordType } from '../design';
import {
  compileFilter,
  type EntityPredicate,
  type FilterNode,
  parseFilter,
  type StoredEntity,
} from '../engine';
import { MESSAGES } from './messages';
import type { ParameterValues } from './parameters';
import { substitute } from './substitute';
import type { PatternError } from './types';

const KEYS = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

/** The property names a filter reads. */
function propertiesOf(node: FilterNode | null, into: Set<string>): Set<string> {
  if (node === null) return into;
  switch (node.kind) {
    case 'or':
    case 'and':
      propertiesOf(node.left, into);
      return propertiesOf(node.right, into);
    case 'not':
      return propertiesOf(node.operand, into);
    case 'compare':
      into.add(node.property);
      return into;
    case 'property':
      into.add(node.name);
      return into;
    case 'bool':
      return into;
  }
}

/** A compiled intent: a test of one record. */
export type RecordTest = (record: DataRecord) => boolean;

/** Compiles an intent for a record type, or says what is wrong and where. */
export function compileIntent(
  intent: string,
  values: ParameterValues,
  type: RecordType,
):
  | { ok: true; test: RecordTest; filter: string; ast: FilterNode | null }
  | { ok: false; error: PatternError } {
  const field = { kind: 'intent' } as const;
  const filled = substitute(intent, values, field);
  if (!filled.ok) return filled;
  const parsed = parseFilter(filled.text);
  if (!parsed.ok) {
    const e = parsed.error;
    return {
      ok: false,
      error: {
        field,
        message: MESSAGES.intentError(e.message),
        ...(e.hint ? { hint: e.hint } : {}),
      },
    };
  }
  const used = propertiesOf(parsed.ast, new Set());
  for (const name of used) {
    if (KEYS.has(name)) return { ok: false, error: { field, message: MESSAGES.keyInIntent(name) } };
    if (!type.properties.some((p) => p.name === name)) {
      return { ok: false, error: { field, message: MESSAGES.unknownProperty(name, type.name) } };
    }
  }
  const read = type.properties.filter((p) => used.has(p.name));
  return {
    ok: true,
    test: recordTest(compileFilter(parsed.ast), read),
    filter: filled.text,
    ast: parsed.ast,
  };
}

/**
 * The predicate applied to records: one shell entity whose property boxes are refilled from each
 * record (the record's native values are the Edm values' own representation). Only the
 * properties the filter reads are copied, and the shell's shape never changes: a missing value
 * gets a type no literal has, which the evaluator treats exactly as an absent property (false,
 * `ne` included, semantics.md §3).
 */
function recordTest(predicate: EntityPredicate, read: readonly RecordProperty[]): RecordTest {
  const names = read.map((p) => p.name);
  const types = read.map((p) => p.type as string);
  const boxes = read.map((p) => ({ type: p.type as string, value: null as unknown }));
  const properties: Record<string, unknown> = {};
  read.forEach((p, k) => {
    properties[p.name] = boxes[k];
  });
  const shell = { PartitionKey: '', RowKey: '', Timestamp: 0n, properties } as StoredEntity;
  const n = names.length;
  return (record) => {
    for (let k = 0; k < n; k++) {
      const v = record[names[k]!];
      const box = boxes[k]!;
      box.type = v === undefined ? ABSENT : types[k]!;
      box.value = v;
    }
    return predicate(shell);
  };
}

/** A type name no Edm value has: a box of it matches no comparison. */
const ABSENT = 'absent';

/** Indices of the records a test accepts, in record order: of all records, or of `among`. */
export function selectRecords(
  records: readonly DataRecord[],
  test: RecordTest,
  among: readonly number[] | null = null,
): number[] {
  const out: number[] = [];
  if (among !== null) {
    for (const i of among) if (test(records[i]!)) out.push(i);
    return out;
  }
  for (let i = 0; i < records.length; i++) if (test(records[i]!)) out.push(i);
  return out;
}
