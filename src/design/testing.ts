/**
 * Shared fixtures of the design room's tests: a record type with one property of every Edm type,
 * a helper that compiles and evaluates a template in one step, and one that applies a design
 * both ways (wire and typed) to compare them.
 */
import {
  createTable,
  describeProperties,
  type RejectedEntity,
  type Table,
  ticksFromIso,
  toWireEntity,
} from '../engine';
import { applyDesign, type DesignRun } from './design-apply';
import { type CompiledDesign, compileDesign } from './design-compile';
import { designMetrics } from './design-metrics';
import { applyDesignToTable } from './design-table';
import type { RunSource } from './record-runs';
import { SharedProperties } from './stored-writer';
import { compileTemplate } from './template-compile';
import type {
  DataRecord,
  Design,
  EntitySet,
  RecordsByType,
  RecordType,
  RecordValue,
} from './types';

/** One property of every Edm type, named after it. */
export const EVERY_TYPE: RecordType = {
  name: 'Sample',
  properties: [
    { name: 'Text', type: 'Edm.String' },
    { name: 'Int', type: 'Edm.Int32' },
    { name: 'Long', type: 'Edm.Int64' },
    { name: 'Real', type: 'Edm.Double' },
    { name: 'Flag', type: 'Edm.Boolean' },
    { name: 'When', type: 'Edm.DateTime' },
    { name: 'Id', type: 'Edm.Guid' },
    { name: 'Bytes', type: 'Edm.Binary' },
  ],
};

/** Ticks of an ISO date-time the test writes (throws on a typo, so a test cannot pass on null). */
export function ticks(iso: string): bigint {
  const t = ticksFromIso(iso);
  if (t === null) throw new Error(`bad test date ${iso}`);
  return t;
}

/** A record of EVERY_TYPE with every property set. */
export const FULL_RECORD: DataRecord = {
  Text: 'Jones',
  Int: 42,
  Long: 9_007_199_254_740_993n,
  Real: 12.5,
  Flag: true,
  When: ticks('2025-01-15T09:30:15.1234567Z'),
  Id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  Bytes: new Uint8Array([0xde, 0xad, 0xbe, 0xef]),
};

/** Compiles `source` against `type` and evaluates it on `record`: the text, or the compile error code. */
export function run(
  source: string,
  record: DataRecord = FULL_RECORD,
  type = EVERY_TYPE,
): string | null {
  const c = compileTemplate(source, type);
  if (!c.ok) throw new Error(`${source}: ${JSON.stringify(c.error)}`);
  return c.template.evaluate(record);
}

/** A small employee record type for design tests. */
export const PERSON: RecordType = {
  name: 'Person',
  properties: [
    { name: 'Id', type: 'Edm.Int32' },
    { name: 'Dept', type: 'Edm.String' },
    { name: 'Last', type: 'Edm.String' },
    { name: 'Email', type: 'Edm.String' },
  ],
};

/** People 0..n-1: departments A and B alternately, last names from a short list. */
export function people(n: number): DataRecord[] {
  const lasts = ['Jones', 'Smith', 'Brown'];
  return Array.from({ length: n }, (_, i) => ({
    Id: i,
    Dept: i % 2 === 0 ? 'A' : 'B',
    Last: lasts[i % 3]!,
    Email: `p${i}@x.com`,
  }));
}

/** A copy set of Person with the given keys (properties: all). */
export function personSet(
  name: string,
  partitionKey: string,
  rowKey: string,
  extra: Partial<EntitySet> = {},
): EntitySet {
  return {
    name,
    recordType: 'Person',
    kind: 'copy',
    partitionKey,
    rowKey,
    properties: 'all',
    ...extra,
  };
}

/** Compiles a design of the given sets over `types`, failing the test on errors. */
export function compiled(
  sets: readonly EntitySet[],
  types: readonly RecordType[] = [PERSON],
): CompiledDesign {
  const design: Design = { name: 'test', entitySets: sets };
  const c = compileDesign(design, types);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.design;
}

/** Readings of a day in slots, the record type of the data-series tests. */
export const READING: RecordType = {
  name: 'Reading',
  properties: [
    { name: 'Day', type: 'Edm.String' },
    { name: 'Slot', type: 'Edm.Int32' },
    { name: 'Name', type: 'Edm.String' },
    { name: 'Note', type: 'Edm.String' },
    { name: 'Count', type: 'Edm.Double' },
  ],
};

/** The employees sample as a record type (the samples parity test and the design bench). */
export const EMPLOYEE: RecordType = {
  name: 'Employee',
  properties: [
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Department', type: 'Edm.String' },
    { name: 'FirstName', type: 'Edm.String' },
    { name: 'LastName', type: 'Edm.String' },
    { name: 'Age', type: 'Edm.Int32' },
    { name: 'EmailAddress', type: 'Edm.String' },
  ],
};

/**
 * A design applied both ways, for tests that the typed path changes nothing: through wire
 * entities read back by `createTable`, and straight into a table by `applyDesignToTable`, once
 * alone and once (`held`) with a SharedProperties, as a comparison applies it, so that over held
 * arrays of records the properties objects are made when first read. Each side as plain data: every entity in table order as the wire writes it, the census, the
 * rejections, the metrics and the problems (sorted: the builder's collisions come last).
 */
export function bothWays(design: CompiledDesign, records: () => RecordsByType) {
  const side = (table: Table, rejected: readonly RejectedEntity[], run: DesignRun) => ({
    entities: table.partitions.flatMap((p) => p.entities.map((e) => toWireEntity(e))),
    properties: describeProperties(table),
    rejected: rejected.map(({ index, code, message }) => ({ index, code, message })),
    metrics: designMetrics(run),
    problems: {
      total: run.log.total,
      counts: run.log.counts,
      list: run.log.problems.map((p) => JSON.stringify(p)).sort(),
    },
  });
  const wireRun = applyDesign(design, records());
  const wire = createTable(wireRun.entities);
  const typed = applyDesignToTable(design, records());
  // Over held arrays with a SharedProperties, as a comparison loads: properties objects wait.
  const held = applyDesignToTable(design, records(), { shared: new SharedProperties() });
  return {
    wire: side(wire.table, wire.rejected, wireRun),
    typed: side(typed.table, typed.rejected, typed.run),
    held: side(held.table, held.rejected, held.run),
    table: typed.table,
  };
}

/**
 * `records` as a source that also offers runs (record-runs.ts): up to `length` consecutive records
 * with the same property names make a run, varying in the properties whose values differ; equal
 * value arrays are one array.
 */
export function inRuns(records: readonly DataRecord[], length: number): RunSource {
  return {
    [Symbol.iterator]: () => records[Symbol.iterator](),
    *runs() {
      const names = (r: DataRecord) => Object.keys(r).join('\u0000');
      // Runs with equal values share one array, as real sources share them (every Monday's hours).
      const given: RecordValue[][] = [];
      const same = (values: RecordValue[]) => {
        const known = given.find(
          (g) => g.length === values.length && g.every((v, n) => Object.is(v, values[n])),
        );
        if (known) return known;
        given.push(values);
        return values;
      };
      for (let k = 0; k < records.length; ) {
        const first = records[k]!;
        let end = k + 1;
        while (end < records.length && end - k < length && names(records[end]!) === names(first)) {
          end++;
        }
        const varying = new Map<string, RecordValue[]>();
        for (const name of Object.keys(first)) {
          const values = records.slice(k, end).map((r) => r[name]!);
          if (values.some((v) => !Object.is(v, values[0]))) varying.set(name, same(values));
        }
        yield { first, length: end - k, varying };
        k = end;
      }
    },
  };
}
