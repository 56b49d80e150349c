/**
 * Sample generation speed: each dataset generated at 1,000,000 entities into an array (what the
 * worker does before loading), median of a few runs, next to baselines measured in the same run:
 * a bare loop creating as many six-property objects, directly and through a generator.
 * Target: employees at 1M well under 1.5 s, so generate + load stays within 5 s.
 */
import { SAMPLE_DATASETS } from '../src/engine/samples';

const SIZE = 1_000_000;
const RUNS = 3;

/** Median of a small list of numbers. */
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Milliseconds to drain `make()` into an array, median of RUNS, after a collection each time. */
function time(make: () => Iterable<unknown>): { ms: number; count: number } {
  const runs: number[] = [];
  let count = 0;
  for (let r = 0; r < RUNS; r++) {
    (globalThis as { gc?: () => void }).gc?.();
    const t0 = performance.now();
    const out: unknown[] = [];
    for (const e of make()) out.push(e);
    runs.push(performance.now() - t0);
    count = out.length;
  }
  return { ms: Math.round(median(runs)), count };
}

/** A bare loop allocating objects shaped like an employee, with no randomness or formatting. */
function bareObjects(n: number): unknown[] {
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
  return out;
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
  const baselines = {
    bareObjectsMs: time(() => bareObjects(SIZE)).ms,
    bareGeneratorMs: time(() => bareGenerator(SIZE)).ms,
  };
  const datasets: Record<string, { ms: number; count: number }> = {};
  for (const d of SAMPLE_DATASETS) datasets[d.id] = time(() => d.generate(SIZE, 1));
  return {
    size: SIZE,
    runs: RUNS,
    statistic: 'median',
    baselines,
    datasets,
    targetEmployeesMs: 1500,
  };
}
