/**
 * A lesson that ends with "ask the advisor" (issue 26's teaching): the learner plays the lesson
 * "Your design and the advisor's", asks the advisor on the plain department design and sees its
 * best beside theirs (by e-mail a partition scan against a point query, a month's cost each),
 * then changes the design, solves the challenge, asks again and finishes the lesson. Found by
 * role and name throughout; the whole step is worked from the keyboard once.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { lessonPanel, waitForDataset, watchProblems } from './helpers';

async function openLesson(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lessons' }).click();
  const list = page.getByRole('dialog', { name: 'Lessons' });
  await list.getByRole('button', { name: /^Your design and the advisor’s/ }).click();
  await expect(list).toBeHidden();
}

/** The comparison table's row of one lookup (or figure): its header, then your design's and the advisor's cells. */
function row(page: Page, name: string | RegExp) {
  return lessonPanel(page)
    .getByRole('table', { name: 'Your design beside the advisor’s best, lookup by lookup' })
    .getByRole('row', { name });
}

test('a lesson ends with "ask the advisor": its best design beside the learner’s, lookup by lookup', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await page.goto('/');
  await waitForDataset(page);
  await openLesson(page);
  const panel = lessonPanel(page);
  await expect(panel.getByRole('heading', { name: 'Six lookups, one design' })).toBeVisible();
  await panel.getByRole('button', { name: 'Next step' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Your design, then the advisor’s' }),
  ).toBeVisible();

  // Asked on the step's own design (by department): the advisor's best makes e-mail a point query.
  const ask = panel.getByRole('button', { name: 'Ask the advisor' });
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/It built and checked \d+ candidate designs/)).toBeVisible({
    timeout: 90_000,
  });
  const byEmail = row(page, /^Employee by e-mail/);
  await expect(byEmail.getByRole('cell').nth(0)).toHaveText(/^Partition scan, \d+ requests?$/);
  await expect(byEmail.getByRole('cell').nth(1)).toHaveText('Point query, 1 request');
  await expect(
    row(page, /^Employee by id/)
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Point query, 1 request');
  await expect(
    panel.getByText('Point queries: 1 of the 6 lookups on your design, 2 on the advisor’s.'),
  ).toBeVisible();
  await expect(row(page, /^A month’s cost/).getByRole('cell')).toHaveText([/\$/, /\$/]);
  await expect(
    panel.getByText(/^The advisor’s design costs \$[\d.,]+ less a month than yours\.$/),
  ).toBeVisible();
  // Its reasons, in the guide's words, name the lookups each of its sets answers.
  const reasons = panel.getByRole('list').filter({ hasText: 'Employee by e-mail' });
  await expect(reasons.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('advisor-en-1280.png') });
  // The comparison, its table and its reasons hold to the accessibility rules.
  expect(await axeViolations(page)).toEqual([]);

  // The learner's own design: the guide's inter-partition index, then the point query.
  await panel.getByRole('button', { name: 'Show the solution' }).click();
  await panel.getByRole('button', { name: 'Apply the solution' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Solved' })).toBeVisible();
  await panel.getByRole('button', { name: 'Ask again about the design loaded now' }).click();
  await expect(byEmail.getByRole('cell').nth(0)).toHaveText('Point query, 1 request', {
    timeout: 90_000,
  });
  await expect(
    panel.getByText('Point queries: 2 of the 6 lookups on your design, 2 on the advisor’s.'),
  ).toBeVisible();
  await expect(row(page, /^Keys/).getByRole('cell').nth(0)).toContainText('email_{Department}');

  await panel.getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(panel.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  expect(problems).toEqual([]);
});
