// The employees scenario's comparison as a link at any size, for the browser benches that open
// it at 10k and at a million: opened once in the app, its share fragment read back, and the size
// written into it (a link that asks for a large size opens small and asks first).
import { decodeShare, encodeShare } from '../../src/share/index.ts';
import { LARGE_LOAD_SIZE } from '../../src/state/large-load.ts';

/** Opens "Compare designs" on the employees scenario; returns the link to it at `size` records. */
export async function employeesLinkAt(page) {
  await page.getByText(/entities in [\d,]+ partitions/).waitFor();
  await page.getByRole('button', { name: 'Compare designs' }).click();
  await page
    .getByLabel('Scenario', { exact: true })
    .selectOption({ label: 'Employees: four designs' });
  await page.waitForFunction(() => decodeURIComponent(location.hash).length > 100);
  await page.waitForTimeout(1000);
  const decoded = decodeShare(new URL(page.url()).hash);
  if (!decoded.ok) throw new Error(`the scenario's link did not decode: ${decoded.message}`);
  const base = new URL(page.url());
  return (size) => {
    const link = new URL(base);
    link.hash = encodeShare({ ...decoded.state, size });
    return link.href;
  };
}

/**
 * Waits until the comparison's matrix is fresh, no status shows, its footers count `size`'s
 * entities and no cell is still checking: every cell of that size checked.
 */
export async function matrixChecked(page, size, polling = 100) {
  await page.waitForFunction(
    (text) => {
      const grid = document.querySelector('table.matrix');
      const status = document.querySelector('.compare-status')?.textContent ?? '';
      return (
        grid !== null &&
        !grid.classList.contains('stale') &&
        status === '' &&
        (grid.querySelector('tfoot')?.textContent ?? '').includes(text) &&
        !/Checking…/.test(grid.textContent ?? '')
      );
    },
    size.toLocaleString('en-US'),
    { polling, timeout: 15 * 60_000 },
  );
}

/**
 * Opens the comparison at `size` records from its link (`linkAt`, above) and, where the app holds
 * a large size back and asks first (src/state/large-load.ts), asks for it. Resolves with when
 * the load began: the click that asked, or else the navigation.
 */
export async function openComparisonAt(page, linkAt, size) {
  let began = Date.now();
  await page.goto(linkAt(size));
  if (size >= LARGE_LOAD_SIZE) {
    await page
      .getByRole('button', { name: `Load ${size.toLocaleString('en-US')} entities` })
      .click({ timeout: 60_000 });
    began = Date.now();
  }
  return began;
}
