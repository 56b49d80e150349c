import { expect, test } from './fixtures';
import { labelled, typeFilter, waitForDataset, watchProblems } from './helpers';

test('with 1,000,000 entities loaded, typing a table-scan filter never blocks the page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('1000000');
  await expect(page.getByText(/^1,0\d\d,\d{3} entities in/)).toBeVisible({ timeout: 120_000 });

  // Long tasks (> 50 ms) on the main thread from here on.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await typeFilter(page, "LastName eq 'Jones' and Age gt 30", 40);
  await expect(labelled(page, 'Cost class')).toHaveText('Table scan', { timeout: 30_000 });
  await expect(labelled(page, 'Scanned')).toHaveText(/^1,0\d\d,\d{3}$/, { timeout: 30_000 });
  // Let the last answers render and the results fetch their first page.
  await expect(page.getByRole('button', { name: /^Show JSON of / }).first()).toBeVisible();
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  console.log(`long tasks while typing (ms): ${JSON.stringify(longTasks)}`);
  // Only a gross stall (a task over 1 s) fails here: the 50 ms target is the browser benchmark's
  // (bench/browser/explorer.mjs, typingTableScanAt1M), since a loaded CI machine stretches tasks.
  expect(longTasks.filter((d) => d > 1_000)).toEqual([]);
  expect(problems).toEqual([]);
});
