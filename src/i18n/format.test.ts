import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './format';

describe('formatCount', () => {
  it('groups thousands the en-US way and rounds to whole numbers', () => {
    expect([0, 999, 1000, 1_000_000, -12345, 1234567, 2.5, 2.4].map(formatCount)).toEqual([
      '0',
      '999',
      '1,000',
      '1,000,000',
      '-12,345',
      '1,234,567',
      '3',
      '2',
    ]);
  });
});

describe('plural', () => {
  it('agrees the word with the count', () => {
    expect(plural(1, 'entity', 'entities')).toBe('1 entity');
    expect(plural(0, 'entity', 'entities')).toBe('0 entities');
    expect(plural(2000, 'request', 'requests')).toBe('2,000 requests');
  });
});
