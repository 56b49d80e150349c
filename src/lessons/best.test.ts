import { describe, expect, it } from 'vitest';
import { bestOf, readBests, withBest, writeBests } from './best';

const at = { lesson: 'range-query', step: 'hundred-to-199' };

describe('a learner’s best answer to a challenge', () => {
  it('keeps the fewest requests, then the fewest scanned, and round-trips through storage', () => {
    let bests = withBest({}, at, { requests: 3, scanned: 250 });
    bests = withBest(bests, at, { requests: 3, scanned: 300 });
    expect(bestOf(bests, at)).toEqual({ requests: 3, scanned: 250 });
    bests = withBest(bests, at, { requests: 1, scanned: 900 });
    expect(bestOf(bests, at)).toEqual({ requests: 1, scanned: 900 });
    expect(readBests(writeBests(bests))).toEqual(bests);
  });

  it('reads back only challenges of this build with two whole counts', () => {
    const text = JSON.stringify({
      'range-query/hundred-to-199': { requests: 1, scanned: 100 },
      'range-query/bounded-run': { requests: 1, scanned: 1 },
      'no-such/step': { requests: 1, scanned: 1 },
      'point-query/find-one': { requests: -1, scanned: 'many' },
      'point-query/find-one/x': { requests: 1, scanned: 1 },
    });
    expect(readBests(text)).toEqual({
      'range-query/hundred-to-199': { requests: 1, scanned: 100 },
    });
    expect(readBests('not json')).toEqual({});
    expect(readBests('[1,2]')).toEqual({});
    expect(readBests(null)).toEqual({});
  });
});
