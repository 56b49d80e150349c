/**
 * The e2e suite's `test`: Playwright's, with every page of each test's browser context watched
 * for Content Security Policy violations, so any view a spec opens fails the spec when the policy
 * blocks something there (a violation is otherwise silent to the user: a style or a request just
 * does not happen). Specs import `test` and `expect` from here, never from '@playwright/test'.
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Records into `seen` every `securitypolicyviolation` of every document `context` opens from now
 * on, across navigations and pages.
 */
async function watchViolations(context: BrowserContext, seen: string[]): Promise<void> {
  await context.exposeBinding('__keyscopeViolation', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __keyscopeViolation?: (text: string) => void })
        .__keyscopeViolation;
      report?.(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}: ${e.sample}`,
      );
    });
  });
}

/** Playwright's test, failing after any test whose pages saw a policy violation. */
export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      await watchViolations(context, seen);
      // Contexts a spec opens itself (a link opened "elsewhere") are watched too: wrapping
      // newContext for the test's duration keeps every spec covered without each remembering to.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        await watchViolations(made, seen);
        return made;
      };
      try {
        await use(seen);
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, 'Content Security Policy violations in this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
