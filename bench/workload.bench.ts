/**
 * Issue 25's workload model over the employees scenario (four designs, six patterns) at
 * 1,000,000 records, in the worker's code path. Measured: the growth inference each design's
 * load adds (one pass over its table's entities with their origins, `designGrowth`) against a
 * bare pass over the same entities counting them (the least such a pass can cost); what the
 * bound inference adds to a matrix check (`pinnedBy`: one uniqueness pass over each value index
 * the check builds anyway, then cached; the index build is reported beside it); and what the view recomputes on each edit of the workload,
 * the scale or a price (`projectCalls` and `workloadCost` over the matrix, no query run): p50 and
 * p95 over 40 edits of a read rate, against the target of 50 ms.
 * `BENCH_WORKLOAD_SIZE=100000 npm run bench -- workload` is a quicker check.
 */
import { availableParallelism, loadavg } from 'node:os';
import { findDataset } from '../src/datasets';
import { checkMatrix, holdRecords, loadComparison } from '../src/patterns/comparison';
import { RecordIndexes } from '../src/patterns/record-index';
import { findScenario } from '../src/patterns/scenarios';
import { workloadCost } from '../src/patterns/workload/cost';
import { designGrowth } from '../src/patterns/workload/growth';
import { projectCalls } from '../src/patterns/workload/model';
import { pinnedBy } from '../src/patterns/workload/pinned';
import { EXAMPLE_PRICES } from '../src/patterns/workload/rules';
import { median, ms, p95 } from './stats';

const SIZE = Number(process.env.BENCH_WORKLOAD_SIZE ?? 1_000_000);
const EDITS = 40;

export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  const scenario = findScenario('employees')!;
  const dataset = findDataset(scenario.dataset)!;
  const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
  const records = holdRecords(types, dataset.records(SIZE, 1));
  let loadMs = 0;
  const loaded = (() => {
    const t = performance.now();
    const l = loadComparison(types, records, scenario.designs);
    loadMs = performance.now() - t;
    return l;
  })();
  if (!loaded.ok) throw new Error('the comparison does not load');
  const counts = { Employee: records.Employee!.length };

  // The growth pass per design, against a bare pass over the same entities and origins.
  const growthMs = loaded.designs.map((d) =>
    median(
      [0, 1, 2].map(() =>
        ms(() => {
          for (const part of d.parts) designGrowth({ id: d.id, ...part }, counts);
        }),
      ),
    ),
  );
  const bareMs = loaded.designs.map((d) =>
    median(
      [0, 1, 2].map(() =>
        ms(() => {
          let n = 0;
          for (const { table, origins } of d.parts) {
            for (const p of table.partitions) {
              for (let k = 0; k < p.entities.length; k++) n += origins ? origins.of(p, k) & 1 : 1;
            }
          }
          return n;
        }),
      ),
    ),
  );

  // The bound inference: one uniqueness pass per property it reads (stopping at the first value
  // seen twice), then kept. Beside it, what the check's look-ups cost: a scan each.
  const fresh = new RecordIndexes();
  const rows = loaded.records.Employee!;
  const properties = ['Department', 'EmployeeId', 'EmailAddress', 'LastName'] as const;
  const lookUp = (indexes: RecordIndexes) => {
    for (const property of properties)
      indexes.lookup('Employee', property, rows, rows[0]![property]!);
  };
  const scans = new RecordIndexes();
  const firstLookupMs = ms(() => lookUp(scans));
  const uniquenessFirstMs = ms(() => {
    for (const p of scenario.patterns) pinnedBy(p, loaded.types, loaded.records, fresh);
  });
  const pinCached = median(
    [0, 1, 2].map(() =>
      ms(() => {
        for (const p of scenario.patterns) pinnedBy(p, loaded.types, loaded.records, fresh);
      }),
    ),
  );
  const matrixMs = ms(() => checkMatrix(loaded, scenario.patterns, () => 0));

  // What an edit recomputes in the view: the projection and the cost, over the matrix.
  const matrix = checkMatrix(loaded, scenario.patterns, () => 0);
  const names = { Employee: types[0]!.properties.map((p) => p.name) };
  const edits: number[] = [];
  const projectionOnly: number[] = [];
  for (let k = 0; k < EDITS; k++) {
    const workload = {
      ...scenario.workload!,
      reads: scenario.workload!.reads.map((r) =>
        r.patternId === 'by-email' ? { ...r, perSecond: 10 + k, peakPerSecond: 10 + k } : r,
      ),
    };
    const settings = { scale: 1_000_000_000, workload };
    edits.push(
      ms(() =>
        workloadCost(matrix, scenario.patterns, scenario.designs, settings, EXAMPLE_PRICES, names),
      ),
    );
    projectionOnly.push(ms(() => projectCalls(matrix, scenario.patterns, settings)));
  }

  return {
    size: SIZE,
    loadAverage1m: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
    loadComparisonMs: loadMs,
    growthPassMsPerDesign: growthMs,
    baselines: {
      bareEntityPassMsPerDesign: bareMs,
      projectionAloneMs: { p50: median(projectionOnly), p95: p95(projectionOnly) },
    },
    growthShareOfLoad: growthMs.reduce((a, b) => a + b, 0) / loadMs,
    pinnedInference: {
      lookupScanMs: firstLookupMs,
      uniquenessFirstMs,
      cachedMs: pinCached,
      firstMatrixCheckMs: matrixMs,
    },
    recomputeOnEditMs: { p50: median(edits), p95: p95(edits), max: Math.max(...edits) },
    targets: { recomputeP95Ms: 50 },
  };
}
