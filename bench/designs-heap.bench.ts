/**
 * Issue 12's memory target: four designs over the same 1,000,000 employee records held at once
 * in the worker in ≤ 1.2 GB of heap, the records held once. The four are the comparison's
 * employee scenario (presets.ts): by department; intra-partition index (2 copies);
 * inter-partition index (2 copies); index entities by last name. Each is applied with
 * `applyDesignToTable` and one `SharedProperties`, so a record's copies in every design that
 * carries the same properties share one properties object. Figures: the heap of the records
 * alone, then of the records and all four tables; baselines in the same run: the four tables
 * built without the shared properties (each design its own), and one by-department table
 * through the wire path (`createTable`), whose bytes per entity the engine benchmark reports.
 * `BENCH_HEAP_SIZE=20000 npm run bench -- designs-heap` is a quick check.
 */
import { availableParallelism, loadavg } from 'node:os';
import { SAMPLE_DATASETS, sampleEntities } from '../src/datasets';
import {
  BY_DEPARTMENT,
  INDEX_ENTITIES_BY_LAST_NAME,
  INTER_PARTITION_INDEX,
  INTRA_PARTITION_INDEX,
} from '../src/datasets/samples/presets';
import {
  applyDesignToTable,
  compileDesign,
  type DataRecord,
  type Design,
  SharedProperties,
} from '../src/design';
import { createTable, type Table, tableSize } from '../src/engine';
import { heapUsed } from './engine/measure';
import { timeRuns } from './wall-cpu';

const SIZE = Number(process.env.BENCH_HEAP_SIZE ?? 1_000_000);
const LIMIT_BYTES = 1.2e9;
const DESIGNS: readonly Design[] = [
  BY_DEPARTMENT,
  INTRA_PARTITION_INDEX,
  INTER_PARTITION_INDEX,
  INDEX_ENTITIES_BY_LAST_NAME,
];

const employees = SAMPLE_DATASETS.find((d) => d.id === 'employees')!;

/** The four tables over `records`, sharing properties objects when `shared` is given. */
function buildAll(records: readonly DataRecord[], shared?: SharedProperties): Table[] {
  return DESIGNS.map((design) => {
    const c = compileDesign(design, employees.recordTypes);
    if (!c.ok) throw new Error(`${design.name}: ${c.error[0]?.message}`);
    return applyDesignToTable(c.design, { Employee: records }, { shared }).table;
  });
}

const mb = (bytes: number) => Math.round(bytes / 1e6);

/** Runs the benchmark and returns its figures (heap in MB, times in ms). */
export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  // What is measured is kept alive here until its heap is read, then let go. The wire table
  // comes first, before the records exist; the shared build last, as its SharedProperties keeps
  // every properties object alive while the records are.
  const held: Table[][] = [];
  const empty = heapUsed();
  held.push([createTable(sampleEntities(employees, SIZE, 1)).table]);
  const wirePerEntity = Math.round((heapUsed() - empty) / held[0]![0]!.size);
  held.length = 0;

  const beforeRecords = heapUsed();
  const records: DataRecord[] = [...(employees.records(SIZE, 1).Employee as Iterable<DataRecord>)];
  const withRecords = heapUsed();

  held.push(buildAll(records));
  const withUnshared = heapUsed();
  held.length = 0;

  const shared = new SharedProperties();
  const build = timeRuns(1, () => {
    held.push(buildAll(records, shared));
    return held[0]!.map(tableSize);
  });
  const withTables = heapUsed();
  const entities = build.result.reduce((a, b) => a + b, 0);

  const total = withTables - beforeRecords;
  return {
    size: SIZE,
    loadAverage1m: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
    designs: DESIGNS.map((d) => d.name),
    entitiesPerDesign: build.result,
    heapMB: {
      records: mb(withRecords - beforeRecords),
      recordsAndFourTables: mb(total),
      fourTables: mb(withTables - withRecords),
      bytesPerEntity: Math.round((withTables - withRecords) / entities),
    },
    target: { heapMB: mb(LIMIT_BYTES), met: total <= LIMIT_BYTES },
    buildFourMs: { wallMs: build.wallMs, cpuMs: build.cpuMs },
    baselines: {
      fourTablesUnsharedMB: mb(withUnshared - withRecords),
      wirePathBytesPerEntity: wirePerEntity,
    },
  };
}
