// Measures the comparison view in the built app, in Debian's Chromium, and prints JSON: for each
// size (10,000 as the same run's baseline, then 1,000,000 employee records), the employees
// scenario (four designs × six patterns) opened from a link at that size, then
//  - the load: wall time until every cell is checked, and the heap of the page and of each
//    worker (CDP Runtime.getHeapUsage on every worker target), sampled while it loads, and what
//    each holds after the edits and a full garbage collection (HeapProfiler.collectGarbage)
//  - one parameter edit → the whole matrix re-checked and repainted, p50/p95/max, measured in
//    the page (input event to the first frame after the worker's answer), target p95 ≤ 200 ms:
//    edits of `id` (its row is point queries on every design) and of `name` (its row scans:
//    three designs read every entity with that last name's filter, one a partition).
// Usage: npm run build && node --import tsx bench/browser/compare.mjs
// (BENCH_COMPARE_SIZES=10000 for a quick check; a measurement: it asserts nothing)
import { availableParallelism, loadavg } from 'node:os';
import { openBuiltApp } from '../../scripts/browser.mjs';
import { LAST_NAMES } from '../../src/datasets/samples/names.ts';
import { employeesLinkAt, matrixChecked, openComparisonAt } from './scenario-link.mjs';

const SIZES = (process.env.BENCH_COMPARE_SIZES ?? '10000,1000000').split(',').map(Number);
const EDITS = Number(process.env.BENCH_COMPARE_EDITS ?? 20);
// Edits of `name` re-run table scans over every design: fewer of them at a large size.
const NAME_EDITS = Number(process.env.BENCH_COMPARE_NAME_EDITS ?? 10);
// A last name not asked before at each edit, so no edit is answered from the worker's row cache
// (the scenario starts with Jones); distinct names give distinct counts in the row's cells.
const NAMES = [...new Set(LAST_NAMES)].filter((n) => n !== 'Jones');
const MB = 1024 * 1024;

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const log = (...words) => console.error(new Date().toISOString().slice(11, 19), ...words);

