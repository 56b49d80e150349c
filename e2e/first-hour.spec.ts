/**
 * What a first hour with the app finds (issue 24): each test is named after the defect it pins
 * and drives the built app by role and name, as a newcomer would.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { decodeShare } from '../src/share';
import { filterBox, inView, labelled, typeFilter, waitForDataset, watchProblems } from './helpers';

/** The PartitionKey template input of the design's first entity set. */
function partitionKeyTemplate(page: Page) {
  return page.getByRole('textbox', { name: 'PartitionKey template of primary' });
}

/** The drawn width of the SVG inside a picture's figure. */
async function svgWidth(figure: Locator): Promise<number> {
  const box = await figure.locator('svg').first().boundingBox();
  return box?.width ?? 0;
}

test('pictures collapse after an invalid design: the strip and timeline keep their width once keys are valid again', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey eq 'Sales'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  const strip = page.getByRole('figure', { name: 'Key-range strip' });
  const timeline = page.getByRole('figure', { name: 'Request timeline' });
  const before = await svgWidth(strip);
  expect(before).toBeGreaterThan(300);

  await page.getByRole('button', { name: 'Edit key design' }).click();
  const template = partitionKeyTemplate(page);
  await template.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  // Typed as a person types: on the way the template makes keys the table cannot hold.
  await page.keyboard.type('{LastName|left:1}/x', { delay: 30 });
  await expect(page.getByText(/Partitions and scanned key ranges appear here/)).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(template).toHaveAttribute('aria-invalid', 'false');
  await expect(strip.locator('svg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close the key design' }).click();
  await expect(labelled(page, 'Cost class')).toBeVisible();

  await expect.poll(() => svgWidth(strip)).toBeGreaterThan(300);
  await expect.poll(() => svgWidth(timeline)).toBeGreaterThan(300);
  // A resize is followed, too.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(() => svgWidth(strip)).toBeGreaterThan(before);
  expect(problems).toEqual([]);
});

