/**
 * Key design as a user does it: change a template and watch the queries change, pick one of the
 * guide's designs, make a mistake and see where, and share the design as a link.
 */
import type { Browser, Page } from '@playwright/test';
import { findDataset, sampleEntities } from '../src/datasets';
import { expect, test } from './fixtures';
import { labelled, typeFilter, urlFilter, waitForDataset, watchProblems } from './helpers';

/** The employees at the default size, as the engine's records: who is named Jones. */
function joneses(): number {
  const dataset = findDataset('employees');
  if (!dataset) throw new Error('the employees dataset is missing');
  let n = 0;
  for (const e of sampleEntities(dataset, 200, 1)) if (e.LastName === 'Jones') n++;
  return n;
}

/** Joneses older than 30: what `PartitionKey eq 'Jones' and Age gt 30` returns when keyed by last name. */
function jonesesOver30(): number {
  const dataset = findDataset('employees');
  if (!dataset) throw new Error('the employees dataset is missing');
  let n = 0;
  for (const e of sampleEntities(dataset, 200, 1))
    if (e.LastName === 'Jones' && Number(e.Age) > 30) n++;
  return n;
}

/** The PartitionKey template input of the design's first entity set. */
function partitionKeyTemplate(page: Page) {
  return page.getByRole('textbox', { name: 'PartitionKey template of primary' });
}

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit key design' }).click();
  await expect(partitionKeyTemplate(page)).toBeVisible();
}

async function closeEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close the key design' }).click();
  await expect(labelled(page, 'Cost class')).toBeVisible();
}

/** Cost class and counters as the plan panel shows them. */
async function counters(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of ['Cost class', 'Scanned', 'Returned', 'Requests', 'Partitions touched']) {
    out[name] = (await labelled(page, name).textContent()) ?? '';
  }
  return out;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('keyed by last name: PartitionKey eq finds the Joneses, LastName eq is a table scan with the rewrite', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const expected = joneses();
  expect(expected).toBeGreaterThan(0);
  await page.goto('/');
  await waitForDataset(page);
  await openEditor(page);
  await partitionKeyTemplate(page).fill('{LastName}');
  // Applied once typing pauses: the dataset line names the changed design.
  await expect(page.getByText('Key design: Custom, from By department')).toBeVisible();
  await expect(page.getByText(/200 entities in [\d,]+ partitions/)).toBeVisible();
  await expect(page.getByText('200 entities in 4 partitions')).toHaveCount(0);
  await closeEditor(page);

  await typeFilter(page, "PartitionKey eq 'Jones'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  await expect(labelled(page, 'Returned')).toHaveText(String(expected));
  await expect(labelled(page, 'Scanned')).toHaveText(String(expected));

  await typeFilter(page, "LastName eq 'Jones'");
  await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
  await expect(labelled(page, 'Returned')).toHaveText(String(expected));
  await expect(
    page.getByText(/This design keys on LastName: PartitionKey is \{LastName\}/),
  ).toBeVisible();
  await page.getByRole('button', { name: "Apply: Use PartitionKey eq 'Jones'" }).click();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveText("PartitionKey eq 'Jones'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');

  await typeFilter(page, "PartitionKey eq 'Sales'");
  await expect(labelled(page, 'Returned')).toHaveText('0');
  expect(problems).toEqual([]);
});

test('the intra-partition index preset makes "employee by e-mail" a point query', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await openEditor(page);
  await page.getByRole('combobox', { name: 'Design preset' }).selectOption('intra-partition-index');
  await expect(page.getByRole('textbox', { name: 'RowKey template of by e-mail' })).toHaveValue(
    'email_{EmailAddress}',
  );
  await expect(page.getByText('400 entities in 4 partitions')).toBeVisible();
  // Each new employee is two entities in its own partition: one transaction writes both.
  await expect(
    page.getByText(/A new Employee writes 2 entities, all in one partition/),
  ).toBeVisible();
  await closeEditor(page);
  const dataset = findDataset('employees')!;
  const first = sampleEntities(dataset, 1, 1)[Symbol.iterator]().next().value!;
  await typeFilter(
    page,
    `PartitionKey eq '${first.PartitionKey}' and RowKey eq 'email_${first.EmailAddress}'`,
  );
  await expect(labelled(page, 'Cost class')).toHaveText('Point query');
  await expect(labelled(page, 'Returned')).toHaveText('1');
  expect(problems).toEqual([]);
});

test('an invalid template shows its error at its place and the last good table stays', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await openEditor(page);
  const rowKey = page.getByRole('textbox', { name: 'RowKey template of primary' });
  await rowKey.fill('{EmployeeId|pad:x}');
  await expect(rowKey).toHaveAttribute('aria-invalid', 'true');
  const error = page.getByRole('alert').filter({ hasText: 'pad' }).first();
  await expect(error).toBeVisible();
  // The offending part of the template is marked where it is.
  await expect(error.locator('mark')).toHaveText('x');
  await expect(page.getByText(/Not applied:/)).toBeVisible();
  await expect(page.getByText('200 entities in 4 partitions')).toBeVisible();
  await rowKey.fill('{EmployeeId|pad:6}');
  await expect(rowKey).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(/Not applied:/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a custom design travels in the link: a fresh browser opens the same design, plan and counters', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await openEditor(page);
  await partitionKeyTemplate(page).fill('{LastName}');
  await expect(page.getByText('Key design: Custom, from By department')).toBeVisible();
  await closeEditor(page);
  await typeFilter(page, "PartitionKey eq 'Jones' and Age gt 30");
  // The counters pass through the half-typed filters' answers, so wait for the whole filter's:
  // the Joneses scanned, those over 30 returned, in one request.
  const built = {
    'Cost class': 'Partition scan',
    Scanned: String(joneses()),
    Returned: String(jonesesOver30()),
    Requests: '1',
    'Partitions touched': '1',
  };
  await expect.poll(() => counters(page)).toEqual(built);
  // The address bar is written once typing pauses; the link is ready when it holds the filter.
  await expect.poll(() => urlFilter(page)).toBe("PartitionKey eq 'Jones' and Age gt 30");
  const link = page.url();
  expect(new URL(link).hash).toMatch(/^#ks2\./);

  const other = await freshPage(browser);
  const otherProblems = watchProblems(other.page);
  await other.page.goto(link);
  await waitForDataset(other.page);
  await expect.poll(() => counters(other.page)).toEqual(built);
  await openEditor(other.page);
  await expect(partitionKeyTemplate(other.page)).toHaveValue('{LastName}');
  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
  await context.close();
  await other.context.close();
});
