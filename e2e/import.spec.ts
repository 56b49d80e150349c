/**
 * Bringing your own data: drop a typed CSV with two bad rows, read the summary and the errors by
 * line, query the good rows, reload and find the data still there; a file that is not CSV or JSON
 * is refused with its message and the dataset on show stays; paste by keyboard; Cancel a large
 * file; a link to an imported view opened elsewhere names the file and checks the one dropped;
 * a CSV imported as records gets its keys from the key design editor, and keeps them over a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { labelled, typeFilter, urlFilter, waitForDataset, watchProblems } from './helpers';

/** Twelve good rows in three partitions, a bad Int32 on line 3 and a bad RowKey on line 5. */
function typedCsv(): string {
  const lines = ['PartitionKey,RowKey,Name,Age,Age@type'];
  for (let i = 0; i < 12; i++) {
    lines.push(`Team${i % 3},r${String(i).padStart(3, '0')},Person ${i},${20 + i},Edm.Int32`);
  }
  lines.splice(2, 0, 'Team1,bad-age,Nobody,abc,Edm.Int32');
  lines.splice(4, 0, 'Team1,bad/key,Slash,30,Edm.Int32');
  return `${lines.join('\r\n')}\r\n`;
}

/** Drags a file over the page (the drop state shows), runs `whileOver`, then drops it. */
async function dropFile(page: Page, name: string, text: string, whileOver?: () => Promise<void>) {
  const transfer = await page.evaluateHandle(
    ({ name, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'text/csv' }));
      return dt;
    },
    { name, text },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
  await whileOver?.();
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
}

