/**
 * Links made by earlier versions, frozen as strings (recorded at commit 8429ce8, format ks1):
 * every example query of every sample dataset, and one link that sets every field. Each must
 * keep opening the same workspace with the same plan and counters, whatever the format becomes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeShare } from '../../src/share/codec';
import { type ViewSummary, viewOf } from './view-of';

interface FrozenLink {
  readonly name: string;
  readonly link: string;
  readonly workspace: Readonly<Record<string, unknown>>;
  readonly view: ViewSummary;
}

const FROZEN: readonly FrozenLink[] = JSON.parse(
  readFileSync(new URL('./frozen-links.json', import.meta.url), 'utf8'),
);

describe('links from earlier versions open unchanged', () => {
  it('the frozen set is the full set', () => {
    expect(FROZEN.length).toBeGreaterThanOrEqual(30);
  });

  for (const frozen of FROZEN) {
    it(frozen.name, () => {
      const decoded = decodeShare(frozen.link);
      expect(decoded.ok && decoded.problems).toEqual([]);
      if (!decoded.ok) return;
      expect(decoded.state).toMatchObject(frozen.workspace);
      expect(viewOf(decoded.state)).toEqual(frozen.view);
    });
  }
});
