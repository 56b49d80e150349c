/** Main-thread tasks over 50 ms, as the browser's `longtask` entries report them. */
import type { Page } from '@playwright/test';

/** Records long tasks on every document the page opens, from its first script on. */
export async function installLongTaskObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The durations recorded since the last call (ms), and forgets them. */
export function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    return w.longTasks.splice(0, w.longTasks.length);
  });
}
