import { afterEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { createTranslator } from '../i18n/translate';
import { type ExplorerController, startExplorer } from './controller';
import type { EngineFactory } from './engine-client';
import { engineStartFailure } from './engine-start';
import { inProcessEngine } from './in-process-engine';
import { planView } from './query-state';
import { createExplorerStore, type ExplorerState, loadFailure } from './store';

/** Resolves when the store satisfies `ok`; rejects with the state it got stuck in. */
function until(store: StoreApi<ExplorerState>, ok: (s: ExplorerState) => boolean) {
  return new Promise<ExplorerState>((resolve, reject) => {
    if (ok(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`stuck: load=${store.getState().load.phase} size=${store.getState().size}`));
    }, 20_000);
    const unsubscribe = store.subscribe((s) => {
      if (!ok(s)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(s);
    });
  });
}

let running: ExplorerController | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

function start(factory: EngineFactory) {
  const store = createExplorerStore();
  store.getState().applyWorkspace({ dataset: 'employees', size: 200, seed: 1, filter: '' });
  running = startExplorer(store, factory);
  return { store, controller: running };
}

describe('starting and stopping the engine', () => {
  it('regression: a worker that cannot be created (CSP or Trusted Types) gives a clear message, not "Working out the plan…" forever', async () => {
    const forbidden: EngineFactory = () => {
      const error = new Error(
        "Failed to construct 'Worker': Access to the script at 'engine.js' is denied by the document's Content Security Policy.",
      );
      error.name = 'SecurityError';
      throw error;
    };
    const { store } = start(forbidden);
    const s = await until(store, (st) => st.load.phase === 'failed');
    expect(createTranslator('en').say(loadFailure(s.load)!)).toMatch(
      /could not start its query engine, a Web Worker \(SecurityError/,
    );
    expect(createTranslator('en').say(loadFailure(s.load)!)).toMatch(
      /security policy .* forbids it/,
    );
    expect(planView(s.query, s.load.phase)).toEqual({ kind: 'none', reason: 'no-dataset' });
  });

  it('names no policy when the failure is something else', () => {
    expect(
      createTranslator('en').say(engineStartFailure(new TypeError('out of memory'))),
    ).not.toMatch(/policy .* forbids/);
  });

  it('regression: a load of a million can be cancelled, going back to the last loaded size', async () => {
    const { store, controller } = start(inProcessEngine);
    await until(store, (s) => s.load.phase === 'ready' && s.query.phase === 'ready');
    store.getState().setSize(1_000_000);
    expect(store.getState().load.phase).toBe('running');
    controller.cancelLoad(200);
    const s = await until(store, (st) => st.load.phase === 'ready' && st.query.phase === 'ready');
    expect(s.size).toBe(200);
    expect(s.loaded?.recipe.size).toBe(200);
  });
});
