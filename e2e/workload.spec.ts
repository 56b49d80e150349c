import type { Page } from '@playwright/test';
import { decodeShare } from '../src/share';
import { openEmployeesAtBillion } from './comparison';
import { expect, test } from './fixtures';
import { watchProblems } from './helpers';

/** A design's cost bar (its text equivalent names the design first). */
const bar = (page: Page, design: string) =>
  page
    .getByRole('region', { name: 'Cost per month' })
    .getByRole('img', { name: new RegExp(`^${design}: `) });

/** Dollars in a text such as "$9,140" (the first amount after `label`, or the first at all). */
function dollars(text: string, label = ''): number {
  const at = text.indexOf(label);
  const m = /\$([\d,.]+)(K|M)?/.exec(text.slice(at < 0 ? 0 : at + label.length));
  if (!m) throw new Error(`no amount in "${text}"`);
  return Number(m[1]!.replace(/,/g, ''));
}

/** Every design's cost bar text and the closing line, as the reader sees them. */
async function costs(page: Page): Promise<{ line: string; bars: string[] }> {
  const region = page.getByRole('region', { name: 'Cost per month' });
  return {
    line: (await region.locator('.cost-verdict').textContent()) ?? '',
    bars: await region
      .getByRole('img')
      .evaluateAll((all) => all.map((e) => e.getAttribute('aria-label') ?? '')),
  };
}

/** Each design's Cosmos DB throughput a month, in the estimate's table ("throughput $46.7"). */
async function cosmosThroughput(page: Page): Promise<number[]> {
  const rows = page
    .getByRole('table', {
      name: 'Request units, throughput to provision and cost a month of each design',
    })
    .getByRole('row');
  const texts = await rows.evaluateAll((all) => all.map((r) => r.textContent ?? ''));
  return texts.filter((t) => t.includes('throughput $')).map((t) => dollars(t, 'throughput '));
}

test.describe('workload, projection and cost per month', () => {
  test('by e-mail at 500 calls a second: the by-department design dominates, the e-mail index stays cheap; a price change moves every figure; the link opens the same', async ({
    page,
    browser,
  }) => {
    const problems = watchProblems(page);
    await openEmployeesAtBillion(page);
    const byDepartment = bar(page, 'By department');
    const emailIndex = bar(page, 'Inter-partition index');
    await expect(byDepartment).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Calls per second of Employee by e-mail', exact: true })
      .fill('500');
    // By e-mail on the by-department design scans a department of 250,000,000 employees per call.
    await expect
      .poll(async () => dollars((await byDepartment.getAttribute('aria-label')) ?? ''))
      .toBeGreaterThan(100_000);
    const dept = dollars((await byDepartment.getAttribute('aria-label')) ?? '');
    const index = dollars((await emailIndex.getAttribute('aria-label')) ?? '');
    const deptText = (await byDepartment.getAttribute('aria-label')) ?? '';
    const indexText = (await emailIndex.getAttribute('aria-label')) ?? '';
    // About $127,000 a month against about $4,500.
    expect(deptText).toMatch(/^By department: \$\d{3},\d{3} a month/);
    expect(indexText).toMatch(/^Inter-partition index: \$\d,\d{3} a month/);
    expect(dept).toBeGreaterThan(10 * index);
    await expect(
      page.getByText(/the cheapest correct design is Inter-partition index/),
    ).toBeVisible();
    // Heat: the by-department design's busiest partition takes far more than the e-mail index's,
    // and the e-mail lookups heat it; the picture's words say so, figure by figure.
    const heatFigure = (design: string) =>
      page
        .getByRole('region', { name: 'Heat at the peak: reads and writes per partition' })
        .getByRole('figure', { name: new RegExp(`^${design}: `) });
    const heatOf = async (design: string) => {
      const label = (await heatFigure(design).getAttribute('aria-label')) ?? '';
      const m = /Partition [^:]*: ([\d,]+) entities\/s of 2,000/.exec(label);
      if (!m) throw new Error(`no busiest partition in "${label}"`);
      return Number(m[1]!.replace(/,/g, ''));
    };
    await expect(heatFigure('By department')).toHaveAccessibleName(
      /^By department: over a target\. Partition [^:]+: [\d,]+ entities\/s of 2,000 \(reads [\d,]+, writes [\d,]+\); over the target by [\d,]+; heated most by Employee by e-mail\./,
    );
    expect(await heatOf('By department')).toBeGreaterThan(
      10 * (await heatOf('Inter-partition index')),
    );
    // The cell says which rule made its figures.
    await page.getByRole('gridcell', { name: /^Employee by e-mail, By department: / }).click();
    await expect(page.getByText(/Requests: a request scans for 5 s at most/)).toBeVisible();

    // Double the price of transactions: the read part of every design doubles.
    const before = await costs(page);
    await page.getByRole('textbox', { name: 'Per 10,000 transactions (LRS)' }).fill('0.00072');
    await expect.poll(async () => (await costs(page)).bars).not.toEqual(before.bars);
    const after = await costs(page);
    for (const [i, text] of after.bars.entries()) {
      const was = dollars(before.bars[i]!, 'reads ');
      const now = dollars(text, 'reads ');
      expect(now / was, text).toBeGreaterThan(1.98);
      expect(now / was, text).toBeLessThan(2.02);
    }
    // The matrix footer and the closing line follow too.
    const footer = page.getByRole('row', { name: /^Cost a month/ });
    await expect(footer).toContainText(dollarsText(after.bars[0]!));
    const cheapest = after.bars.find((b) => b.startsWith('Inter-partition index: '))!;
    expect(after.line).not.toBe(before.line);
    expect(after.line).toContain(`Inter-partition index, at ${dollarsText(cheapest)} a month`);

    // Double the price of 100 RU/s on Cosmos DB: every design's throughput there doubles.
    const cosmosBefore = await cosmosThroughput(page);
    await page.getByRole('textbox', { name: 'Per 100 RU/s a month' }).fill('11.68');
    await expect.poll(() => cosmosThroughput(page)).not.toEqual(cosmosBefore);
    const cosmosAfter = await cosmosThroughput(page);
    for (const [i, now] of cosmosAfter.entries()) {
      expect(now / cosmosBefore[i]!).toBeGreaterThan(1.98);
      expect(now / cosmosBefore[i]!).toBeLessThan(2.02);
    }

    // The link carries the workload and the price: a fresh browser sees the same figures.
    await expect
      .poll(() => {
        const decoded = decodeShare(new URL(page.url()).hash);
        const c = decoded.ok ? decoded.state.comparison : null;
        return [
          c?.workload?.reads.find((r) => r.patternId === 'by-email')?.perSecond,
          c?.prices?.perTenThousand.LRS,
          c?.prices?.cosmosPer100RuMonth,
        ];
      })
      .toEqual([500, 0.00072, 11.68]);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherProblems = watchProblems(other);
    await other.goto(page.url());
    await expect(bar(other, 'By department')).toBeVisible();
    await expect.poll(() => costs(other)).toEqual(after);
    await expect.poll(() => cosmosThroughput(other)).toEqual(cosmosAfter);
    await expect(
      other.getByRole('textbox', { name: 'Calls per second of Employee by e-mail', exact: true }),
    ).toHaveValue('500');
    await fresh.close();
    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
  });
});

/** The total of a bar's text as it is written ("$254,000"), to find it in the footer. */
function dollarsText(text: string): string {
  const m = /\$[\d,.]+/.exec(text);
  return m ? m[0] : text;
}
