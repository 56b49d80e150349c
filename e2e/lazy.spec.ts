/**
 * Views and languages loaded when asked for (issue 23): each shows a short loading line while its
 * chunk is on its way, and when the chunk cannot be fetched, a message naming that view (never
 * another part's name, never a blank page) with a way to try again (issue 24).
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { axeViolations } from './axe';
import { waitForDataset, watchProblems } from './helpers';

/** Holds back the requests for `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The console errors a blocked fetch causes by itself; anything else is a problem. */
function unexpected(problems: readonly string[]): string[] {
  return problems.filter((p) => !/Failed to load resource/.test(p));
}

const CODE_CHUNK = /\/assets\/CodePanel-[^/]+\.js$/;

test('the code view says it is loading while its chunk is on its way', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  const release = await holdBack(page, CODE_CHUNK);
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the code view…' }),
  ).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: 'Code for this query' })).toBeVisible();
  await expect(page.getByText('Loading the code view…')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('regression: offline, Code said "The filter editor could not be drawn"; it names the code view and tries again', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.route(CODE_CHUNK, (route) => route.abort());
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toHaveText(
    /The code view could not be loaded; check your connection and try again\./,
  );
  await expect(alert).not.toContainText('filter editor');
  await page.screenshot({ path: 'test-results/lazy-code-failed.png' });
  // The rest of the explorer is still there.
  await expect(page.getByRole('textbox', { name: 'Filter' })).toBeVisible();

  // Back online, Try again fetches the chunk again and the view opens.
  await page.unroute(CODE_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Code for this query' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(unexpected(problems)).toEqual([]);
});

test('a view that cannot be fetched names itself: the comparison', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.route(/\/assets\/CompareView-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Compare designs' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /The comparison could not be loaded; check your connection and try again\./,
  );
  expect(unexpected(problems)).toEqual([]);
});

test('a language whose catalogue cannot be fetched says so, keeps the page readable, and tries again', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  const ru = /\/assets\/ru-[^/]+\.js$/;
  await page.route(ru, (route) => route.abort());
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  const alert = page.getByRole('alert').filter({ hasText: 'Русский' });
  await expect(alert).toHaveText(
    /Русский could not be loaded; check your connection and try again\./,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: 'test-results/lazy-language-failed.png' });

  await page.unroute(ru);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(unexpected(problems)).toEqual([]);
});

test("a reader of Russian gets the first render in Russian, fetching Russian's chunk but not Chinese's", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // The first region heading the page ever shows, caught as it is drawn.
  await page.addInitScript(() => {
    const w = window as unknown as { firstHeading?: string };
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('.region h2');
      if (heading?.textContent) {
        w.firstHeading = heading.textContent;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  expect(await page.evaluate(() => (window as { firstHeading?: string }).firstHeading)).toBe(
    'Набор данных',
  );
  expect(fetched.some((path) => /\/assets\/ru-[^/]+\.js$/.test(path))).toBe(true);
  expect(fetched.some((path) => /\/assets\/zh-CN-[^/]+\.js$/.test(path))).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});

const EDITOR_CHUNK = /\/assets\/FilterEditor-[^/]+\.js$/;
const PICTURES_CHUNK = /\/assets\/d3-pictures-[^/]+\.js$/;

test('the first render shows the filter as text where the editor will be, the same size, and no textbox until the editor is here', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const release = await holdBack(page, EDITOR_CHUNK);
  await page.goto('/');
  await waitForDataset(page);
  const row = page.locator('.filter-row');
  const placeholder = row.locator('.filter-editor-placeholder');
  await expect(placeholder).toHaveText("PartitionKey eq 'Sales' and RowKey eq '000100'");
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the filter editor…' }),
  ).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveCount(0);
  const before = await row.boundingBox();
  release();
  const editor = page.getByRole('textbox', { name: 'Filter' });
  await expect(editor).toHaveText("PartitionKey eq 'Sales' and RowKey eq '000100'");
  await expect(placeholder).toHaveCount(0);
  expect(await row.boundingBox()).toEqual(before);
  expect(problems).toEqual([]);
});

test('the pictures keep their figures and say they are loading while their code is on its way', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const release = await holdBack(page, PICTURES_CHUNK);
  await page.goto('/');
  await waitForDataset(page);
  const map = page.getByRole('figure', { name: 'Partition map' });
  const strip = page.getByRole('figure', { name: 'Key-range strip' });
  await expect(map.getByRole('status')).toHaveText('Loading the picture…');
  await expect(strip.getByRole('status')).toHaveText('Loading the picture…');
  const boxes = async () => [await map.boundingBox(), await strip.boundingBox()];
  const before = await boxes();
  release();
  await expect(page.getByRole('slider', { name: 'Partition' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'RowKey range' })).toBeVisible();
  await expect(page.getByText('Loading the picture…')).toHaveCount(0);
  expect(await boxes()).toEqual(before);
  expect(problems).toEqual([]);
});

test('offline, the filter editor and the pictures name themselves and try again', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.route(EDITOR_CHUNK, (route) => route.abort());
  await page.route(PICTURES_CHUNK, (route) => route.abort());
  await page.goto('/');
  await waitForDataset(page);
  const editorAlert = page.getByRole('alert').filter({ hasText: 'filter editor' });
  await expect(editorAlert).toHaveText(
    /The filter editor could not be loaded; check your connection and try again\./,
  );
  const mapAlert = page.getByRole('alert').filter({ hasText: 'partition map' });
  await expect(mapAlert).toHaveText(
    /The partition map could not be loaded; check your connection and try again\./,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'key-range strip' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/lazy-parts-failed.png' });

  await page.unroute(EDITOR_CHUNK);
  await page.unroute(PICTURES_CHUNK);
  await editorAlert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveText(
    "PartitionKey eq 'Sales' and RowKey eq '000100'",
  );
  await mapAlert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('slider', { name: 'Partition' })).toBeVisible();
  await expect(editorAlert).toHaveCount(0);
  await expect(mapAlert).toHaveCount(0);
  expect(unexpected(problems)).toEqual([]);
});

test('the results region says what it will show while the table is loading, and names the results table offline', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const results = /\/assets\/ResultsPanel-[^/]+\.js$/;
  const release = await holdBack(page, results);
  await page.goto('/');
  await waitForDataset(page);
  const region = page.getByRole('region', { name: 'Results' });
  await expect(region.getByText('1 entity in 1 response page.')).toBeVisible();
  await expect(region.getByRole('status')).toHaveText('Loading the results table…');
  release();
  await expect(page.getByRole('table', { name: 'Query results' })).toBeVisible();
  await expect(region.getByText('Loading the results table…')).toHaveCount(0);

  await page.unroute(results);
  await page.route(results, (route) => route.abort());
  await page.reload();
  await waitForDataset(page);
  const alert = region.getByRole('alert');
  await expect(alert).toHaveText(
    /The results table could not be loaded; check your connection and try again\./,
  );
  await page.unroute(results);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Query results' })).toBeVisible();
  expect(unexpected(problems)).toEqual([]);
});

test('the placeholders of the filter editor, the pictures and the results table have no accessibility violations', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const release = await holdBack(
    page,
    /\/assets\/(FilterEditor|d3-pictures|ResultsPanel)-[^/]+\.js$/,
  );
  await page.goto('/');
  await waitForDataset(page);
  await expect(page.getByText('Loading the picture…')).toHaveCount(2);
  await expect(page.getByText('Loading the results table…')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toBeVisible();
  expect(problems).toEqual([]);
});
