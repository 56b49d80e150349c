/**
 * Real designs in the comparison (#27): a bucketed design read by one query per bucket, a
 * header row read with its members, and a design of one table per month.
 */
import { cell, cellNames, matrix, openScenario } from './comparison';
import { expect, test } from './fixtures';
import { watchProblems } from './helpers';

test.describe('real designs in the comparison', () => {
  test('logs: the bucketed design reads an hour by ten queries merged by RowKey, and the pictures show the one picked', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Logs: by hour or hash-bucketed');
    await cellNames(page);
    const bucketed = cell(page, 'One hour of events', 'Hash-bucketed by hour');
    await expect(bucketed).toHaveAccessibleName(/: Pass\. Partition scan/);
    await bucketed.click();
    const detail = page.getByRole('region', {
      name: 'One hour of events on Hash-bucketed by hour',
    });
    await expect(
      detail.getByText('10 queries, run side by side and merged by RowKey'),
    ).toBeVisible();
    await expect(detail.getByRole('listitem')).toHaveCount(10);
    await expect(detail.getByRole('listitem').nth(2)).toHaveText("PartitionKey eq '02_2025011509'");
    // The pictures show one query at a time: pick the third and its plan follows.
    await detail.getByLabel('Query shown in the pictures').selectOption({ label: 'Query 3' });
    await expect(detail.getByText("PartitionKey eq '02_2025011509'").last()).toBeVisible();
    await page.screenshot({ path: 'test-results/real-designs-buckets.png' });
    expect(problems).toEqual([]);
  });

  test('departments: the header row read with the members passes only while the pattern expects it', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Departments: a header row with the members');
    await cellNames(page);
    const design = 'Departments and employees in one table';
    const roster = cell(page, 'A department with its header row', design);
    await expect(roster).toHaveAccessibleName(/: Pass\. Partition scan/);
    await roster.click();
    await expect(
      page.getByText('and 1 entity of a set the pattern also reads', { exact: true }),
    ).toBeVisible();

    // Unticked, the department entity is a record the pattern did not ask for.
    await page
      .getByRole('button', { name: 'Edit pattern A department with its header row' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Access pattern' });
    const also = dialog.getByRole('group', { name: 'Also expects entities of these sets' });
    await expect(also.getByRole('checkbox', { name: 'Set departments' })).toBeChecked();
    await also.getByRole('checkbox', { name: 'Set departments' }).uncheck();
    await dialog.getByRole('button', { name: 'Save pattern' }).click();
    await expect(roster).toHaveAccessibleName(/: Fail\. .*1 extra/);
    expect(problems).toEqual([]);
  });

  test('expenses: one table per month names each query’s table, and its footer counts the tables', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Expenses: newest first, oldest first, or a table per month');
    await cellNames(page);
    const design = 'One table per month';
    await expect(
      cell(page, "A department's expenses in a date range", design),
    ).toHaveAccessibleName(/: Pass\. Range query/);
    const newest = cell(page, 'Newest 3 expenses of an employee', design);
    await expect(newest).toHaveAccessibleName(/: Pass\./);
    await expect(
      matrix(page).getByText(/, in 12 tables \(the largest, Expenses2024\d\d,/),
    ).toBeVisible();
    await newest.click();
    const detail = page.getByRole('region', {
      name: `Newest 3 expenses of an employee on ${design}`,
    });
    await expect(detail.getByText(/^Tables read: Expenses202412, Expenses202411, /)).toBeVisible();

    // The query editor names each query's table; a table the design lacks is the service's 404.
    await page
      .getByRole('button', { name: "Edit pattern A department's expenses in a date range" })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Access pattern' });
    const table = dialog.getByRole('textbox', { name: 'Table of query 1' });
    await expect(table).toHaveValue('Expenses{from|format:yyyyMM}');
    await table.fill('Expenses{from|format:yyyy}');
    await dialog.getByRole('button', { name: 'Save pattern' }).click();
    await expect(
      cell(page, "A department's expenses in a date range", design),
    ).toHaveAccessibleName(/The design has no table "Expenses2024"/);
    await page.screenshot({ path: 'test-results/real-designs-months.png', fullPage: true });
    expect(problems).toEqual([]);
  });
});
