/**
 * Seeding a table from the comparison, against Azurite started here (in memory, a free
 * 127.0.0.1 port, always stopped) with a CORS rule that lets the served app write: the employees
 * scenario's designs are written through the seed dialog with an account SAS, every pattern is
 * run on the live table, and model and service agree on each. A read-only SAS is refused in words
 * before any request is sent, and the signature stays out of the address and the storage.
 */
import type { Page } from '@playwright/test';
import { EMPLOYEES_SCENARIO } from '../src/patterns/scenarios/employees';
import { EXPENSES_SCENARIO } from '../src/patterns/scenarios/expenses';
import { tableClient } from '../test/conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../test/conformance/azurite-server';
import {
  accountSasUrl,
  readOnlySasUrl,
  setTableCors,
  tableSasUrl,
} from '../test/live/azurite-live';
import { axeViolations } from './axe';
import { cellNames, openScenario } from './comparison';
import { expect, test } from './fixtures';

const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
const SCENARIO = 'Employees: four designs';
/**
 * Designs, by their English names, and the table each is seeded into: one of copies and one of
 * index entities. (The two index designs write 20,000 entities each, about 25 s apiece on
 * Azurite; they agree too, measured once, docs/live-tables.md.)
 */
const DESIGNS = [
  ['By department', 'bydepartment'],
  ['Index entities by last name', 'indexentities'],
] as const;

let azurite: AzuriteTable;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  azurite = await startAzurite();
  await setTableCors(azurite.accountUrl, [ORIGIN], 'GET,POST,PUT,OPTIONS');
});

test.afterAll(async () => {
  await azurite?.stop();
});

function livePanel(page: Page) {
  return page.getByRole('region', { name: 'Live table' });
}

function seedDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Seed a table' });
}

/** Every request the page sends to the emulator, with its method. */
function emulatorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(azurite.accountUrl)) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

async function openEmployees(page: Page): Promise<void> {
  await openScenario(page, SCENARIO);
  await cellNames(page);
}

test('seed Azurite with two employees designs (copies, index entities) and see model and service agree on every pattern', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openEmployees(page);
  const url = accountSasUrl(azurite.accountUrl);
  const signature = decodeURIComponent(/[?&]sig=([^&]*)/.exec(url)![1]!);
  const panel = livePanel(page);
  const patterns = EMPLOYEES_SCENARIO.patterns.map((p) => p.name);
  for (const [design, table] of DESIGNS) {
    await panel.getByRole('combobox', { name: 'Design' }).selectOption({ label: design });
    await panel.getByRole('button', { name: 'Seed a table…' }).click();
    const dialog = seedDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^SAS URL that grants add and update/ }).fill(url);
    // What will happen, before anything is sent.
    const host = new URL(azurite.accountUrl).host;
    await expect(dialog.getByText(`${host}: the local emulator (this machine)`)).toBeVisible();
    await expect(dialog.getByText(/^sp=rwau \(account SAS\)$/)).toBeVisible();
    await expect(dialog.getByText(`${table} (created when missing)`)).toBeVisible();
    const write = dialog.getByRole('button', { name: /^Write [\d,]+ entities$/ });
    await expect(write).toBeEnabled();
    const started = Date.now();
    await write.click();
    const done = dialog.getByRole('status');
    await expect(done).toContainText('Written:', { timeout: 120_000 });
    const said = (await done.textContent()) ?? '';
    console.log(`${design}: ${said} (${Date.now() - started} ms in the test)`);
    if (design === 'By department') {
      expect(await axeViolations(page)).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // What the service holds is what the design makes: as many entities as the dialog wrote.
    const written = Number(/Written: ([\d,]+) entities/.exec(said)![1]!.replace(/,/g, ''));
    let count = 0;
    for await (const _ of tableClient(azurite.accountUrl, table).listEntities()) count++;
    expect(count).toBe(written);

    const ran = Date.now();
    await panel.getByRole('button', { name: 'Run every pattern on the live table' }).click();
    await expect(panel.getByRole('status')).toContainText(
      `Model and service agree on ${patterns.length} of ${patterns.length} patterns`,
      { timeout: 120_000 },
    );
    console.log(`${design}: every pattern run in ${Date.now() - ran} ms`);
    const results = panel.getByRole('table', {
      name: `Every pattern on the live table, design ${design}`,
    });
    for (const name of patterns) {
      const row = results.getByRole('row', { name: new RegExp(`^${name} `) });
      await expect(row.getByRole('cell').first()).toHaveText('Agree');
    }
  }
  // The signature is nowhere the page keeps or shows.
  expect(page.url()).not.toContain(signature);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(signature);
  expect(await page.content()).not.toContain(signature);
});

test('a read-only SAS is refused in words before anything is written', async ({ page }) => {
  await openEmployees(page);
  const requests = emulatorRequests(page);
  const panel = livePanel(page);
  await panel.getByRole('button', { name: 'Seed a table…' }).click();
  const dialog = seedDialog(page);
  await dialog
    .getByRole('textbox', { name: /^SAS URL that grants add and update/ })
    .fill(readOnlySasUrl(azurite.accountUrl, 'bydepartment'));
  await expect(dialog.getByRole('alert')).toContainText(
    'This SAS grants sp=r, but seeding writes with Insert Or Replace Entity, which needs both add (a) and update (u). Nothing was written.',
  );
  await expect(dialog.getByRole('button', { name: /^Write / })).toBeDisabled();
  expect(requests).toEqual([]);
  await expect(
    panel.getByRole('button', { name: 'Run every pattern on the live table' }),
  ).toBeDisabled();
});

test('a design of a table per month is seeded into twelve tables, and its patterns agree', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScenario(page, 'Expenses: newest first, oldest first, or a table per month');
  await cellNames(page);
  const panel = livePanel(page);
  await panel
    .getByRole('combobox', { name: 'Design' })
    .selectOption({ label: 'One table per month' });
  await panel.getByRole('button', { name: 'Seed a table…' }).click();
  const dialog = seedDialog(page);
  const box = dialog.getByRole('textbox', { name: /^SAS URL that grants add and update/ });
  // A table SAS names one table: refused in words, before anything is sent.
  await box.fill(
    tableSasUrl(azurite.accountUrl, 'Expenses202401', {
      permissions: { query: true, add: true, update: true },
    }),
  );
  await expect(dialog.getByRole('alert')).toContainText(
    'This table SAS is for Expenses202401 only, but the design writes 12 tables.',
  );
  await expect(dialog.getByRole('button', { name: /^Write / })).toBeDisabled();
  await box.fill(accountSasUrl(azurite.accountUrl));
  const months = Array.from(
    { length: 12 },
    (_, m) => `Expenses2024${String(m + 1).padStart(2, '0')}`,
  );
  await expect(dialog.getByText(/\(created when missing\)$/)).toContainText(months[0]!);
  await dialog.getByRole('button', { name: /^Write [\d,]+ entities$/ }).click();
  await expect(dialog.getByRole('status')).toContainText('Written:', { timeout: 60_000 });
  console.log(`One table per month: ${await dialog.getByRole('status').textContent()}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const month of months) {
    let count = 0;
    for await (const _ of tableClient(azurite.accountUrl, month).listEntities()) count++;
    expect(count, month).toBeGreaterThan(0);
  }
  await panel.getByRole('button', { name: 'Run every pattern on the live table' }).click();
  const total = EXPENSES_SCENARIO.patterns.length;
  await expect(panel.getByRole('status')).toContainText(
    `Model and service agree on ${total} of ${total} patterns`,
  );
});
