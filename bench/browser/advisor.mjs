// Measures issue 26's design search in the built app, in Debian's Chromium, and prints JSON: for
// each size (10,000 first, the same run's baseline; then BENCH_ADVISOR_BROWSER_SIZES, default
// 100,000 and 1,000,000 employee records), the employees scenario (four designs × six patterns)
// opened from a link at that size, every cell checked, then "Ask the advisor" pressed and timed
// in the page until its answer is on show, with
//  - the search's own figures as the panel says them: candidates built and checked, how many pass
//    every pattern, the worker's milliseconds, and the sample the candidates were built over (above
//    1,000 records a type the search samples; the best five are confirmed over every record);
//  - every main-thread task over 50 ms while the search runs (PerformanceObserver 'longtask'),
//    target none: the search runs in the comparison's worker and the page only draws its answer.
// Usage: npm run build && node --import tsx bench/browser/advisor.mjs
// (BENCH_ADVISOR_BROWSER_SIZES=100000 for a quicker run; a measurement: it asserts nothing)
import { availableParallelism, loadavg } from 'node:os';
import { openBuiltApp } from '../../scripts/browser.mjs';
import { employeesLinkAt, matrixChecked, openComparisonAt } from './scenario-link.mjs';

const SIZES = [
  10_000,
  ...(process.env.BENCH_ADVISOR_BROWSER_SIZES ?? '100000,1000000').split(',').map(Number),
];
const log = (...words) => console.error(new Date().toISOString().slice(11, 19), ...words);

/** Resolves once the comparison at `size` is loaded and every cell checked. */
async function comparisonReady(page, size) {
  const advisor = page.getByRole('region', { name: 'Design advisor' });
  const ask = advisor.getByRole('button', { name: 'Ask the advisor' });
  await matrixChecked(page, size, 200);
  // The explorer's own load of the same records waits while the comparison is on screen; before
  // it did, its answer landed on the main thread during the search. BENCH_ADVISOR_SETTLE_MS
  // leaves time for anything else in flight to land before the search is timed.
  await page.waitForTimeout(Number(process.env.BENCH_ADVISOR_SETTLE_MS ?? 0));
  await ask.waitFor({ state: 'visible' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Ask the advisor' && !b.disabled,
      ),
    undefined,
    { timeout: 15 * 60_000 },
  );
  return { advisor, ask };
}

/** Presses "Ask the advisor", and times it in the page to the answer's first frame. */
async function search(page, advisor) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
  });
  const wallMs = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const region = [...document.querySelectorAll('section')].find(
          (s) => s.querySelector('h3')?.textContent === 'Design advisor',
        );
        const button = [...region.querySelectorAll('button')].find(
          (b) => b.textContent === 'Ask the advisor',
        );
        const timer = setTimeout(() => reject(new Error('no answer in 10 minutes')), 600_000);
        const done = () => /Built and checked \d/.test(region.textContent ?? '');
        // The progress line's counts as they change: when the search's own rounds end (the
        // count of candidates) and the confirmation over every record begins.
        window.__progress = [];
        const observer = new MutationObserver(() => {
          const at = /Searching: (\d+) of/.exec(region.textContent ?? '');
          const n = at ? Number(at[1]) : null;
          if (n !== null && window.__progress.at(-1)?.[1] !== n) {
            window.__progress.push([performance.now() - t0, n]);
          }
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(region, { childList: true, subtree: true, characterData: true });
        const t0 = performance.now();
        button.click();
      }),
  );
  const text = (await advisor.textContent()) ?? '';
  const covered =
    /Built and checked ([\d,]+) candidate designs? \(([^)]*)\) in ([\d,]+) ms; ([\d,]+) answer/.exec(
      text,
    );
  const sampled = /a sample of ([\d,]+) records/.exec(text);
  const number = (s) => (s === undefined ? null : Number(s.replaceAll(',', '')));
  const best = await advisor.locator('.advisor-name').first().textContent();
  const longTasks = await page.evaluate(() => window.__longTasks);
  const progress = await page.evaluate(() => window.__progress);
  const candidates = number(covered?.[1]);
  const roundsEnd = progress.find(([, n]) => candidates !== null && n >= candidates)?.[0] ?? null;
  return {
    wallMs: Math.round(wallMs),
    workerMs: number(covered?.[3]),
    candidates,
    // Until the last candidate of the search's rounds, then the best few built over every record.
    searchRoundsMs: roundsEnd === null ? null : Math.round(roundsEnd),
    confirmMs: roundsEnd === null ? null : Math.round(wallMs - roundsEnd),
    passing: number(covered?.[4]),
    moves: covered?.[2] ?? null,
    sampledRecords: number(sampled?.[1]),
    best,
    longTasksMs: longTasks,
    longestTaskMs: longTasks.length === 0 ? 0 : Math.max(...longTasks),
    longTaskTargetMs: 50,
  };
}

const { page, close } = await openBuiltApp({ port: Number(process.env.E2E_PORT ?? 4289) });
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
    log(`opening the comparison at ${size}`);
    await openComparisonAt(page, linkAt, size);
    const { advisor } = await comparisonReady(page, size);
    log(`loaded at ${size}; asking the advisor`);
    const loadAverage = loadavg()[0];
    results[size] = { ...(await search(page, advisor)), loadAverage1m: loadAverage };
    log(JSON.stringify(results[size]));
  }
} catch (error) {
  results.error = String(error.message ?? error);
  results.crashed = crashed;
} finally {
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        cores: availableParallelism(),
        loadAverage1mAtEnd: loadavg()[0],
        search: results,
      },
      null,
      2,
    ),
  );
  await close();
}
