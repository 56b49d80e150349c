/**
 * Issue 11's page-level regressions: each test is named after what broke when the app was tried
 * as a hostile or careless user would.
 */
import type { Page } from '@playwright/test';
import { defaultWorkspace, encodeShare } from '../src/share';
import { crashEngine } from './crash';
import { expect, test } from './fixtures';
import {
  filterBox,
  labelled,
  typeFilter,
  urlFilter,
  waitForDataset,
  watchProblems,
} from './helpers';
import { installLongTaskObserver, takeLongTasks } from './long-tasks';

/** Nine comparisons with 500-character key literals: a legal filter of 4,657 characters. */
const LONG_FILTER = Array.from(
  { length: 9 },
  (_, i) => `(RowKey ne '${String.fromCharCode(97 + i)}${'k'.repeat(499)}')`,
).join(' and ');

/**
 * Pastes `text` over the filter, as a user pastes a long filter. (Not `insertText`: Chromium's
 * native insertion of thousands of characters writes an inline style on the line, which the
 * policy blocks; a paste goes through the editor, as a real one does.)
 */
async function pasteFilter(page: Page, text: string): Promise<void> {
  await filterBox(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await filterBox(page).evaluate((content, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    content.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  await page.keyboard.press('Escape');
}

test('regression: a filter over 4,000 characters is lost on reload', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  expect(LONG_FILTER.length).toBeGreaterThan(4_600);
  await pasteFilter(page, LONG_FILTER);
  await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
  await page.reload();
  await waitForDataset(page);
  await expect(filterBox(page)).toHaveText(LONG_FILTER);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('regression: a filter of about 1,000 characters spills out of the filter panel and covers the key-space panel', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitForDataset(page);
  await pasteFilter(page, LONG_FILTER.slice(0, 1_100 - 1).replace(/'k+$/, "'"));
  const boxes = await page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, right: r.right } : null;
    };
    const explanation = document.querySelector('.explanation');
    return {
      editor: box('.filter-editor .cm-editor'),
      filter: box('.region-filter'),
      pictures: box('.region-pictures'),
      explanationOverflow: explanation ? explanation.scrollWidth - explanation.clientWidth : 0,
    };
  });
  expect(boxes.editor && boxes.filter && boxes.pictures).toBeTruthy();
  if (!boxes.editor || !boxes.filter || !boxes.pictures) return;
  expect(boxes.editor.bottom).toBeLessThanOrEqual(boxes.filter.bottom);
  expect(boxes.filter.bottom).toBeLessThanOrEqual(boxes.pictures.top);
  expect(boxes.explanationOverflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

test('regression: two tabs overwrite each other autosave', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const problems = [...watchProblems(a), ...watchProblems(b)];
  await a.goto('/');
  await waitForDataset(a);
  await typeFilter(a, "PartitionKey eq 'HR'");
  await expect(labelled(a, 'Cost class')).toHaveText('Partition scan');
  await b.goto('/');
  await waitForDataset(b);
  await typeFilter(b, "PartitionKey eq 'IT' and RowKey eq '000001'");
  await expect(labelled(b, 'Cost class')).toHaveText('Point query');
  // Each tab's workspace is saved once its typing pauses; wait for both before reloading, so the
  // reloads test which tab's workspace comes back, not how fast a loaded machine types.
  await expect.poll(() => urlFilter(a)).toBe("PartitionKey eq 'HR'");
  await expect.poll(() => urlFilter(b)).toBe("PartitionKey eq 'IT' and RowKey eq '000001'");
  // Reloading A keeps A's filter although B saved last; B's reload keeps B's.
  await a.reload();
  await waitForDataset(a);
  await expect(filterBox(a)).toHaveText("PartitionKey eq 'HR'");
  await b.reload();
  await waitForDataset(b);
  await expect(filterBox(b)).toHaveText("PartitionKey eq 'IT' and RowKey eq '000001'");
  // Both closed: a new tab opens the newest and offers the other one's work back.
  await a.close();
  await b.close();
  const c = await context.newPage();
  problems.push(...watchProblems(c));
  await c.goto('/');
  await waitForDataset(c);
  await expect(filterBox(c)).toHaveText("PartitionKey eq 'IT' and RowKey eq '000001'");
  await c.getByRole('button', { name: 'Restore my last workspace' }).click();
  await expect(filterBox(c)).toHaveText("PartitionKey eq 'HR'");
  expect(problems).toEqual([]);
});

test('regression: a link asking for 1,000,000 entities with $top=1 stalls the main thread', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watchProblems(page);
  const link = encodeShare({ ...defaultWorkspace(), size: 1_000_000, top: 1 });
  await installLongTaskObserver(page);
  await page.goto(`/#${link}`);
  // Said before it loads: the link opens small and asks.
  const load = page.getByRole('button', { name: 'Load 1,000,000 entities' });
  await expect(load).toBeVisible();
  await waitForDataset(page);
  await expect(page.locator('.load-summary')).toHaveText(/^10,\d{3} entities in/);
  // Every main-thread task from here on: the million-entity load, its first plan, typing. The
  // waits below read the page with cheap CSS queries: Playwright's role queries walk the whole
  // accessibility tree on the main thread and are long tasks of their own.
  const textIs = (selector: string, pattern: RegExp, timeout = 60_000) =>
    page.waitForFunction(
      ([css, source]) => new RegExp(source).test(document.querySelector(css)?.textContent ?? ''),
      [selector, pattern.source] as const,
      { timeout, polling: 200 },
    );
  await takeLongTasks(page);
  await load.click();
  await textIs('.load-summary', /^1,0\d\d,\d{3} entities in/, 180_000);
  await textIs('.step-status', /^1,0\d\d,\d{3} requests$/);
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type("LastName ne 'Jones'", { delay: 60 });
  await textIs('.cm-content', /^LastName ne 'Jones'$/);
  await textIs('.plan .pieces', /LastName ne 'Jones'/);
  await page.locator('.step-controls button', { hasText: 'Last request' }).click();
  await textIs('.step-status', /^Request [\d,]+ of/);
  const tasks = await takeLongTasks(page);
  console.log(`long tasks at 1M, $top=1 (ms): ${JSON.stringify(tasks)}`);
  // The stall this guards against took seconds, so a task over 1 s (a gross stall) fails. The
  // 50 ms target is the browser benchmark's (bench/browser/explorer.mjs): a tighter bound here
  // failed at random on a loaded two-core machine (303 ms with the machine shared).
  expect(Math.max(0, ...tasks)).toBeLessThanOrEqual(1_000);
  expect(problems).toEqual([]);
});

test('a load of 1,000,000 entities can be cancelled', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('1000000');
  await page.getByRole('button', { name: 'Cancel loading' }).click();
  await expect(page.locator('.load-summary')).toHaveText(/^200 entities in/);
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('200');
  expect(problems).toEqual([]);
});

test('regression: a worker that cannot be created shows "Working out the plan…" forever', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { Worker: unknown }).Worker = class {
      constructor() {
        throw new DOMException(
          "Failed to construct 'Worker': the document's Content Security Policy forbids it.",
          'SecurityError',
        );
      }
    };
  });
  await page.goto('/');
  await expect(page.getByText(/could not start its query engine, a Web Worker/)).toBeVisible();
  await expect(page.getByText('Working out the plan…')).toHaveCount(0);
});

