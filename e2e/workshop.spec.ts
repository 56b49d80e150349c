/**
 * A workshop as a teacher runs it: the lesson list read on a laptop and on a projector, in every
 * language, and the presenter view legible from the back of the room.
 */
import type { Page } from '@playwright/test';
import type { Locale } from '../src/i18n/locales';
import { createTranslator } from '../src/i18n/translate';
import { LESSONS, lessonIn } from '../src/lessons';
import { expect, test } from './fixtures';
import { waitForDataset } from './helpers';
import { translatorFor } from './i18n-checks';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const LOCALES: readonly Locale[] = ['en', 'zh-CN', 'ru'];

/** Chooses `locale` in the header's picker (named in English, the suite's language). */
async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await page
    .getByRole('combobox', { name: createTranslator('en').t('ui.app.language') })
    .selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** A lesson's title as its button's name reads it: code marks (backticks) are not spoken. */
function spoken(title: string): RegExp {
  return new RegExp(`^${title.replace(/`/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

for (const screen of SCREENS) {
  for (const locale of LOCALES) {
    test(`every lesson of the list can be read at ${screen.width}×${screen.height} in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto('/');
      await waitForDataset(page);
      await chooseLanguage(page, locale);
      const { t } = translatorFor(locale);
      await page.getByRole('button', { name: t('lessons.button'), exact: true }).click();
      const list = page.getByRole('dialog', { name: t('lessons.listTitle') });
      await expect(list).toBeVisible();
      // Nothing lies beyond its sides: a second column past the edge, reached by scrolling
      // sideways, is what a room never sees.
      expect(await list.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(1);
      const cutOff: string[] = [];
      for (const english of LESSONS) {
        const choice = list.getByRole('button', { name: spoken(lessonIn(locale, english).title) });
        // The dialog may scroll down on a short screen.
        await choice.scrollIntoViewIfNeeded();
        const [box, frame] = await Promise.all([choice.boundingBox(), list.boundingBox()]);
        if (
          box === null ||
          frame === null ||
          box.x < frame.x ||
          box.x + box.width > frame.x + frame.width + 0.5 ||
          box.y < 0 ||
          box.y + box.height > screen.height + 0.5
        ) {
          cutOff.push(english.id);
        }
        // The choice's own text is not clipped inside it either.
        const clipped = await choice.evaluate((el) =>
          [...el.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1),
        );
        if (clipped) cutOff.push(`${english.id} (text)`);
      }
      expect(cutOff).toEqual([]);
    });
  }
}
