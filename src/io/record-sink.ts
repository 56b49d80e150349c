/**
 * Where rows go when a file is imported *as records*: the key columns (PartitionKey, RowKey,
 * Timestamp) are dropped, every other value is checked by the engine's entity rules (Int32
 * range, DateTime, value sizes, ...) with the row's line and column, and at the end one record
 * type is inferred from the values' Edm types.
 *
 * A record type has one type per property, while a typed CSV or a JSON file may give a property
 * different types on different rows. Int32 mixed only with Int64, or only with Double, widens
 * to that type (lossless: JSON's unannotated `10` and `10.5`); otherwise the type most rows give
 * a property wins (ties: the type seen first), and a row whose value has another type is
 * rejected with a message that says so, the rest kept. Nothing else is converted.
 */

import type { DataRecord, RecordType } from '../design';
import {
  coded,
  createWireReader,
  DEFAULT_NOW,
  type EdmType,
  type EdmValue,
  type StoredEntity,
  type WireEntity,
  type WireReader,
} from '../engine';
import {
  type ColumnOf,
  createEntitySink,
  type EntitySink,
  engineProblem,
  locatedError,
  type ReadAs,
} from './entity-sink';
import { type ImportError, MAX_REPORTED_ERRORS } from './import-result';

/** What a read as records gives, besides the rows it rejected. */
export interface RecordsRead {
  /** The inferred record type: its name from the file's, each property's most common Edm type. */
  readonly recordType: RecordType;
  /** The accepted records, in file order. */
  readonly records: DataRecord[];
  /**
   * The accepted records as the engine's stored entities with empty keys (what their values
   * were validated as), for the fingerprint.
   */
  readonly stored: StoredEntity[];
  /** The file's columns or keys that are not record properties (key columns, odata metadata). */
  readonly dropped: readonly string[];
}

/** A row's values waiting for the record type to be settled. */
interface RecordRow {
  readonly line: number;
  readonly entity: StoredEntity;
  readonly columnOf: ColumnOf | undefined;
  readonly fieldOf: ((c: number) => string) | undefined;
}

/** The properties a file's key columns and metadata fill, never record properties. */
const KEY_FIELDS = ['PartitionKey', 'RowKey', 'Timestamp'];

/** Whether a wire key is metadata (`odata.etag`, `odata.metadata`, an annotation of one). */
function isMetadata(key: string): boolean {
  return key.startsWith('odata.') || key.startsWith('@odata.');
}

/**
 * A new record sink; `typeName` names the inferred record type. Its `finish` settles the record
 * type, rejects the rows that do not fit it, and returns the records in `records`.
 */
