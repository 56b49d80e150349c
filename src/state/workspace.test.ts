import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE, queryOptionsOf, sameQuery, sameRecipe } from './workspace';

describe('workspace', () => {
  it('leaves out null $top and empty $select from the engine query', () => {
    expect(queryOptionsOf(DEFAULT_WORKSPACE)).toEqual({
      filter: DEFAULT_WORKSPACE.filter,
      rangePartitioning: { kind: 'single' },
    });
    expect(queryOptionsOf({ ...DEFAULT_WORKSPACE, top: 5, select: ['Age'] })).toMatchObject({
      top: 5,
      select: ['Age'],
    });
  });

  it('tells query changes from view-only changes', () => {
    const a = DEFAULT_WORKSPACE;
    const viewOnly = { ...a, focusPartition: 'Sales', step: 2, presenter: true };
    expect(sameQuery(a, viewOnly)).toBe(true);
    expect(sameQuery(a, { ...a, select: ['Age'] })).toBe(false);
    expect(
      sameQuery(
        { ...a, rangePartitioning: { kind: 'split-at', partitionKeys: ['H'] } },
        { ...a, rangePartitioning: { kind: 'split-at', partitionKeys: ['Q'] } },
      ),
    ).toBe(false);
    const otherFilter = { ...a, filter: 'x' };
    expect(sameRecipe(a, otherFilter)).toBe(true);
    expect(sameRecipe(a, { ...a, seed: 2 })).toBe(false);
  });
});
