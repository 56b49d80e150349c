/**
 * Keyscope in Chinese and Russian: the picker, the guide's terms for the four example queries, the
 * choice kept across a reload and carried by a link (unless the receiver chose their own), and
 * screenshots of the main view. One run in the pseudo-locale finds text that skipped the
 * catalogue and text cut off at 1280×720.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { findDataset, sampleEntities } from '../src/datasets';
import { analyzeQuery, createTable } from '../src/engine';
import type { Locale } from '../src/i18n/locales';
import { saySentences } from '../src/i18n/sentences';
import { createTranslator } from '../src/i18n/translate';
import { decodeShare } from '../src/share';
import { inView, labelled, waitForDataset, watchProblems } from './helpers';

/** The guide's four example queries on employees, by their English label. */
const EXAMPLES = ['Point query', 'Range query', 'Partition scan', 'Table scan'] as const;

/** The cost class of each example in the terms of Microsoft's own editions of the guide. */
const GUIDE_TERMS: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  'zh-CN': ['点查询', '范围查询', '分区扫描', '表扫描'],
  ru: ['Точечный запрос', 'Запрос диапазона', 'Просмотр разделов', 'Просмотр таблицы'],
};

/**
 * The regions whose every word the shell translates, by selector. Other rooms join this list as
 * their translations land (design, import, live, code, compare, lessons).
 */
const SHELL_REGIONS = [
  '.app-header',
  '.region-dataset',
  '.region-filter',
  '.region-plan',
  '.region-pictures',
  '.region-results',
];

/**
 * Parts inside those regions whose words may stay English (none today): a selector here leaves
 * the check, so the list says exactly what is not yet translated.
 */
const OTHERS_TEXT: readonly string[] = [];

/** Text nodes in `regions` outside `translate="no"` whose words are plain, unaccented English. */
async function untranslatedTexts(page: Page, regions: readonly string[], skip: readonly string[]) {
  return page.evaluate(
    ({ regions, skip }) => {
      const found: string[] = [];
      for (const selector of regions) {
        for (const root of document.querySelectorAll(selector)) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest('[translate="no"], script, style')) continue;
            if (skip.some((s) => parent.closest(s))) continue;
            // Pseudo texts are bracketed ⟦…⟧ and may nest (a message filled with another).
            let rest = node.textContent ?? '';
            for (let before = ''; before !== rest; ) {
              before = rest;
              rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
            }
            if (/[A-Za-z]{2,}/.test(rest)) found.push(`${selector}: "${node.textContent?.trim()}"`);
          }
        }
      }
      return found;
    },
    { regions, skip },
  );
}

/** Visible text containers in `regions` whose text is cut off (wider than their box). */
async function cutOffTexts(page: Page, regions: readonly string[]) {
  return page.evaluate((regions) => {
    const found: string[] = [];
    for (const selector of regions) {
      for (const el of document.querySelectorAll<HTMLElement>(`${selector} *`)) {
        const hasText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        if (!hasText || el.closest('[translate="no"], .visually-hidden, .sr-only')) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || !el.checkVisibility()) continue;
        // Cut short on purpose, whole in its tooltip (the one-line dataset description).
        if (style.textOverflow === 'ellipsis' && el.title === el.textContent) continue;
        if (el.scrollWidth > el.clientWidth + 1) {
          found.push(
            `${selector} <${el.tagName.toLowerCase()} class="${el.className}">: "${el.textContent?.trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`,
          );
        }
      }
    }
    return found;
  }, regions);
}

/** The language the address bar's link carries, as the app would read it. */
function linkLanguage(page: Page): Locale | null | undefined {
  const decoded = decodeShare(new URL(page.url()).hash);
  return decoded.ok ? decoded.state.language : undefined;
}

/** A browser context of its own (storage included), in English like the rest of the suite. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  return context.newPage();
}

/** Chooses `locale` in the header's picker, whose name is in the language on show. */
async function chooseLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  const picker = page.getByRole('combobox', { name: createTranslator(from).t('ui.app.language') });
  await picker.selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Replaces the filter as a user would, finding the editor by place (its name is translated). */
