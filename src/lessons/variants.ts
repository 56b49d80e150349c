/**
 * Judging an answer on more than the rows on screen: the same recipe with other seeds and a
 * smaller size. An answer that passes on the learner's sample but fails on another, where the
 * reference answer passes, was written for the visible rows (an id picked off the screen rather
 * than a range, a partition named for where one row happens to be) and does not pass.
 */
import type { DatasetRecipe } from '../datasets';
import { type Attempt, judge } from './judge';
import type { Check } from './types';
import type { VerdictReason } from './verdict';

/**
 * The other samples an answer is judged on: the next seed at the same size, and the seed after
 * at the next smaller size the dataset offers (the same size when there is none), so both the
 * values and the amount of data differ.
 */
export function variantRecipes(
  recipe: DatasetRecipe,
  sizes: readonly number[],
): readonly DatasetRecipe[] {
  const smaller = [...sizes].filter((s) => s < recipe.size).sort((a, b) => b - a)[0];
  return [
    { ...recipe, seed: recipe.seed + 1 },
    { ...recipe, seed: recipe.seed + 2, size: smaller ?? recipe.size },
  ];
}

/** One other sample, with the learner's answer and the reference answer on it. */
export interface Variant {
  readonly recipe: DatasetRecipe;
  readonly learner: () => Attempt | null;
  readonly reference: () => Attempt | null;
}

/**
 * Why an answer that passes on the learner's own sample is not general: the first other sample
 * where the reference passes and the learner's answer does not, with what goes wrong there.
 * Empty when the answer holds wherever the reference does.
 */
export function variantReasons(check: Check, variants: readonly Variant[]): VerdictReason[] {
  for (const variant of variants) {
    const learner = variant.learner();
    const reference = variant.reference();
    if (learner === null || reference === null) continue;
    if (!judge(check, reference).passed) continue;
    const there = judge(check, learner);
    if (there.passed) continue;
    const { seed, size } = variant.recipe;
    return [{ code: 'ONLY_THESE_ROWS', seed, size, there: there.reasons[0]! }];
  }
  return [];
}
