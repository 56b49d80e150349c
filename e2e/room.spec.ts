/**
 * Handing a lesson to a room and seeing who finished, with no server: the lesson link as a QR
 * code (large in presenter mode, and beside a copied lesson link), learners' progress carried as
 * a file and as completion codes, and the room's progress read from the codes in presenter mode.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findLesson, lessonIn, writeLessonFile } from '../src/lessons';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { builderWithFile, lessonPanel, openBuilder, textsUnder, waitForDataset } from './helpers';

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
    expect(await textsUnder(page, 18)).toEqual([]);
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

/** Finishes the range-query lesson as a learner: reads step 1, solves step 2 with its solution. */
async function finishRangeQueries(page: Page): Promise<string> {
  await openLesson(page, /^Range queries/);
  const panel = lessonPanel(page);
  await panel.getByRole('button', { name: 'Next step' }).click();
  await panel.getByRole('button', { name: 'Show the solution' }).click();
  await panel.getByRole('button', { name: 'Apply the solution' }).click();
  await expect(panel.getByRole('status').first()).toContainText('Solved');
  await panel.getByRole('button', { name: 'Finish the lesson' }).click();
  const complete = page.getByRole('article', { name: 'Lesson complete' });
  const code = complete.getByRole('textbox', { name: 'Completion code' });
  await expect(code).toHaveValue(/^k1\.range-query\.3\./);
  await expect(complete).toContainText('Give this code to your teacher');
  return code.inputValue();
}

/** The progress shown for one lesson in the list. */
async function listedProgress(page: Page, title: RegExp) {
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Lessons' });
  return list.getByRole('button', { name: title });
}

