/**
 * Index and series entities: gathered while a design is applied (one entity per distinct
 * (PartitionKey, RowKey) of a set, started from its first record) and yielded after the last
 * record of their type, partition by partition in order of first appearance.
 */
import { coded, propertySize, type WireEntity } from '../engine';
import { type Column, type EntityWriter, recordColumn, setOwn, WRONG } from './columns';
import { type CompiledSet, MAX_INDEX_LENGTH } from './design-compile';
import { type ProblemLog, type Where, whereOf } from './problems';
import type { DataRecord } from './types';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const sizeOf = propertySize;

/** An index or series entity being gathered. */
interface Group {
  readonly entity: Record<string, unknown>;
  readonly first: number;
  readonly parts: string[];
  length: number;
  bytes: number;
}

/** The index or series entities of one set in one run. */
export class Groups {
  private readonly byPartition = new Map<string, Map<string, Group>>();
  private readonly pivots = new Map<string, Column | null>();

  constructor(
    private readonly s: CompiledSet,
    private readonly writer: EntityWriter,
    private readonly log: ProblemLog,
  ) {}

  /** Adds record `i` to the entity of (pk, rk), starting the entity at its first record. */
  add(pk: string, rk: string, r: DataRecord, i: number): void {
    let byRow = this.byPartition.get(pk);
    if (byRow === undefined) {
      byRow = new Map();
      this.byPartition.set(pk, byRow);
    }
    let group = byRow.get(rk);
    if (group === undefined) {
      const entity = this.writer.write(pk, rk, r);
      if (entity === null) {
        this.log.wrongColumn(this.writer.bad!, r, whereOf(this.s, i));
        return;
      }
      group = { entity, first: i, parts: [], length: 0, bytes: this.writer.bytes };
      byRow.set(rk, group);
    }
    if (this.s.set.kind === 'index') addEntry(this.s, group, r, this.log, whereOf(this.s, i));
    else addPivot(this.s, group, r, this.pivots, this.log, whereOf(this.s, i));
  }

  /**
   * The gathered entities with their size and first record, index lists joined; `claimed`
   * says whether an entity's keys are still free.
   */
  *entities(
    claimed: (pk: string, rk: string, first: number) => boolean,
  ): Generator<{ entity: WireEntity; bytes: number; first: number }> {
    const s = this.s;
    for (const byRow of this.byPartition.values()) {
      for (const group of byRow.values()) {
        const e = group.entity;
        if (s.set.kind === 'index') {
          const list = group.parts.join(s.separator);
          e[s.indexProperty] = list;
          group.bytes += sizeOf(s.indexProperty, { type: 'Edm.String', value: list });
        }
        if (claimed(e.PartitionKey as string, e.RowKey as string, group.first)) {
          yield { entity: e, bytes: group.bytes, first: group.first };
        }
      }
    }
  }
}

/** Adds a record's entry to an index entity's list, unless the list would outgrow a String. */
function addEntry(
  s: CompiledSet,
  group: Group,
  r: DataRecord,
  log: ProblemLog,
  where: Where,
): void {
  const entry = s.indexValue!.evaluate(r);
  if (entry === null) {
    log.miss(s.indexValue!, 'index entry', where);
    return;
  }
  const length = group.length + (group.parts.length > 0 ? s.separator.length : 0) + entry.length;
  if (length > MAX_INDEX_LENGTH) {
    log.add({
      code: 'INDEX_TOO_LONG',
      message: coded('design.problemIndexTooLong', {
        ...where,
        entry,
        property: s.indexProperty,
        partitionKey: group.entity.PartitionKey as string,
        rowKey: group.entity.RowKey as string,
        limit: MAX_INDEX_LENGTH,
      }),
      ...where,
      partitionKey: group.entity.PartitionKey as string,
      rowKey: group.entity.RowKey as string,
      value: entry,
    });
    return;
  }
  group.parts.push(entry);
  group.length = length;
}

/** Whether a series property name is one a custom property may have. */
const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,254}$/;

/**
 * The column a series name stands for (remembered in `pivots`), or null, after logging the
 * problem, when the name is missing or no valid property name; `r` is the record named.
 */
export function pivotColumn(
  s: CompiledSet,
  r: DataRecord,
  pivots: Map<string, Column | null>,
  log: ProblemLog,
  keys: { readonly partitionKey: string; readonly rowKey: string },
  where: Where,
): Column | null {
  const name = s.seriesName!.evaluate(r);
  if (name === null) {
    log.miss(s.seriesName!, 'series name', where);
    return null;
  }
  let column = pivots.get(name);
  if (column === undefined) {
    const valid =
      PROPERTY_NAME.test(name) &&
      name !== 'PartitionKey' &&
      name !== 'RowKey' &&
      name !== 'Timestamp';
    const type = s.type.properties.find((p) => p.name === s.seriesValue)!.type;
    column = valid ? recordColumn(name, s.seriesValue, type) : null;
    pivots.set(name, column);
  }
  if (column === null) {
    log.add({
      code: 'INVALID_PROPERTY_NAME',
      message: coded('design.problemSeriesName', { ...where, name }),
      ...where,
      ...keys,
      value: name,
    });
  }
  return column;
}

/** Logs that a series entity already has the property a record's series name gives. */
export function pivotCollision(
  log: ProblemLog,
  name: string,
  keys: { readonly partitionKey: string; readonly rowKey: string },
  where: Where,
): void {
  log.add({
    code: 'PROPERTY_COLLISION',
    message: coded('design.problemPropertyCollision', { ...where, ...keys, name }),
    ...where,
    ...keys,
    value: name,
  });
}

/** Sets a record's value as a series entity's property named by the series template. */
function addPivot(
  s: CompiledSet,
  group: Group,
  r: DataRecord,
  pivots: Map<string, Column | null>,
  log: ProblemLog,
  where: Where,
): void {
  const keys = {
    partitionKey: group.entity.PartitionKey as string,
    rowKey: group.entity.RowKey as string,
  };
  const column = pivotColumn(s, r, pivots, log, keys, where);
  if (column === null) return;
  const name = column.name;
  if (Object.hasOwn(group.entity, name)) {
    pivotCollision(log, name, keys, where);
    return;
  }
  const scratch: unknown[] = [null];
  const n = column.read(r, scratch, 0);
  if (n === WRONG) log.wrongColumn(column, r, where);
  else if (n >= 0) {
    setOwn(group.entity, name, scratch[0]);
    if (column.annotated) group.entity[`${name}@odata.type`] = column.type;
    group.bytes += n;
  }
}
