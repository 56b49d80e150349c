/**
 * axe-core in the page, evaluated through the test driver (not a <script> tag), so the strict
 * Content Security Policy stays on: the app's views must have zero violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's violations on the page, one line each: rule, impact, and the first offending nodes.
 * `requireContrast` false is for a modal <dialog>: axe cannot tell the background of an element
 * in the top layer ("overlapped by another element"), so it leaves contrast incomplete there.
 */
export async function axeViolations(page: Page, requireContrast = true): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (requireContrast) => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document)) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
      passes: { id: string }[];
    };
    // A scan that checked nothing would pass vacuously: colour contrast must have been checked.
    if (requireContrast && !result.passes.some((rule) => rule.id === 'color-contrast'))
      return ['axe did not check colour contrast'];
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, requireContrast);
  return violations;
}