test('a dropped typed CSV: the count, the two errors by line, the good rows queried, kept over a reload', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);

  await dropFile(page, 'people.typed.csv', typedCsv(), async () => {
    await expect(page.getByText('Drop the file to import it')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('import-drop-state.png') });
  });
  const summary = page.getByRole('status', { name: 'Import summary' });
  await expect(summary).toContainText('people.typed.csv: 12 entities imported, 2 rows rejected.');
  const errors = page.getByRole('list', { name: 'Rejected rows' }).getByRole('listitem');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText(/^Line 3, column 4 \(Age\)/);
  await expect(errors.nth(1)).toContainText(/^Line 5, column 2/);
  await page
    .getByRole('dialog', { name: 'Import data' })
    .screenshot({ path: testInfo.outputPath('import-error-summary.png') });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rejected rows' }).click();
  expect((await download).suggestedFilename()).toBe('people.typed.csv.errors.txt');
  await page.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('12 entities in 3 partitions')).toBeVisible();
  await expect(page.getByText('Keys as in people.typed.csv')).toBeVisible();
  await page
    .getByRole('region', { name: 'Dataset' })
    .screenshot({ path: testInfo.outputPath('import-dataset-region.png') });
  await typeFilter(page, "PartitionKey eq 'Team1' and Age ge 25");
  const table = page.getByRole('table', { name: 'Query results' });
  // Team1 holds rows 1, 4, 7, 10: ages 21, 24, 27, 30.
  await expect(table.getByRole('cell', { name: 'r007', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'r010', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'r004', exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('12 entities in 3 partitions')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Keys as in people.typed.csv')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'r010', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a file that is not CSV or JSON gives its message and the dataset on show stays', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  const before = await page.getByText(/entities in [\d,]+ partitions/).textContent();
  await page
    .getByRole('region', { name: 'Dataset' })
    .screenshot({ path: testInfo.outputPath('import-dataset-region-sample.png') });
  await page.getByRole('button', { name: 'Import data…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await expect(dialog).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath('import-panel.png') });
  await dialog.getByLabel('Choose a file to import').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Just some notes\nwith no delimiter at all\n'),
  });
  await expect(dialog.getByRole('alert')).toContainText(
    /notes\.txt was not imported: This is not a CSV Keyscope can read/,
  );
  await expect(dialog.getByRole('alert')).toContainText('The previous dataset stays.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/entities in [\d,]+ partitions/)).toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Edit key design' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('pasted OData JSON lines are imported from the dialog, by keyboard', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Import data…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await dialog
    .getByRole('textbox', { name: 'Text to import' })
    .fill(
      [
        '{"PartitionKey":"a","RowKey":"1","Score":5}',
        '{"PartitionKey":"a","RowKey":"2","Score":7}',
        '{"PartitionKey":"b","RowKey":"1","Score@odata.type":"Edm.Int64","Score":"9"}',
      ].join('\n'),
    );
  await dialog.getByRole('button', { name: 'Import the pasted text' }).press('Enter');
  await expect(dialog.getByRole('status', { name: 'Import summary' })).toContainText(
    'pasted text: 3 entities imported, 0 rows rejected.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 entities in 2 partitions')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a large file shows its progress and Cancel stops it; the dataset on show stays', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  const before = await page.getByText(/entities in [\d,]+ partitions/).textContent();
  // About 40 MB built in the page (sending it from the test would cost more than reading it).
  const transfer = await page.evaluateHandle(() => {
    const chunks = ['PartitionKey,RowKey,Name,Age,Age@type\r\n'];
    for (let c = 0; c < 40; c++) {
      let part = '';
      for (let i = 0; i < 25_000; i++) {
        const n = c * 25_000 + i;
        part += `P${n % 50},${String(n).padStart(8, '0')},Person number ${n},${n % 90},Edm.Int32\r\n`;
      }
      chunks.push(part);
    }
    const dt = new DataTransfer();
    dt.items.add(new File(chunks, 'large.typed.csv', { type: 'text/csv' }));
    return dt;
  });
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  const bar = dialog.getByRole('progressbar', { name: 'Reading large.typed.csv' });
  await expect(bar).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath('import-progress.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toBeHidden();
  await expect(dialog.getByRole('status', { name: 'Import summary' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/entities in [\d,]+ partitions/)).toHaveText(before ?? '');
  expect(problems).toEqual([]);
});

test('a link to an imported view, opened where the file is not: it names the file, and the dropped file opens the view', async ({
  page,
  browser,
}) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await dropFile(page, 'people.typed.csv', typedCsv());
  await expect(page.getByRole('status', { name: 'Import summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await typeFilter(page, "PartitionKey eq 'Team2'");
  await expect.poll(() => urlFilter(page)).toBe("PartitionKey eq 'Team2'");
  const link = page.url();

  // Other browser profiles: nothing is kept there.
  const openElsewhere = async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    problems.push(...watchProblems(other));
    await other.goto(link);
    await expect(other.getByRole('alert')).toContainText(
      'This view is of an imported file, people.typed.csv (12 entities)',
    );
    return { context, other };
  };

  const wrong = await openElsewhere();
  await dropFile(wrong.other, 'people.typed.csv', typedCsv().replace('Person 11', 'Someone'));
  await expect(wrong.other.getByRole('alert')).toContainText(
    'This is not the data the view was made from: it expected people.typed.csv with 12 entities',
  );
  await wrong.context.close();

  const right = await openElsewhere();
  const other = right.other;
  await dropFile(other, 'renamed.csv', typedCsv());
  await expect(other.getByRole('status', { name: 'Import summary' })).toContainText(
    'renamed.csv: 12 entities imported',
  );
  await expect(other.getByText('not the data the view was made from')).toHaveCount(0);
  await other.getByRole('button', { name: 'Close' }).click();
  await expect(other.getByText('12 entities in 3 partitions')).toBeVisible();
  // Team2 holds rows 2, 5, 8, 11; the link's filter is kept.
  const table = other.getByRole('table', { name: 'Query results' });
  await expect(table.getByRole('cell', { name: 'r011', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'r010', exact: true })).toHaveCount(0);
  await right.context.close();
  expect(problems).toEqual([]);
});

/** Employees without keys: a record type to design keys for (ids 1..9, three teams). */
function employeesCsv(): string {
  const teams = ['Sales', 'Ops', 'Legal'];
  const lines = ['EmployeeId,EmployeeId@type,Team,LastName,Salary,Salary@type'];
  for (let i = 1; i <= 9; i++) {
    lines.push(
      `${i},Edm.Int32,${teams[i % 3]},${i % 2 === 0 ? 'Jones' : 'Smith'},${1000 * i}.5,Edm.Double`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

test('a CSV imported as records: the editor shows its properties, a new PartitionKey makes a partition scan, and a reload keeps it all', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Import data…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await dialog.getByRole('radio', { name: 'Records (design the keys)' }).check();
  await dialog.screenshot({ path: testInfo.outputPath('import-as-records-dialog.png') });
  await dialog.getByLabel('Choose a file to import').setInputFiles({
    name: 'staff.typed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(employeesCsv()),
  });
  const summary = page.getByRole('status', { name: 'Import summary' });
  await expect(summary).toContainText('staff.typed.csv: 9 records imported, 0 rows rejected.');
  await expect(summary).toContainText('Read as records of type Staff (4 properties)');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The starting design: by the first String property, the id as the RowKey.
  await expect(page.getByText('9 entities in 3 partitions')).toBeVisible();
  await expect(page.getByText('Key design: Staff by Team')).toBeVisible();
  await page.getByRole('button', { name: 'Edit key design' }).click();
  const partitionKey = page.getByRole('textbox', { name: 'PartitionKey template of primary' });
  await expect(partitionKey).toHaveValue('{Team}');
  await expect(page.getByRole('textbox', { name: 'RowKey template of primary' })).toHaveValue(
    '{EmployeeId|pad:1}',
  );
  await page.getByText('Records: Staff').click();
  for (const property of ['EmployeeId', 'Team', 'LastName', 'Salary']) {
    await expect(page.locator('.record-property', { hasText: property })).toBeVisible();
  }
  await expect(page.locator('.record-property', { hasText: 'Salary' })).toContainText('Double');
  await expect(page.locator('.record-property', { hasText: 'PartitionKey' })).toHaveCount(0);
  const preview = page.getByRole('table', { name: 'Keys of the first records' });
  // Records 1 to 4 are in Ops, Legal, Sales and Ops.
  await expect(preview.getByRole('cell', { name: 'Ops', exact: true })).toHaveCount(2);

  await partitionKey.fill('{LastName}');
  await expect(preview.getByRole('cell', { name: 'Smith', exact: true }).first()).toBeVisible();
  // A changed design is named for what it is, not by the name of the design it came from.
  await expect(page.getByText('Key design: Custom, from Staff by Team')).toBeVisible();
  await expect(page.getByText('9 entities in 2 partitions')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-records-editor.png') });
  await page.getByRole('button', { name: 'Close the key design' }).click();

  await typeFilter(page, "PartitionKey eq 'Jones'");
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  // Ids 2, 4, 6 and 8 are named Jones.
  await expect(labelled(page, 'Returned')).toHaveText('4');

  await page.reload();
  await expect(page.getByText('9 entities in 2 partitions')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Key design: Custom, from Staff by Team')).toBeVisible();
  await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
  await expect(labelled(page, 'Returned')).toHaveText('4');
  await page.getByRole('button', { name: 'Edit key design' }).click();
  await expect(partitionKey).toHaveValue('{LastName}');
  expect(problems).toEqual([]);
});
