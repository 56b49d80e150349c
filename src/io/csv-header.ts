/**
 * The header row of an import CSV, read once into a plan of what each column is: a key, a
 * property's value, a property's `@type` column, or ignored (Timestamp, which the table sets).
 * Anything wrong with the header refuses the whole file, since it would break every row.
 */
import { type Coded, coded, propertyNameError } from '../engine';
import type { ImportError } from './import-result';

/** The engine's reason a header name is refused. */
type EngineMessage = NonNullable<ImportError['cause']>;

/** Most columns a header may have: every property typed (2 × 252) plus keys and Timestamp, with room. */
export const MAX_COLUMNS = 2048;

/** A property's columns: 0-based value column and `@type` column (-1 when there is none). */
interface PropertyColumn {
  readonly name: string;
  readonly value: number;
  readonly type: number;
}

/** What the header says about every column. */
export interface HeaderPlan {
  /** Header names as written (trimmed), for error messages. */
  readonly names: readonly string[];
  /** 0-based; -1 when a header read for records has none. */
  readonly partitionKey: number;
  readonly rowKey: number;
  readonly properties: readonly PropertyColumn[];
  /** Whether any `@type` column exists: then it is a typed CSV, else plain (types inferred). */
  readonly typed: boolean;
  /** Whether a property is named `__proto__` (its rows then need null-prototype objects). */
  readonly protoName: boolean;
}

/** `Name@type`, `Name @type` (a stray space seen in the wild) and `Name@odata.type`. */
const TYPE_COLUMN = /^(.*?)\s*@(?:type|odata\.type)$/i;
const SYSTEM = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

function bad(
  code: ImportError['code'],
  message: Coded,
  cause?: EngineMessage,
): { error: ImportError } {
  return {
    error: cause === undefined ? { line: 1, code, message } : { line: 1, code, message, cause },
  };
}

/**
 * Reads a header row into a plan, or the whole-file error it causes. Read for records
 * (`keys: 'optional'`), the key columns may be missing (-1) and `odata.*` metadata columns are
 * ignored: records take neither.
 */
export function readHeader(
  cells: readonly string[],
  keys: 'required' | 'optional' = 'required',
): HeaderPlan | { error: ImportError } {
  if (cells.length > MAX_COLUMNS) {
    return bad(
      'TOO_MANY_COLUMNS',
      coded('io.tooManyColumns', { count: cells.length, max: MAX_COLUMNS }),
    );
  }
  const names = cells.map((c, i) => (i === 0 ? c.replace(/^\uFEFF/, '') : c).trim());
  const valueAt = new Map<string, number>();
  const typeAt = new Map<string, number>();
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const column = i + 1;
    if (name === '') return bad('BAD_HEADER', coded('io.emptyHeaderCell', { column }));
    const typed = TYPE_COLUMN.exec(name);
    const target = typed === null ? valueAt : typeAt;
    const property = typed === null ? name : typed[1]!;
    if (keys === 'optional' && property.startsWith('odata.')) continue;
    if (target.has(property)) {
      return bad(
        'BAD_HEADER',
        coded('io.duplicateColumn', { column, name, first: target.get(property)! + 1 }),
      );
    }
    target.set(property, i);
    if (!SYSTEM.has(property)) {
      const error = propertyNameError(property);
      if (error) return bad('BAD_HEADER', coded('io.headerRule', { column }), error.message);
    }
  }
  for (const [property, i] of typeAt) {
    if (!valueAt.has(property)) {
      return bad(
        'BAD_HEADER',
        coded('io.typeWithoutColumn', { column: i + 1, name: names[i]!, property }),
      );
    }
  }
  const partitionKey = valueAt.get('PartitionKey');
  const rowKey = valueAt.get('RowKey');
  if (keys === 'required' && (partitionKey === undefined || rowKey === undefined)) {
    const header = `${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''}`;
    const code =
      partitionKey === undefined && rowKey === undefined
        ? 'io.noKeyColumns'
        : partitionKey === undefined
          ? 'io.noPartitionKeyColumn'
          : 'io.noRowKeyColumn';
    return bad('NO_KEY_COLUMNS', coded(code, { header }));
  }
  const properties: PropertyColumn[] = [];
  for (const [name, value] of valueAt) {
    if (!SYSTEM.has(name)) properties.push({ name, value, type: typeAt.get(name) ?? -1 });
  }
  return {
    names,
    partitionKey: partitionKey ?? -1,
    rowKey: rowKey ?? -1,
    properties,
    typed: typeAt.size > 0,
    protoName: valueAt.has('__proto__'),
  };
}
