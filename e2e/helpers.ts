/**
 * Shared e2e helpers: a page that records console errors and page errors (every test asserts
 * there are none), and waits for the explorer to settle.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { findDataset, loadSample } from '../src/datasets';
import { runQuery } from '../src/engine';
import { lessonDesign } from '../src/lessons';
import { decodeShare } from '../src/share';

/** Collects console errors and uncaught page errors from the moment it is attached. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page: ${err.message}`));
  return problems;
}

/** The filter editor (CodeMirror's content element, named "Filter"). */
export function filterBox(page: Page) {
  return page.getByRole('textbox', { name: 'Filter' });
}

/** Replaces the filter text the way a user would: select all, then type. */
export async function typeFilter(page: Page, text: string, delay = 0): Promise<void> {
  const box = filterBox(page);
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay });
  // Completion may be open; Escape closes it without changing the text.
  await page.keyboard.press('Escape');
}

/** A labelled counter or the cost class: an `<output>` (role status) named by its label. */
export function labelled(page: Page, name: string) {
  return page.getByRole('status', { name, exact: true });
}

/** Waits until the dataset is generated and loaded ("N entities in M partitions"). */
export async function waitForDataset(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.getByText(/entities in [\d,]+ partitions/)).toBeVisible({ timeout });
}

/**
 * The filter the address bar holds, decoded as the app would. Share sync writes the address bar
 * once typing pauses, so tests wait for it with `expect.poll(() => urlFilter(page))`.
 */
export function urlFilter(page: Page): string | null {
  const decoded = decodeShare(new URL(page.url()).hash);
  return decoded.ok ? decoded.state.filter : null;
}

/** Whether `target` lies inside the viewport and inside every scrolling box around it. */
export async function inView(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.top < 0 || r.bottom > window.innerHeight) return false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (!/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowY)) continue;
      const box = p.getBoundingClientRect();
      if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) return false;
    }
    return true;
  });
}

/** The lesson player's region. */
export function lessonPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Lesson' });
}

/** Replaces the filter as a person types it. */
export async function typeInto(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Filter' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

/**
 * The RowKey of the tenth newest Sales expense of the log-tail lesson's sample (1,000 entities,
 * seed 1), as a learner could read it on screen: the key an answer fitted to those rows uses.
 */
export function tenthNewestSalesKey(): string {
  const sample = loadSample(findDataset('expenses-log-tail')!, 1000, 1, lessonDesign('log-tail')!);
  const run = sample.ok
    ? runQuery(sample.table, { filter: "PartitionKey eq 'Sales'", top: 10 })
    : null;
  const tenth = run?.ok ? String(run.entities[9]?.RowKey ?? '') : '';
  expect(tenth).not.toBe('');
  return tenth;
}

/** The page and the regions that scroll or run over, now. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.region')]
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.className || el.tagName),
  );
}

/** What still overflows after up to two seconds of the page settling (none, once it has). */
export async function settledOverflow(page: Page): Promise<string[]> {
  try {
    await expect.poll(() => overflowing(page), { timeout: 2_000 }).toEqual([]);
    return [];
  } catch {
    return overflowing(page);
  }
}

/** The lesson builder, opened from the lesson list (its draft kept from the last time). */
export async function openBuilder(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Lessons' })
    .getByRole('button', { name: 'Make a lesson' })
    .click();
  const builder = page.getByRole('dialog', { name: 'Lesson builder' });
  await expect(builder).toBeVisible();
  return builder;
}

/** The lesson builder, opened from the lesson list with the lesson file at `file` read into it. */
export async function builderWithFile(page: Page, file: string): Promise<Locator> {
  const builder = await openBuilder(page);
  const chooser = page.waitForEvent('filechooser');
  await builder.getByRole('button', { name: 'Open a lesson file' }).click();
  await (await chooser).setFiles(file);
  return builder;
}

/**
 * Every piece of text on show under `px` pixels: HTML text by its computed size, SVG text by its
 * size on screen (its font size times the drawing's scale). Text clipped for assistive
 * technology only is not on show.
 */
export async function textsUnder(page: Page, px: number): Promise<string[]> {
  return page.evaluate((px) => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (text === '' || !el || el.closest('option, .sr-only, .visually-hidden')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      let size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement) {
        const graphic = el.closest('text') as SVGTextElement | null;
        size *= graphic?.getScreenCTM()?.a ?? 1;
      }
      if (size < px - 0.01) small.push(`${text.slice(0, 40)} (${size.toFixed(1)} px)`);
    }
    return small;
  }, px);
}
