/**
 * Issue 13's import target, in Node: a 1,000,000-row typed CSV (about 150 MB) read through the
 * worker's code path — `session.imports.read` on a Blob (slices, streaming TextDecoder, the io
 * CSV reader, the engine's entity rules, the fingerprint) then `session.loads.loadImported` (the
 * table). The baselines, in the same run: papaparse alone parsing the same text to arrays, and
 * `createTable` alone over the same entities already in wire form. The browser figure (≤ 15 s,
 * long tasks, peak heap) is not measured here. `BENCH_IMPORT_ROWS=50000 npm run bench -- import`
 * is quick.
 */
import { availableParallelism, loadavg } from 'node:os';
import Papa from 'papaparse';
import { createTable, tableSize, type WireEntity } from '../src/engine';
import { typedCsvChunks } from '../src/io';
import { MAIN_TABLE } from '../src/protocol/tables';
import { EngineSession } from '../src/worker/session';
import { timeRunsAsync } from './wall-cpu';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const RUNS = 2;

const FIRST = 'Alex Amy Ben Beth Carl Dana Emma Eric Fiona Gary Hannah Ian Jane Karen'.split(' ');

/** Seeded employee-like wire entities of six Edm types, about 150 bytes a row as typed CSV. */
function* entities(n: number): Generator<WireEntity> {
  let state = 2024;
  const next = (k: number): number => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % k;
  };
  for (let i = 0; i < n; i++) {
    const first = FIRST[next(FIRST.length)]!;
    yield {
      PartitionKey: `Dept${String(i % 100).padStart(3, '0')}`,
      RowKey: String(i).padStart(8, '0'),
      Name: `${first} ${i}`,
      Age: 20 + next(46),
      'Badge@odata.type': 'Edm.Int64',
      Badge: String(5_000_000_000 + i),
      'Joined@odata.type': 'Edm.DateTime',
      Joined: `20${String(10 + next(14))}-0${1 + next(9)}-1${next(10)}T08:30:00.0000000Z`,
      Active: next(2) === 1,
    };
  }
}

/** Median wall and CPU milliseconds of `RUNS` runs of an asynchronous piece of work. */
async function timeAsync(work: () => Promise<void>) {
  const { result: _none, ...timing } = await timeRunsAsync(RUNS, work);
  return timing;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Runs the benchmark and returns its figures (milliseconds unless named otherwise). */
export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  const text = [...typedCsvChunks(entities(ROWS))].join('');
  const blob = new Blob([text]);
  let imported = 0;
  let rejected = 0;
  let peakHeap = 0;
  const heap = () => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  (globalThis as { gc?: () => void }).gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  // A fresh session per run, as a page holds one import: the last run's table is garbage.
  const importOnce = async (load: boolean) => {
    const session = new EngineSession(() => performance.now());
    const outcome = await session.imports.read(1, blob, 'bench.typed.csv', {});
    if (!outcome.ok) throw new Error(outcome.error.message);
    heap();
    rejected = outcome.rejected;
    if (!load) return;
    const loaded = session.loads.loadImported(MAIN_TABLE, 1);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    heap();
    imported = loaded.count;
  };
  const readOnly = await timeAsync(() => importOnce(false));
  const readAndLoad = await timeAsync(() => importOnce(true));
  const papaparseAlone = await timeAsync(async () => {
    const parsed = Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' });
    if (parsed.data.length < ROWS) throw new Error('papaparse read too few rows');
  });
  const wire = [...entities(ROWS)];
  const createTableAlone = await timeAsync(async () => {
    if (tableSize(createTable(wire).table) !== ROWS) throw new Error('rows were lost');
  });
  return {
    rows: ROWS,
    fileMB: mb(blob.size),
    runs: RUNS,
    statistic: 'median wall ms (min–max), median CPU ms',
    loadAverage1m: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
    imported,
    rejected,
    importFileOnly: readOnly,
    importFileAndLoadImported: readAndLoad,
    heapMB: {
      beforeImport: mb(heapBefore),
      peakDuringImport: mb(peakHeap),
      note: 'beforeImport holds the file as one string (the Blob is outside the JS heap)',
    },
    baselines: { papaparseAlone, createTableAlone },
    targets: { browserImportMs: 15_000 },
  };
}
