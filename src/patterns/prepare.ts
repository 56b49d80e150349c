/**
 * A pattern made ready once for every design: its parameters read, its record type found, its
 * intent run over the records and cut by its order and `$top`.
 */
import type { DataRecord, RecordType } from '../design';
import type { Result } from '../engine';
import { KeyTexts } from './entity-map';
import { type Expectation, expectationOf } from './expectation';
import { compileIntent, selectRecords } from './intent';
import { MESSAGES } from './messages';
import { type ParameterValues, readParameters } from './parameters';
import { candidates, indexableEqualities, RecordIndexes } from './record-index';
import type { AccessPattern, PatternError } from './types';

/** A pattern ready to check: what it expects of every design. */
export interface PreparedPattern {
  readonly pattern: AccessPattern;
  readonly values: ParameterValues;
  readonly type: RecordType;
  /** The pattern's record type's records, as loaded. */
  readonly records: readonly DataRecord[];
  /** How many records the intent selects before `$top`. */
  readonly selected: number;
  readonly expectation: Expectation;
  /** Key texts of the expected records, made once for every design of the row. */
  readonly keyTexts: KeyTexts;
}

/** The records of each record type, held once for every design. */
export type RecordArrays = Readonly<Record<string, readonly DataRecord[]>>;

/** Prepares a pattern, or returns every error that stops it from being checked at all. */
export function preparePattern(
  pattern: AccessPattern,
  types: readonly RecordType[],
  records: RecordArrays,
  indexes: RecordIndexes = new RecordIndexes(),
): Result<{ prepared: PreparedPattern }, PatternError[]> {
  const params = readParameters(pattern.parameters);
  if (!params.ok) return params;
  const type = types.find((t) => t.name === pattern.recordType);
  if (type === undefined) {
    const names = types.map((t) => t.name);
    return {
      ok: false,
      error: [
        {
          field: { kind: 'record-type' },
          message: MESSAGES.unknownRecordType(pattern.recordType, names),
        },
      ],
    };
  }
  const { top } = pattern;
  if (top !== undefined && !(Number.isInteger(top) && top >= 1 && top <= 1000)) {
    return { ok: false, error: [{ field: { kind: 'top' }, message: MESSAGES.badTop(top) }] };
  }
  if (Array.isArray(pattern.order)) {
    for (const k of pattern.order) {
      if (!type.properties.some((p) => p.name === k.property)) {
        return {
          ok: false,
          error: [
            { field: { kind: 'order' }, message: MESSAGES.unknownProperty(k.property, type.name) },
          ],
        };
      }
    }
  }
  const intent = compileIntent(pattern.intent, params.values, type);
  if (!intent.ok) return { ok: false, error: [intent.error] };
  const rows = Object.hasOwn(records, type.name) ? records[type.name]! : [];
  const among = candidates(indexes, type, rows, indexableEqualities(intent.ast));
  const selected = selectRecords(rows, intent.test, among);
  const expectation = expectationOf(rows, selected, pattern.order, top);
  return {
    ok: true,
    prepared: {
      pattern,
      values: params.values,
      type,
      records: rows,
      selected: selected.length,
      expectation,
      keyTexts: new KeyTexts(rows, [...expectation.required, ...expectation.allowed]),
    },
  };
}
