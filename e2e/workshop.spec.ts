/**
 * A workshop as a teacher runs it: the lesson list read on a laptop and on a projector, in every
 * language, and the presenter view legible from the back of the room.
 */
import type { Page } from '@playwright/test';
import type { Locale } from '../src/i18n/locales';
import { createTranslator } from '../src/i18n/translate';
import { LESSONS, type Lesson, lessonIn } from '../src/lessons';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  lessonPanel,
  openBuilder,
  settledOverflow,
  tenthNewestSalesKey,
  textsUnder,
  typeInto,
  waitForDataset,
} from './helpers';
import { translatorFor } from './i18n-checks';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const LOCALES: readonly Locale[] = ['en', 'zh-CN', 'ru'];
type Screen = (typeof SCREENS)[number];

/** Chooses `locale` in the header's picker (named in English, the suite's language). */
async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await page
    .getByRole('combobox', { name: createTranslator('en').t('ui.app.language') })
    .selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Opens the app on `screen` in `locale`, its dataset loaded; the translator of that language. */
async function openIn(page: Page, screen: Screen, locale: Locale) {
  await page.setViewportSize(screen);
  await page.goto('/');
  await waitForDataset(page);
  await chooseLanguage(page, locale);
  return translatorFor(locale);
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
      const { t } = await openIn(page, screen, locale);
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

/** Opens `english` from the lesson list in `locale`; the lesson as that language tells it. */
async function chooseLesson(page: Page, locale: Locale, english: Lesson): Promise<Lesson> {
  const { t } = translatorFor(locale);
  const told = lessonIn(locale, english);
  await page.getByRole('button', { name: t('lessons.button'), exact: true }).click();
  await page
    .getByRole('dialog', { name: t('lessons.listTitle') })
    .getByRole('button', { name: spoken(told.title) })
    .click();
  return told;
}

/** Opens step `step` (from 0) of the lesson `id` from the list, in the language on show. */
async function openStep(page: Page, locale: Locale, id: string, step: number): Promise<void> {
  const { t } = translatorFor(locale);
  const english = LESSONS.find((l) => l.id === id);
  if (!english) throw new Error(`no lesson ${id}`);
  const told = await chooseLesson(page, locale, english);
  for (let i = 0; i < step; i++) {
    await page.getByRole('button', { name: t('lessons.next'), exact: true }).click();
  }
  const title = told.steps[step]?.title.replace(/`/g, '') ?? '';
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

for (const screen of SCREENS) {
  for (const locale of LOCALES) {
    test(`presented at ${screen.width}×${screen.height} in ${locale}, the pictures fill the screen and every word is 18 px or more`, async ({
      page,
    }) => {
      const { t } = await openIn(page, screen, locale);
      await page.getByRole('checkbox', { name: t('ui.app.presenter') }).check();
      // A challenge step about the strip: words, a verdict, hints, the map and the strip.
      await openStep(page, locale, 'range-query', 1);
      await page.keyboard.press('h');
      const map = page.getByRole('figure', { name: t('ui.pictures.map') });
      const strip = page.getByRole('figure', { name: t('ui.pictures.strip') });
      await expect(map.locator('svg')).toBeVisible();
      await expect(strip.locator('svg').first()).toBeVisible();
      const [mapBox, stripBox] = await Promise.all([map.boundingBox(), strip.boundingBox()]);
      expect((mapBox?.height ?? 0) + (stripBox?.height ?? 0)).toBeGreaterThanOrEqual(
        screen.height / 3,
      );
      expect(await textsUnder(page, 18)).toEqual([]);
      // Nothing scrolls or runs past the screen.
      expect(await settledOverflow(page)).toEqual([]);

      // A step about the requests: the timeline's controls are all on the screen, none cut off.
      await openStep(page, locale, 'top-and-pages', 0);
      const timeline = page.getByRole('figure', { name: t('ui.pictures.timeline') });
      await expect(timeline.locator('svg')).toBeVisible();
      const region = await page.locator('.region-pictures').boundingBox();
      for (const button of await timeline.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box && region && box.x + box.width <= region.x + region.width).toBe(true);
        expect(box && region && box.y + box.height <= region.y + region.height).toBe(true);
      }
      expect(await textsUnder(page, 18)).toEqual([]);
    });
  }
}

test.describe('a lesson as a learner meets it', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForDataset(page);
  });

  test('a challenge waits for the learner, and a finished lesson says so and offers the next', async ({
    page,
  }) => {
    await openStep(page, 'en', 'range-query', 1);
    const verdict = lessonPanel(page).getByRole('status');
    await expect(verdict).toContainText('Your turn');
    await expect(verdict).not.toContainText('Not yet');
    await typeInto(page, "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000150'");
    await expect(verdict).toContainText('Not yet');
    // The employee it leaves out is named as the results show them, not by keys or a number.
    await expect(verdict).toContainText(/such as [A-Z][a-z]+ [A-Z][a-z]+\./);
    await typeInto(page, "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000199'");
    await expect(verdict).toContainText('Solved');

    await lessonPanel(page).getByRole('button', { name: 'Finish the lesson' }).click();
    const done = lessonPanel(page).getByRole('heading', { name: 'Lesson complete' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(lessonPanel(page)).toContainText('Every step is done.');
    await lessonPanel(page).getByRole('button', { name: 'Next lesson: Partition scans' }).click();
    await expect(lessonPanel(page)).toContainText('Partition scans · Step 1 of 2');
  });

  test('a lesson finished with a challenge skipped names the open step and leads back to it', async ({
    page,
  }) => {
    await openStep(page, 'en', 'point-query', 1);
    await lessonPanel(page).getByRole('button', { name: 'Finish the lesson' }).click();
    await expect(lessonPanel(page)).toContainText('1 step is still open:');
    await lessonPanel(page).getByRole('button', { name: 'Step 2: Find one employee' }).click();
    await expect(
      lessonPanel(page).getByRole('heading', { name: 'Find one employee' }),
    ).toBeVisible();
  });

  test('a number compared with a text RowKey is told why it matches nothing', async ({ page }) => {
    await openStep(page, 'en', 'point-query', 1);
    await typeInto(page, "PartitionKey eq 'IT' and RowKey eq 103");
    const verdict = lessonPanel(page).getByRole('status');
    await expect(verdict).toContainText('The value 103 matches nothing');
    await expect(verdict).toContainText('never converts types');
  });

  test('the log tail keeps its step’s query and names the expenses by category and date', async ({
    page,
  }) => {
    await openStep(page, 'en', 'log-tail', 1);
    // The step's own query, not a point query the examples swapped in under the new design.
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveText(
      "PartitionKey eq 'Sales'",
    );
    // The dataset is named for its data: its label no longer says "newest first" over an
    // oldest-first design.
    await expect(page.getByRole('combobox', { name: 'Dataset' })).toHaveText(/Expense reports/);
    await expect(
      page.getByRole('combobox', { name: 'Dataset' }).locator('option:checked'),
    ).toHaveText('Expense reports');
    await expect(page.getByText(/Key design:\s*Oldest first/)).toBeVisible();
    await page.getByRole('textbox', { name: '$top' }).fill('10');
    const verdict = lessonPanel(page).getByRole('status');
    await expect(verdict).toContainText('Not yet');
    await expect(verdict).toContainText(/the \w+ expense of \d{4}-\d\d-\d\d/);
    await expect(verdict).not.toContainText('#');
    await expect(verdict).not.toContainText('Entity (');
  });
});

for (const locale of ['zh-CN', 'ru'] as const) {
  test(`presented at 1280×720 in ${locale}, no step of any lesson is cut off`, async ({ page }) => {
    test.setTimeout(120_000);
    const { t } = await openIn(page, SCREENS[0], locale);
    await page.getByRole('checkbox', { name: t('ui.app.presenter') }).check();
    const cutOff: string[] = [];
    for (const english of LESSONS) {
      const told = await chooseLesson(page, locale, english);
      for (const step of told.steps) {
        await expect(
          page.getByRole('heading', { name: step.title.replace(/`/g, ''), exact: true }),
        ).toBeVisible();
        // The step's pictures and verdict arrive after its heading: what still runs over once
        // they have settled is cut off.
        const overflow = await settledOverflow(page);
        if (overflow.length > 0) cutOff.push(`${english.id}/${step.id}: ${overflow.join(', ')}`);
        await page.keyboard.press('ArrowRight');
      }
    }
    expect(cutOff).toEqual([]);
  });
}

