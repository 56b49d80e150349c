/**
 * Sample generation speed: each dataset generated at 1,000,000 entities into an array (what the
 * worker does before loading), median of a few runs, next to baselines measured in the same run:
 * a bare loop creating as many six-property objects, directly and through a generator.
 * Wall time is the target's unit; CPU time (this process, all threads, GC included) is reported
 * beside it because the machines that run this are shared, and wall time then mostly measures
 * the neighbours. The load average says how shared the machine was.
 * Target: employees at 1M well under 1.5 s, so that generate + load stays within 5 s.
 */
import { availableParallelism, loadavg } from 'node:os';
import { createTable } from '../src/engine';
import { findDataset, SAMPLE_DATASETS, sampleEntities } from '../src/datasets';
import { keepAll } from './stats';
import { timeRuns, type WallCpu } from './wall-cpu';

const SIZE = 1_000_000;
const RUNS = 3;

/** Wall and CPU milliseconds of RUNS runs, and how many items came out. */
type Timing = Omit<WallCpu<number>, 'result'> & { readonly count: number };

/** Times `work` RUNS times; `count` is how many items the last run produced. */
function time(work: () => number): Timing {
  const { result, ...timing } = timeRuns(RUNS, work);
  return { ...timing, count: result };
}

/** A bare loop allocating objects shaped like an employee, with no randomness or formatting. */
function bareObjects(n: number): number {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      PartitionKey: 'Sales',
      RowKey: 'x',
      FirstName: 'a',
      LastName: 'b',
      Age: i,
      EmailAddress: 'c',
    });
  }
  return out.length;
}

/** The same objects through a generator, the shape every dataset's `generate` has. */
function* bareGenerator(n: number): Generator<unknown> {
  for (let i = 0; i < n; i++) {
    yield {
      PartitionKey: 'Sales',
      RowKey: 'x',
      FirstName: 'a',
      LastName: 'b',
      Age: i,
      EmailAddress: 'c',
    };
  }
}

/** Runs the benchmark and returns its figures (milliseconds, entity counts). */
export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  const baselines = {
    bareObjects: time(() => bareObjects(SIZE)),
    bareGenerator: time(() => keepAll(bareGenerator(SIZE))),
  };
  const datasets: Record<string, Timing> = {};
  for (const d of SAMPLE_DATASETS) datasets[d.id] = time(() => keepAll(sampleEntities(d, SIZE, 1)));
  // The figure the product target (≤ 5 s) is about: generate and load, streamed, no array between.
  const employees = findDataset('employees')!;
  const employeesGenerateAndLoad = time(
    () => createTable(sampleEntities(employees, SIZE, 1)).table && SIZE,
  );
  return {
    size: SIZE,
    runs: RUNS,
    statistic: 'median (wallMsMin–wallMsMax over runs)',
    loadAverage1m: {
      before: loadBefore,
      after: loadavg()[0],
      cores: availableParallelism(),
    },
    baselines,
    datasets,
    employeesGenerateAndLoad,
    targets: { employeesGenerateMs: 1500, employeesGenerateAndLoadMs: 5000 },
  };
}
