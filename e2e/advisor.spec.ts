import { cell, cellNames, openScenario } from './comparison';
import { expect, test } from './fixtures';
import { watchProblems } from './helpers';

test.describe('the advisor', () => {
  test('proposes a query where a design has none, and the proposal passes once used', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Employees: four designs');
    await cellNames(page);
    // A comparison holds four designs: one makes room for a design no pattern has a query for.
    await page.getByRole('button', { name: 'Remove Index entities by last name' }).click();
    await page.getByLabel('Add a design from').selectOption({ label: 'By last name' });
    const byName = cell(page, 'Employee by e-mail', 'By last name');
    await expect(byName).toHaveAccessibleName(/: No query\./);
    // The cell's corner: its middle may hold the button that takes the proposal.
    await byName.click({ position: { x: 4, y: 4 } });
    const detail = page.getByRole('region', { name: 'Employee by e-mail on By last name' });
    await expect(detail).toContainText('A proposed query, proven correct by the check');
    await expect(
      detail
        .getByRole('code')
        .filter({ hasText: 'Department eq {dept} and EmailAddress eq {email}' }),
    ).toHaveCount(1);
    await page.screenshot({ path: 'test-results/advisor-proposed-query.png' });
    await detail.getByRole('button', { name: 'Use this query' }).click();
    await expect(byName).toHaveAccessibleName(/: Pass\b/);
    // The matrix's own button takes a proposal in one click too.
    const byId = cell(page, 'Employee by id', 'By last name');
    await byId.getByRole('button', { name: 'Use the proposed query' }).click();
    await expect(byId).toHaveAccessibleName(/: Pass\b/);
    expect(problems).toEqual([]);
  });
});
