import { describe, expect, it } from 'vitest';
import { HELD_SIZE, holdLargeLoad, LARGE_LOAD_SIZE } from './large-load';

describe('large loads from links', () => {
  it('regression: a link that starts a 1M load says so before it does (the size is held)', () => {
    const linked = { dataset: 'employees', size: 1_000_000, filter: "RowKey eq '1'" };
    expect(holdLargeLoad(linked, true)).toEqual({
      state: { ...linked, size: HELD_SIZE },
      asked: 1_000_000,
    });
  });

  it('opens smaller links, and the autosave (the user chose that size), as they are', () => {
    const small = { size: LARGE_LOAD_SIZE - 1 };
    expect(holdLargeLoad(small, true)).toEqual({ state: small, asked: null });
    const mine = { size: 1_000_000 };
    expect(holdLargeLoad(mine, false)).toEqual({ state: mine, asked: null });
  });
});
