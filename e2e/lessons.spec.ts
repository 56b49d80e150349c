/**
 * Workshop mode as a learner and a teacher use it: pick a lesson, solve its challenge in the
 * explorer, keep the progress over a reload, share a step, and present it at 1280×720 from the
 * keyboard.
 */
import type { Page } from '@playwright/test';
import { LESSONS } from '../src/lessons';
import { expect, test } from './fixtures';
import { labelled, settledOverflow, typeFilter, waitForDataset, watchProblems } from './helpers';

async function openLesson(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Lessons' }).click();
  const list = page.getByRole('dialog', { name: 'Lessons' });
  await list.getByRole('button', { name: title }).click();
  await expect(list).toBeHidden();
}

function lesson(page: Page) {
  return page.getByRole('region', { name: 'Lesson' });
}

test.describe('lessons', () => {
  test('a challenge is checked on what the engine computes, and progress survives a reload', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await openLesson(page, /^Range queries/);
    await expect(
      lesson(page).getByRole('heading', { name: 'A bounded run of rows' }),
    ).toBeVisible();
    await expect(labelled(page, 'Cost class')).toHaveText('Range query');

    await lesson(page).getByRole('button', { name: 'Next step' }).click();
    await expect(lesson(page).getByRole('heading', { name: 'Employees 100 to 199' })).toBeVisible();
    const verdict = lesson(page).getByRole('status');
    // Before the learner tries anything the challenge waits; the step's own query is no answer.
    await expect(verdict).toContainText('Your turn');
    await typeFilter(page, "PartitionKey eq 'Sales' and Age gt 0");
    await expect(verdict).toContainText('Not yet');
    await expect(verdict).toContainText('partition scan');

    // A correct answer unlike the solution's text: bounds in another order, gt instead of ge.
    await typeFilter(page, "RowKey lt '000200' and RowKey gt '000099' and PartitionKey eq 'Sales'");
    await expect(verdict).toContainText('Solved');
    // A wrong range says what is missing.
    await typeFilter(page, "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000150'");
    await expect(verdict).toContainText('leaves out 12 entities that belong in it');

    await lesson(page)
      .getByRole('button', { name: /Show a hint \(1 of 2\)/ })
      .click();
    await expect(
      lesson(page).getByRole('list', { name: 'Hints' }).getByRole('listitem'),
    ).toHaveCount(1);

    await page.reload();
    await waitForDataset(page);
    // The link keeps the step; the progress list keeps the step read and the challenge solved.
    await expect(lesson(page).getByRole('heading', { name: 'Employees 100 to 199' })).toBeVisible();
    await page.getByRole('button', { name: 'Lessons' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Lessons' }).getByRole('button', { name: /^Range queries/ }),
    ).toContainText('Done');
    expect(problems).toEqual([]);
  });

  test('the solution can be revealed and applied; a design challenge passes on the design', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await openLesson(page, /^Eventually consistent transactions/);
    await lesson(page).getByRole('button', { name: 'Next step' }).click();
    await lesson(page).getByRole('button', { name: 'Show the solution' }).click();
    await expect(lesson(page).getByText('Intra-partition index')).toBeVisible();
    await lesson(page).getByRole('button', { name: 'Apply the solution' }).click();
    await expect(page.getByText(/Key design:\s*Intra-partition index/)).toBeVisible();
    await expect(labelled(page, 'Cost class')).toHaveText('Point query');
    expect(problems).toEqual([]);
  });

  test('a shared step opens the same step for someone else', async ({ page, browser }) => {
    await page.goto('/');
    await waitForDataset(page);
    await openLesson(page, /^Compound keys/);
    await lesson(page).getByRole('button', { name: 'Next step' }).click();
    await expect(
      lesson(page).getByRole('heading', { name: 'Everything about one employee' }),
    ).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash.length).toBeGreaterThan(10);
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await theirs.goto(page.url());
    await expect(
      lesson(theirs).getByRole('heading', { name: 'Everything about one employee' }),
    ).toBeVisible();
    await expect(theirs.getByText(/Key design:\s*Employees with their reviews/)).toBeVisible();
    await other.close();
  });

  test('the presenter view fits 1280×720 without scrolling and follows the keyboard', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    await openLesson(page, /^Point queries/);
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    await expect(
      lesson(page).getByRole('heading', { name: 'Both keys, one entity' }),
    ).toBeVisible();
    const fits = await page.evaluate(
      () => document.documentElement.scrollHeight <= window.innerHeight,
    );
    expect(fits).toBe(true);
    const bodySize = await lesson(page)
      .locator('.lesson-body p')
      .first()
      .evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize));
    expect(bodySize).toBeGreaterThanOrEqual(24);
    // Editing chrome is hidden; the pictures stay.
    await expect(page.getByRole('region', { name: 'Dataset' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Key space' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(lesson(page).getByRole('heading', { name: 'Find one employee' })).toBeVisible();
    await page.keyboard.press('h');
    await expect(
      lesson(page).getByRole('list', { name: 'Hints' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.keyboard.press('s');
    await expect(lesson(page).getByRole('button', { name: 'Apply the solution' })).toBeVisible();
    await page.keyboard.press('c');
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('high-contrast')),
    ).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(
      lesson(page).getByRole('heading', { name: 'Both keys, one entity' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('one lesson from the list to the end by keyboard only, solving its challenge', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await waitForDataset(page);
    const press = async (name: string | RegExp) => {
      await page.getByRole('button', { name }).focus();
      await page.keyboard.press('Enter');
    };
    await press('Lessons');
    await press(/^Point queries/);
    await expect(
      lesson(page).getByRole('heading', { name: 'Both keys, one entity' }),
    ).toBeVisible();
    await press('Next step');
    await expect(lesson(page).getByRole('heading', { name: 'Find one employee' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Filter' }).focus();
    // Select all, delete, then type: typing over a whole selection makes Chromium's editing code
    // write a style attribute into the editor, which the page's policy refuses (harmlessly).
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type("PartitionKey eq 'IT' and RowKey eq '000103'");
    await page.keyboard.press('Escape');
    await expect(lesson(page).getByRole('status')).toContainText('Solved');
    await press('Finish the lesson');
    await expect(lesson(page).getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
    await press('Leave the lesson');
    await expect(lesson(page)).toBeHidden();
    await press('Lessons');
    await expect(
      page.getByRole('dialog', { name: 'Lessons' }).getByRole('button', { name: /Point queries/ }),
    ).toContainText('Done');
    expect(problems).toEqual([]);
  });

  test('presented at 1280×720, no step of any lesson is cut off', async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await waitForDataset(page);
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    const cutOff: string[] = [];
    for (const each of LESSONS) {
      await page.getByRole('button', { name: 'Lessons' }).click();
      // The list names a lesson by its title as read aloud: code marks (backticks) are not spoken.
      const title = each.title.replace(/`/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page
        .getByRole('dialog', { name: 'Lessons' })
        .getByRole('button', { name: new RegExp(`^${title}`) })
        .click();
      for (const step of each.steps) {
        await expect(lesson(page).getByRole('heading', { name: step.title })).toBeVisible();
        await expect(labelled(page, 'Cost class')).toBeVisible();
        // Nothing scrolls: not the page, not the lesson, not the plan, not the pictures, once
        // the step's pictures have been drawn to the screen's scale (they arrive after the
        // heading, and are measured for the space the step leaves them).
        const overflow = await settledOverflow(page);
        if (overflow.length > 0) cutOff.push(`${each.id}/${step.id}: ${overflow.join(', ')}`);
        if (each.id === 'intra-partition-index') {
          await page.screenshot({ path: info.outputPath(`${step.id}.png`) });
        }
        await page.keyboard.press('ArrowRight');
      }
    }
    expect(cutOff).toEqual([]);
  });
});