/** Heap in use (MB) of the page and of every worker, through CDP sessions on worker targets. */
async function heapSampler(page) {
  const cdp = await page.context().newCDPSession(page);
  const workers = new Map();
  const pending = new Map();
  let next = 1;
  cdp.on('Target.attachedToTarget', (e) => workers.set(e.sessionId, e.targetInfo));
  cdp.on('Target.detachedFromTarget', (e) => workers.delete(e.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const message = JSON.parse(e.message);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const ask = async (sessionId, method, wait = 5000) => {
    const id = next++;
    const answer = new Promise((resolve) => pending.set(id, resolve));
    const message = JSON.stringify({ id, method });
    await cdp.send('Target.sendMessageToTarget', { sessionId, message });
    return Promise.race([answer, new Promise((r) => setTimeout(r, wait))]);
  };
  const used = async (sessionId) => {
    const reply = await ask(sessionId, 'Runtime.getHeapUsage');
    return reply?.result ? Math.round(reply.result.usedSize / MB) : null;
  };
  /**
   * Heap in use now; with `collect`, after a full garbage collection in the page and in every
   * worker, so the figure is what is held (a reading between collections counts garbage too).
   */
  return async (collect = false) => {
    if (collect) {
      await cdp.send('HeapProfiler.collectGarbage');
      for (const sessionId of workers.keys()) {
        await ask(sessionId, 'HeapProfiler.collectGarbage', 60_000);
      }
    }
    const page = Math.round((await cdp.send('Runtime.getHeapUsage')).usedSize / MB);
    const each = [];
    for (const sessionId of workers.keys()) each.push(await used(sessionId));
    return { page, workers: each };
  };
}

/**
 * Resolves once every cell is checked over `size` records (the footers count the entities),
 * checked every 100 ms, so the open time is not rounded to the heap sampler's period; the heap
 * of the page and of each worker is sampled every 3 s meanwhile for the peaks.
 */
async function matrixReady(page, size, sample, peaks) {
  const sizeText = size.toLocaleString('en-US');
  let waiting = true;
  const sampling = (async () => {
    while (waiting) {
      const heap = await sample();
      peaks.page = Math.max(peaks.page, heap.page);
      heap.workers.forEach((w, i) => {
        peaks.workers[i] = Math.max(peaks.workers[i] ?? 0, w ?? 0);
      });
      if (waiting) log(`waiting for ${sizeText}:`, JSON.stringify(heap));
      await new Promise((r) => setTimeout(r, 3000));
    }
  })();
  try {
    await matrixChecked(page, size);
  } finally {
    waiting = false;
  }
  const at = Date.now();
  await sampling;
  return { at, heap: await sample() };
}

/**
 * One edit of the `name` parameter, timed in the page: from the input event to the first frame
 * after the matrix, marked stale by the edit, shows the worker's new answer (a MutationObserver
 * sees both class changes, however quick the answer).
 */
function timeEdit(page, parameter, value) {
  return page.evaluate(
    ({ parameter, value }) =>
      new Promise((resolve, reject) => {
        const input = [...document.querySelectorAll('.parameter-input')]
          .find((p) => p.querySelector('label')?.textContent === parameter)
          ?.querySelector('input');
        const grid = document.querySelector('table.matrix');
        let wasStale = false;
        const timer = setTimeout(() => reject(new Error(`no repaint for ${value}`)), 60_000);
        const observer = new MutationObserver(() => {
          const stale = grid.classList.contains('stale');
          if (stale) wasStale = true;
          else if (wasStale) {
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        });
        observer.observe(grid, { attributes: true, attributeFilter: ['class'] });
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const t0 = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    { parameter, value },
  );
}

/** p50/p95/max and every sample of a list of latencies. */
const latencySummary = (latencies) => ({
  samples: latencies.length,
  p50: Math.round(percentile(latencies, 50)),
  p95: Math.round(percentile(latencies, 95)),
  max: Math.round(Math.max(...latencies)),
  all: latencies.map(Math.round),
  targetP95Ms: 200,
});

const { browser, page, close } = await openBuiltApp({ port: Number(process.env.E2E_PORT ?? 4287) });
let crashed = null;
page.on('crash', () => {
  crashed = new Date().toISOString();
  log('the page crashed');
});
const results = {};
try {
  const linkAt = await employeesLinkAt(page);
  for (const size of SIZES) {
    await page.goto('about:blank');
    const sample = await heapSampler(page);
    const loadAtOpen = loadavg()[0];
    log(`opening the comparison at ${size}`);
    const t0 = await openComparisonAt(page, linkAt, size);
    const peaks = { page: 0, workers: [] };
    const { at: readyAt, heap: settled } = await matrixReady(page, size, sample, peaks);
    const loadMs = readyAt - t0;
    // The heat (reads at the peak and the write load's arrivals) is drawn after the matrix;
    // edits are timed once every design's heat picture is on show.
    await page
      .locator('.heat-figure')
      .nth(3)
      .waitFor({ timeout: 15 * 60_000 });
    const heatMs = Date.now() - t0 - loadMs;
    log(`loaded in ${loadMs} ms, heat ${heatMs} ms later; editing`);
    // An edit with no answer in a minute is counted and said (an engine restart shows why).
    const failures = [];
    const edits = async (parameter, values) => {
      const times = [];
      for (const value of values) {
        try {
          times.push(await timeEdit(page, parameter, value));
        } catch (error) {
          const alert = await page.getByRole('alert').allTextContents();
          failures.push({ parameter, value, error: String(error.message), alert });
          log('edit failed:', JSON.stringify(failures.at(-1)));
        }
      }
      return times;
    };
    const ids = await edits(
      'id',
      Array.from({ length: EDITS }, (_, i) => String(3 + i)),
    );
    const names = await edits(
      'name',
      Array.from({ length: NAME_EDITS }, (_, i) => `'${NAMES[i % NAMES.length]}'`),
    );
    // The same-run baseline of the open: the same link on one comparison engine (the page told
    // it has one core), in a page of its own so its workers are the only ones then.
    let oneEngineLoadWallMs = null;
    if (process.env.BENCH_COMPARE_ONE_ENGINE === '1') {
      const single = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await single.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 1 }),
      );
      await page.goto('about:blank');
      const t1 = await openComparisonAt(single, linkAt, size);
      const { at } = await matrixReady(single, size, await heapSampler(single), {
        page: 0,
        workers: [],
      });
      oneEngineLoadWallMs = at - t1;
      log(`one engine: loaded in ${oneEngineLoadWallMs} ms`);
      await single.close();
    }
    results[size] = {
      records: size,
      // Edits are timed on a shared machine: the 1-minute load average says how busy it was.
      loadAverage1m: {
        atOpen: loadAtOpen,
        afterEdits: loadavg()[0],
        cores: availableParallelism(),
      },
      loadWallMs: loadMs,
      oneEngineLoadWallMs,
      navigatorCores: await page.evaluate(() => navigator.hardwareConcurrency),
      heatAfterMatrixMs: heatMs,
      heapMB: { settled, peakWhileLoading: peaks, heldAfterGc: await sample(true) },
      recheckAfterIdEdit: latencySummary(ids),
      recheckAfterNameEdit: latencySummary(names),
      editsWithoutAnswer: failures,
    };
    log(JSON.stringify(results[size]));
  }
} catch (error) {
  results.error = String(error?.message ?? error);
} finally {
  results.crashedAt = crashed;
  console.log(JSON.stringify(results, null, 2));
  await close();
}