test.describe('progress the learner carries', () => {
  test('progress saved as a file opens in another browser; a hostile file is refused by name and nothing is lost', async ({
    page,
    browser,
  }, info) => {
    await page.goto('/');
    await waitForDataset(page);
    await finishRangeQueries(page);
    const list = page.getByRole('dialog', { name: 'Lessons' });
    await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Save progress as a file' }).click();
    const file = info.outputPath('my.keyscope-progress.json');
    await (await download).saveAs(file);

    // Another browser, with progress of its own in another lesson.
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await theirs.goto('/');
    await waitForDataset(theirs);
    await openLesson(theirs, /^Point queries/);
    await lessonPanel(theirs).getByRole('button', { name: 'Next step' }).click();
    const before = await (await listedProgress(theirs, /^Point queries/)).textContent();
    const theirList = theirs.getByRole('dialog', { name: 'Lessons' });
    const status = theirList.getByRole('status', { name: 'Progress file status' });

    const open = async (path: string) => {
      const chooser = theirs.waitForEvent('filechooser');
      await theirList.getByRole('button', { name: 'Open a progress file…' }).click();
      await (await chooser).setFiles(path);
    };
    const hostile = info.outputPath('hostile.json');
    writeFileSync(
      hostile,
      JSON.stringify({ format: 'keyscope-progress', version: 1, progress: { 'range-query': 7 } }),
    );
    await open(hostile);
    await expect(status).toContainText('The progress file was not read');
    await expect(status).toContainText('progress.range-query: expected a list of step ids.');
    await expect(theirList.getByRole('button', { name: /^Range queries/ })).toContainText(
      '0 of 2 steps done',
    );

    await open(file);
    await expect(status).toContainText('Progress added: 2 completed steps read');
    // Every step done reads "Done".
    await expect(theirList.getByRole('button', { name: /^Range queries/ })).toContainText(/Done$/);
    // What they had is still there.
    expect(await theirList.getByRole('button', { name: /^Point queries/ }).textContent()).toBe(
      before,
    );
    expect(await axeViolations(theirs, false)).toEqual([]);
    await other.close();
  });

  test('in presenter mode the teacher pastes completion codes and sees the room’s progress; a bad code is named by its line', async ({
    page,
    browser,
  }) => {
    // A learner's code, made by finishing the lesson in their own browser.
    const learners = await browser.newContext();
    const learner = await learners.newPage();
    await learner.goto('/');
    await waitForDataset(learner);
    const code = await finishRangeQueries(learner);
    await learners.close();
    // A typo: one character of the lesson's name changed.
    const typo = code.replace('range', 'ranye');

    await page.goto('/');
    await waitForDataset(page);
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    await openLesson(page, /^Range queries/);
    await lessonPanel(page).getByRole('button', { name: 'Room progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'The room’s progress' });
    await expect(dialog).toContainText('Paste the learners’ completion codes above.');
    await dialog
      .getByRole('textbox', { name: 'Completion codes, one per line' })
      .fill([code, 'hello', typo, ''].join('\n'));
    const problems = dialog.getByRole('region', { name: 'Lines not counted' });
    await expect(problems.getByRole('listitem')).toHaveText([
      /^Line 2: this is not a completion code/,
      /^Line 3: the code’s check characters do not match/,
    ]);
    const lesson = dialog.getByRole('region', { name: /^Range queries · 1 code$/ });
    await expect(lesson.getByRole('row', { name: /^2\. Employees 100 to 199/ })).toContainText(
      '1 / 1',
    );
    await expect(lesson).toContainText('Best score: 1 request, 25 entities scanned');
    // Read from the back of the room, like the rest of the projected page.
    expect(await textsUnder(page, 18)).toEqual([]);
    expect(await axeViolations(page, false)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('courses', () => {
  test('a teacher makes a course in the builder; its link opens its own list in a fresh browser, and a damaged course file is refused by name', async ({
    page,
    browser,
  }, info) => {
    await page.goto('/');
    await waitForDataset(page);
    await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Lessons' });
    await dialog.getByRole('button', { name: 'Make a course' }).click();
    const builder = page.getByRole('dialog', { name: 'Course builder' });
    const open = builder.getByRole('button', { name: 'Open the course' });
    await expect(open).toBeDisabled();
    await expect(builder).toContainText('A course needs a title and at least one lesson.');
    await builder.getByRole('textbox', { name: 'Course title' }).fill('The first morning');
    await builder.getByRole('checkbox', { name: 'Range queries' }).check();
    await builder.getByRole('checkbox', { name: 'Log tail' }).check();
    await open.click();

    const course = page.getByRole('dialog', { name: 'The first morning' });
    await expect(course.getByRole('listitem')).toHaveCount(2);
    await expect(course.getByRole('listitem').first()).toContainText('Range queries');
    await course.getByRole('button', { name: 'Copy course link' }).click();
    const link = await course.getByRole('textbox', { name: 'Course link' }).inputValue();
    expect(link).toMatch(/#kl1\./);
    const download = page.waitForEvent('download');
    await course.getByRole('button', { name: 'Save course as file' }).click();
    const file = info.outputPath('first.keyscope-course.json');
    await (await download).saveAs(file);
    expect(await axeViolations(page, false)).toEqual([]);

    // A learner opens the link: the course's own list, and its lessons play.
    const learners = await browser.newContext();
    const learner = await learners.newPage();
    await learner.goto(link);
    const theirs = learner.getByRole('dialog', { name: 'The first morning' });
    await expect(theirs.getByRole('listitem')).toHaveCount(2);
    await theirs.getByRole('button', { name: /^Log tail/ }).click();
    await expect(lessonPanel(learner)).toContainText('Log tail · Step 1 of');
    // The course stays in their list of courses.
    await learner.getByRole('button', { name: 'Lessons', exact: true }).click();
    await learner
      .getByRole('dialog', { name: 'Lessons' })
      .getByRole('button', { name: 'The first morning · 2 lessons' })
      .click();
    await expect(learner.getByRole('dialog', { name: 'The first morning' })).toBeVisible();
    await learners.close();

    // A course file with a lesson this Keyscope lacks: refused, naming the place.
    const damaged = info.outputPath('damaged.keyscope-course.json');
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    parsed.course.lessons[1] = 'no-such-lesson';
    writeFileSync(damaged, JSON.stringify(parsed));
    await course.getByRole('button', { name: 'Back to all lessons' }).click();
    await dialog.getByRole('button', { name: 'Make a course' }).click();
    const chooser = page.waitForEvent('filechooser');
    await builder.getByRole('button', { name: 'Open a course file' }).click();
    await (await chooser).setFiles(damaged);
    await expect(builder.getByRole('status')).toContainText(
      "course.lessons[1]: there is no lesson 'no-such-lesson' here.",
    );
  });
});

test('a lesson step opens the seed the teacher chose, in another browser too', async ({
  page,
  browser,
}, info) => {
  await page.goto('/');
  await waitForDataset(page);
  const seed = page.getByRole('textbox', { name: 'Seed' });
  await seed.fill('7');
  await seed.press('Enter');
  await waitForDataset(page);
  const builder = await openBuilder(page);
  await builder.getByRole('textbox', { name: 'Lesson title' }).fill('Seven');
  await builder.getByRole('textbox', { name: 'Step title' }).fill('The seventh sample');
  await builder.getByRole('textbox', { name: /^Text/ }).fill('Another sample of the same recipe.');
  await builder.getByRole('button', { name: 'Use the explorer’s workspace' }).click();
  await expect(builder).toContainText('entities, seed 7,');
  await builder.getByRole('button', { name: 'Check the lesson' }).click();
  await expect(builder.getByRole('status')).toContainText('every solution passes');
  const download = page.waitForEvent('download');
  await builder.getByRole('button', { name: 'Save as a file' }).click();
  const file = info.outputPath('seven.keyscope-lesson.json');
  await (await download).saveAs(file);

  // A fresh browser opens at seed 1; the lesson's step opens seed 7.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/');
  await waitForDataset(theirs);
  const theirSeed = theirs.getByRole('textbox', { name: 'Seed' });
  await expect(theirSeed).toHaveValue('1');
  const theirBuilder = await builderWithFile(theirs, file);
  await expect(theirBuilder).toContainText('entities, seed 7,');
  await theirBuilder.getByRole('button', { name: 'Check the lesson' }).click();
  await expect(theirBuilder.getByRole('status')).toContainText('every solution passes');
  await theirBuilder.getByRole('button', { name: 'Try the lesson' }).click();
  await expect(lessonPanel(theirs)).toContainText('The seventh sample');
  await expect(theirSeed).toHaveValue('7');
  await other.close();
});
