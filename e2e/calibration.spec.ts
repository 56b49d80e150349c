/**
 * Calibrating the scan rate from a live run, against Azurite started here (as e2e/live.spec.ts
 * starts it): a comparison projected to 1,000,000,000 employees is set aside, a query is run on
 * the live table, its measured scan rate is taken as the comparison's assumption, and back in the
 * comparison the assumption says it is a measurement with the pages it rests on while the
 * projected requests of a scanning cell follow the new rate.
 */
import type { Page } from '@playwright/test';
import { type AzuriteTable, startAzurite } from '../test/conformance/azurite-server';
import { createTableWith, readOnlySasUrl, setTableCors } from '../test/live/azurite-live';
import { liveDataset } from '../test/live/live-dataset';
import { openEmployeesAtBillion } from './comparison';
import { expect, test } from './fixtures';
import { labelled, typeFilter, watchProblems } from './helpers';

const TABLE = 'calibrate';
const COUNT = 5000;
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

let azurite: AzuriteTable;

test.beforeAll(async () => {
  azurite = await startAzurite();
  await setTableCors(azurite.accountUrl, [ORIGIN]);
  await createTableWith(azurite.accountUrl, TABLE, liveDataset(COUNT, 14));
});

test.afterAll(async () => {
  await azurite?.stop();
});

/** "Employee by e-mail" on the by-department design: it scans a whole department per call. */
const scanningCell = (page: Page) =>
  page.getByRole('gridcell', { name: /^Employee by e-mail, By department: / });

/** The projected latency a call the cell shows (after the last "·"). */
async function projectedLatency(page: Page): Promise<string> {
  const text = (await scanningCell(page).textContent()) ?? '';
  return text.includes('≈') ? (text.split('·').at(-1)?.trim() ?? '') : '';
}

/** The projected requests a call the cell shows ("≈ 2,500 requests · …"); NaN while checking. */
async function projectedRequests(page: Page): Promise<number> {
  const text = (await scanningCell(page).textContent()) ?? '';
  const m = /≈ ([\d,]+) requests?/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : Number.NaN;
}

test('a live run’s scan rate becomes the comparison’s assumption, labelled a measurement with its pages, and the projection follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  // The employees comparison at 1 B: by e-mail on by department scans 250,000,000 entities a
  // call, 2,500 requests at the default 20,000 entities a second (5 s a request).
  await openEmployeesAtBillion(page);
  await expect.poll(() => projectedRequests(page)).toBe(2_500);
  const defaultLatency = await projectedLatency(page);
  expect(defaultLatency).not.toBe('');
  await expect(page.getByRole('textbox', { name: 'Scan rate' })).toHaveValue('20000');
  await page.getByRole('button', { name: 'Compare designs', exact: true }).click();

  // Connect and run a query that scans the whole table on the model and on the service.
  await page.getByRole('button', { name: 'Connect to a live table…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to a live table' });
  await dialog
    .getByRole('textbox', { name: 'Table SAS URL' })
    .fill(readOnlySasUrl(azurite.accountUrl, TABLE));
  await dialog.getByRole('button', { name: 'Connect and read' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Read 5,000 entities of calibrate in 5 requests/)).toBeVisible();
  await typeFilter(page, 'Age ge 0');
  await page.getByRole('button', { name: 'Run on the live table' }).click();
  const region = page.getByRole('region', { name: 'Model vs measured' });
  await expect(labelled(page, 'Verdict')).toHaveText('Same set, same order');

  // The measurement, with the pages it rests on, offered to the comparison set aside.
  const line = region.getByText(
    /^Scan rate measured over \d+ pages: about [\d,]+ entities a second/,
  );
  await expect(line).toBeVisible();
  const [, pages, rateText] =
    /over (\d+) pages: about ([\d,]+) entities/.exec((await line.textContent()) ?? '') ?? [];
  const rate = Number(rateText!.replace(/,/g, ''));
  expect(Number(pages)).toBe(5);
  expect(rate).toBeGreaterThan(0);
  await region.getByRole('button', { name: 'Use it as the scan rate in Compare designs' }).click();
  await expect(
    region.getByText(`The comparison now assumes ${rateText} entities a second.`),
  ).toBeVisible();

  // Back in the comparison: the assumption is the measured figure and says so.
  await page.getByRole('button', { name: 'Compare designs', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Scan rate' })).toHaveValue(String(rate));
  await expect(
    page.getByText(
      new RegExp(
        `^Scan rate ${rateText}/s: a measurement on the live table, 5 pages scanning 5,000 entities in [\\d,]+ ms`,
      ),
    ),
  ).toBeVisible();
  // The projection follows: at least 250,000,000 ÷ (rate × 5 s) requests a call.
  await expect.poll(() => projectedRequests(page)).toBe(Math.ceil(250_000_000 / (rate * 5)));
  // And so does the latency, which is mostly the scan at that rate.
  expect(await projectedLatency(page)).not.toBe(defaultLatency);
  await page.getByRole('group', { name: 'Model assumptions (editable)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calibration-assumption.png' });
  // Typing another rate makes it the reader's own: the measurement's label goes.
  await page.getByRole('textbox', { name: 'Scan rate' }).fill('50000');
  await expect(page.getByText(/a measurement on the live table/)).toHaveCount(0);
  await expect.poll(() => projectedRequests(page)).toBe(1_000);
  expect(problems).toEqual([]);
});
