import { describe, expect, it, vi } from 'vitest';
import { findScenario } from '../patterns';
import { createApi } from './api';
import { EngineSession } from './session';

// The real checkRow, counted: what the load checks, the first matrix must not check again.
const checked = vi.hoisted(() => ({ rows: 0 }));
vi.mock('../patterns', async (actual) => {
  const patterns = await actual<typeof import('../patterns')>();
  return {
    ...patterns,
    checkRow: (...args: Parameters<typeof patterns.checkRow>) => {
      checked.rows++;
      return patterns.checkRow(...args);
    },
  };
});

describe('a comparison load told its patterns', () => {
  const s = findScenario('employees')!;
  const recipe = { dataset: s.dataset, size: 500, seed: 1 };

  it('checks their rows as it loads, so the first matrix after it checks none again', () => {
    const api = createApi(new EngineSession(() => 0));
    checked.rows = 0;
    api.loadComparison('told', recipe, s.designs, undefined, { patterns: s.patterns });
    expect(checked.rows).toBe(s.patterns.length);
    const first = api.checkMatrix(1, 'told', s.patterns, true).result;
    expect(checked.rows).toBe(s.patterns.length);
    // The same cells as a load that was not told, checked when asked.
    api.loadComparison('untold', recipe, s.designs);
    expect(checked.rows).toBe(s.patterns.length);
    const asked = api.checkMatrix(2, 'untold', s.patterns, true).result;
    expect(checked.rows).toBe(2 * s.patterns.length);
    if (!first.ok || !asked.ok) throw new Error('a matrix was refused');
    expect(first.value.cells).toEqual(asked.value.cells);
  });
});
