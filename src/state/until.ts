/** A test helper: waiting for the store to reach a state, with what it got stuck in on timeout. */
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerState } from './store';

/** An explorer state in a few words, for a timeout's message. */
const explorerWords = (s: ExplorerState) =>
  `load=${s.load.phase} filter=${s.filter} query=${s.query.phase} analyzed=${s.query.last?.filter}`;

/**
 * Resolves when the store satisfies `ok`, or fails after `ms` with the state it got stuck in
 * (said by `words`; an explorer store's by default).
 */
export function until<S = ExplorerState>(
  store: Pick<StoreApi<S>, 'getState' | 'subscribe'>,
  ok: (s: S) => boolean,
  ms = 10_000,
  words: (s: S) => string = explorerWords as unknown as (s: S) => string,
): Promise<S> {
  return new Promise((resolve, reject) => {
    if (ok(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      const s = store.getState();
      reject(new Error(`timed out: ${words(s)}`));
    }, ms);
    const unsubscribe = store.subscribe((s) => {
      if (!ok(s)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(s);
    });
  });
}