test("the UI's code failing to arrive says so instead of a blank page", async ({ page }) => {
  // The entry loads the UI's chunk on its own (and the HTML preloads it); both fetches fail here,
  // as they would when the network drops or a deploy replaced the files mid-visit.
  await page.route(/\/assets\/mount-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    'Keyscope could not be loaded. Check the connection and reload the page.',
  );
});

test('regression: "Not saved" when storage is full says why on screen, not only in a tooltip', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.localStorage && key !== 'keyscope.probe')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey eq 'HR'");
  await expect(page.getByText('Not saved:')).toBeVisible();
  await expect(page.getByText(/The quota has been exceeded/)).toBeVisible();
});

test('regression: after the engine gives up, the plan panel keeps showing the last plan', async ({
  page,
}) => {
  const problems = watchProblems(page);
  // Counts the workers the app starts, to crash each restarted one in turn.
  await page.addInitScript(() => {
    const Original = window.Worker;
    const w = window as unknown as { workersStarted: number };
    w.workersStarted = 0;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        w.workersStarted++;
      }
    };
  });
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey eq 'Sales'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  // Four crashes within a minute: the controller stops restarting the engine.
  for (let crash = 1; crash <= 4; crash++) {
    await crashEngine(page);
    if (crash < 4) {
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { workersStarted: number }).workersStarted),
        )
        .toBe(crash + 1);
      await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    }
  }
  await expect(page.getByText(/keeps failing/)).toBeVisible();
  await expect(page.getByText('No dataset is loaded, so there is no plan.')).toBeVisible();
  await expect(labelled(page, 'Cost class')).toHaveCount(0);
  // Changing the filter and the dataset does not bring a stale plan back.
  await typeFilter(page, "LastName eq 'Jones'");
  await page.getByRole('combobox', { name: 'Dataset' }).selectOption('app-log-hot');
  await expect(page.getByText('No dataset is loaded, so there is no plan.')).toBeVisible();
  expect(problems).toEqual([]);
});

