import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { filterBox, typeFilter, waitForDataset, watchProblems } from './helpers';

/** The rectangles of two elements do not overlap. */
async function apart(page: Page, a: string, b: string) {
  const [ra, rb] = await Promise.all([
    page.locator(a).boundingBox(),
    page.locator(b).boundingBox(),
  ]);
  if (!ra || !rb) throw new Error(`${a} or ${b} is not on screen`);
  return (
    ra.x + ra.width <= rb.x ||
    rb.x + rb.width <= ra.x ||
    ra.y + ra.height <= rb.y ||
    rb.y + rb.height <= ra.y
  );
}

test('the code panel gives the point query as a program to copy, follows the target, and Escape closes it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Point query' }).click();
  const filter = (await filterBox(page).textContent()) ?? '';
  const literals = [...filter.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  expect(literals.length).toBeGreaterThanOrEqual(2);

  // Opened from the keyboard: focus moves into the panel, to the chosen client.
  await page.getByRole('button', { name: 'Code', exact: true }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Code for this query' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
  // The panel lies over the key space and results: the filter and the plan stay in view.
  expect(await apart(page, '.code-panel', '.region-filter')).toBe(true);
  expect(await apart(page, '.code-panel', '.region-plan')).toBe(true);
  const box = await panel.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(720);
  await page.screenshot({ path: 'test-results/code-panel.png' });

  await panel.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(panel.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const program = panel.getByRole('tabpanel', { name: 'JavaScript program (query.mjs)' });
  await expect(program).toContainText('@azure/data-tables');
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(panel.getByRole('status', { name: 'Code copy status' })).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('AZURE_TABLES_SAS');
  expect(copied).toContain('@azure/data-tables');
  for (const literal of literals) expect(copied).toContain(literal);
  expect(copied).toBe(await program.textContent());

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download query.mjs' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('query.mjs');

  // Keyboard: the arrow key moves along the picker to Python, and the program changes.
  await panel.getByRole('tab', { name: 'JavaScript' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Python' })).toBeFocused();
  await expect(panel.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  const python = panel.getByRole('tabpanel', { name: 'Python program (query.py)' });
  await expect(python).toContainText('from azure.data.tables import');
  await expect(python).toContainText('AZURE_TABLES_SAS');
  for (const literal of literals) await expect(python).toContainText(literal);
  // A copy of the JavaScript program is not reported for the Python one.
  await expect(panel.getByRole('status', { name: 'Code copy status' })).toHaveText('');

  // The code follows the filter as it changes, with the panel open.
  await typeFilter(page, "PartitionKey eq 'Marketing' and Age ge 41");
  await expect(python).toContainText('Marketing');
  await expect(python).toContainText('Age ge 41');

  // The table name is editable and goes into the program.
  const table = panel.getByRole('textbox', { name: 'Table' });
  await expect(table).toHaveValue('Employees');
  await table.fill('People2');
  await expect(python).toContainText('People2');

  await python.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Code', exact: true })).toBeFocused();
  expect(problems).toEqual([]);
  await context.close();
});
