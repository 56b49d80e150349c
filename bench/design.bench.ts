/**
 * Issue 17's apply targets: a design applied to 1,000,000 employee-like records, ≤ 3 s for a
 * one-copy design and ≤ 6 s for a three-copy design, both including the table load. Measured:
 * `applyDesign` alone (wire entities drained, nothing kept: the design room's own cost) and
 * `applyDesignToTable` (what the worker does: records straight into the stored form), and, as
 * baselines in the same run, the wire path it replaced (`applyDesign` streamed into
 * `createTable`) and a hand-written loop building the same wire entities (no templates, no key
 * checks, no collision map, no metrics) alone and streamed into `createTable`. Also the editor's per-keystroke work:
 * compiling the design and previewing 20 records. Records are generated before timing.
 * `BENCH_DESIGN_SIZE=20000 npm run bench -- design` is a quick check.
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  applyDesign,
  applyDesignToTable,
  compileDesign,
  type DataRecord,
  type Design,
  designMetrics,
  type EntitySet,
  previewDesign,
} from '../src/design';
import { EMPLOYEE } from '../src/design/testing';
import { createTable, tableSize, type WireEntity } from '../src/engine';
import { median } from './stats';
import { timeRuns, type WallCpu } from './wall-cpu';

const SIZE = Number(process.env.BENCH_DESIGN_SIZE ?? 1_000_000);
const RUNS = 3;

const FIRST =
  'Alex Amy Ben Beth Carl Dana Emma Eric Fiona Gary Hannah Ian Jane Karen Leo Mary'.split(' ');
const LAST =
  'Smith Brown Taylor Wilson Davies Evans Thomas Jones Roberts Walker Wright Green Hall Wood'.split(
    ' ',
  );

/** Employee-like records: 100 departments round-robin, names from small pools, unique e-mails. */
function employees(n: number): DataRecord[] {
  let state = 12345;
  const next = (k: number): number => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % k;
  };
  const out: DataRecord[] = [];
  for (let i = 0; i < n; i++) {
    const first = FIRST[next(FIRST.length)]!;
    const last = LAST[next(LAST.length)]!;
    out.push({
      EmployeeId: i,
      Department: `Dept${i % 100}`,
      FirstName: first,
      LastName: last,
      Age: 20 + next(46),
      EmailAddress: `${last.toLowerCase()}.${first.toLowerCase()}${i}@contoso.com`,
    });
  }
  return out;
}

const NAMES = ['FirstName', 'LastName', 'Age', 'EmailAddress'];
const copy = (name: string, partitionKey: string, rowKey: string): EntitySet => ({
  name,
  recordType: 'Employee',
  kind: 'copy',
  partitionKey,
  rowKey,
  properties: ['EmployeeId', ...NAMES],
  computed: { EmployeeId: '{EmployeeId|pad:6}' },
});

const ONE_COPY: Design = {
  name: 'By department',
  entitySets: [
    { ...copy('primary', '{Department}', '{EmployeeId|pad:6}'), properties: NAMES, computed: {} },
  ],
};
const THREE_COPIES: Design = {
  name: 'Intra- and inter-partition indexes',
  entitySets: [
    copy('by id', '{Department}', 'empid_{EmployeeId|pad:6}'),
    copy('by e-mail', '{Department}', 'email_{EmailAddress}'),
    copy('by last name', 'name_{LastName}', '{EmployeeId|pad:6}'),
  ],
};

const pad6 = (n: number): string => String(n).padStart(6, '0');

/** The one-copy entities, written by hand. */
function* handOneCopy(records: readonly DataRecord[]): Generator<WireEntity> {
  for (const r of records) {
    yield {
      PartitionKey: r.Department,
      RowKey: pad6(r.EmployeeId as number),
      FirstName: r.FirstName,
      LastName: r.LastName,
      Age: r.Age,
      EmailAddress: r.EmailAddress,
    };
  }
}

/** The three-copy entities, written by hand. */
function* handThreeCopies(records: readonly DataRecord[]): Generator<WireEntity> {
  for (const r of records) {
    const id = pad6(r.EmployeeId as number);
    const props = {
      EmployeeId: id,
      FirstName: r.FirstName,
      LastName: r.LastName,
      Age: r.Age,
      EmailAddress: r.EmailAddress,
    };
    yield { PartitionKey: r.Department, RowKey: `empid_${id}`, ...props };
    yield { PartitionKey: r.Department, RowKey: `email_${r.EmailAddress}`, ...props };
    yield { PartitionKey: `name_${r.LastName}`, RowKey: id, ...props };
  }
}

type Timing = Omit<WallCpu<unknown>, 'result'> & { readonly count: number };

function time(work: () => number): Timing {
  const { result, ...timing } = timeRuns(RUNS, work);
  return { ...timing, count: result };
}

function drain(items: Iterable<unknown>): number {
  let n = 0;
  for (const _ of items) n++;
  return n;
}

function compiled(design: Design) {
  const c = compileDesign(design, [EMPLOYEE]);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.design;
}

/** Median microseconds of `n` calls. */
function micros(n: number, work: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    work();
    times.push((performance.now() - t0) * 1000);
  }
  return Math.round(median(times) * 10) / 10;
}

/** Runs the benchmark and returns its figures (milliseconds unless named otherwise). */
export async function run(): Promise<unknown> {
  const loadBefore = loadavg()[0];
  const records = employees(SIZE);
  const one = compiled(ONE_COPY);
  const three = compiled(THREE_COPIES);
  const byType = { Employee: records };
  const figures: Record<string, unknown> = {};
  for (const [name, design, hand] of [
    ['oneCopy', one, handOneCopy],
    ['threeCopies', three, handThreeCopies],
  ] as const) {
    let problems = 0;
    const apply = time(() => {
      const r = applyDesign(design, byType);
      const n = drain(r.entities);
      problems = designMetrics(r).problems;
      return n;
    });
    // What the worker does since the typed path: records straight into the stored form.
    const applyToTable = time(() => tableSize(applyDesignToTable(design, byType).table));
    // The path before it (wire entities read back by createTable), kept as a baseline.
    const applyAndLoadWire = time(() => {
      const r = applyDesign(design, byType);
      return tableSize(createTable(r.entities).table);
    });
    figures[name] = {
      apply,
      applyToTable,
      problems,
      baselines: {
        applyAndLoadWire,
        handWritten: time(() => drain(hand(records))),
        handWrittenAndLoad: time(() => tableSize(createTable(hand(records)).table)),
      },
    };
  }
  const first20 = records.slice(0, 20);
  return {
    size: SIZE,
    runs: RUNS,
    statistic: 'median (wallMsMin–wallMsMax over runs)',
    loadAverage1m: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
    ...figures,
    perKeystrokeMicros: {
      compileThreeCopies: micros(500, () => compileDesign(THREE_COPIES, [EMPLOYEE])),
      previewThreeCopies20: micros(500, () => previewDesign(three, { Employee: first20 }, 20)),
    },
    targets: { oneCopyApplyAndLoadMs: 3000, threeCopiesApplyAndLoadMs: 6000, previewMs: 5 },
  };
}
