import { describe, expect, it } from 'vitest';
import { historyMove, TYPING_PAUSE_MS } from './history';
import { defaultWorkspace, type Workspace } from './workspace';

const base: Workspace = { ...defaultWorkspace(), filter: "PartitionKey eq 'Sales'" };

describe('historyMove', () => {
  it('pushes a deliberate step, so Back returns to the previous dataset', () => {
    expect(historyMove(base, { ...base, dataset: 'app-log-hot' }, 0)).toBe('push');
    expect(historyMove(base, { ...base, size: 5000 }, 0)).toBe('push');
    expect(historyMove(base, { ...base, focusPartition: 'HR' }, 0)).toBe('push');
    expect(historyMove(base, { ...base, rangePartitioning: { kind: 'every-partition' } }, 0)).toBe(
      'push',
    );
  });

  it('replaces while typing and pushes the first keystroke after a pause', () => {
    const typed = { ...base, filter: `${base.filter} and` };
    expect(historyMove(base, typed, 200)).toBe('replace');
    expect(historyMove(base, typed, TYPING_PAUSE_MS)).toBe('push');
    expect(historyMove(base, { ...base, top: 5 }, 100)).toBe('replace');
  });

  it('never pushes for playback, presentation or the pointer highlight', () => {
    expect(historyMove(base, { ...base, step: 4 }, 60_000)).toBe('replace');
    expect(historyMove(base, { ...base, presenter: true }, 60_000)).toBe('replace');
    expect(historyMove(base, { ...base, highlight: { from: 0, to: 3 } }, 60_000)).toBe('none');
    expect(historyMove(base, { ...base }, 60_000)).toBe('none');
  });
});
