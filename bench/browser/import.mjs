// Measures issue 13's import in the built app, in Debian's Chromium, and prints JSON: a typed CSV
// of IMPORT_ROWS rows (default 1,000,000; about 130 MB) built in the page as a File and dropped
// on it; wall time from the drop to the summary and to the loaded table, main-thread long tasks
// during it (the page must stay responsive: none over 50 ms is the target), and the main thread's
// peak JS heap (the worker's heap is not visible from the page).
// Usage: npm run build && node bench/browser/import.mjs   (a measurement: it asserts nothing)
import { openBuiltApp } from '../../scripts/browser.mjs';

const rows = Number(process.env.IMPORT_ROWS ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 4329);
const { page, close } = await openBuiltApp({ port });
try {
  await page.getByText(/entities in [\d,]+ partitions/).waitFor();
  const fileMB = await page.evaluate((n) => {
    // The same columns as bench/import.bench.ts's file (about 130 bytes a row).
    const chunks = [
      'PartitionKey,RowKey,Timestamp,Name,Name@type,Age,Age@type,Badge,Badge@type,Joined,Joined@type,Active,Active@type\r\n',
    ];
    let part = '';
    for (let i = 0; i < n; i++) {
      const joined = `20${10 + (i % 14)}-0${1 + (i % 9)}-1${i % 10}T08:30:00.0000000Z`;
      part += `Dept${String(i % 100).padStart(3, '0')},${String(i).padStart(8, '0')},2024-01-01T00:00:00.0000000Z,Person ${i},Edm.String,${20 + (i % 46)},Edm.Int32,${5_000_000_000 + i},Edm.Int64,${joined},Edm.DateTime,${i % 2 === 0},Edm.Boolean\r\n`;
      // Each megabyte becomes a Blob at once, so the page's own strings are garbage early and
      // collected while the file is built, not in the middle of the import being measured.
      if (part.length > 1 << 20) {
        chunks.push(new Blob([part]));
        part = '';
      }
    }
    chunks.push(new Blob([part]));
    const file = new File(chunks, 'bench.typed.csv', { type: 'text/csv' });
    window.__benchFile = file;
    window.__long = [];
    window.__longAt = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__long.push(e.duration);
        window.__longAt.push(Math.round(e.startTime - window.__dropAt));
      }
    }).observe({ type: 'longtask' });
    window.__heap = 0;
    window.__heapTimer = setInterval(() => {
      window.__heap = Math.max(window.__heap, performance.memory?.usedJSHeapSize ?? 0);
    }, 100);
    return Math.round(file.size / (1024 * 1024));
  }, rows);
  const t0 = Date.now();
  await page.evaluate(() => {
    window.__long.length = 0;
    window.__longAt.length = 0;
    // The peak while the app imports, not while the page built the file.
    window.__heapBefore = performance.memory?.usedJSHeapSize ?? 0;
    window.__heap = window.__heapBefore;
    window.__dropAt = performance.now();
    const dt = new DataTransfer();
    dt.items.add(window.__benchFile);
    const main = document.querySelector('main');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      main.dispatchEvent(
        new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }),
      );
    }
  });
  const count = rows.toLocaleString('en-US');
  await page.getByText(`bench.typed.csv: ${count} entities imported`).waitFor({ timeout: 600_000 });
  const summaryMs = Date.now() - t0;
  await page
    .getByText(new RegExp(`^${count} entities in [\\d,]+ partitions`))
    .waitFor({ timeout: 600_000 });
  const loadedMs = Date.now() - t0;
  const { long, at, heap, heapBefore } = await page.evaluate(() => {
    clearInterval(window.__heapTimer);
    return {
      long: window.__long,
      at: window.__longAt,
      heap: window.__heap,
      heapBefore: window.__heapBefore,
    };
  });
  console.log(
    JSON.stringify(
      {
        rows,
        fileMB,
        dropToSummaryMs: summaryMs,
        dropToTableMs: loadedMs,
        longTasksOver50ms: long.length,
        longestTaskMs: Math.round(Math.max(0, ...long)),
        longTasksStartMsAfterDrop: at,
        mainThreadHeapAtDropMB: Math.round(heapBefore / (1024 * 1024)),
        mainThreadPeakHeapMB: Math.round(heap / (1024 * 1024)),
        targets: { dropToTableMs: 15_000, longestTaskMs: 50 },
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
