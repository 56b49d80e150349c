import type { BrowserContext, Page } from '@playwright/test';
import { defaultWorkspace, encodeShare } from '../src/share';
import { expect, test } from './fixtures';
import {
  filterBox,
  labelled,
  typeFilter,
  urlFilter,
  waitForDataset,
  watchProblems,
} from './helpers';

const COUNTERS = ['Cost class', 'Scanned', 'Returned', 'Requests', 'Partitions touched'] as const;

/** What a view shows: the plan's counters, the filter, focus and playback step. */
async function viewOf(page: Page) {
  const counters: Record<string, string> = {};
  for (const name of COUNTERS) counters[name] = (await labelled(page, name).textContent()) ?? '';
  return {
    counters,
    filter: await filterBox(page).textContent(),
    dataset: await page.getByRole('combobox', { name: 'Dataset' }).inputValue(),
    size: await page.getByRole('combobox', { name: 'Size' }).inputValue(),
    partition: await page.getByRole('slider', { name: 'Partition' }).getAttribute('aria-valuetext'),
    step: await page.getByRole('status', { name: 'Playback' }).textContent(),
  };
}

async function freshContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  return browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
}

/** Builds a view by hand: size, range split, filter, focused partition, playback step. */
async function buildView(page: Page, filter: string) {
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('1000');
  await page
    .getByRole('combobox', { name: 'Server range partitions' })
    .selectOption('every-partition');
  await waitForDataset(page);
  await typeFilter(page, filter);
  // The counters pass through the half-typed filters' plans; the plan is the whole filter's once
  // the address bar holds it and the plan is no longer busy.
  await expect.poll(() => urlFilter(page)).toBe(filter);
  await expect(page.locator('.plan[aria-busy="false"]')).toBeVisible();
  await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
  await page.getByText(/^Touched partitions/).click();
  const row = page.getByRole('table').filter({ hasText: 'PartitionKey' }).getByRole('row').nth(2);
  const partition = (await row.getByRole('rowheader').textContent()) ?? '';
  await row.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('button', { name: 'Next request' }).click();
  await page.getByRole('button', { name: 'Next request' }).click();
  await expect(page.getByRole('status', { name: 'Playback' })).toContainText('Request 2 of');
  await expect(page.getByRole('slider', { name: 'Partition' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${partition}:`),
  );
  return partition;
}

test.describe('share links and autosave', () => {
  test('a copied link opens the same view in a fresh browser, and reload keeps it', async ({
    browser,
  }) => {
    const first = await freshContext(browser);
    const page = await first.newPage();
    const problems = watchProblems(page);
    await buildView(page, 'Age ge 30');
    const built = await viewOf(page);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status', { name: 'Copy status' })).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    expect(link).toMatch(/#ks2\.[A-Za-z0-9+$-]+\.[0-9a-z]+$/);
    await expect(page.getByText(`${link.length} characters`)).toBeVisible();

    // Open in new tab: the same view; my own workspace is not offered back, it is the same one.
    const [popup] = await Promise.all([
      first.waitForEvent('page'),
      page.getByRole('link', { name: 'Open in new tab' }).click(),
    ]);
    const popupProblems = watchProblems(popup);
    await waitForDataset(popup);
    await expect(popup.getByRole('status', { name: 'Playback' })).toContainText('Request 2 of');
    expect(await viewOf(popup)).toEqual(built);
    await expect(popup.getByRole('button', { name: 'Restore my last workspace' })).toHaveCount(0);
    expect(popupProblems).toEqual([]);
    await popup.close();

    const second = await freshContext(browser);
    const other = await second.newPage();
    const otherProblems = watchProblems(other);
    await other.goto(link);
    await waitForDataset(other);
    await expect(other.getByRole('status', { name: 'Playback' })).toContainText('Request 2 of');
    await expect(labelled(other, 'Cost class')).toHaveText(built.counters['Cost class'] ?? '');
    expect(await viewOf(other)).toEqual(built);
    await expect(other.getByRole('alert')).toHaveCount(0);

    await page.reload();
    await waitForDataset(page);
    await expect(page.getByRole('status', { name: 'Playback' })).toContainText('Request 2 of');
    expect(await viewOf(page)).toEqual(built);

    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await first.close();
    await second.close();
  });

  test('a hostile or broken link shows what was wrong and a working app', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, "LastName eq 'Jones'");
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    await expect.poll(() => urlFilter(page)).toBe("LastName eq 'Jones'");
    const good = new URL(page.url()).hash;
    const cases: [string, RegExp][] = [
      [
        '#<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">',
        /not a Keyscope workspace/,
      ],
      ['#ks1.<img src=x onerror="window.__pwned=1">.0', /damaged/],
      [`#ks1.${'A'.repeat(50_000)}.0`, /too large/],
      ['#ks9.N4Ig.abc', /newer Keyscope \(format v9\)/],
      [good.slice(0, good.length - 12), /incomplete: it was cut short/],
    ];
    for (const [fragment, message] of cases) {
      await page.goto('about:blank');
      await page.goto(`/${fragment}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('Opened your last workspace instead.');
      await waitForDataset(page);
      await expect(filterBox(page)).toHaveText("LastName eq 'Jones'");
      await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('img[src=x]')).toHaveCount(0);
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await expect(alert).toHaveCount(0);
      // The address bar holds a working link again, not the bad one.
      expect(new URL(page.url()).hash).toMatch(/^#ks2\./);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('opening a link keeps my own workspace restorable, and Back returns to the previous dataset', async ({
    browser,
  }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await typeFilter(page, "PartitionKey eq 'Sales' and LastName eq 'Smith'");
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    await expect
      .poll(() => urlFilter(page))
      .toBe("PartitionKey eq 'Sales' and LastName eq 'Smith'");
    const mine = page.url();

    // Someone else's link, opened in the same browser (a new tab shares local storage).
    await page.getByRole('combobox', { name: 'Dataset' }).selectOption('app-log-hot');
    await waitForDataset(page);
    const theirs = page.url();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Dataset' })).toHaveValue('employees');
    await expect(filterBox(page)).toHaveText("PartitionKey eq 'Sales' and LastName eq 'Smith'");
    expect(page.url()).toBe(mine);

    const tab = await context.newPage();
    await tab.goto(theirs);
    await waitForDataset(tab);
    await expect(tab.getByRole('combobox', { name: 'Dataset' })).toHaveValue('app-log-hot');
    await tab.getByRole('button', { name: 'Restore my last workspace' }).click();
    await expect(tab.getByRole('combobox', { name: 'Dataset' })).toHaveValue('employees');
    await expect(filterBox(tab)).toHaveText("PartitionKey eq 'Sales' and LastName eq 'Smith'");
    await expect(labelled(tab, 'Cost class')).toHaveText('Partition scan');
    await expect(tab.getByRole('button', { name: 'Restore my last workspace' })).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('typing replaces the history entry; after a pause the next query is a new one, so Back returns to the previous query', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.clock.install();
    await page.goto('/');
    await waitForDataset(page);
    const before = (await page.evaluate(() => history.length)) as number;
    await typeFilter(page, "LastName eq 'Jones'");
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    // The address bar is written once typing pauses: one entry for the whole query.
    await expect.poll(() => urlFilter(page)).toBe("LastName eq 'Jones'");
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.clock.fastForward(2000);
    await typeFilter(page, "PartitionKey eq 'Sales' and LastName eq 'Smith'");
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    await expect
      .poll(() => urlFilter(page))
      .toBe("PartitionKey eq 'Sales' and LastName eq 'Smith'");
    expect(await page.evaluate(() => history.length)).toBe(before + 2);
    await page.goBack();
    await expect(filterBox(page)).toHaveText("LastName eq 'Jones'");
    await expect(labelled(page, 'Cost class')).toHaveText('Table scan');
    await page.goForward();
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    expect(problems).toEqual([]);
  });

  test('share sync wrote the address bar on every keystroke: typing writes it once, and a reload at once keeps what was typed', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      const counts = { writes: 0 };
      (window as unknown as { __historyWrites: typeof counts }).__historyWrites = counts;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (...args: Parameters<History['pushState']>) => {
          counts.writes += 1;
          original(...args);
        };
      }
    });
    await page.goto('/');
    await waitForDataset(page);
    const writes = () =>
      page.evaluate(
        () => (window as unknown as { __historyWrites: { writes: number } }).__historyWrites.writes,
      );
    const before = await writes();
    const typed = "PartitionKey eq 'Sales' and Age ge 30";
    await typeFilter(page, typed);
    await expect.poll(() => urlFilter(page)).toBe(typed);
    expect(await writes()).toBe(before + 1);

    // Reload straight after typing, before the pause would have written it: nothing is lost.
    await typeFilter(page, "LastName eq 'Smith'");
    await page.reload();
    await waitForDataset(page);
    await expect(filterBox(page)).toHaveText("LastName eq 'Smith'");
    expect(urlFilter(page)).toBe("LastName eq 'Smith'");
    // It reopened as my own workspace, not as a link that moved mine aside.
    await expect(page.getByRole('button', { name: 'Restore my last workspace' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a link to an unknown dataset showed "Employees by department" in the picker: it shows the failure and the unknown name', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const link = encodeShare({
      ...defaultWorkspace(),
      dataset: 'no-such-dataset',
      filter: "PartitionKey eq 'Sales'",
    });
    await page.goto(`/#${link}`);
    const picker = page.getByRole('combobox', { name: 'Dataset' });
    await expect(page.getByRole('alert')).toContainText(
      'The dataset could not be loaded: There is no sample dataset named "no-such-dataset".',
    );
    await expect(picker).toHaveValue('no-such-dataset');
    await expect(picker.locator('option:checked')).toHaveText('Unknown dataset "no-such-dataset"');
    await expect(page.getByRole('option', { name: /Unknown dataset/ })).toBeDisabled();

    // Picking a real dataset recovers, and the unknown one leaves the list.
    await picker.selectOption('employees');
    await waitForDataset(page);
    await expect(picker.locator('option:checked')).toHaveText('Employees by department');
    await expect(page.getByRole('option', { name: /Unknown dataset/ })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(labelled(page, 'Cost class')).toHaveText(/query|scan/);
    expect(problems).toEqual([]);
  });
});
