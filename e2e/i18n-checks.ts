/**
 * Checks a view in another language: no words that skipped the catalogue (in the pseudo-locale
 * every catalogue text is bracketed ⟦…⟧ and accented, so plain English left over is hard-coded)
 * and no text cut off. Each check is soft, so one tour of the app lists every problem at once.
 */
import { expect, type Page } from '@playwright/test';
import { addEveryCatalogue } from '../src/i18n/catalogues';
import type { Locale } from '../src/i18n/locales';
import { pseudoCatalogue } from '../src/i18n/pseudo';
import { createTranslator, type Translator } from '../src/i18n/translate';

// The test process translates into every language at once (the page fetches only its own).
addEveryCatalogue();

/** A locale the e2e tour runs in: one of ours, or the pseudo-locale. */
export type TourLocale = Locale | 'pseudo';

/** The translator the app uses for `locale`, so tests find elements by their shown names. */
export function translatorFor(locale: TourLocale): Translator {
  return locale === 'pseudo' ? createTranslator('en', pseudoCatalogue()) : createTranslator(locale);
}

/**
 * What a check may leave out: elements by selector, `names` (data such as a design's name, taken
 * out of the text wherever they stand) and `texts` (patterns of sentences another room still says
 * in English; each list says why).
 */
export interface Leave {
  readonly skip?: readonly string[];
  readonly names?: readonly string[];
  readonly texts?: readonly RegExp[];
}

/** One text a reader meets: a text node, or a user-facing attribute (`attribute` names it). */
interface ShownText {
  readonly region: string;
  readonly attribute: string | null;
  readonly text: string;
}

/**
 * Text nodes and user-facing attributes (aria-label, title, placeholder, alt) in `regions`,
 * outside `translate="no"`, code and the `skip` selectors.
 */
async function shownTexts(
  page: Page,
  regions: readonly string[],
  skip: readonly string[],
): Promise<ShownText[]> {
  return page.evaluate(
    ({ regions, skip }) => {
      const found: ShownText[] = [];
      // Code stays as written in every language (templates, filters, URLs, programs).
      const left = (el: Element): boolean =>
        el.closest('[translate="no"], code, kbd, script, style') !== null ||
        skip.some((s) => el.closest(s) !== null);
      for (const region of regions) {
        for (const root of document.querySelectorAll(region)) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (parent && !left(parent))
              found.push({ region, attribute: null, text: node.textContent ?? '' });
          }
          for (const el of [root, ...root.querySelectorAll('*')]) {
            if (left(el)) continue;
            for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
              const text = el.getAttribute(attribute);
              if (text) found.push({ region, attribute, text });
            }
          }
        }
      }
      return found;
    },
    { regions, skip },
  );
}

/** `text` without the names and texts a check leaves. */
function withoutLeft(text: string, leave: Leave): string {
  let rest = text;
  // Longest first, so a name holding another is taken out whole.
  const names = [...(leave.names ?? [])].sort((a, b) => b.length - a.length);
  for (const name of names) rest = rest.split(name).join(' ');
  for (const pattern of leave.texts ?? []) rest = rest.replace(new RegExp(pattern, 'g'), ' ');
  return rest;
}

/** The shown texts in `regions` that `found` picks (after what `leave` leaves), as lines. */
async function pick(
  page: Page,
  regions: readonly string[],
  leave: Leave,
  found: (rest: string) => boolean,
): Promise<string[]> {
  return (await shownTexts(page, regions, leave.skip ?? []))
    .filter((s) => found(withoutLeft(s.text, leave)))
    .map((s) => `${s.region}${s.attribute ? ` [${s.attribute}]` : ''}: "${s.text.trim()}"`);
}

