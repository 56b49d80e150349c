import { findDataset, SAMPLE_DATASETS, sampleEntities } from '../src/datasets';
import { analyzeQuery, createTable, parseFilter, runQueryPage } from '../src/engine';
import { sayEnglish } from '../src/i18n/english';
import { COST_CLASS_NAMES } from '../src/i18n/terms';
import { crashEngine } from './crash';
import { expect, test } from './fixtures';
import { filterBox, labelled, typeFilter, waitForDataset, watchProblems } from './helpers';

/** The default recipe the app opens with (employees, 200 entities, seed 1). */
const SIZE = 200;
const SEED = 1;

function employeesTable() {
  const dataset = findDataset('employees');
  if (!dataset) throw new Error('the employees dataset is missing');
  return { dataset, table: createTable(sampleEntities(dataset, SIZE, SEED)).table };
}

const format = (n: number) => n.toLocaleString('en-US');

test.describe('the explorer on the employees dataset', () => {
  test("the guide's four example queries show their cost class and the engine's counts", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const { dataset, table } = employeesTable();
    const examples = dataset.exampleQueries.filter((q) =>
      ['cost.point', 'cost.range', 'cost.partitionScan', 'cost.tableScan'].includes(q.labelKey),
    );
    expect(examples).toHaveLength(4);

    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Dataset' })).toHaveValue('employees');
    await waitForDataset(page);
    for (const example of examples) {
      const expected = analyzeQuery(table, { filter: example.filter });
      if (!expected.ok)
        throw new Error(
          `${example.labelKey} does not parse: ${sayEnglish(expected.error.message)}`,
        );
      await typeFilter(page, example.filter);
      await expect(filterBox(page)).toHaveText(example.filter);
      await expect(labelled(page, 'Cost class')).toHaveText(
        COST_CLASS_NAMES[expected.plan.costClass],
      );
      await expect(labelled(page, 'Scanned')).toHaveText(format(expected.stats.scanned));
      await expect(labelled(page, 'Returned')).toHaveText(format(expected.stats.returned));
      await expect(labelled(page, 'Requests')).toHaveText(format(expected.stats.requests));
      await expect(labelled(page, 'Partitions touched')).toHaveText(
        format(expected.stats.partitionsTouched),
      );
      // The results list the returned entities' keys, fetched page by page from the worker.
      const rows = page.getByRole('button', { name: /^Show JSON of / });
      await expect(rows.first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('an invalid filter shows its error at the right place; fixing it restores the results', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const { table } = employeesTable();
    const bad = "LastName EQ 'Jones'";
    const parsed = parseFilter(bad);
    if (parsed.ok) throw new Error('the invalid filter parsed');
    const { from, to, message } = parsed.error;

    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, bad);
    // The filter's error is the page's only alert, and it exists only while there is an error.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(sayEnglish(message));
    await expect(alert).toContainText(
      from === to ? `At character ${from + 1}` : `Characters ${from + 1}–${to}`,
    );
    // The underline covers exactly the offending text.
    await expect(page.locator('.cm-filter-error')).toHaveText(bad.slice(from, to));
    await expect(filterBox(page)).toHaveAttribute('aria-invalid', 'true');
    // Nothing else broke: the regions are all there.
    for (const name of ['Dataset', 'Filter', 'Plan', 'Key space', 'Results']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }

    const good = "LastName eq 'Jones'";
    const expected = analyzeQuery(table, { filter: good });
    if (!expected.ok) throw new Error(sayEnglish(expected.error.message));
    await typeFilter(page, good);
    await expect(alert).toHaveCount(0);
    await expect(page.locator('.cm-filter-error')).toHaveCount(0);
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    await expect(labelled(page, 'Returned')).toHaveText(format(expected.stats.returned));
    await expect(labelled(page, 'Scanned')).toHaveText(format(expected.stats.scanned));
    expect(problems).toEqual([]);
  });

  test('a planner suggestion applies with one click', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    // An `or` at the top level forces a table scan; the planner offers to split it.
    await typeFilter(page, "PartitionKey eq 'Sales' or PartitionKey eq 'IT'");
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    const apply = page.getByRole('button', { name: /^Apply: / }).first();
    await expect(apply).toBeVisible();
    const before = await filterBox(page).textContent();
    await apply.click();
    await expect(filterBox(page)).not.toHaveText(before ?? '');
    await expect(labelled(page, 'Cost class')).not.toHaveText('Table scan');
    expect(problems).toEqual([]);
  });

  test('a prefix match written with startswith is fixed to a key range with one click', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, "PartitionKey eq 'Sales' and startswith(RowKey, '0001')");
    await expect(page.getByRole('alert')).toContainText('startswith');
    await page.getByRole('button', { name: /^Use the range / }).click();
    await expect(filterBox(page)).toHaveText(
      "PartitionKey eq 'Sales' and RowKey ge '0001' and RowKey lt '0002'",
    );
    await expect(labelled(page, 'Cost class')).toHaveText('Range query');
    expect(problems).toEqual([]);
  });

  test('pointing at a clause in the filter highlights it as the linked clause', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, "PartitionKey eq 'Sales' and LastName eq 'Smith'");
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    // Seek and residual parts are marked in the editor itself.
    await expect(page.locator('.cm-filter-seek')).toHaveText("PartitionKey eq 'Sales'");
    await expect(page.locator('.cm-filter-residual')).toHaveText("LastName eq 'Smith'");
    await page.locator('.cm-filter-residual').hover();
    await expect(page.locator('.cm-filter-highlight')).toHaveText("LastName eq 'Smith'");
    await page.mouse.move(2, 700);
    await expect(page.locator('.cm-filter-highlight')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('completion offers property names, operators and the typed literal, all from the keyboard', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    const completions = page.getByRole('listbox', { name: 'Completions' });
    await typeFilter(page, '');
    await page.keyboard.type('LastN');
    await expect(completions.getByRole('option', { name: /LastName/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.type(' ');
    await page.keyboard.press('Control+Space');
    await expect(completions.getByRole('option', { name: /^eq/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Space');
    await expect(completions.getByRole('option', { name: /'…'/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(filterBox(page)).toHaveText("LastName eq ''");
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    expect(problems).toEqual([]);
  });

  test('a dead worker is restarted, the dataset reloaded, and the filter kept', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const { table } = employeesTable();
    const filter = "PartitionKey eq 'Sales' and LastName eq 'Smith'";
    const expected = analyzeQuery(table, { filter });
    if (!expected.ok) throw new Error(sayEnglish(expected.error.message));
    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, filter);
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    await crashEngine(page);
    await expect(page.getByRole('alert').filter({ hasText: 'restarted' })).toBeVisible();
    await expect(filterBox(page)).toHaveText(filter);
    await expect(labelled(page, 'Returned')).toHaveText(format(expected.stats.returned));
    expect(problems).toEqual([]);
  });

  test('the JSON of a row opens in a dialog and closes with Escape', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, "PartitionKey eq 'Sales' and RowKey eq '000100'");
    const button = page.getByRole('button', { name: /^Show JSON of Sales \/ 000100/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: /JSON of Sales/ });
    await expect(dialog).toContainText('"PartitionKey": "Sales"');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('every sample dataset loads at its default size and runs its example queries', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  for (const dataset of SAMPLE_DATASETS) {
    const table = createTable(sampleEntities(dataset, dataset.defaultSize, SEED)).table;
    await page.getByRole('combobox', { name: 'Dataset' }).selectOption(dataset.id);
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue(
      String(dataset.defaultSize),
    );
    for (const example of dataset.exampleQueries) {
      const expected = analyzeQuery(table, { filter: example.filter });
      if (!expected.ok)
        throw new Error(
          `${dataset.id}: ${example.labelKey}: ${sayEnglish(expected.error.message)}`,
        );
      const label = sayEnglish({ code: example.labelKey });
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(filterBox(page)).toHaveText(example.filter);
      await expect(labelled(page, 'Returned')).toHaveText(format(expected.stats.returned));
      await expect(labelled(page, 'Scanned')).toHaveText(format(expected.stats.scanned));
    }
  }
  expect(problems).toEqual([]);
});

test('results fetch pages from the worker as they scroll into view, with page breaks', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const dataset = findDataset('employees');
  if (!dataset) throw new Error('no employees dataset');
  const table = createTable(sampleEntities(dataset, 10_000, SEED)).table;
  const expected = analyzeQuery(table, { filter: '' });
  if (!expected.ok) throw new Error(sayEnglish(expected.error.message));
  const lastSummary = expected.pages[expected.pages.length - 2];
  const last = runQueryPage(table, { filter: '' }, lastSummary?.continuation ?? null);
  if (!last.ok) throw new Error(sayEnglish(last.error.message));
  const lastEntity = last.page.entities[last.page.entities.length - 1];
  expect(expected.pages.length).toBeGreaterThan(5);

  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('10000');
  await expect(page.getByText(/^10,000 entities in/)).toBeVisible({ timeout: 30_000 });
  await typeFilter(page, '');
  await expect(labelled(page, 'Requests')).toHaveText(format(expected.stats.requests));
  const results = page.getByRole('table', { name: 'Query results' });
  await expect(results.getByText(/^Request 1: 1,000 returned/)).toBeVisible();
  // Scroll to the very end: the last page is fetched from the worker and shown.
  await page.locator('.results-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(
    page.getByRole('button', {
      name: `Show JSON of ${String(lastEntity?.PartitionKey)} / ${String(lastEntity?.RowKey)}`,
    }),
  ).toBeVisible();
  // Playing back the last request (the timeline's control) brings its page break into view.
  await page.getByRole('button', { name: 'Last request' }).click();
  await expect(
    results.getByText(new RegExp(`^Request ${expected.pages.length}: .* no continuation`)),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
