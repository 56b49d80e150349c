/**
 * The projector layout: at 1280×720 the cost class, the counters and all three key-space
 * pictures are in view without scrolling the page or any region (review: the strip and the
 * request timeline were below the fold, the model assumptions overflowed the plan panel).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inView, labelled, typeFilter, waitForDataset, watchProblems } from './helpers';

/** Opens the explorer at 1280×720, its dataset loaded; returns the page's problems so far. */
async function openProjector(page: Page): Promise<string[]> {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitForDataset(page);
  return problems;
}

async function expectInView(page: Page, names: [string, Locator][]) {
  const hidden: string[] = [];
  for (const [name, target] of names) if (!(await inView(target))) hidden.push(name);
  expect(hidden, 'below the fold or scrolled out of their region').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(720);
}

test('at 1280×720 the strip and the request timeline were below the fold: cost, counters and all pictures are in view', async ({
  page,
}) => {
  const problems = await openProjector(page);
  for (const [filter, cost] of [
    ["PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'", 'Range query'],
    ["LastName eq 'Jones' or Age gt 60", 'Table scan'],
  ] as const) {
    await typeFilter(page, filter);
    await expect(labelled(page, 'Cost class')).toHaveText(cost);
    await expectInView(page, [
      ['cost class', labelled(page, 'Cost class')],
      ['scanned', labelled(page, 'Scanned')],
      ['returned', labelled(page, 'Returned')],
      ['requests', labelled(page, 'Requests')],
      ['partitions touched', labelled(page, 'Partitions touched')],
      ['partition map', page.getByRole('slider', { name: 'Partition' })],
      ['key-range strip', page.getByRole('figure', { name: 'Key-range strip' })],
      ['request timeline', page.getByRole('figure', { name: 'Request timeline' })],
      ['playback', page.getByRole('button', { name: 'Next request' })],
    ]);
  }
  // The model assumptions are one click away, closed by default.
  const assumptions = page.getByText(/^Model assumptions \(\d+\)$/);
  await expect(assumptions).toBeVisible();
  await expect(page.getByRole('list', { name: 'Model assumptions' })).toBeHidden();
  await assumptions.click();
  await expect(page.getByRole('list', { name: 'Model assumptions' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("regression: in Russian at 1280×720 the request timeline's last line was scrolled out of the key space", async ({
  page,
}) => {
  const problems = await openProjector(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  const keySpace = page.getByRole('region', { name: 'Пространство ключей' });
  const results = page.getByRole('region', { name: 'Результаты' });
  await expect(results).toBeVisible();
  // The pictures were capped for a filter region of 14rem, taller than the Russian one: the
  // cap now leaves the filter its measured height, and the timeline's caption is in view.
  await expectInView(page, [
    ['request timeline', keySpace.getByRole('figure', { name: 'Шкала запросов' })],
    ['its last line', keySpace.getByText('конец', { exact: true })],
    ['the first result', results.getByRole('row').nth(1)],
  ]);
  expect(problems).toEqual([]);
});
