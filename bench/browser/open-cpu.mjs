// Measures where the CPU goes while the employees comparison opens from a link at a million
// records, in the built app in Debian's Chromium, and prints JSON: per run, the wall time from
// "Load 1,000,000 entities" to every cell checked, and per thread (the page's main thread, each
// engine worker, the compositor...) its CPU time and its time inside tasks, from a Chromium trace
// (`tdur` and `dur` of each task). On a shared two-core machine the wall time of the same build
// moves by a quarter from run to run; the CPU of the busiest engine moves far less, and a thread
// whose time in tasks far exceeds its CPU was waiting for a core.
// Usage: npm run build && node --import tsx bench/browser/open-cpu.mjs
// (BENCH_OPEN_RUNS, default 3; BENCH_OPEN_SIZE, default 1000000; BENCH_OPEN_SETTLE_MS between
// runs, default 3000; a measurement: asserts nothing)
import { loadavg } from 'node:os';
import { openBuiltApp } from '../../scripts/browser.mjs';
import { employeesLinkAt, matrixChecked, openComparisonAt } from './scenario-link.mjs';

const RUNS = Number(process.env.BENCH_OPEN_RUNS ?? 3);
const SIZE = Number(process.env.BENCH_OPEN_SIZE ?? 1_000_000);
/**
 * A pause after each run's page closes: its engines' million-record heaps are torn down on the
 * same two cores, and the next run opened at once measured a second slower.
 */
const SETTLE_MS = Number(process.env.BENCH_OPEN_SETTLE_MS ?? 3000);
/** Threads with less CPU than this over the open are left out of the report. */
const MIN_CPU_MS = 30;
const log = (...words) => console.error(new Date().toISOString().slice(11, 19), ...words);

/** CPU and time in tasks per named thread, from a trace's top-level task events. */
function threadTimes(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const names = new Map();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const times = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask') continue;
    const key = `${e.pid}:${e.tid}`;
    const t = times.get(key) ?? { cpu: 0, busy: 0 };
    t.cpu += (e.tdur ?? 0) / 1000;
    t.busy += (e.dur ?? 0) / 1000;
    times.set(key, t);
  }
  return [...times.entries()]
    .filter(([, t]) => t.cpu >= MIN_CPU_MS)
    .map(([key, t]) => ({
      thread: names.get(key) ?? key,
      cpuMs: Math.round(t.cpu),
      inTasksMs: Math.round(t.busy),
    }))
    .sort((a, b) => b.cpuMs - a.cpuMs);
}

const { browser, page, close } = await openBuiltApp({
  port: Number(process.env.E2E_PORT ?? 4288),
});
const runs = [];
try {
  const linkAt = await employeesLinkAt(page);
  await page.goto('about:blank');
  for (let run = 0; run < RUNS; run++) {
    // A page of its own each run: the last run's engines are gone, not still checking beside it.
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await browser.startTracing(fresh, {
      categories: ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'],
    });
    const loadAtOpen = loadavg()[0];
    const t0 = await openComparisonAt(fresh, linkAt, SIZE);
    await matrixChecked(fresh, SIZE);
    const wallMs = Date.now() - t0;
    const threads = threadTimes(await browser.stopTracing());
    await fresh.close();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    runs.push({ wallMs, loadAverage1m: loadAtOpen, threads });
    log(`run ${run + 1}: ${wallMs} ms`, JSON.stringify(threads));
  }
} finally {
  console.log(JSON.stringify({ records: SIZE, runs }, null, 2));
  await close();
}
