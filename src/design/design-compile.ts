/**
 * Compiling a design against its record types: every template, property list and option is
 * checked before any record is read, and every error is returned (per set, per field, with a
 * span), so the editor can underline all of them while the user types.
 */
import {
  type Coded,
  coded,
  MAX_STRING_LENGTH,
  propertyNameError,
  SYSTEM_PROPERTIES,
  tableNameCoded,
} from '../engine';
import { SET_BITS } from './claims';
import { type Column, computedColumn, recordColumn } from './columns';
import type { DesignError, DesignErrorCode, DesignField, DesignMessage } from './errors';
import { type CompiledTemplate, compileTemplate, type SharedFields } from './template-compile';
import type { Design, EntitySet, RecordType } from './types';

/** Most entity sets in one design (claims.ts packs the set index into 6 bits). */
export const MAX_ENTITY_SETS = SET_BITS;

/** An entity set ready to apply. */
export interface CompiledSet {
  /** Position in `design.entitySets`. */
  readonly index: number;
  readonly set: EntitySet;
  readonly type: RecordType;
  /** The first copy set of its record type (or its first set when it has no copy set). */
  readonly primary: boolean;
  readonly partitionKey: CompiledTemplate;
  readonly rowKey: CompiledTemplate;
  /** The table template, when the set routes its entities to tables of their own. */
  readonly table: CompiledTemplate | null;
  /** Output properties in order. */
  readonly columns: readonly Column[];
  /** Kind 'index': the list property, the entry template and the separator. */
  readonly indexProperty: string;
  readonly indexValue: CompiledTemplate | null;
  readonly separator: string;
  /** Kind 'series': the property-name template and the pivoted value's column (named per record). */
  readonly seriesName: CompiledTemplate | null;
  readonly seriesValue: string;
}

/** A design ready to apply: its sets, and its record types in the order records are read. */
export interface CompiledDesign {
  readonly design: Design;
  readonly sets: readonly CompiledSet[];
  readonly recordTypes: readonly RecordType[];
}

/** The outcome of compiling a design: compiled, or every error found. */
export type DesignCompile =
  | { readonly ok: true; readonly design: CompiledDesign }
  | { readonly ok: false; readonly error: readonly DesignError[] };

/** A record type's property names, listed for a hint. */
const namesOf = (type: RecordType): string => type.properties.map((p) => p.name).join(', ');

/** Collects errors for one set. */
class Errors {
  readonly list: DesignError[] = [];
  /** The design's templates share their placeholders' functions. */
  private readonly fields: SharedFields = new Map();
  add(
    set: number,
    field: DesignField,
    code: DesignErrorCode,
    message: DesignMessage,
    hint?: Coded,
    span = { from: 0, to: 0 },
  ): void {
    this.list.push(
      hint === undefined
        ? { code, message, set, field, span }
        : { code, message, hint, set, field, span },
    );
  }
  /** Compiles a template, recording its error against `field`. */
  template(
    set: number,
    field: DesignField,
    source: string,
    type: RecordType,
  ): CompiledTemplate | null {
    const c = compileTemplate(source, type, this.fields);
    if (c.ok) return c.template;
    const e = c.error;
    this.add(set, field, e.code, e.message, e.hint, e.span);
    return null;
  }
  /** Checks a property name the design introduces. */
  name(set: number, field: DesignField, name: string): boolean {
    const e = propertyNameError(name);
    if (e === null) return true;
    this.add(set, field, 'INVALID_PROPERTY_NAME', e.message, undefined, {
      from: 0,
      to: name.length,
    });
    return false;
  }
}

/** Compiles a design against the record types it reads; never throws. */
export function compileDesign(design: Design, recordTypes: readonly RecordType[]): DesignCompile {
  const errors = new Errors();
  const sets: CompiledSet[] = [];
  if (design.entitySets.length === 0) {
    errors.add(
      -1,
      'entitySets',
      'NO_ENTITY_SETS',
      coded('design.noEntitySets'),
      coded('design.hintAddCopySet'),
    );
  }
  if (design.entitySets.length > MAX_ENTITY_SETS) {
    errors.add(
      -1,
      'entitySets',
      'NO_ENTITY_SETS',
      coded('design.tooManySets', { count: design.entitySets.length, limit: MAX_ENTITY_SETS }),
    );
  }
  const typesUsed: RecordType[] = [];
  const names = new Set<string>();
  const hasPrimary = new Set<string>();
  design.entitySets.forEach((set, i) => {
    if (names.has(set.name)) {
      errors.add(
        i,
        'name',
        'DUPLICATE_SET_NAME',
        coded('design.duplicateSetName', { name: set.name }),
        coded('design.hintOwnName'),
        { from: 0, to: set.name.length },
      );
    }
    names.add(set.name);
    const type = recordTypes.find((t) => t.name === set.recordType);
    if (type === undefined) {
      errors.add(
        i,
        'recordType',
        'UNKNOWN_RECORD_TYPE',
        coded('design.unknownRecordType', { name: set.recordType }),
        coded('design.hintRecordTypes', { names: recordTypes.map((t) => t.name).join(', ') }),
        { from: 0, to: set.recordType.length },
      );
      return;
    }
    if (!typesUsed.includes(type)) typesUsed.push(type);
    const compiled = compileSet(set, i, type, errors);
    if (compiled === null) return;
    const first =
      !hasPrimary.has(type.name) &&
      (set.kind === 'copy' ||
        !design.entitySets.some((s) => s.recordType === type.name && s.kind === 'copy'));
    if (first) hasPrimary.add(type.name);
    sets.push({ ...compiled, primary: first });
  });
  if (errors.list.length > 0) return { ok: false, error: errors.list };
  return { ok: true, design: { design, sets, recordTypes: typesUsed } };
}

