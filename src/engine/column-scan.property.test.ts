/**
 * The column scan against the per-entity evaluator: on random tables whose columns mix types
 * and miss properties, with repeated scans (so later ones read the columns earlier ones built),
 * every query returns what the per-entity predicate and the reference evaluator
 * accept, in key order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompareOp, FilterNode } from './ast';
import { hasColumn, partitionColumn } from './columns';
import { compileFilter } from './compile';
import type { EdmValue } from './edm';
import type { StoredEntity } from './entity';
import { parseFilter } from './parser';
import { printFilter } from './printer';
import { analyzeQuery, runQuery, runQueryStored } from './query';
import { entitySize } from './size';
import { createTable, createTableFromStored, type Table } from './table';
import { countComparisons } from './testing/arbitraries';
import { referenceEvaluate } from './testing/reference';
import { toWireEntity } from './wire';

const PARTITION_KEYS = ['a', 'b', 'c'];
const NAMES = ['Age', 'Name', 'IsActive', 'Price'];
const NO_SPAN = { from: 0, to: 0 };

/**
 * A small pool of values, shared by the entities and the filters so that comparisons often hold
 * and often fail: equal-looking values of different types (Int32 2, Double 2, String '2'),
 * NaN and -0, a Guid beside a String, both Booleans, a Binary and an Int64.
 */
const VALUES: readonly EdmValue[] = [
  { type: 'Edm.Int32', value: 1 },
  { type: 'Edm.Int32', value: 2 },
  { type: 'Edm.Double', value: 2 },
  { type: 'Edm.Double', value: -0 },
  { type: 'Edm.Double', value: Number.NaN },
  { type: 'Edm.Double', value: 2.5 },
  { type: 'Edm.String', value: '2' },
  { type: 'Edm.String', value: 'Jones' },
  { type: 'Edm.String', value: 'Smith' },
  { type: 'Edm.Guid', value: 'c9da6455-213d-42c9-9a79-3e9149a57833' },
  { type: 'Edm.Boolean', value: true },
  { type: 'Edm.Boolean', value: false },
  { type: 'Edm.Int64', value: 2n },
  { type: 'Edm.Binary', value: new Uint8Array([2]) },
  { type: 'Edm.DateTime', value: 638396640000000000n },
];
/**
 * A value from the pool, or now and then a random short String: a partition then holds more
 * distinct values than a dictionary column takes, and its column keeps raw values instead.
 */
const arbValue: fc.Arbitrary<EdmValue> = fc.oneof(
  { arbitrary: fc.constantFrom(...VALUES), weight: 3 },
  {
    arbitrary: fc.string({ maxLength: 3 }).map((value) => ({ type: 'Edm.String' as const, value })),
    weight: 1,
  },
);

/** Entities of three partitions and a handful of RowKeys, so writes hit existing keys often. */
const arbEntity: fc.Arbitrary<StoredEntity> = fc
  .record({
    pk: fc.constantFrom(...PARTITION_KEYS),
    rk: fc.integer({ min: 0, max: 40 }).map((n) => String(n).padStart(2, '0')),
    entries: fc.uniqueArray(fc.tuple(fc.constantFrom(...NAMES), arbValue), {
      selector: ([name]) => name,
    }),
  })
  .map(({ pk, rk, entries }) => ({
    PartitionKey: pk,
    RowKey: rk,
    Timestamp: 638396640000000000n,
    properties: Object.fromEntries(entries),
  }));

const arbCompare: fc.Arbitrary<FilterNode> = fc
  .record({
    op: fc.constantFrom<CompareOp>('eq', 'ne', 'gt', 'ge', 'lt', 'le'),
    property: fc.constantFrom(...NAMES, 'PartitionKey', 'RowKey', 'Timestamp'),
    value: fc.oneof(
      // A filter cannot spell NaN: literals come from the finite part of the pool.
      fc.constantFrom(...VALUES.filter((v) => !(v.type === 'Edm.Double' && Number.isNaN(v.value)))),
      fc.constantFrom(...PARTITION_KEYS, '10', '20').map((value) => ({
        type: 'Edm.String' as const,
        value,
      })),
    ),
    reversed: fc.boolean(),
  })
  .map((c) => ({
    kind: 'compare',
    ...c,
    propertySpan: NO_SPAN,
    valueSpan: NO_SPAN,
    span: NO_SPAN,
  }));

/** Filters over the pool: comparisons, bare properties, and `and`/`or`/`not` of them. */
const { filter: arbPoolFilter } = fc.letrec<{ filter: FilterNode }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    arbCompare,
    fc.constantFrom(...NAMES).map((name) => ({ kind: 'property', name, span: NO_SPAN }) as const),
    fc
      .tuple(fc.constantFrom('and' as const, 'or' as const), tie('filter'), tie('filter'))
      .map(([kind, left, right]) => ({ kind, left, right, span: NO_SPAN })),
    tie('filter').map((operand) => ({ kind: 'not', operand, span: NO_SPAN }) as const),
  ),
}));

/** A query: one of the run's few filters, so later queries read the columns earlier ones built. */
const arbStep = fc.nat(2).map((query) => ({ query }));

function entitiesOf(table: Table): StoredEntity[] {
  return table.partitions.flatMap((p) => p.entities);
}

