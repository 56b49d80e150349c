import { expect, test } from './fixtures';
import { watchProblems } from './helpers';

test('the app shell loads with its regions and no console or page errors', async ({ page }) => {
  const problems = watchProblems(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Keyscope', level: 1 })).toBeVisible();
  for (const name of ['Dataset', 'Filter', 'Plan', 'Key space', 'Results']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
