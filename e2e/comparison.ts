/** Finding the comparison view's parts by role and name, shared by the comparison specs. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForDataset } from './helpers';

/** Escapes text for a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The comparison matrix. */
export function matrix(page: Page): Locator {
  return page.getByRole('grid', { name: 'Access patterns by design' });
}

/** The cell of a pattern under a design, found by its text equivalent. */
export function cell(page: Page, pattern: string, design: string): Locator {
  return matrix(page).getByRole('gridcell', {
    name: new RegExp(`^${literal(pattern)}, ${literal(design)}: `),
  });
}

/** Every cell's text equivalent, once the matrix has checked them all and priced its designs. */
export async function cellNames(page: Page): Promise<string[]> {
  const cells = matrix(page).getByRole('gridcell');
  await expect(cells.first()).toBeVisible();
  await expect(matrix(page).getByRole('gridcell', { name: /: Checking…$/ })).toHaveCount(0);
  await expect(matrix(page)).not.toHaveClass(/stale/);
  // The first matrix has its cells before the workload model's facts, whose cost the footer
  // shows: both are in once the view stops saying it is working them out.
  await expect(
    page.getByRole('status').filter({ hasText: /^Every cell is checked\. Working out/ }),
  ).toHaveCount(0);
  // A cell's text is its text equivalent (the parts the grid shows by layout are visually hidden).
  return cells.evaluateAll((all) =>
    all.map((c) =>
      (c.textContent ?? '')
        .replace(/[✓✗–!] /, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

/** Opens the app and its "Compare designs" view, empty. */
export async function openCompare(page: Page): Promise<void> {
  await page.goto('/');
  await waitForDataset(page);
  await page.getByRole('button', { name: 'Compare designs' }).click();
}

/** Opens "Compare designs" on a bundled scenario. */
export async function openScenario(page: Page, scenario: string): Promise<void> {
  await openCompare(page);
  await page
    .getByRole('combobox', { name: 'Scenario', exact: true })
    .selectOption({ label: scenario });
}

/** Opens "Compare designs" on the employees scenario, projected to 1,000,000,000 records. */
export async function openEmployeesAtBillion(page: Page): Promise<void> {
  await openScenario(page, 'Employees: four designs');
  await page
    .getByRole('combobox', { name: 'Scale' })
    .selectOption({ label: '1,000,000,000 (projected)' });
}