async function typeAnyLanguage(page: Page, text: string): Promise<void> {
  await page.locator('.region-filter .cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

/** Waits until the dataset is loaded, whatever the language: the load summary is on show. */
async function waitForLoad(page: Page): Promise<void> {
  await expect(page.locator('.load-summary')).toBeVisible({ timeout: 30_000 });
}

/** The employees sample as the app opens it (200 entities, seed 1, one server range). */
const EMPLOYEES = createTable([...sampleEntities(findDataset('employees')!, 200, 1)]).table;

/** The engine's answer to `filter` on the default view, said in `locale` as the plan panel says it. */
function said(
  locale: Locale,
  filter: string,
): { explanation: string } | { error: string; from: number; to: number } {
  const tr = createTranslator(locale);
  const r = analyzeQuery(EMPLOYEES, { filter, rangePartitioning: { kind: 'single' } });
  if (!r.ok) return { error: tr.say(r.error.message), from: r.error.from, to: r.error.to };
  return { explanation: saySentences(tr, r.plan.explanation) };
}

test.describe('Keyscope in Chinese and Russian', () => {
  for (const locale of ['zh-CN', 'ru'] as const) {
    test(`${locale}: the picker, the guide's terms, reload, links and a screenshot`, async ({
      page,
      browser,
    }) => {
      const problems = watchProblems(page);
      const t = createTranslator(locale).t;
      const examples = findDataset('employees')?.exampleQueries ?? [];
      await page.goto('/');
      await waitForDataset(page);
      expect(linkLanguage(page)).toBeNull();
      await chooseLanguage(page, 'en', locale);

      // The four example queries, in the guide's terms.
      for (const [i, label] of EXAMPLES.entries()) {
        const example = examples.find((q) => q.label === label);
        if (!example) throw new Error(`employees has no "${label}" example`);
        await typeAnyLanguage(page, example.filter);
        await expect(page.locator('.region-filter .cm-content')).toHaveText(example.filter);
        await expect(labelled(page, t('ui.plan.costClass'))).toHaveText(GUIDE_TERMS[locale][i]!);
        // The explanation is the engine's, said in this language, every placeholder filled.
        const expected = said(locale, example.filter);
        if (!('explanation' in expected)) throw new Error(`${example.filter} does not parse`);
        await expect(page.locator('.plan .explanation')).toHaveText(expected.explanation);
        expect(expected.explanation).not.toMatch(/[{}]/);
        expect(expected.explanation).toMatch(locale === 'ru' ? /[а-яё]{4}/i : /[\u4e00-\u9fff]{2}/);
      }

      // An invalid filter: the engine's message in this language, at the characters it is about,
      // and the plan says it is the last good filter's.
      const invalid = "LastName EQ 'Jones'";
      const error = said(locale, invalid);
      if (!('error' in error)) throw new Error(`${invalid} parses`);
      await typeAnyLanguage(page, invalid);
      await expect(page.locator('.filter-error .error-message')).toHaveText(error.error);
      await expect(page.locator('.filter-error .error-where')).toHaveText(
        error.from === error.to
          ? t('ui.filter.errorAt', { at: String(error.from + 1) })
          : t('ui.filter.errorSpan', { from: String(error.from + 1), to: String(error.to) }),
      );
      await expect(page.locator('.stale-note')).toHaveText(t('ui.plan.staleFilterError'));
      expect(error.error).toMatch(locale === 'ru' ? /[а-яё]{4}/i : /[\u4e00-\u9fff]{2}/);
      await expect(page.getByRole('textbox', { name: t('ui.filter.editorName') })).toBeVisible();

      // The projector layout holds in this language too: a table scan with a note, and the
      // cost, counters, every picture and the playback in view without scrolling anything.
      await typeAnyLanguage(page, "LastName eq 'Jones' or Age gt 60");
      await expect(labelled(page, t('ui.plan.costClass'))).toHaveText(GUIDE_TERMS[locale][3]!);
      const hidden: string[] = [];
      for (const target of [
        labelled(page, t('ui.plan.costClass')),
        labelled(page, t('ui.plan.scanned')),
        labelled(page, t('ui.plan.returned')),
        labelled(page, t('ui.plan.requests')),
        labelled(page, t('ui.plan.partitions')),
        page.getByRole('slider', { name: t('ui.pictures.partition') }),
        page.getByRole('figure', { name: t('ui.pictures.strip') }),
        page.getByRole('figure', { name: t('ui.pictures.timeline') }),
        page.getByRole('button', { name: t('ui.pictures.next') }),
      ]) {
        if (!(await inView(target))) hidden.push(String(target));
      }
      expect(hidden, 'below the fold or scrolled out of their region').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        720,
      );

      // Outside Playwright's output folder, which the next run empties: the screenshots outlive it.
      const shot = `test-results/i18n/main-view-${locale}.png`;
      await page.screenshot({ path: shot });
      console.log(`screenshot of the main view in ${locale}: ${shot}`);
      expect(await cutOffTexts(page, SHELL_REGIONS)).toEqual([]);

      // The choice survives a reload.
      await page.reload();
      await waitForLoad(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('combobox', { name: t('ui.app.language') })).toHaveValue(locale);

      // A link made after choosing carries the language to a fresh browser...
      await expect.poll(() => linkLanguage(page)).toBe(locale);
      const link = page.url();
      const receiver = await freshPage(browser);
      await receiver.goto(link);
      await waitForLoad(receiver);
      await expect(receiver.locator('html')).toHaveAttribute('lang', locale);
      await expect(labelled(receiver, t('ui.plan.costClass'))).toBeVisible();

      // ...but a receiver who chose their own language keeps it.
      const other: Locale = locale === 'ru' ? 'zh-CN' : 'ru';
      const chooser = await freshPage(browser);
      await chooser.goto('/');
      await waitForLoad(chooser);
      await chooseLanguage(chooser, 'en', other);
      const opened = await chooser.context().newPage();
      await opened.goto(link);
      await waitForLoad(opened);
      await expect(opened.locator('html')).toHaveAttribute('lang', other);
      await expect(labelled(opened, createTranslator(other).t('ui.plan.costClass'))).toBeVisible();
      await receiver.context().close();
      await chooser.context().close();
      expect(problems).toEqual([]);
    });
  }

  test('pseudo-locale: no shell text skips the catalogue, and none is cut off at 1280×720', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/?locale=pseudo');
    await waitForLoad(page);
    await expect(page.locator('.cost-badge')).toBeVisible();
    await expect(page.locator('.results-summary')).toBeVisible();
    // The open parts: touched partitions and a page being played back.
    await page.locator('.touched summary').click();
    expect(await untranslatedTexts(page, SHELL_REGIONS, OTHERS_TEXT)).toEqual([]);
    expect(await cutOffTexts(page, SHELL_REGIONS)).toEqual([]);

    // An invalid filter: where the error is, and the note on the last good plan.
    await typeAnyLanguage(page, "LastName EQ 'Jones'");
    await expect(page.locator('.filter-error .error-where')).toBeVisible();
    await expect(page.locator('.stale-note')).toBeVisible();
    expect(await untranslatedTexts(page, SHELL_REGIONS, OTHERS_TEXT)).toEqual([]);
    expect(await cutOffTexts(page, SHELL_REGIONS)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