/**
 * The query's entities, after checking that runQuery, runQueryStored (building columns, and
 * reading entities where none is built) and analyzeQuery find and count them alike.
 */
function matches(table: Table, filter: string) {
  // First, before this filter builds its columns: read from the entities where none is built (a
  // keystroke's or a first matrix's scan), the search driven by an equality where there is one.
  const direct = runQueryStored(table, { filter, columns: 'when-built' });
  if (!direct.ok) throw new Error(JSON.stringify(direct.error));
  const run = runQuery(table, { filter });
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  expect(direct.stats).toEqual(run.stats);
  expect(direct.entities.map((e) => toWireEntity(e))).toEqual(run.entities);
  const analysis = analyzeQuery(table, { filter });
  if (!analysis.ok) throw new Error(JSON.stringify(analysis.error));
  expect(analysis.stats).toEqual(run.stats);
  const stored = runQueryStored(table, { filter });
  if (!stored.ok) throw new Error(JSON.stringify(stored.error));
  expect(stored.stats).toEqual(run.stats);
  expect(stored.pages).toEqual(run.pages);
  expect(stored.entities.map((e) => toWireEntity(e))).toEqual(run.entities);
  return { entities: run.entities, bytes: run.stats.bytesReturned };
}

describe('the column scan', () => {
  it('agrees with the per-entity predicate, on first scans and on scans of cached columns', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(arbEntity, { minLength: 1, maxLength: 150, size: 'medium' }),
        fc.array(
          arbPoolFilter.filter((ast) => countComparisons(ast) <= 15),
          { minLength: 3, maxLength: 3 },
        ),
        fc.array(arbStep, { minLength: 1, maxLength: 16 }),
        (stored, asts, steps) => {
          const { table } = createTable(stored.map((e) => toWireEntity(e)));
          for (const step of steps) {
            const filter = printFilter(asts[step.query]!);
            const parsed = parseFilter(filter);
            if (!parsed.ok) throw new Error(`printed filter does not parse: ${filter}`);
            const predicate = compileFilter(parsed.ast);
            const all = entitiesOf(table);
            const expected = all.filter((e) => referenceEvaluate(parsed.ast, e));
            expect(all.filter(predicate)).toEqual(expected);
            for (const partition of table.partitions) {
              for (const name of NAMES) {
                if (hasColumn(partition, name)) kinds.add(partitionColumn(partition, name).kind);
              }
            }
            // The bytes too: entity sizes are remembered beside the columns and dropped with them.
            const bytes = expected.reduce((n, e) => n + entitySize(e), 0);
            expect(matches(table, filter), filter).toEqual({
              entities: expected.map((e) => toWireEntity(e)),
              bytes,
            });
          }
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
    // Both encodings must have been scanned, or the property says little.
    expect([...kinds].sort()).toEqual(['dictionary', 'values']);
  });

  it('keeps answering when a filter reads more columns than a partition keeps', () => {
    const names = Array.from({ length: 12 }, (_, k) => `P${k}`);
    const wire = Array.from({ length: 20 }, (_, i) => {
      const e: Record<string, unknown> = { PartitionKey: 'p', RowKey: String(i).padStart(2, '0') };
      for (const name of names) e[name] = i % 3;
      return e;
    });
    const { table } = createTable(wire);
    const filter = names.map((name) => `${name} eq 1`).join(' and ');
    for (let round = 0; round < 2; round++) {
      expect(matches(table, filter).entities).toHaveLength(7);
    }
  });

  it('serves tables built from stored entities, as designs build them (shared properties objects)', () => {
    const shared = { Name: { type: 'Edm.String', value: 'Jones' } } as const;
    const other = { Name: { type: 'Edm.String', value: 'Smith' } } as const;
    const stored: StoredEntity[] = Array.from({ length: 40 }, (_, i) => ({
      PartitionKey: i < 20 ? 'a' : 'b',
      RowKey: String(i).padStart(2, '0'),
      Timestamp: 638396640000000000n,
      properties: i % 4 === 0 ? shared : other,
    }));
    const { table } = createTableFromStored(stored);
    const jones = matches(table, "Name eq 'Jones'");
    expect(jones.entities.map((e) => e.RowKey)).toEqual(
      stored.filter((e) => e.properties === shared).map((e) => e.RowKey),
    );
    for (const partition of table.partitions) expect(hasColumn(partition, 'Name')).toBe(true);
  });

  it('finds equal strings among unique ones of many lengths (a raw column read by length)', () => {
    const names = Array.from({ length: 200 }, (_, i) => `n${'x'.repeat(i % 7)}${i}`);
    const wire = names.map((Name, i) => ({
      PartitionKey: 'p',
      RowKey: String(i).padStart(3, '0'),
      Name,
    }));
    const { table } = createTable([...wire, { PartitionKey: 'q', RowKey: '0', Name: 'n0' }]);
    const found = (name: string) =>
      matches(table, `Name eq '${name}'`).entities.map((e) => `${e.PartitionKey}/${e.RowKey}`);
    expect(found('nxxx150')).toEqual(['p/150']);
    expect(found('n0')).toEqual(['p/000', 'q/0']);
    expect(found('nxxx15')).toEqual([]);
    expect(found('')).toEqual([]);
    const column = partitionColumn(table.partitions[0]!, 'Name');
    expect(column.kind === 'values' && column.lengths !== null).toBe(true);
  });
});
