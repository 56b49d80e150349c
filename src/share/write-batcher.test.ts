import { describe, expect, it } from 'vitest';
import { TYPING_PAUSE_MS } from './history';
import { defaultWorkspace, type Workspace } from './workspace';
import { WRITE_IDLE_MS, writeBatcher } from './write-batcher';

/** A hand-driven clock: `advance` runs the timers that fall due, in order. */
function manualClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers.delete(id as number);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

const base: Workspace = { ...defaultWorkspace(), filter: '' };

function setup() {
  const clock = manualClock();
  const writes: { filter: string; dataset: string; step: number | null; move: string }[] = [];
  const batcher = writeBatcher(
    base,
    (state, move) =>
      writes.push({ filter: state.filter, dataset: state.dataset, step: state.step, move }),
    clock,
  );
  /** Types `text` one character every `gap` ms, as the store would report it. */
  const type = (from: Workspace, text: string, gap = 50): Workspace => {
    let state = from;
    for (const ch of text) {
      state = { ...state, filter: state.filter + ch };
      batcher.change(state);
      clock.advance(gap);
    }
    return state;
  };
  return { clock, writes, batcher, type };
}

describe('writeBatcher', () => {
  it('share sync wrote the URL and autosave on every keystroke: typing is written once, after it pauses', () => {
    const { clock, writes, type } = setup();
    type(base, "LastName eq 'Jones'");
    expect(writes).toEqual([]);
    clock.advance(WRITE_IDLE_MS);
    // The first change after a long pause starts a new history entry; the rest of the burst joins it.
    expect(writes).toEqual([
      { filter: "LastName eq 'Jones'", dataset: base.dataset, step: null, move: 'push' },
    ]);
  });

  it('typing again within the typing pause replaces the entry; after the pause it pushes a new one', () => {
    const { clock, writes, type } = setup();
    let state = type(base, 'Age');
    clock.advance(WRITE_IDLE_MS);
    clock.advance(500); // 1 s after the last keystroke at most: still the same query
    state = type(state, ' ge');
    clock.advance(WRITE_IDLE_MS);
    clock.advance(TYPING_PAUSE_MS);
    type(state, ' 30');
    clock.advance(WRITE_IDLE_MS);
    expect(writes.map((w) => [w.filter, w.move])).toEqual([
      ['Age', 'push'],
      ['Age ge', 'replace'],
      ['Age ge 30', 'push'],
    ]);
  });

  it('a deliberate step is written at once, after the pending typing, each its own entry', () => {
    const { writes, batcher, type } = setup();
    const typed = type(base, 'Age ge 3', 10);
    batcher.change({ ...typed, dataset: 'app-log-hot' });
    expect(writes.map((w) => [w.filter, w.dataset, w.move])).toEqual([
      ['Age ge 3', base.dataset, 'push'],
      ['Age ge 3', 'app-log-hot', 'push'],
    ]);
    expect(batcher.pending()).toBe(false);
  });

  it('flush writes the pending change at once (page hidden, link copied), and only once', () => {
    const { clock, writes, batcher } = setup();
    batcher.change({ ...base, step: 1 });
    batcher.change({ ...base, step: 2 });
    expect(batcher.pending()).toBe(true);
    batcher.flush();
    expect(writes).toEqual([{ filter: '', dataset: base.dataset, step: 2, move: 'replace' }]);
    clock.advance(WRITE_IDLE_MS * 2);
    batcher.flush();
    expect(writes).toHaveLength(1);
  });

  it('reset drops the pending change and measures later moves from the state it was given', () => {
    const { clock, writes, batcher, type } = setup();
    type(base, 'Age', 10);
    const navigated = { ...base, filter: 'Age ge 30' };
    batcher.reset(navigated);
    clock.advance(WRITE_IDLE_MS * 2);
    expect(writes).toEqual([]);
    // A change to a field the URL does not keep is autosaved without moving the address bar.
    batcher.change({ ...navigated, dataset: navigated.dataset });
    clock.advance(WRITE_IDLE_MS);
    expect(writes.map((w) => w.move)).toEqual(['none']);
  });
});
