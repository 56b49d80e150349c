/**
 * A teacher's lesson handed on as a link: opened in the builder, checked, its link copied, and
 * opened in a fresh browser, where its challenge passes with its solution and an answer fitted
 * to the rows on screen fails on another sample. A damaged link says so and keeps the reader's
 * own workspace.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findLesson, lessonIn, writeLessonFile, writeLessonLink } from '../src/lessons';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  builderWithFile,
  lessonPanel,
  tenthNewestSalesKey,
  typeInto,
  urlFilter,
  waitForDataset,
} from './helpers';

/** The teacher's lesson: the log-tail lesson's two steps, under the teacher's own title. */
const teachers = {
  ...lessonIn('en', findLesson('log-tail')!),
  id: 'sales-tail',
  title: 'The newest Sales expenses',
};

test('a teacher’s lesson travels as a link: it opens in a fresh browser, passes with its solution and fails a hard-coded answer', async ({
  page,
  browser,
}, info) => {
  const file = info.outputPath('sales-tail.keyscope-lesson.json');
  writeFileSync(file, writeLessonFile(teachers, 'en'));
  await page.goto('/');
  await waitForDataset(page);
  const builder = await builderWithFile(page, file);
  await expect(builder.getByRole('textbox', { name: 'Lesson title' })).toHaveValue(teachers.title);
  // A link is written only of a lesson that passes its check.
  const copy = builder.getByRole('button', { name: 'Copy lesson link' });
  await expect(copy).toBeDisabled();
  await builder.getByRole('button', { name: 'Check the lesson' }).click();
  await expect(builder.getByRole('status')).toContainText('every solution passes');
  await copy.click();
  const field = builder.getByRole('textbox', { name: 'Lesson link' });
  await expect(field).toHaveValue(/#kl1\./);
  const link = await field.inputValue();
  expect(await axeViolations(page)).toEqual([]);
  // Under the length above which the share controls warn that chat tools may cut a link.
  expect(link.length).toBeLessThan(2000);

  // A learner's fresh browser, with a workspace of their own.
  const learners = await browser.newContext();
  const learner = await learners.newPage();
  await learner.goto(link);
  await waitForDataset(learner);
  const panel = lessonPanel(learner);
  await expect(panel).toContainText(`${teachers.title} · Step 1 of 2`);
  await panel.getByRole('button', { name: 'Next step', exact: true }).click();
  await expect(panel).toContainText('Step 2 of 2');
  await expect(panel.getByRole('figure', { name: 'Goal' })).toContainText('The reference answer');
  await panel.getByRole('button', { name: 'Show the solution' }).click();
  await panel.getByRole('button', { name: 'Apply the solution' }).click();
  const verdict = panel.getByRole('status');
  await expect(verdict).toContainText('Solved');

  // The tenth newest Sales expense of the sample on screen, as the learner could read it there.
  const tenth = tenthNewestSalesKey();
  await learner.getByRole('textbox', { name: '$top' }).fill('');
  await typeInto(learner, `PartitionKey eq 'Sales' and RowKey le '${tenth}'`);
  await expect(verdict).toContainText('It works on the rows on screen, but not on another sample');
  // The learner, in turn, can hand the tried lesson on: the same lesson, as a link.
  await panel.getByRole('button', { name: 'Copy lesson link' }).click();
  await expect(panel.getByRole('textbox', { name: 'Lesson link' })).toHaveValue(/#kl1\./);
  expect(await axeViolations(learner)).toEqual([]);
  await learners.close();
});

test('a damaged or hostile lesson link says what and where, and the reader’s own workspace stays', async ({
  page,
}) => {
  await page.goto('/');
  await waitForDataset(page);
  await typeInto(page, "PartitionKey eq 'HR'");
  await expect(page.getByRole('status', { name: 'Cost class', exact: true })).toHaveText(
    'Partition scan',
  );

  // A lesson naming a sample that does not exist, in a well-formed link.
  const file = JSON.parse(writeLessonFile(teachers, 'en'));
  file.lesson.steps[1].setup.dataset = '<img src=x onerror=alert(1)>';
  const { default: LZString } = await import('lz-string');
  const hostile = `kl1.${LZString.compressToEncodedURIComponent(JSON.stringify(file))}`;
  const refused = (on: Page) =>
    on.getByRole('alert').filter({ hasText: 'The lesson link could not be opened' });
  const ownWorkspaceStays = async (on: Page) => {
    await expect(on.getByRole('textbox', { name: 'Filter' })).toHaveText("PartitionKey eq 'HR'");
    await expect(on.getByRole('region', { name: 'Lesson' })).toHaveCount(0);
  };

  // Written once typing pauses: then the autosave holds it too.
  await expect.poll(() => urlFilter(page)).toBe("PartitionKey eq 'HR'");
  // Opened in a new tab of the same browser: its autosave is the reader's workspace.
  const tab = await page.context().newPage();
  await tab.goto(`/#${hostile}`);
  await waitForDataset(tab);
  await expect(refused(tab)).toContainText(
    "In the link: lesson.steps[1].setup.dataset: there is no sample dataset '<img src=x",
  );
  await ownWorkspaceStays(tab);
  await tab.close();

  // Pasted into the address bar of the open tab: the same refusal, and nothing changes.
  await page.goto('/#kl1.BAAAAAAAAAAAAAAA');
  await expect(refused(page)).toContainText('This lesson link is damaged or cut short');
  await ownWorkspaceStays(page);
});

test('a good lesson link opens over the reader’s workspace, which stays restorable', async ({
  page,
}) => {
  await page.goto('/');
  await waitForDataset(page);
  await typeInto(page, "PartitionKey eq 'HR'");
  await expect.poll(() => urlFilter(page)).toBe("PartitionKey eq 'HR'");
  const written = writeLessonLink(teachers, 'en');
  if (!written.ok) throw new Error('the lesson does not fit in a link');

  // Opened in a new tab of the same browser, whose autosave holds the reader's workspace.
  const tab = await page.context().newPage();
  await tab.goto(`/#${written.fragment}`);
  await waitForDataset(tab);
  await expect(lessonPanel(tab)).toContainText(`${teachers.title} · Step 1 of 2`);
  await tab.getByRole('button', { name: 'Restore my last workspace' }).click();
  await expect(tab.getByRole('textbox', { name: 'Filter' })).toHaveText("PartitionKey eq 'HR'");
  await expect(lessonPanel(tab)).toHaveCount(0);
  await tab.close();
});
