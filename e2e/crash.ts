/**
 * Killing the engine from the test's side. The app carries no crash hook: the test throws an
 * uncaught error inside the engine's Web Worker, as a bug in it would, and the page sees the
 * worker's error event exactly as it would then.
 */
import { expect, type Page, type Worker } from '@playwright/test';

/** Workers already crashed: a dead engine's worker may linger in `page.workers()` a moment. */
const crashed = new WeakSet<Worker>();

/** The page's newest engine worker not yet crashed (a restarted engine is a new worker). */
function liveEngine(page: Page): Worker | undefined {
  return page
    .workers()
    .filter((worker) => /engine\.worker/.test(worker.url()) && !crashed.has(worker))
    .at(-1);
}

/**
 * Crashes the page's engine worker. A restart creates the new worker at once but the browser
 * reports it to the test a little later, so this waits for it rather than missing it.
 */
export async function crashEngine(page: Page): Promise<void> {
  await expect.poll(() => liveEngine(page) !== undefined, { timeout: 10_000 }).toBe(true);
  const engine = liveEngine(page)!;
  crashed.add(engine);
  await engine.evaluate(() => {
    // Thrown from a task of its own, so no caller catches it: the worker's error event fires.
    setTimeout(() => {
      throw new Error('Keyscope worker crash requested by a test');
    }, 0);
  });
}