test.describe('the goal, the par and other samples', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForDataset(page);
  });

  test('a challenge shows its goal dimmed beside the pictures and keeps the learner’s best against par', async ({
    page,
  }) => {
    await openStep(page, 'en', 'range-query', 1);
    const goal = lessonPanel(page).getByRole('figure', { name: 'Goal' });
    await expect(goal).toBeVisible();
    await expect(goal).toContainText('The reference answer: a range query, 1 request');
    await expect(goal).toContainText("It reads RowKeys '000100' to '000199' of partition 'Sales'.");
    // Drawn as the learner's map draws partitions, the reference's one among the table's four.
    await expect(goal.locator('svg text')).toHaveText(['HR', 'IT', 'Marketing', 'Sales']);
    const par = lessonPanel(page).locator('.lesson-par');
    await expect(par).toContainText(/Par: 1 request, \d+ entities scanned\./);
    await expect(par).toContainText('Your best: none yet.');

    // A correct answer written unlike the reference (an extra residual condition): at par.
    await typeInto(
      page,
      "PartitionKey eq 'Sales' and Age ge 0 and RowKey ge '000100' and RowKey le '000199'",
    );
    await expect(lessonPanel(page).getByRole('status')).toContainText('Solved');
    await expect(par).toContainText(/Your best: 1 request, \d+ entities scanned, at par\./);

    await lessonPanel(page).getByRole('button', { name: 'Hide the goal' }).click();
    await expect(goal).toBeHidden();
    await page.reload();
    await waitForDataset(page);
    await expect(par).toContainText(/Your best: 1 request, \d+ entities scanned, at par\./);
  });

  test('an answer fitted to the rows on screen fails on another sample of the recipe, saying so', async ({
    page,
  }) => {
    // The tenth newest Sales expense of the sample on screen, as the learner could read it there.
    const tenth = tenthNewestSalesKey();

    await openStep(page, 'en', 'log-tail', 1);
    await lessonPanel(page).getByRole('button', { name: 'Show the solution' }).click();
    await lessonPanel(page).getByRole('button', { name: 'Apply the solution' }).click();
    const verdict = lessonPanel(page).getByRole('status');
    await expect(verdict).toContainText('Solved');
    // The same ten, fenced by the tenth one's key instead of $top.
    await page.getByRole('textbox', { name: '$top' }).fill('');
    await typeInto(page, `PartitionKey eq 'Sales' and RowKey le '${tenth}'`);
    await expect(verdict).toContainText(
      'It works on the rows on screen, but not on another sample',
    );
    await expect(verdict).toContainText('An answer must hold for any data like this');
  });

  test('in presenter mode the goal waits for G', async ({ page }) => {
    await page.getByRole('checkbox', { name: 'Presenter mode' }).check();
    await openStep(page, 'en', 'range-query', 1);
    const goal = lessonPanel(page).getByRole('figure', { name: 'Goal' });
    await expect(lessonPanel(page).locator('.lesson-par')).toContainText('Par:');
    await expect(goal).toBeHidden();
    await page.keyboard.press('g');
    await expect(goal).toBeVisible();
    await expect(goal.locator('svg')).toBeVisible();
    // Its words and its map's labels as legible as the rest of the projected page.
    expect(await textsUnder(page, 18)).toEqual([]);
  });
});

