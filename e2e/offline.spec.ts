/**
 * A workshop's Wi-Fi goes: after one visit the built app, its lessons and its samples work with
 * no network, from the service worker's precache (vite.config.ts, `offline()`), and the parts
 * that need the network say so where they are.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { typeFilter, waitForDataset, watchProblems } from './helpers';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page: its precache is complete by then. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after one visit the app, a lesson and a sample work offline', async ({ page, context }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await controlled(page);

  await context.setOffline(true);
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  await page.reload();
  await waitForDataset(page);
  // The page itself came from the precache, not the network (which is off).
  const document = responses.find((r) => r.request().resourceType() === 'document');
  expect(document?.fromServiceWorker()).toBe(true);

  // The part that needs the network says so where it is.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText(
    'Reading a live table needs the network',
  );

  // A lesson (a chunk never fetched on the first visit) opens and judges an answer.
  await page.getByRole('button', { name: 'Lessons' }).click();
  const list = page.getByRole('dialog', { name: 'Lessons' });
  await list.getByRole('button', { name: /^Range queries/ }).click();
  const lesson = page.getByRole('region', { name: 'Lesson' });
  await lesson.getByRole('button', { name: 'Next step' }).click();
  await expect(lesson.getByRole('heading', { name: 'Employees 100 to 199' })).toBeVisible();
  await typeFilter(page, "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'");
  await expect(lesson.getByRole('status')).toContainText('Solved');
  await lesson.getByRole('button', { name: 'Leave the lesson' }).click();

  // Another sample loads: samples are made in code from a seed, nothing to fetch.
  await page.getByRole('combobox', { name: 'Dataset' }).selectOption('app-log-hot');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey ge ''");
  await expect(page.getByText(/entities in [\d,]+ partitions/)).toBeVisible();

  // The code view works, and says running its program needs the network.
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'running it needs the network' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // Another language (a chunk of its own) comes from the precache too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('button', { name: 'Уроки' })).toBeVisible();

  const fromNetwork = responses.filter((r) => !r.fromServiceWorker() && r.url().startsWith('http'));
  expect(fromNetwork.map((r) => r.url())).toEqual([]);
  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
});

test('the app is installable: its manifest names it and its icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest.name).toBe('Keyscope');
  expect(manifest.display).toBe('standalone');
  const sizes = (manifest.icons as { sizes: string; type: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  }
});
