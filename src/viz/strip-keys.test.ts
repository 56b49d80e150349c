import { describe, expect, it } from 'vitest';
import type { PartitionDetail } from '../engine';
import { moveSelection, selectionBounds } from './strip-keys';

describe('moveSelection', () => {
  it('moves the caret and collapses the selection without Shift', () => {
    expect(moveSelection({ anchor: 3, caret: 5 }, 'ArrowRight', false, 50)).toEqual({
      anchor: 6,
      caret: 6,
    });
    expect(moveSelection({ anchor: 0, caret: 0 }, 'ArrowLeft', false, 50)).toEqual({
      anchor: 0,
      caret: 0,
    });
    expect(moveSelection({ anchor: 9, caret: 9 }, 'End', false, 50)).toEqual({
      anchor: 49,
      caret: 49,
    });
  });

  it('extends from the anchor with Shift, a tenth of the rows per Page key', () => {
    expect(moveSelection({ anchor: 10, caret: 10 }, 'PageDown', true, 50)).toEqual({
      anchor: 10,
      caret: 15,
    });
    expect(moveSelection({ anchor: 10, caret: 15 }, 'Home', true, 50)).toEqual({
      anchor: 10,
      caret: 0,
    });
    expect(moveSelection({ anchor: 1, caret: 1 }, 'Enter', false, 50)).toBeNull();
  });
});

describe('selectionBounds', () => {
  it('gives inclusive bounds in key order whichever way the selection was made', () => {
    const detail: PartitionDetail = {
      partitionKey: 'HR',
      total: 3,
      sampled: false,
      rows: ['a', 'b', 'c'].map((rowKey) => ({ rowKey, mark: 'skipped' })),
    };
    expect(selectionBounds(detail, { anchor: 2, caret: 1 })).toEqual({
      lower: { value: 'b', inclusive: true },
      upper: { value: 'c', inclusive: true },
    });
    expect(selectionBounds(detail, { anchor: 5, caret: 1 })).toBeNull();
  });
});