test.describe('the lesson builder', () => {
  test('a teacher builds a lesson from the explorer, the check refuses a solved challenge, and the lesson plays and travels as a file', async ({
    page,
  }, info) => {
    await page.goto('/');
    await waitForDataset(page);
    await typeInto(page, "PartitionKey eq 'Sales'");
    let builder = await openBuilder(page);
    await builder.getByRole('textbox', { name: 'Lesson title' }).fill('Sales by id');
    await builder.getByRole('textbox', { name: 'Step title' }).fill('A run of ids');
    await builder
      .getByRole('textbox', { name: /^Text/ })
      .fill('One partition, a bounded run of RowKeys.');
    await builder.getByRole('button', { name: 'Use the explorer’s workspace' }).click();
    await expect(builder).toContainText(
      "Workspace: Employees by department, 200 entities, seed 1, its own design: PartitionKey eq 'Sales'",
    );
    await builder.getByRole('checkbox', { name: 'This step has a challenge' }).check();
    await builder
      .getByRole('textbox', { name: 'Task' })
      .fill('Return the Sales employees 100 to 199 as a range query.');
    // The explorer still shows the step's own query: taken as the solution, it solves nothing.
    await builder.getByRole('button', { name: 'Use the explorer’s query as the solution' }).click();
    await builder.getByRole('button', { name: 'Check the lesson' }).click();
    await expect(builder.getByRole('status')).toContainText(
      'Step 1: its challenge is already solved by its own workspace',
    );
    await expect(builder.getByRole('button', { name: 'Try the lesson' })).toBeDisabled();

    // The teacher solves it in the explorer, and comes back: the draft is where they left it.
    await builder.getByRole('button', { name: 'Close' }).click();
    await typeInto(page, "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000199'");
    await expect(page.getByRole('status', { name: 'Cost class', exact: true })).toHaveText(
      'Range query',
    );
    builder = await openBuilder(page);
    await expect(builder.getByRole('textbox', { name: 'Lesson title' })).toHaveValue('Sales by id');
    await builder.getByRole('button', { name: 'Use the explorer’s query as the solution' }).click();
    await builder.getByRole('button', { name: 'Check the lesson' }).click();
    await expect(builder.getByRole('status')).toContainText('every solution passes');

    const download = page.waitForEvent('download');
    await builder.getByRole('button', { name: 'Save as a file' }).click();
    const file = info.outputPath('sales-by-id.keyscope-lesson.json');
    await (await download).saveAs(file);

    await builder.getByRole('button', { name: 'Try the lesson' }).click();
    await expect(builder).toBeHidden();
    await expect(lessonPanel(page)).toContainText('Sales by id · Step 1 of 1');
    // The worker does not know the teacher's lesson; the step travels with the request.
    await expect(lessonPanel(page).getByRole('figure', { name: 'Goal' })).toContainText(
      'The reference answer: a range query',
    );
    const verdict = lessonPanel(page).getByRole('status');
    await expect(verdict).toContainText('Your turn');
    await typeInto(page, "RowKey gt '000099' and RowKey lt '000200' and PartitionKey eq 'Sales'");
    await expect(verdict).toContainText('Solved');
    // A reload loses neither the lesson on show nor the draft.
    await page.reload();
    await waitForDataset(page);
    await expect(lessonPanel(page)).toContainText('Sales by id · Step 1 of 1');
    await expect(
      (await openBuilder(page)).getByRole('textbox', { name: 'Lesson title' }),
    ).toHaveValue('Sales by id');
    await page.keyboard.press('Escape');

    // The file opens in a fresh page's builder as the same lesson.
    const other = await page.context().browser()!.newContext();
    const theirs = await other.newPage();
    await theirs.goto('/');
    await waitForDataset(theirs);
    const theirBuilder = await openBuilder(theirs);
    const chooser = theirs.waitForEvent('filechooser');
    await theirBuilder.getByRole('button', { name: 'Open a lesson file' }).click();
    await (await chooser).setFiles(file);
    await expect(theirBuilder.getByRole('textbox', { name: 'Lesson title' })).toHaveValue(
      'Sales by id',
    );
    await theirBuilder.getByRole('button', { name: 'Check the lesson' }).click();
    await expect(theirBuilder.getByRole('status')).toContainText('every solution passes');
    await other.close();
  });
});

test('the goal, the completion and the builder have no accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await waitForDataset(page);
  await openStep(page, 'en', 'range-query', 1);
  await expect(lessonPanel(page).getByRole('figure', { name: 'Goal' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await lessonPanel(page).getByRole('button', { name: 'Finish the lesson' }).click();
  await expect(lessonPanel(page).getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const builder = await openBuilder(page);
  await builder.getByRole('checkbox', { name: 'This step has a challenge' }).check();
  // A modal dialog is in the top layer, where axe cannot judge contrast (axe.ts).
  expect(await axeViolations(page, false)).toEqual([]);
});
