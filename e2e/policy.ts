/**
 * Records Content Security Policy violations in the page from its first script on, so a spec can
 * assert there were none (a blocked style or script is otherwise silent to the user).
 */
import type { Page } from '@playwright/test';

/** Starts recording `securitypolicyviolation` events on every document the page opens. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}: ${e.sample}`);
    });
  });
}

/** The violations recorded so far in the current document. */
export function violations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __violations?: string[] }).__violations ?? ['not recording'],
  );
}
