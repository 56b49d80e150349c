import { describe, expect, it } from 'vitest';
import { withPage } from './page-cache';

describe('withPage', () => {
  it('adds pages until the limit', () => {
    expect(withPage({ 0: 'a' }, 1, 'b', 3)).toEqual({ 0: 'a', 1: 'b' });
  });

  it('drops the pages farthest from the one just fetched', () => {
    const pages = { 0: 'a', 1: 'b', 2: 'c', 9: 'j' };
    expect(withPage(pages, 8, 'i', 3)).toEqual({ 2: 'c', 8: 'i', 9: 'j' });
  });
});
