/**
 * Sample generation speed, and issue 17's "no regression" for the two message-count samples.
 * (1) Each dataset generated at 1,000,000 entities into an array (the wire entities; the
 * data series at its largest offered size, 100,000 days), next to baselines measured in the same
 * run: a bare loop creating as many six-property objects, directly and through a generator.
 * (2) The message-count samples as the worker loads them (`loadSample`: records through the
 * preset design into the table), the data series at 1,000,000 days (24 million records), against
 * the hand-written generators they replaced (old-message-counts.ts) streamed into `createTable`,
 * the two alternating run by run. A check at a small size first proves the old generators
 * build the same tables. Wall time is the target's unit; CPU time (this process, all threads,
 * GC included) is reported beside it because the machines that run this are shared, and wall
 * time then mostly measures the neighbours. The load average says how shared the machine was.
 * `BENCH_SERIES_DAYS=100000 npm run bench -- samples` is a quicker run;
 * `BENCH_SAMPLES_MESSAGES_ONLY=1` measures only (2).
 */
import { availableParallelism, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { findDataset, loadSample, SAMPLE_DATASETS, sampleEntities } from '../src/datasets';
import { createTable, type Table, toWireEntity, type WireEntity } from '../src/engine';
import { oldHourly, oldSeries } from './old-message-counts';
import { keepAll, median } from './stats';
import { timeRuns, type WallCpu } from './wall-cpu';

const SIZE = 1_000_000;
const RUNS = 3;
/** The data series' size in the same-run comparison: the old generator's figure was at 1M days. */
const SERIES_DAYS = Number(process.env.BENCH_SERIES_DAYS ?? 1_000_000);

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

/** The size a dataset's generation is measured at: SIZE, or its largest offered size. */
function sizeOf(d: (typeof SAMPLE_DATASETS)[number]): number {
  return Math.min(SIZE, d.sizes.at(-1) ?? SIZE);
}

/** The sample as the worker loads it: its records through its preset design into a table. */
function load(id: string, size: number): Table {
  const loaded = loadSample(findDataset(id)!, size, 1);
  if (!loaded.ok) throw new Error(`${id}: ${JSON.stringify(loaded.error[0])}`);
  return loaded.table;
}

/** Every entity of a table as wire JSON, in table order. */
function wireOf(table: Table): WireEntity[] {
  return table.partitions.flatMap((p) => p.entities.map((e) => toWireEntity(e)));
}

/** Two pieces of work timed alternately, run by run, so a change in the machine's load hits both. */
function alternate(work: () => number, baseline: () => number) {
  const a: WallCpu<number>[] = [];
  const b: WallCpu<number>[] = [];
  for (let r = 0; r < RUNS; r++) {
    a.push(timeRuns(1, work));
    b.push(timeRuns(1, baseline));
  }
  const summary = (xs: WallCpu<number>[]) => ({
    wallMs: median(xs.map((x) => x.wallMs)),
    wallMsMin: Math.min(...xs.map((x) => x.wallMs)),
    wallMsMax: Math.max(...xs.map((x) => x.wallMs)),
    cpuMs: median(xs.map((x) => x.cpuMs)),
    count: xs[0]!.result,
  });
  const now = summary(a);
  const old = summary(b);
  return { loadSample: now, oldGeneratorAndLoad: old, cpuRatio: now.cpuMs / old.cpuMs };
}

/** The message-count samples against their old hand-written generators, same run. */
function messageCounts() {
  // The baselines must build the tables the samples build, or the comparison means nothing.
  for (const [id, old] of [
    ['message-counts-hourly', () => oldHourly(24 * 30, 1)],
    ['message-counts-series', () => oldSeries(30, 1)],
  ] as const) {
    const size = id === 'message-counts-hourly' ? 24 * 30 : 30;
    if (!isDeepStrictEqual(wireOf(load(id, size)), wireOf(createTable(old()).table))) {
      throw new Error(`${id}: the old generator's table differs from the sample's`);
    }
  }
  return {
    hourly: {
      size: SIZE,
      ...alternate(
        () => load('message-counts-hourly', SIZE).partitions.length,
        () => createTable(oldHourly(SIZE, 1)).table.partitions.length,
      ),
    },
    series: {
      days: SERIES_DAYS,
      ...alternate(
        () => load('message-counts-series', SERIES_DAYS).partitions.length,
        () => createTable(oldSeries(SERIES_DAYS, 1)).table.partitions.length,
      ),
    },
  };
}

/** Runs the benchmark and returns its figures (milliseconds, entity counts). */
export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  const messages = {
    ...messageCounts(),
    loadAverage1m: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
  };
  if (process.env.BENCH_SAMPLES_MESSAGES_ONLY === '1')
    return { runs: RUNS, messageCounts: messages };
  const baselines = {
    bareObjects: time(() => bareObjects(SIZE)),
    bareGenerator: time(() => keepAll(bareGenerator(SIZE))),
  };
  const datasets: Record<string, Timing> = {};
  for (const d of SAMPLE_DATASETS) {
    datasets[d.id] = time(() => keepAll(sampleEntities(d, sizeOf(d), 1)));
  }
  // The figure the product target (≤ 5 s) is about: generate and load, streamed, no array between.
  const employees = findDataset('employees')!;
  const employeesGenerateAndLoad = time(
    () => createTable(sampleEntities(employees, SIZE, 1)).table && SIZE,
  );
  return {
    size: SIZE,
    runs: RUNS,
    statistic: 'median (wallMsMin–wallMsMax over runs)',
    messageCounts: messages,
    loadAverage1m: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
    baselines,
    datasets,
    employeesGenerateAndLoad,
    targets: { employeesGenerateMs: 1500, employeesGenerateAndLoadMs: 5000 },
  };
}