/** Texts in `regions` whose words are plain, unaccented English (for the pseudo-locale). */
export async function untranslatedTexts(
  page: Page,
  regions: readonly string[],
  leave: Leave = {},
): Promise<string[]> {
  return pick(page, regions, leave, (text) => {
    // Pseudo texts are bracketed ⟦…⟧ and may nest (a message filled with another).
    let rest = text;
    for (let before = ''; before !== rest; ) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
    }
    return /[A-Za-z]{2,}/.test(rest);
  });
}

/** Words of an English sentence: three words in a row, one a common English word. */
const ENGLISH_SENTENCE =
  /\b[A-Za-z]{2,}\s+(?:[A-Za-z]+\s+)*?(?:the|a|an|of|to|and|is|are|in|on|by|with|for|from|not|this|that|it)\s+[A-Za-z]{2,}/i;

/**
 * Text nodes in `regions` holding an English sentence: for the real locales, where text told
 * outside the catalogue (lessons) must be translated too.
 */
export async function englishSentences(
  page: Page,
  regions: readonly string[],
  leave: Leave = {},
): Promise<string[]> {
  return pick(page, regions, leave, (text) => ENGLISH_SENTENCE.test(text));
}

/** Visible text containers in `regions` whose text is cut off (wider or taller than their box). */
export async function cutOffTexts(page: Page, regions: readonly string[]): Promise<string[]> {
  return page.evaluate((regions) => {
    const found: string[] = [];
    for (const selector of regions) {
      // A region wider than its box hides whole controls past its edge (text or not), unless
      // it scrolls on purpose.
      for (const root of document.querySelectorAll<HTMLElement>(selector)) {
        const scrolls = /(auto|scroll)/.test(getComputedStyle(root).overflowX);
        if (!scrolls && root.scrollWidth > root.clientWidth + 1) {
          found.push(`${selector} itself: ${root.scrollWidth} > ${root.clientWidth}`);
        }
      }
      for (const el of document.querySelectorAll<HTMLElement>(`${selector} *`)) {
        const hasText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        if (!hasText || el.closest('[translate="no"], .visually-hidden, .sr-only')) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || !el.checkVisibility()) continue;
        // Hidden for the eye, kept for screen readers (clipped to a pixel): not cut, just unseen.
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        // Cut short on purpose, whole in its tooltip (the one-line dataset description).
        if (style.textOverflow === 'ellipsis' && el.title === el.textContent) continue;
        const clipsY = style.overflowY !== 'visible' && style.overflowY !== 'auto';
        const over = el.scrollWidth > el.clientWidth + 1;
        const under = clipsY && el.scrollHeight > el.clientHeight + 1;
        if (over || under) {
          const [got, box] = over
            ? [el.scrollWidth, el.clientWidth]
            : [el.scrollHeight, el.clientHeight];
          found.push(
            `${selector} <${el.tagName.toLowerCase()} class="${el.className}">: "${el.textContent?.trim().slice(0, 60)}" (${got} > ${box})`,
          );
        }
      }
    }
    return found;
  }, regions);
}

/** Soft-expects no hard-coded English in `region` (a CSS selector), naming the view. */
export async function expectNoEnglish(
  page: Page,
  view: string,
  region: string,
  leave: Leave = {},
): Promise<void> {
  await expect(page.locator(region).first()).toBeVisible();
  expect
    .soft(await untranslatedTexts(page, [region], leave), `English left in ${view}`)
    .toEqual([]);
}

/** Soft-expects no English sentence in `region` (a real locale's view), naming the view. */
export async function expectNoEnglishSentence(
  page: Page,
  view: string,
  region: string,
  leave: Leave = {},
) {
  await expect(page.locator(region).first()).toBeVisible();
  expect
    .soft(await englishSentences(page, [region], leave), `English sentence in ${view}`)
    .toEqual([]);
}

/** Soft-expects nothing cut off in `region` (a CSS selector), naming the view. */
export async function expectNothingCut(page: Page, view: string, region: string): Promise<void> {
  await expect(page.locator(region).first()).toBeVisible();
  expect.soft(await cutOffTexts(page, [region]), `text cut off in ${view}`).toEqual([]);
}