/** Compiles one set's templates and columns, or returns null after recording its errors. */
function compileSet(
  set: EntitySet,
  i: number,
  type: RecordType,
  errors: Errors,
): Omit<CompiledSet, 'primary'> | null {
  const before = errors.list.length;
  const partitionKey = errors.template(i, 'partitionKey', set.partitionKey, type);
  const rowKey = errors.template(i, 'rowKey', set.rowKey, type);
  const table = set.table === undefined ? null : errors.template(i, 'table', set.table, type);
  if (table !== null && set.table !== undefined && !set.table.includes('{')) {
    // A fixed name is checked now; a name made per record is checked as records are routed.
    const problem = tableNameCoded(set.table);
    if (problem !== null) {
      errors.add(
        i,
        'table',
        'INVALID_TABLE_NAME',
        coded('design.badTableName', { name: set.table, problem }),
        undefined,
        { from: 0, to: set.table.length },
      );
    }
  }
  const computed = new Map<string, Column>();
  for (const [name, source] of Object.entries(set.computed ?? {})) {
    const field: DesignField = `computed.${name}`;
    if (!errors.name(i, field, name)) continue;
    const t = errors.template(i, field, source, type);
    if (t !== null) computed.set(name, computedColumn(name, t));
  }
  const columns = columnsOf(set, i, type, computed, errors);
  let indexValue: CompiledTemplate | null = null;
  let indexProperty = '';
  let seriesName: CompiledTemplate | null = null;
  let seriesValue = '';
  if (set.kind === 'index') {
    if (set.index === undefined) {
      errors.add(
        i,
        'index.property',
        'MISSING_OPTIONS',
        coded('design.missingIndexOptions', { name: set.name }),
        coded('design.hintIndexOptions'),
      );
    } else {
      indexProperty = set.index.property;
      if (
        errors.name(i, 'index.property', indexProperty) &&
        columns.some((c) => c.name === indexProperty)
      ) {
        errors.add(
          i,
          'index.property',
          'INVALID_PROPERTY_NAME',
          coded('design.indexPropertyTaken', { property: indexProperty }),
          undefined,
          { from: 0, to: indexProperty.length },
        );
      }
      indexValue = errors.template(i, 'index.value', set.index.value, type);
    }
  }
  if (set.kind === 'series') {
    if (set.series === undefined) {
      errors.add(
        i,
        'series.name',
        'MISSING_OPTIONS',
        coded('design.missingSeriesOptions', { name: set.name }),
        coded('design.hintSeriesOptions'),
      );
    } else {
      seriesName = errors.template(i, 'series.name', set.series.name, type);
      seriesValue = set.series.value;
      if (!type.properties.some((p) => p.name === seriesValue)) {
        errors.add(
          i,
          'series.value',
          'UNKNOWN_PROPERTY',
          coded('design.noProperty', { type: type.name, property: seriesValue }),
          coded('design.hintProperties', { type: type.name, names: namesOf(type) }),
          { from: 0, to: seriesValue.length },
        );
      }
    }
  }
  if (errors.list.length > before || partitionKey === null || rowKey === null) return null;
  return {
    index: i,
    set,
    type,
    partitionKey,
    rowKey,
    table,
    columns,
    indexProperty,
    indexValue,
    separator: set.index?.separator ?? ',',
    seriesName,
    seriesValue,
  };
}

/**
 * The set's output properties: the listed (or all) record properties in order, a computed one
 * taking the place of a record property of the same name, then the other computed ones.
 */
function columnsOf(
  set: EntitySet,
  i: number,
  type: RecordType,
  computed: ReadonlyMap<string, Column>,
  errors: Errors,
): Column[] {
  const names = set.properties === 'all' ? type.properties.map((p) => p.name) : set.properties;
  const columns: Column[] = [];
  names.forEach((name, at) => {
    const span = { from: at, to: at + 1 };
    if (columns.some((c) => c.name === name)) {
      errors.add(
        i,
        'properties',
        'INVALID_PROPERTY_NAME',
        coded('design.listedTwice', { name }),
        undefined,
        span,
      );
      return;
    }
    const c = computed.get(name);
    if (c !== undefined) {
      columns.push(c);
      return;
    }
    const property = type.properties.find((p) => p.name === name);
    if (property === undefined) {
      errors.add(
        i,
        'properties',
        'UNKNOWN_PROPERTY',
        coded('design.noProperty', { type: type.name, property: name }),
        coded('design.hintPropertiesOrComputed', { type: type.name, names: namesOf(type) }),
        span,
      );
      return;
    }
    if (SYSTEM_PROPERTIES.includes(name)) {
      // A record property named like a system property cannot be stored under that name.
      errors.add(
        i,
        'properties',
        'INVALID_PROPERTY_NAME',
        coded('design.systemProperty', { name }),
        undefined,
        span,
      );
      return;
    }
    if (propertyNameError(name) !== null) {
      errors.add(
        i,
        'properties',
        'INVALID_PROPERTY_NAME',
        propertyNameError(name)!.message,
        undefined,
        span,
      );
      return;
    }
    columns.push(recordColumn(name, name, property.type));
  });
  for (const c of computed.values()) if (!columns.includes(c)) columns.push(c);
  return columns;
}

/** The longest String an index entity's list may reach. */
export const MAX_INDEX_LENGTH = MAX_STRING_LENGTH;
