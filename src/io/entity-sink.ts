/**
 * Where every importer sends its rows: each row's wire entity goes through the engine's entity
 * rules (the same reader a table load uses) and a duplicate-key check, so an import rejects
 * exactly what loading would reject, with the row's line and column. Accepted entities are
 * written back through the engine's `toWireEntity`, so they are in one canonical wire form
 * whatever the file said (`1.0` Doubles annotated, Guids lower-case, ...).
 */
import {
  type Coded,
  coded,
  createWireReader,
  DEFAULT_NOW,
  type EntityError,
  type StoredEntity,
  toWireEntity,
  type WireEntity,
  type WireReader,
} from '../engine';
import {
  type ImportError,
  type ImportResult,
  MAX_REPORTED_ERRORS,
  type RowErrorCode,
} from './import-result';
import { createKeyLedger } from './key-ledger';

/** Where a property's cell is, so an engine error can point at it; undefined when unknown. */
export type ColumnOf = (property: string | undefined) => number | undefined;

/** Collects accepted entities and rejected rows. */
export interface EntitySink {
  /** Validates one row's entity; `columnOf` maps the failing property to its column. */
  add(wire: WireEntity, line: number, columnOf?: ColumnOf, fieldOf?: (c: number) => string): void;
  /** Rejects a row for a reason found before it became an entity. */
  reject(error: ImportError): void;
  /** Rows accepted so far. */
  readonly accepted: () => number;
  /** The result so far. */
  result(): ImportResult;
  /** The result once every row was added (a record sink settles its record type here). */
  finish(): ImportResult;
}

/** Why a row is refused: the importer's own coded message, or the engine's rule as its cause. */
export type RowProblem =
  | { code: RowErrorCode; message: Coded; property?: string | undefined }
  | { code: RowErrorCode; cause: EntityError['message']; property?: string | undefined };

/** A row the engine refused, its rule kept as the cause. */
export function engineProblem(error: EntityError): RowProblem {
  return { code: error.code, cause: error.message, property: error.property };
}

/**
 * A rejected row's error pointing at the cell of the property that broke a rule: line, column
 * and field when the reader knows them, and the message prefixed with where it is.
 */
export function locatedError(
  line: number,
  error: RowProblem,
  columnOf?: ColumnOf,
  fieldOf?: (c: number) => string,
): ImportError {
  const column = columnOf?.(error.property);
  const field = column === undefined ? error.property : (fieldOf?.(column) ?? error.property);
  return {
    line,
    code: error.code,
    ...('cause' in error
      ? { message: coded('io.rowRule'), cause: error.cause }
      : { message: error.message }),
    ...(column === undefined ? {} : { column }),
    ...(field === undefined ? {} : { field }),
  };
}

/**
 * What a sink keeps of an accepted row: its canonical wire entity (the public readers' result),
 * or the engine's stored entity it was validated into, which the worker loads as it is
 * (`createTableFromStored`) instead of writing it out and reading it again.
 */
export type SinkForm = 'wire' | 'stored';

/** A new entity sink. */
export function createEntitySink(form: SinkForm = 'wire'): EntitySink {
  const read: WireReader = createWireReader({ timestamp: DEFAULT_NOW });
  const entities: WireEntity[] = [];
  const stored: StoredEntity[] = [];
  const errors: ImportError[] = [];
  // The line of each kept row, beside `entities` or `stored`, for the key ledger's index.
  const lines: number[] = [];
  const ledger = createKeyLedger(function* () {
    const kept: readonly (WireEntity | StoredEntity)[] = form === 'stored' ? stored : entities;
    for (let i = 0; i < kept.length; i++) {
      const e = kept[i]!;
      yield [e.PartitionKey as string, e.RowKey as string, lines[i]!] as const;
    }
  });
  let rejected = 0;

  const reject = (error: ImportError) => {
    rejected++;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };

  const rowError = (
    line: number,
    error: RowProblem,
    columnOf?: ColumnOf,
    fieldOf?: (c: number) => string,
  ) => reject(locatedError(line, error, columnOf, fieldOf));

  const result = (): ImportResult =>
    form === 'stored'
      ? { entities, stored, errors, rejected, fileError: null }
      : { entities, errors, rejected, fileError: null };
  return {
    add(wire, line, columnOf, fieldOf) {
      const outcome = read(wire);
      if (!outcome.ok) {
        rowError(line, engineProblem(outcome.error), columnOf, fieldOf);
        return;
      }
      const entity = outcome.entity;
      const first = ledger.claim(entity.PartitionKey, entity.RowKey, line);
      if (first !== undefined) {
        rowError(
          line,
          {
            code: 'DUPLICATE_KEY',
            message: coded('io.duplicateKey', {
              partitionKey: entity.PartitionKey,
              rowKey: entity.RowKey,
              first,
            }),
            property: 'RowKey',
          },
          columnOf,
          fieldOf,
        );
        return;
      }
      lines.push(line);
      if (form === 'stored') {
        stored.push(entity);
        return;
      }
      const out = toWireEntity(entity);
      delete out.Timestamp;
      entities.push(out);
    },
    reject,
    accepted: () => entities.length + stored.length,
    result,
    finish: result,
  };
}

/** How a reader keeps its rows: as entities (wire or stored), or as records of a named type. */
export type ReadAs = SinkForm | { readonly records: string };
