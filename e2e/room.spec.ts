/**
 * Handing a lesson to a room and seeing who finished, with no server: the lesson link as a QR
 * code (large in presenter mode, and beside a copied lesson link), learners' progress carried as
 * a file and as completion codes, and the room's progress read from the codes in presenter mode.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findLesson, lessonIn, writeLessonFile } from '../src/lessons';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { builderWithFile, lessonPanel, waitForDataset } from './helpers';

async function openLesson(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Lessons' });
  await list.getByRole('button', { name: title }).click();
  await expect(list).toBeHidden();
}

test.describe('QR codes', () => {
  test('in presenter mode Q shows the step’s link as a large QR code that opens the step for a learner', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await waitForDataset(page);
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    await openLesson(page, /^Range queries/);
    await lessonPanel(page).getByRole('button', { name: 'Next step' }).click();
    await expect(lessonPanel(page)).toContainText('Step 2 of');
    await page.keyboard.press('q');
    const dialog = page.getByRole('dialog', { name: 'Open this lesson on your own machine' });
    const code = dialog.getByRole('img', { name: 'QR code of the lesson link' });
    await expect(code).toBeVisible();
    // Large: at least half the screen's height, for the back of the room.
    const box = await code.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(360);
    expect(box?.width ?? 0).toBeCloseTo(box?.height ?? -1, 0);
    const link = await dialog.getByRole('textbox', { name: 'Lesson link' }).inputValue();
    expect(await axeViolations(page, false)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The link opens the same step on a learner's machine, out of presenter mode.
    const learners = await browser.newContext();
    const learner = await learners.newPage();
    await learner.goto(link);
    await waitForDataset(learner);
    await expect(lessonPanel(learner)).toContainText('Step 2 of');
    await expect(learner.getByRole('checkbox', { name: 'Presenter mode' })).not.toBeChecked();
    await learners.close();
  });

  test('a copied lesson link can be shown as a QR code beside it', async ({ page }, info) => {
    const teachers = {
      ...lessonIn('en', findLesson('log-tail')!),
      id: 'qr-tail',
      title: 'QR tail',
    };
    const file = info.outputPath('qr-tail.keyscope-lesson.json');
    writeFileSync(file, writeLessonFile(teachers, 'en'));
    await page.goto('/');
    await waitForDataset(page);
    const builder = await builderWithFile(page, file);
    await builder.getByRole('button', { name: 'Check the lesson' }).click();
    await expect(builder.getByRole('status')).toContainText('every solution passes');
    await builder.getByRole('button', { name: 'Copy lesson link' }).click();
    await expect(builder.getByRole('textbox', { name: 'Lesson link' })).toHaveValue(/#kl1\./);
    const show = builder.getByRole('button', { name: 'Show as QR code' });
    await show.click();
    await expect(builder.getByRole('img', { name: 'QR code of the lesson link' })).toBeVisible();
    await expect(builder.getByRole('button', { name: 'Hide the QR code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await axeViolations(page, false)).toEqual([]);
  });
});