/** Text lz-string cannot shrink: what makes a filter too long for a link. */
function incompressible(length: number): string {
  let x = 7;
  let text = '';
  while (text.length < length) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    text += String.fromCharCode(0x4e00 + ((x >>> 8) % 0x5000));
  }
  return text;
}

test('a filter too long for a link: the link says so, and Back and reload bring it all back', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const filter = `RowKey eq '${incompressible(20_000)}'`;
  await page.goto('/');
  await waitForDataset(page);
  await pasteFilter(page, filter);
  await expect(page.getByText(/Link incomplete: The link left out the filter/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Size' }).selectOption('1000');
  await expect(page.locator('.load-summary')).toHaveText(/^1,000 entities/);
  // The editor draws only the visible part of so long a line, so the workspace is read where
  // the app keeps it (the autosave, written from the store); compared by length, since a
  // 20,000-character text in a failure message helps nobody.
  const editorHolds = () =>
    page.evaluate((text) => {
      const saved = JSON.parse(localStorage.getItem('keyscope.workspace') ?? '{}');
      const held: string = saved?.w?.f ?? '';
      return held === text ? 'whole' : `${held.length} characters`;
    }, filter);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('200');
  await expect.poll(editorHolds).toBe('whole');
  await page.reload();
  await waitForDataset(page);
  await expect.poll(editorHolds).toBe('whole');
  expect(problems).toEqual([]);
});

test('regression: with site storage refused the page was blank', async ({ page }) => {
  const problems = watchProblems(page);
  // As Chromium behaves with site data blocked: every storage the page asks for throws.
  await page.addInitScript(() => {
    const refuse = (name: string) => {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError');
        },
      });
    };
    for (const name of ['indexedDB', 'localStorage', 'sessionStorage']) refuse(name);
  });
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey eq 'HR'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  // What it cannot keep is said: the workspace, and an imported file.
  await expect(page.getByText(/does not let Keyscope keep your workspace/)).toBeVisible();
  await page.getByRole('button', { name: 'Import data…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await dialog.getByLabel('Choose a file to import').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('PartitionKey,RowKey,Age\nP1,r1,30\nP1,r2,40\n'),
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByText(/people\.csv is loaded now but will be gone after a reload/),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
