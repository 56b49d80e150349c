/**
 * The comparison as its components and its controller read it: the main view's workspace's
 * setup beside the comparison store's answers, as one store-shaped value. Reading it never
 * copies the setup (it is a selector over the workspace), and `update` writes an edit to the
 * workspace, so there is nothing to keep in step.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerState } from '../store';
import { DEFAULT_WORKSPACE } from '../workspace';
import { type ComparisonSetup, type SetupSource, setupSelector, workspaceFor } from './setup';
import type { CellSelection, ComparisonAnswers } from './store';

/** The comparison's whole state, with its setters. */
export type ComparisonState = ComparisonSetup &
  ComparisonAnswers & {
    /** Replaces any setup fields at once (a scenario, an edit), in the workspace. */
    readonly update: (spec: Partial<ComparisonSetup>) => void;
    /** Selects a cell (null clears). */
    readonly select: (selection: CellSelection | null) => void;
  };

/** A store that can be read and watched but not set: its state is derived from others. */
export type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

/** The comparison's state, and how it is tied to the main view's workspace. */
export interface ComparisonStateStore {
  readonly store: ReadableStore<ComparisonState>;
  /**
   * Reads the setup from `main`'s workspace from now on; returns the function that lets go.
   * Until then (and after), no comparison is open.
   */
  attach(main: StoreApi<ExplorerState>): () => void;
}

/** The workspace read while no main view is attached: no comparison open. */
const DETACHED: SetupSource = DEFAULT_WORKSPACE;

/**
 * The comparison's state over the answers `answers` and, once attached, a workspace. The state
 * object is the same while neither its setup nor its answers changed, so selectors that return
 * it whole (and zustand's `useStore`) see a stable value.
 */
export function comparisonState(answers: StoreApi<ComparisonAnswers>): ComparisonStateStore {
  let main: StoreApi<ExplorerState> | null = null;
  /** Every subscriber's check for a change; the workspace's changes reach them all. */
  const checks = new Set<() => void>();
  const setupFrom = setupSelector();
  const workspace = (): SetupSource => main?.getState() ?? DETACHED;
  const update = (spec: Partial<ComparisonSetup>) => {
    if (!main) return;
    const ws = main.getState();
    ws.applyWorkspace(workspaceFor({ ...setupFrom(ws), ...spec }, ws));
  };
  const select = (selection: CellSelection | null) => answers.setState({ selection });
  let last: { setup: ComparisonSetup; answers: ComparisonAnswers; state: ComparisonState } | null =
    null;
  const getState = (): ComparisonState => {
    const setup = setupFrom(workspace());
    const now = answers.getState();
    if (last?.setup !== setup || last.answers !== now)
      last = { setup, answers: now, state: { ...setup, ...now, update, select } };
    return last.state;
  };
  const notify = () => {
    for (const check of [...checks]) check();
  };
  const store: ReadableStore<ComparisonState> = {
    getState,
    getInitialState: getState,
    subscribe(listener) {
      let prev = getState();
      const check = () => {
        const next = getState();
        if (next === prev) return;
        const before = prev;
        prev = next;
        listener(next, before);
      };
      checks.add(check);
      const stopAnswers = answers.subscribe(check);
      return () => {
        checks.delete(check);
        stopAnswers();
      };
    },
  };
  return {
    store,
    attach(next) {
      main = next;
      const stopMain = next.subscribe(notify);
      notify();
      return () => {
        stopMain();
        if (main === next) main = null;
        notify();
      };
    },
  };
}
