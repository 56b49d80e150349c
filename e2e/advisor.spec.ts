import { axeViolations } from './axe';
import { cell, cellNames, matrix, openScenario } from './comparison';
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

  test('on the employees scenario without the e-mail index, proposes a design that makes "by e-mail" a point query, and adds it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = watchProblems(page);
    await openScenario(page, 'Employees: four designs');
    await cellNames(page);
    await page.getByRole('button', { name: 'Remove Inter-partition index' }).click();
    await page.getByRole('button', { name: 'Remove Intra-partition index' }).click();
    await cellNames(page);
    const advisor = page.getByRole('region', { name: 'Design advisor' });
    await advisor.getByRole('button', { name: 'Ask the advisor' }).click();
    const first = advisor.getByRole('listitem').filter({ hasText: 'a month' }).first();
    await expect(first).toBeVisible({ timeout: 150_000 });
    await expect(advisor).toContainText(/Built and checked \d+ candidate designs/);
    await expect(
      advisor.getByRole('img', { name: /Designs that answer every pattern/ }),
    ).toBeVisible();
    // Its reason names the e-mail lookup, which its own keys answer.
    await expect(first).toContainText(/answers Employee by e-mail/);
    await page.screenshot({ path: 'test-results/advisor-list.png', fullPage: true });
    // The short list, its buttons and its picture hold to the accessibility rules.
    expect(await axeViolations(page)).toEqual([]);
    const name = (await first.locator('.advisor-name').textContent()) ?? '';
    await advisor.getByRole('button', { name: 'Add candidate 1 to the comparison' }).click();
    await expect(cell(page, 'Employee by e-mail', name)).toHaveAccessibleName(
      /: Pass\. Point query/,
    );
    const column = matrix(page).getByRole('gridcell', {
      name: new RegExp(`, ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
    });
    await expect(column).toHaveCount(6);
    await expect(matrix(page).getByRole('gridcell', { name: /: Checking…$/ })).toHaveCount(0);
    for (const label of await column.evaluateAll((all) =>
      all.map((c) => c.getAttribute('aria-label') ?? c.textContent ?? ''),
    )) {
      expect(label).toMatch(/: Pass\./);
    }
    expect(problems).toEqual([]);
  });

  test('the search can be stopped, and says what it ranked', async ({ page }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Employees: four designs');
    await cellNames(page);
    const advisor = page.getByRole('region', { name: 'Design advisor' });
    await advisor.getByRole('button', { name: 'Ask the advisor' }).click();
    await advisor.getByRole('button', { name: 'Stop the search' }).click();
    await expect(advisor).toContainText('Stopped: the list ranks the candidates built so far');
    await expect(advisor.getByRole('button', { name: 'Ask the advisor' })).toBeEnabled();
    expect(problems).toEqual([]);
  });
});