function createRecordSink(typeName: string): EntitySink {
  const read: WireReader = createWireReader({ timestamp: DEFAULT_NOW });
  const rows: RecordRow[] = [];
  const errors: ImportError[] = [];
  const dropped = new Set<string>();
  // Per property, in first-seen order: how many rows gave it each type.
  const typeCounts = new Map<string, Map<EdmType, number>>();
  let rejected = 0;

  const reject = (error: ImportError) => {
    rejected++;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };

  return {
    add(wire: WireEntity, line, columnOf, fieldOf) {
      for (const key of KEY_FIELDS) {
        if (Object.hasOwn(wire, key)) {
          dropped.add(key);
          delete wire[key];
        }
      }
      for (const key of Object.keys(wire)) {
        if (isMetadata(key)) {
          dropped.add(key);
          delete wire[key];
        }
      }
      // Empty keys are valid keys: the row is checked as an entity of its values alone.
      wire.PartitionKey = '';
      wire.RowKey = '';
      const outcome = read(wire);
      if (!outcome.ok) {
        reject(locatedError(line, engineProblem(outcome.error), columnOf, fieldOf));
        return;
      }
      const props = outcome.entity.properties;
      for (const name in props) {
        const type = props[name]!.type;
        let counts = typeCounts.get(name);
        if (counts === undefined) {
          counts = new Map();
          typeCounts.set(name, counts);
        }
        counts.set(type, (counts.get(type) ?? 0) + 1);
      }
      rows.push({ line, entity: outcome.entity, columnOf, fieldOf });
    },
    reject,
    accepted: () => rows.length,
    result: () => ({ entities: [], errors, rejected, fileError: null }),
    finish() {
      const properties = [...typeCounts].map(([name, counts]) => ({
        name,
        type: settledType(counts),
        counts,
      }));
      const typeOf = new Map(properties.map((p) => [p.name, p]));
      const records: DataRecord[] = [];
      const stored: StoredEntity[] = [];
      for (const row of rows) {
        const misfit = misfitOf(row.entity.properties, typeOf);
        if (misfit !== null) {
          const { name, value, expected } = misfit;
          const counts = typeOf.get(name)!.counts;
          const total = [...counts.values()].reduce((a, b) => a + b, 0);
          const message = coded('io.mixedTypes', {
            name,
            type: value.type,
            expected,
            count: counts.get(expected)!,
            total,
          });
          const error = { code: 'MIXED_TYPES' as const, message, property: name };
          reject(locatedError(row.line, error, row.columnOf, row.fieldOf));
          continue;
        }
        records.push(recordOf(row.entity.properties, typeOf));
        stored.push(row.entity);
      }
      rows.length = 0;
      // Rows rejected for their type were found last; the report lists rows in file order.
      errors.sort((a, b) => a.line - b.line);
      const read: RecordsRead = {
        recordType: {
          name: typeName,
          properties: properties.map(({ name, type }) => ({ name, type })),
        },
        records,
        stored,
        dropped: [...dropped],
      };
      return { entities: [], errors, rejected, fileError: null, records: read };
    },
  };
}

/**
 * The type of a property: Int64 when its rows give only Int32 and Int64, Double when only Int32
 * and Double (JSON writes `10` and `10.5` unannotated: both are numbers, and widening loses
 * nothing); otherwise the type most rows give, the first seen winning a tie.
 */
function settledType(counts: ReadonlyMap<EdmType, number>): EdmType {
  if (counts.size === 2 && counts.has('Edm.Int32')) {
    if (counts.has('Edm.Int64')) return 'Edm.Int64';
    if (counts.has('Edm.Double')) return 'Edm.Double';
  }
  let best: EdmType = 'Edm.String';
  let most = 0;
  for (const [type, n] of counts) {
    if (n > most) {
      best = type;
      most = n;
    }
  }
  return best;
}

/** Whether a value of type `from` is kept, widened, under a property settled as `to`. */
function widens(from: EdmType, to: EdmType): boolean {
  return from === 'Edm.Int32' && (to === 'Edm.Int64' || to === 'Edm.Double');
}

/** The first property whose value is not of its settled type (nor widens to it), or null. */
function misfitOf(
  props: Readonly<Record<string, EdmValue>>,
  typeOf: ReadonlyMap<string, { readonly type: EdmType }>,
): { name: string; value: EdmValue; expected: EdmType } | null {
  for (const name in props) {
    const value = props[name]!;
    const expected = typeOf.get(name)!.type;
    if (value.type !== expected && !widens(value.type, expected)) {
      return { name, value, expected };
    }
  }
  return null;
}

/** A record of stored values, each in its settled type's native form (types.ts of src/design). */
function recordOf(
  props: Readonly<Record<string, EdmValue>>,
  typeOf: ReadonlyMap<string, { readonly type: EdmType }>,
): DataRecord {
  const record: Record<string, DataRecord[string]> = {};
  for (const name in props) {
    const stored = props[name]!;
    const value =
      stored.type === 'Edm.Int32' && typeOf.get(name)!.type === 'Edm.Int64'
        ? BigInt(stored.value)
        : stored.value;
    // `__proto__` would set the prototype of a plain object; it is defined as an own property.
    if (name === '__proto__') {
      Object.defineProperty(record, name, { value, enumerable: true });
    } else record[name] = value;
  }
  return record;
}

/** The sink a reader asked to read `as` keeps its rows in. */
export function sinkFor(as: ReadAs): EntitySink {
  return typeof as === 'string' ? createEntitySink(as) : createRecordSink(as.records);
}
