import { describe, expect, it } from 'vitest';
import { clauseAt } from './FilterEditor';

describe('clauseAt', () => {
  it('reports the innermost clause under a position, and nothing between clauses', () => {
    const clauses = [
      { from: 0, to: 23 },
      { from: 28, to: 47 },
      { from: 28, to: 36 },
    ];
    expect(clauseAt(clauses, 5)).toEqual({ from: 0, to: 23 });
    expect(clauseAt(clauses, 30)).toEqual({ from: 28, to: 36 });
    expect(clauseAt(clauses, 40)).toEqual({ from: 28, to: 47 });
    expect(clauseAt(clauses, 25)).toBeNull();
    expect(clauseAt(clauses, 23)).toBeNull();
  });
});
