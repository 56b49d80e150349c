/**
 * Accessibility scans with axe-core on the app's main views: zero violations. axe is evaluated
 * in the page through the test driver (not a <script> tag), so the strict policy stays on.
 */

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { labelled, typeFilter, waitForDataset, watchProblems } from './helpers';

test.describe('accessibility (axe-core)', () => {
  test('regression: the dimmed (stale) plan fails colour contrast; the default view, a table scan, the error state, the presenter view and the design editor have zero violations', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await expect(labelled(page, 'Cost class')).toBeVisible();
    const found: Record<string, string[]> = {};
    found.default = await axeViolations(page);

    await typeFilter(page, "LastName eq 'Jones'");
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    found['table scan'] = await axeViolations(page);

    await typeFilter(page, "LastName EQ 'Jones'");
    await expect(page.getByText('The filter has an error')).toBeVisible();
    found['error state'] = await axeViolations(page);

    await typeFilter(page, "PartitionKey eq 'Sales'");
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    found.presenter = await axeViolations(page);

    await page.getByRole('checkbox', { name: 'Presenter mode' }).uncheck();
    await page.getByRole('button', { name: 'Edit key design' }).click();
    const rowKey = page.getByRole('textbox', { name: 'RowKey template of primary' });
    await expect(rowKey).toBeVisible();
    found['design editor'] = await axeViolations(page);
    await rowKey.fill('{EmployeeId|pad:x}');
    await expect(rowKey).toHaveAttribute('aria-invalid', 'true');
    found['design error'] = await axeViolations(page);

    console.log(`axe violations per view: ${JSON.stringify(found)}`);
    expect(found).toEqual({
      default: [],
      'table scan': [],
      'error state': [],
      presenter: [],
      'design editor': [],
      'design error': [],
    });
    expect(problems).toEqual([]);
  });

  test('the comparison view, with a cell selected and two designs side by side, has zero violations', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await page.getByRole('button', { name: 'Compare designs' }).click();
    await page
      .getByRole('combobox', { name: 'Scenario', exact: true })
      .selectOption({ label: 'Employees: four designs' });
    const grid = page.getByRole('grid', { name: 'Access patterns by design' });
    await grid.getByRole('gridcell', { name: /^Employee by e-mail, By department: Pass/ }).click();
    await page.getByLabel('Show beside it').selectOption({ label: 'Inter-partition index' });
    await expect(page.getByRole('status', { name: 'Cost class' })).toHaveCount(2);
    await expect(grid).not.toHaveClass(/stale/);
    await expect(page.locator('.plan.stale')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
