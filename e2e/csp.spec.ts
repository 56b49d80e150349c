import { readdirSync } from 'node:fs';
import { CSP_HEADER, CSP_META } from '../scripts/csp.mjs';
import { expect, test } from './fixtures';
import { filterBox, labelled, typeFilter, waitForDataset, watchProblems } from './helpers';
import { recordViolations, violations } from './policy';

test.describe('under the strict Content Security Policy', () => {
  test('regression: the app runs under the strict policy with no violation, and the editor keeps its layout', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await recordViolations(page);
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toBe(CSP_HEADER);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      CSP_META,
    );

    await waitForDataset(page);
    await typeFilter(page, "PartitionKey eq 'Sales' and RowKey ge 'S'");
    await expect(labelled(page, 'Cost class')).toHaveText('Range query');
    // Typing over a selection of coloured text: the browser's own editing would copy the colour
    // as a style attribute, which the policy refuses; the editor replaces the selection itself.
    await filterBox(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type("PartitionKey eq 'Sales'");
    await page.keyboard.press('Escape');
    await expect(filterBox(page)).toHaveText("PartitionKey eq 'Sales'");
    await expect(labelled(page, 'Cost class')).toHaveText('Partition scan');
    expect(await violations(page)).toEqual([]);
    // CodeMirror's own theme applied: without its stylesheet the editor is a plain block.
    const layout = await filterBox(page).evaluate((content) => {
      const editor = content.closest('.cm-editor') as HTMLElement;
      return {
        editor: getComputedStyle(editor).display,
        content: getComputedStyle(content).whiteSpace,
        styleTags: document.querySelectorAll('style').length,
      };
    });
    expect(layout.editor).toBe('flex');
    expect(layout.content).not.toBe('normal');
    expect(layout.styleTags).toBe(0);

    // The pictures, presenter mode and a dataset switch draw under the policy too.
    // (Presenter mode hides the dataset panel, so the switch comes first.)
    await page.getByRole('combobox', { name: 'Dataset' }).selectOption('app-log-hot');
    await waitForDataset(page);
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    await expect(page.getByRole('region', { name: 'Key space' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Presenter mode' }).uncheck();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the production build serves no source maps', async ({ page }) => {
    const assets = readdirSync('dist/assets');
    expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
    const response = await page.goto('/');
    const body = (await response?.text()) ?? '';
    expect(body).not.toMatch(/sourceMappingURL/);
  });
});
