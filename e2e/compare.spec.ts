import { decodeShare } from '../src/share';
import { axeViolations } from './axe';
import { cell, cellNames, matrix, openCompare, openScenario } from './comparison';
import { expect, test } from './fixtures';
import { watchProblems } from './helpers';

test.describe('comparing designs over access patterns', () => {
  test('the empty comparison offers each bundled scenario as a card, and a card opens its matrix', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openCompare(page);
    const cards = page.getByRole('list', { name: 'Ready-made comparisons' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const logs = cards.filter({ hasText: 'Logs: by hour or hash-bucketed' });
    await expect(logs).toContainText('Designs: By hour (hot partition) · Hash-bucketed by hour');
    await expect(logs).toContainText(
      'Access patterns: One hour of events · Errors in a time range',
    );
    await page.screenshot({ path: 'test-results/compare-scenario-cards.png' });
    await page
      .getByRole('button', { name: 'Open the scenario Logs: by hour or hash-bucketed' })
      .click();
    await expect(page.getByRole('combobox', { name: 'Scenario', exact: true })).toHaveValue('logs');
    await expect(cell(page, 'One hour of events', 'By hour (hot partition)')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ready-made comparisons' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('employees: the inter-partition index answers "by e-mail" with a point query; by department does not, and a parameter re-checks the cells', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Employees: four designs');
    const good = cell(page, 'Employee by e-mail', 'Inter-partition index');
    await expect(good).toHaveAccessibleName(/: Pass\. Point query, 1 request/);
    await expect(cell(page, 'Employee by e-mail', 'By department')).toHaveAccessibleName(
      /: (Fail\.|Pass\. (Table scan|Partition scan))/,
    );
    // The mark is a glyph and a word, not colour alone.
    await expect(good).toContainText('✓ Pass');
    await page.screenshot({ path: 'test-results/compare-employees.png' });

    // Another last name: the matrix is checked again, and every cell of the row that asks by
    // it now counts Smiths, not Joneses.
    const before = await cellNames(page);
    await page.getByRole('textbox', { name: 'name', exact: true }).fill("'Smith'");
    const row = (names: string[]) => names.filter((n) => n.startsWith('Employees by last name, '));
    await expect.poll(async () => row(await cellNames(page))).not.toEqual(row(before));
    const after = await cellNames(page);
    expect(after).toHaveLength(before.length);
    const changed = row(after).filter((n) => !row(before).includes(n));
    expect(changed).toHaveLength(4);
    for (const name of row(after)) expect(name).toMatch(/: Pass\./);

    // Keyboard only: move to a cell with the arrows and select it with Enter.
    await cell(page, 'Employee by id', 'By department').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(good).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Employee by e-mail on Inter-partition index' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('logs: the hot by-hour design fails the heat target and the hash-bucketed one passes', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Logs: by hour or hash-bucketed');
    // One heat picture a design, reads and writes together (the cost picture names its bars by
    // design too): the hour's partition takes every arriving record, 5,000 a second.
    const heat = page.getByRole('region', {
      name: 'Heat at the peak: reads and writes per partition',
    });
    const hot = heat.getByRole('figure', { name: /^By hour \(hot partition\): / });
    await expect(hot).toHaveAccessibleName(
      /: over a target\. Partition \d+ \(log\): [\d,]+ entities\/s of 2,000 \(reads [\d,]+, writes 5,\d{3}\); over the target by [\d,]+; heated most by the arriving records \(5,000 a second\)\./,
      { timeout: 30_000 },
    );
    await expect(
      heat.getByRole('figure', { name: /^Hash-bucketed by hour: / }),
    ).toHaveAccessibleName(/: within the targets\./);
    // Fewer records a second: the hour's partition drops under the target with the reads in it.
    await heat.getByRole('textbox', { name: 'Records per second' }).fill('500');
    await expect(hot).toHaveAccessibleName(/writes 50\d\)/);
    await heat.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/compare-logs-heat.png', fullPage: true });
    // The picture's words, names and controls pass axe with the rest of the view.
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the share link of a comparison opens the same matrix in a fresh browser', async ({
    page,
    browser,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Employees: four designs');
    const names = await cellNames(page);
    await expect
      .poll(() => {
        const decoded = decodeShare(new URL(page.url()).hash);
        return decoded.ok ? (decoded.state.comparison?.patterns.length ?? 0) : 0;
      })
      .toBe(6);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherProblems = watchProblems(other);
    await other.goto(page.url());
    expect(await cellNames(other)).toEqual(names);
    // The scenario it started from, not "Choose a scenario…".
    await expect(other.getByRole('combobox', { name: 'Scenario', exact: true })).toHaveValue(
      'employees',
    );
    await fresh.close();
    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
  });

  test('a comparison of the current dataset: add a pattern, rename, add and remove designs; leaving and coming back keeps it', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openCompare(page);
    await page.getByRole('button', { name: 'Start from the current dataset' }).click();
    const columns = matrix(page).getByRole('columnheader');
    await expect(columns).toHaveCount(3);

    await page.getByRole('button', { name: 'Add pattern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Access pattern' });
    await dialog.getByLabel('Name').fill('By e-mail');
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    await dialog.getByLabel('Parameter 1').fill('email');
    await dialog.getByLabel('Value 1').fill("'jones.emma2@contoso.com'");
    await dialog.getByRole('textbox', { name: 'Intent (which records it must return)' }).click();
    await page.keyboard.type('EmailAddress eq {email}');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save pattern' }).click();
    // No design has a query for it yet, and each cell says so.
    await expect(
      matrix(page).getByRole('gridcell', { name: /^By e-mail, .*: No query\./ }),
    ).toHaveCount(2);

    await page
      .getByRole('button', { name: /^Rename / })
      .first()
      .click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Mine');
    await page.keyboard.press('Enter');
    await expect(columns.filter({ hasText: /^Mine/ })).toHaveCount(1);
    await page.getByLabel('Add a design from').selectOption({ label: 'Inter-partition index' });
    await expect(columns).toHaveCount(4);
    await page.getByRole('button', { name: 'Remove Mine' }).click();
    await expect(columns).toHaveCount(3);
    const names = await cellNames(page);

    await page.getByRole('button', { name: 'Compare designs' }).click();
    await expect(page.getByRole('heading', { name: 'Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Compare designs' }).click();
    expect(await cellNames(page)).toEqual(names);
    expect(problems).toEqual([]);
  });

  test('a cell’s pictures read the comparison’s own tables (no worker of their own), and the pattern dialog edits the expected order', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await openScenario(page, 'Employees: four designs');
    await cellNames(page);
    // The explorer's worker and the comparison's engines: one a core, at most three, and no
    // more workers once a cell's pictures are open (checked below).
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const workers = 1 + Math.min(3, Math.max(1, cores));
    expect(page.workers()).toHaveLength(workers);
    await cell(page, 'Employees by last name', 'Inter-partition index').click();
    const detail = page.getByRole('region', {
      name: 'Employees by last name on Inter-partition index',
    });
    await expect(detail).toBeVisible();
    await page.getByLabel('Show beside it').selectOption({ label: 'By department' });
    const beside = page.getByRole('region', { name: 'Employees by last name on By department' });
    // Each design's plan names the cost class its cell shows.
    for (const [region, design] of [
      [detail, 'Inter-partition index'],
      [beside, 'By department'],
    ] as const) {
      const verdict = (await cell(page, 'Employees by last name', design).textContent()) ?? '';
      const costClass =
        /Point query|Range query|Multi-partition scan|Partition scan|Table scan/.exec(verdict)?.[0];
      expect(costClass).toBeTruthy();
      await expect(region.getByText(costClass!).first()).toBeVisible();
    }
    expect(page.workers()).toHaveLength(workers);
    await page.screenshot({ path: 'test-results/compare-cell-pictures.png' });

    // The whole department must now come newest id first: key order (ascending ids) fails it.
    await page.getByRole('button', { name: 'Edit pattern Whole department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Access pattern' });
    await expect(dialog.getByLabel('Order', { exact: true })).toHaveValue('properties');
    await expect(dialog.getByLabel('Order property 1')).toHaveValue('EmployeeId');
    await dialog.getByLabel('Direction 1').selectOption('descending');
    await dialog.getByRole('button', { name: 'Save pattern' }).click();
    await expect(cell(page, 'Whole department', 'By department')).toHaveAccessibleName(/: Fail\./);
    await page.getByRole('button', { name: 'Edit pattern Whole department' }).click();
    await expect(dialog.getByLabel('Direction 1')).toHaveValue('descending');
    await dialog.getByLabel('Order', { exact: true }).selectOption('none');
    await expect(dialog.getByLabel('Order property 1')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save pattern' }).click();
    await expect(cell(page, 'Whole department', 'By department')).toHaveAccessibleName(/: Pass\./);
    expect(problems).toEqual([]);
  });
});
