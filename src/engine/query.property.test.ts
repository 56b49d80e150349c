/**
 * The executor against the definition: for random filters over random tables, the planned,
 * paged execution returns exactly what a full scan with the reference evaluator returns, in key
 * order, and `scanned` counts exactly the entities inside the planned ranges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompareOp, FilterNode } from './ast';
import { andAll } from './ast-edit';
import type { StoredEntity } from './entity';
import { inInterval } from './key-constraints';
import { parseFilter } from './parser';
import { printFilter } from './printer';
import { analyzeQuery, runQuery, runQueryPage } from './query';
import type { Continuation, QueryOptions, RangePartitioning } from './query-types';
import { createTable } from './table';
import { arbFilterAst, arbKey, arbStoredEntity, countComparisons } from './testing/arbitraries';
import { referenceEvaluate } from './testing/reference';
import { toWireEntity } from './wire';

const PARTITION_KEYS = ['', 'a', 'ab', 'b', 'B', '10', '9', 'c'];
const ROW_KEYS = ['', '0', '1', '10', '2', '9', 'a', 'ab', 'b', 'z'];
const NAMES = ['Age', 'Name', 'Flag'];
const OPS: CompareOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];
const NO_SPAN = { from: 0, to: 0 };

const arbEntity = fc
  .record({
    entity: arbStoredEntity({ names: NAMES }),
    pk: fc.constantFrom(...PARTITION_KEYS),
    rk: fc.oneof(fc.constantFrom(...ROW_KEYS), arbKey(3)),
  })
  .map(({ entity, pk, rk }) => ({ ...entity, PartitionKey: pk, RowKey: rk }));

const arbKeyCompare: fc.Arbitrary<FilterNode> = fc
  .record({
    property: fc.constantFrom('PartitionKey', 'RowKey'),
    op: fc.constantFrom(...OPS),
    value: fc.oneof(fc.constantFrom(...PARTITION_KEYS, ...ROW_KEYS), arbKey(3)),
    reversed: fc.boolean(),
  })
  .map(({ value, ...c }) => ({
    kind: 'compare',
    ...c,
    value: { type: 'Edm.String', value },
    propertySpan: NO_SPAN,
    valueSpan: NO_SPAN,
    span: NO_SPAN,
  }));

const arbPiece: fc.Arbitrary<FilterNode> = fc.oneof(
  { arbitrary: arbKeyCompare, weight: 6 },
  { arbitrary: arbFilterAst({ names: NAMES, maxDepth: 2 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(arbKeyCompare, arbKeyCompare)
      .map(([left, right]) => ({ kind: 'or', left, right, span: NO_SPAN }) as FilterNode),
    weight: 1,
  },
  {
    arbitrary: arbKeyCompare.map(
      (operand) => ({ kind: 'not', operand, span: NO_SPAN }) as FilterNode,
    ),
    weight: 1,
  },
);

const arbFilter: fc.Arbitrary<FilterNode | null> = fc
  .array(arbPiece, { maxLength: 5 })
  .map(andAll)
  .filter((ast) => ast === null || countComparisons(ast) <= 15);

const arbSetting: fc.Arbitrary<RangePartitioning | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant({ kind: 'every-partition' as const }),
  fc
    .array(fc.constantFrom(...PARTITION_KEYS, 'aa', 'b0'), { maxLength: 3 })
    .map((partitionKeys) => ({ kind: 'split-at' as const, partitionKeys })),
);

const keyOrder = (a: StoredEntity, b: StoredEntity) =>
  a.PartitionKey < b.PartitionKey
    ? -1
    : a.PartitionKey > b.PartitionKey
      ? 1
      : a.RowKey < b.RowKey
        ? -1
        : a.RowKey > b.RowKey
          ? 1
          : 0;

describe('planned execution equals a full scan', () => {
  it('returns the reference matches in key order, scanning exactly the planned ranges', () => {
    const classes = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(arbEntity, { maxLength: 60 }),
        arbFilter,
        fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }),
        arbSetting,
        (stored, ast, top, rangePartitioning) => {
          const { table } = createTable(stored.map((e) => toWireEntity(e)));
          const all = table.partitions.flatMap((p) => p.entities);
          expect(all).toEqual([...all].sort(keyOrder));

          const filter = printFilter(ast);
          const parsed = parseFilter(filter);
          if (!parsed.ok) throw new Error(`printed filter does not parse: ${filter}`);
          const options: QueryOptions = { filter, top, rangePartitioning };
          const run = runQuery(table, options);
          if (!run.ok) throw new Error(JSON.stringify(run.error));

          classes.add(run.plan.costClass);
          const expected = all.filter((e) => referenceEvaluate(parsed.ast, e));
          expect(run.entities).toEqual(expected.map((e) => toWireEntity(e)));

          const inRanges = all.filter((e) =>
            run.plan.ranges.some(
              (r) => inInterval(e.PartitionKey, r.partitionKey) && inInterval(e.RowKey, r.rowKey),
            ),
          );
          expect(run.stats.scanned).toBe(inRanges.length);
          expect(run.stats.scanned).toBeLessThanOrEqual(table.size);
          expect(run.stats.returned).toBe(expected.length);
          expect(run.stats.requests).toBe(run.pages.length);
          const sum = run.stats.perPartition.reduce((n, p) => n + p.scanned, 0);
          expect(sum).toBe(run.stats.scanned);
          for (const page of run.pages) expect(page.returned).toBeLessThanOrEqual(top ?? 1000);

          // Resuming from every token gives the same pages and entities as one run.
          const paged: unknown[] = [];
          let token: Continuation | null = null;
          let requests = 0;
          do {
            const page = runQueryPage(table, options, token);
            if (!page.ok) throw new Error(JSON.stringify(page.error));
            expect(page.page.continuation).toEqual(run.pages[requests]!.continuation);
            paged.push(...page.page.entities);
            token = page.page.continuation;
            requests++;
          } while (token !== null);
          expect(paged).toEqual(run.entities);
          expect(requests).toBe(run.stats.requests);

          const analysis = analyzeQuery(table, options);
          if (!analysis.ok) throw new Error(JSON.stringify(analysis.error));
          expect(analysis.stats).toEqual(run.stats);
          expect(analysis.pages).toEqual(run.pages);
        },
      ),
      { seed: 20261122, numRuns: 400 },
    );
    // The generator must reach every cost class, or the property says little.
    expect([...classes].sort()).toEqual([
      'empty',
      'multi-partition-scan',
      'partition-scan',
      'point',
      'range',
      'table-scan',
    ]);
  });
});