test('Escape throws away a new access pattern: the pattern dialog asks before discarding what was typed', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Compare designs' }).click();
  await page.getByRole('button', { name: 'Start from the current dataset' }).click();
  await page.getByRole('button', { name: 'Add pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Access pattern' });
  const name = dialog.getByLabel('Name');
  await name.fill('By e-mail');
  await name.press('Escape');
  const ask = dialog.getByRole('alert').filter({ hasText: 'not saved' });
  await expect(ask).toBeVisible();
  // Escape again keeps asking; the draft is still there.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(name).toHaveValue('By e-mail');
  // Cancel asks too, and Discard closes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);
  // A dialog with nothing typed closes on Escape at once.
  await page.getByRole('button', { name: 'Add pattern' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("examples and the default filter ignore the user's data: after a design change they name a real partition, key and property", async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await expect(labelled(page, 'Returned')).toHaveText('1');
  await page.getByRole('button', { name: 'Edit key design' }).click();
  const template = partitionKeyTemplate(page);
  await template.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{LastName}');
  // Keyed by last name, the 200 employees fall into many more partitions than 4 departments.
  await expect(page.getByText(/200 entities in (?!4 )[\d,]+ partitions/)).toBeVisible();
  await page.getByRole('button', { name: 'Close the key design' }).click();
  // The default filter followed the table to one of its own entities.
  await expect(filterBox(page)).not.toHaveText(/'Sales'/);
  await expect(filterBox(page)).toHaveText(/^PartitionKey eq '[^']+' and RowKey eq '[^']+'$/);
  await expect(labelled(page, 'Cost class')).toHaveText('Point query');
  await expect(labelled(page, 'Returned')).toHaveText('1');
  const examples = page.getByRole('group', { name: 'Examples' });
  for (const [name, cost] of [
    ['Range query', 'Range query'],
    ['Partition scan', 'Partition scan'],
    ['Table scan', 'Table scan'],
  ] as const) {
    await examples.getByRole('button', { name }).click();
    await expect(filterBox(page)).not.toHaveText(/'Sales'|'000100'/);
    await expect(labelled(page, 'Cost class')).toHaveText(cost);
    await expect(labelled(page, 'Returned')).not.toHaveText('0');
  }
  expect(problems).toEqual([]);
});

test('completion popups stay over the next field, and the intent placeholder shows PartitionKey eq … which Save accepts unchecked', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Compare designs' }).click();
  await page.getByRole('button', { name: 'Start from the current dataset' }).click();
  await page.getByRole('button', { name: 'Add pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Access pattern' });
  const intent = dialog.getByRole('textbox', { name: 'Intent (which records it must return)' });
  await expect(intent).toHaveAttribute('aria-placeholder', /^e\.g\. (?!PartitionKey)\w+ eq \{/);
  await expect(intent).not.toHaveAttribute('aria-placeholder', /PartitionKey|RowKey/);

  // The list opens inside a word and goes away when the user moves on.
  const completions = page.getByRole('listbox', { name: 'Completions' });
  await intent.click();
  await page.keyboard.type('LastN');
  await expect(completions).toBeVisible();
  await page.keyboard.type('ame ');
  await expect(completions).toHaveCount(0);
  await page.keyboard.type('e');
  await expect(completions).toBeVisible();
  await dialog.getByLabel('Name').click();
  await expect(completions).toHaveCount(0);

  // An intent over a key is refused at Save, said and marked at the intent.
  await page.keyboard.type('By key');
  await intent.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type("PartitionKey eq 'Sales'");
  await dialog.getByRole('button', { name: 'Save pattern' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-field-error^="Intent"]')).toContainText(
    'records, which have no PartitionKey',
  );
  await expect(intent.locator('.cm-filter-error')).toHaveText('PartitionKey');
  // Written over a record property, it saves.
  await intent.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type("Department eq 'Sales'");
  await dialog.getByRole('button', { name: 'Save pattern' }).click();
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a changed design keeps its preset's name: it is called a custom design from the preset, on screen and in the link", async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await expect(page.getByText('Key design: By department')).toBeVisible();
  await page.getByRole('button', { name: 'Edit key design' }).click();
  const template = partitionKeyTemplate(page);
  await template.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{LastName}');
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveValue(
    'Custom, from By department',
  );
  await expect(page.getByText('Key design: Custom, from By department')).toBeVisible();
  await expect(page.getByText(/By department \(changed\)/)).toHaveCount(0);
  await expect
    .poll(() => decodeShare(new URL(page.url()).hash))
    .toMatchObject({ ok: true, state: { design: { name: 'Custom, from By department' } } });
  expect(problems).toEqual([]);
});

test('matrix cells: a click scrolls to and focuses its pictures; the design cap and a bad parameter value are said next to their control', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Compare designs' }).click();
  await page
    .getByRole('combobox', { name: 'Scenario', exact: true })
    .selectOption({ label: 'Employees: four designs' });
  const grid = page.getByRole('grid');
  const cell = grid.getByRole('gridcell', {
    name: /^Employee by e-mail, Inter-partition index: Pass\./,
  });
  await expect(cell).toContainText('entity scanned');
  await cell.click();
  const pictures = page.getByRole('region', {
    name: 'Cell detail: Employee by e-mail, Inter-partition index',
  });
  await expect(pictures).toBeFocused();
  await expect.poll(() => inView(pictures.getByRole('heading').first())).toBe(true);

  // A fifth design is refused beside the control that asked for it.
  const add = page.getByLabel('Add a design from');
  await add.selectOption({ label: 'By department' });
  const full = page.locator('.matrix-actions').getByRole('alert');
  await expect(full).toHaveText(/at most 4 designs/);
  await expect.poll(() => inView(full)).toBe(true);

  // A value that is not one literal is said under its input.
  const name = page.getByRole('textbox', { name: 'name', exact: true });
  await name.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type("'Smith' or true");
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.parameter-input').getByRole('alert')).toBeVisible();
  expect(problems).toEqual([]);
});

test('raw Markdown backticks show in model assumptions and tips; a miscased property in a filter gets a did you mean', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "LastName eq 'Jones' or LastName eq 'Smith'");
  await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
  const plan = page.getByRole('region', { name: 'Plan' });
  // Code in the words is shown as code, never between backticks.
  await expect(plan.locator('.note code').first()).toBeVisible();
  await plan.getByText(/Model assumptions/).click();
  const assumptions = plan.getByRole('list', { name: 'Model assumptions' });
  await expect(assumptions).toBeVisible();
  for (const text of [await plan.innerText(), await assumptions.innerText()]) {
    expect(text).not.toContain('`');
  }

  await typeFilter(page, "Lastname eq 'Jones'");
  await expect(plan.getByText(/did you mean LastName\?/)).toBeVisible();
  await expect(plan.locator('.note code', { hasText: 'LastName' })).toBeVisible();
  await plan.getByRole('button', { name: /LastName/ }).click();
  await expect(filterBox(page)).toHaveText("LastName eq 'Jones'");
  expect(problems).toEqual([]);
});

test('results are about 1.5 rows tall at 1280×720 and the dataset description and tagline are cut off', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey eq 'Sales'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  // The column headers, the page break and at least three entities are in view.
  const results = page.getByRole('region', { name: 'Results' });
  const rows = results.getByRole('row');
  await expect(rows.nth(4)).toBeVisible();
  for (let i = 0; i < 5; i++) expect(await inView(rows.nth(i)), `row ${i}`).toBe(true);
  // Whole texts: neither is clipped by its box.
  for (const text of [page.locator('.tagline'), page.locator('.description')]) {
    await expect(text).toBeVisible();
    const clipped = await text.evaluate(
      (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    );
    expect(clipped).toBe(false);
    expect(await inView(text)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(720);
  expect(problems).toEqual([]);
});

test('regression: in Russian at 1280×720 the results wrapped into a third column off the screen', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await waitForDataset(page);
  await typeFilter(page, "PartitionKey eq 'Sales'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('region', { name: 'Результаты' })).toBeVisible();
  // Nothing reaches past the screen's width: the longer captions make the pictures scroll
  // inside their region instead of pushing the results aside.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const results = page.getByRole('region', { name: 'Результаты' });
  expect(await inView(results.getByRole('row').nth(1))).toBe(true);
  expect(problems).toEqual([]);
});
