/** A test helper: waiting for the store to reach a state, with what it got stuck in on timeout. */
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerState } from './store';

/** Resolves when the store satisfies `ok`, or fails after `ms` with the state it got stuck in. */
export function until(
  store: StoreApi<ExplorerState>,
  ok: (s: ExplorerState) => boolean,
  ms = 10_000,
): Promise<ExplorerState> {
  return new Promise((resolve, reject) => {
    if (ok(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      const s = store.getState();
      reject(
        new Error(
          `timed out: load=${s.load.phase} filter=${s.filter} query=${s.query.status} analyzed=${s.query.last?.filter}`,
        ),
      );
    }, ms);
    const unsubscribe = store.subscribe((s) => {
      if (!ok(s)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(s);
    });
  });
}
