/**
 * Issue 26's advisor over the employees scenario (six patterns, its workload), in the worker's
 * code path. Measured: the design search (`adviseDesigns`: candidates built over a sample,
 * checked with their proposed queries, ranked, the best few confirmed over every record) at
 * BENCH_ADVISOR_SIZE records (default 100,000), against the same search at 10,000 records (the
 * same-run baseline: what the size adds); and the proposed query of each pattern × bundled
 * design (`proposeAnswer`, every candidate answer checked), against the check of the
 * hand-written answer of the same cell (`checkCell`), target ≤ 5 ms.
 * `BENCH_ADVISOR_SIZE=20000 npm run bench -- advisor` is a quicker check;
 * `BENCH_ADVISOR_ONLY=proposals` measures the cells alone. Each cell is also measured as the
 * comparison's matrix asks it: beside the cell's hand-written answer, already checked.
 */
import { loadavg } from 'node:os';
import { findDataset } from '../src/datasets';
import { proposeAnswer } from '../src/patterns/advisor/propose';
import { adviseDesigns } from '../src/patterns/advisor/search';
import { checkCell } from '../src/patterns/check';
import { holdRecords, loadComparison } from '../src/patterns/comparison';
import { preparePattern } from '../src/patterns/prepare';
import { findScenario } from '../src/patterns/scenarios';
import { EXAMPLE_PRICES } from '../src/patterns/workload/rules';
import { median, ms } from './stats';

/** The collector, when the bench runs with --expose-gc (npm run bench does). */
const gc = (globalThis as { gc?: () => void }).gc;

const SIZE = Number(process.env.BENCH_ADVISOR_SIZE ?? 100_000);
const BASELINE_SIZE = 10_000;

async function search(size: number) {
  const scenario = findScenario('employees')!;
  const dataset = findDataset(scenario.dataset)!;
  const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
  const records = holdRecords(types, dataset.records(size, 1));
  const started = performance.now();
  const advice = await adviseDesigns(
    types,
    records,
    scenario.patterns,
    { prices: EXAMPLE_PRICES, scale: null, workload: scenario.workload! },
    () => performance.now(),
  );
  const wallMs = performance.now() - started;
  return {
    records: size,
    wallMs: Math.round(wallMs),
    candidates: advice.candidates,
    patterns: scenario.patterns.length,
    passing: advice.passing,
    sampled: advice.sampled,
    msPerCandidate: Math.round((wallMs / advice.candidates) * 10) / 10,
    best: advice.best[0]?.design.name ?? null,
  };
}

/** Each cell's proposal time against its hand-written check, at `size`. */
function proposals(size: number) {
  const scenario = findScenario('employees')!;
  const dataset = findDataset(scenario.dataset)!;
  const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
  const records = holdRecords(types, dataset.records(size, 1));
  const loaded = loadComparison(types, records, scenario.designs);
  if (!loaded.ok) throw new Error('the comparison does not load');
  const proposeMs: number[] = [];
  const firstMs: number[] = [];
  const handMs: number[] = [];
  const besideMs: number[] = [];
  const fastestMs: number[] = [];
  const slowest: { cell: string; ms: number; fastestMs: number }[] = [];
  const runs = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  for (const pattern of scenario.patterns) {
    const prepared = preparePattern(pattern, types, loaded.records, loaded.indexes);
    if (!prepared.ok) throw new Error('the pattern does not prepare');
    for (const d of loaded.designs) {
      // Each cell after a collection: the searches before leave hundreds of MB of garbage,
      // whose collection would otherwise land in whichever cell runs next.
      gc?.();
      const times = runs.map(() => ms(() => proposeAnswer(prepared.prepared, d, types)));
      firstMs.push(times[0]!);
      proposeMs.push(median(times));
      // The fastest run: on a shared machine the others' load only adds to a run, never takes away.
      fastestMs.push(Math.min(...times));
      slowest.push({
        cell: `${pattern.id} × ${d.id}`,
        ms: Math.round(median(times) * 100) / 100,
        fastestMs: Math.round(Math.min(...times) * 100) / 100,
      });
      handMs.push(median(runs.map(() => ms(() => checkCell(prepared.prepared, d, null)))));
      // As the matrix asks it: beside the cell's own answer, checked already (comparison.ts).
      const own = checkCell(prepared.prepared, d, null);
      besideMs.push(
        median(runs.map(() => ms(() => proposeAnswer(prepared.prepared, d, types, own)))),
      );
    }
  }
  const sorted = [...proposeMs].sort((a, b) => a - b);
  return {
    records: size,
    cells: proposeMs.length,
    proposeMedianMs: Math.round(median(proposeMs) * 100) / 100,
    proposeMaxMs: Math.round(sorted.at(-1)! * 100) / 100,
    handCheckMedianMs: Math.round(median(handMs) * 100) / 100,
    ratio: Math.round((median(proposeMs) / median(handMs)) * 100) / 100,
    within5ms: proposeMs.filter((x) => x <= 5).length,
    /** Per cell the fastest of its runs: the slowest cell's, and how many are within 5 ms. */
    fastestMaxMs: Math.round(Math.max(...fastestMs) * 100) / 100,
    fastestWithin5ms: fastestMs.filter((x) => x <= 5).length,
    /** The proposal beside the cell's checked hand-written answer, as the comparison's matrix asks it. */
    besideOwnMedianMs: Math.round(median(besideMs) * 100) / 100,
    besideOwnMaxMs: Math.round(Math.max(...besideMs) * 100) / 100,
    besideOwnWithin5ms: besideMs.filter((x) => x <= 5).length,
    /** The first of a cell's runs (its pattern and design not yet asked), the slowest cell's. */
    firstMaxMs: Math.round(Math.max(...firstMs) * 100) / 100,
    slowestCells: slowest.sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
}

export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  // BENCH_ADVISOR_ONLY=proposals: the cells alone (a minute less), for work on the proposer.
  if (process.env.BENCH_ADVISOR_ONLY === 'proposals') {
    return { proposals: proposals(SIZE), proposalTargetMs: 5, load: [loadBefore, loadavg()[0]] };
  }
  const baseline = await search(BASELINE_SIZE);
  const figure = await search(SIZE);
  const cells = proposals(SIZE);
  return {
    search: figure,
    searchBaseline: baseline,
    searchRatio: Math.round((figure.wallMs / baseline.wallMs) * 100) / 100,
    searchTargetMs: 10_000,
    proposals: cells,
    proposalTargetMs: 5,
    load: [loadBefore, loadavg()[0]],
  };
}
