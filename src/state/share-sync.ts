/**
 * Keeps the address bar, the browser history and the local autosave in step with the workspace
 * in the explorer's store. On startup a share link in the fragment wins over the autosave, and
 * the user's own autosave is kept restorable ("Restore my last workspace"). The rules live in
 * src/share (tested in Node); this file only wires them to `window`.
 */
import { create } from 'zustand';
import {
  decodeShare,
  encodeShare,
  historyMove,
  memoryStorage,
  type Origin,
  openLinkOver,
  restorableEarlier,
  restoreEarlier,
  type StartupMessage,
  type StorageLike,
  sameIn,
  saveWorkspace,
  startWorkspace,
  type Workspace,
} from '../share';
import { type ExplorerState, useExplorer, workspaceOf } from './store';

/** What the share controls show. */
export interface ShareView {
  /** A bad or partly unusable link, or an unreadable autosave; plain text. */
  readonly message: StartupMessage | null;
  /** The user's own earlier workspace, when one can be restored. */
  readonly earlier: { readonly dataset: string; readonly filter: string } | null;
  /** Why the autosave failed (storage full or disabled), or null. */
  readonly saveProblem: string | null;
}

/** The share controls' state; written only by this module. */
export const useShareView = create<ShareView>()(() => ({
  message: null,
  earlier: null,
  saveProblem: null,
}));

/** Marks history entries this module wrote, to tell them from a hash the user typed. */
const OURS = { keyscope: 1 } as const;

let started: (() => void) | null = null;
let restoreMine: (() => void) | null = null;

/** The store's workspace in the share module's shape (the highlight is never kept). */
function workspaceFrom(state: ExplorerState): Workspace {
  return { ...workspaceOf(state), highlight: null };
}

/** The full link that reopens `fragment` (from encodeShare) in this app. */
export function shareUrl(fragment: string): string {
  return `${location.origin}${location.pathname}${location.search}#${fragment}`;
}

/** The share fragment of the store's current workspace. */
export function currentFragment(state: ExplorerState): string {
  return encodeShare(workspaceFrom(state));
}

/** Hides the banner. */
export function dismissShareMessage(): void {
  useShareView.setState({ message: null });
}

/** Brings back the user's own workspace that a link moved aside. */
export function restoreMyLastWorkspace(): void {
  restoreMine?.();
}

/** localStorage when the browser allows it; otherwise memory (and why), so the app still works. */
function browserStorage(): { storage: StorageLike; problem: string | null } {
  try {
    const storage = window.localStorage;
    storage.setItem('keyscope.probe', '1');
    storage.removeItem('keyscope.probe');
    return { storage, problem: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      storage: memoryStorage(),
      problem: `This browser does not let Keyscope keep your workspace (${reason}); share links still work.`,
    };
  }
}

/**
 * Opens the workspace of the link or the autosave, then follows the store. Call once before
 * the first render, so the engine loads the right dataset first; returns the stop function.
 */
export function startShareSync(clock: () => number = () => Date.now()): () => void {
  if (started) return started;
  const { storage, problem: storageProblem } = browserStorage();
  const start = startWorkspace({ fragment: location.hash, storage, now: clock() });
  let linkState: Workspace | null =
    start.source === 'link' && start.origin === 'link' ? start.state : null;
  let applying = false;
  const apply = (state: Workspace) => {
    const { highlight: _highlight, ...fields } = state;
    applying = true;
    try {
      useExplorer.getState().applyWorkspace(fields);
      useExplorer.getState().setHighlight(null);
    } finally {
      applying = false;
    }
  };
  const originOf = (state: Workspace): Origin =>
    linkState && sameIn(state, linkState, 'url') ? 'link' : 'mine';
  const refreshEarlier = (state: Workspace) => {
    const earlier = restorableEarlier(storage, state);
    useShareView.setState({
      earlier: earlier ? { dataset: earlier.state.dataset, filter: earlier.state.filter } : null,
    });
  };

  if (start.source !== 'defaults') apply(start.state);
  let written = workspaceFrom(useExplorer.getState());
  let writtenAt = Number.NEGATIVE_INFINITY;
  history.replaceState(OURS, '', `#${encodeShare(written)}`);
  useShareView.setState({ message: start.message, saveProblem: storageProblem });
  refreshEarlier(written);

  const writeUrl = (next: Workspace, move: 'push' | 'replace' | 'none') => {
    const hash = `#${encodeShare(next)}`;
    if (move !== 'none' && hash !== location.hash) {
      if (move === 'push') history.pushState(OURS, '', hash);
      else history.replaceState(OURS, '', hash);
      writtenAt = clock();
    }
    written = next;
  };

  const unsubscribe = useExplorer.subscribe((state, previous) => {
    const next = workspaceFrom(state);
    if (sameIn(next, workspaceFrom(previous), 'local')) return;
    const saved = saveWorkspace(storage, next, originOf(next), clock());
    const saveProblem = storageProblem ?? saved;
    if (saveProblem !== useShareView.getState().saveProblem) useShareView.setState({ saveProblem });
    if (!applying) writeUrl(next, historyMove(written, next, clock() - writtenAt));
  });

  const onPopState = (event: PopStateEvent) => {
    const decoded = decodeShare(location.hash);
    const current = workspaceFrom(useExplorer.getState());
    if (!decoded.ok) {
      if (decoded.reason !== 'empty') {
        useShareView.setState({
          message: { kind: 'error', text: `${decoded.message} Kept the workspace you had.` },
        });
      }
      history.replaceState(OURS, '', `#${encodeShare(current)}`);
      return;
    }
    const ours = typeof event.state === 'object' && event.state?.keyscope === 1;
    if (!ours) {
      // A link pasted into this tab's address bar: keep the user's own workspace restorable.
      saveWorkspace(storage, current, originOf(current), clock());
      const opened = openLinkOver(storage, decoded.state, clock());
      linkState = opened === 'same-as-mine' ? null : decoded.state;
      history.replaceState(OURS, '', location.hash);
      useShareView.setState({
        message:
          decoded.problems.length > 0
            ? {
                kind: 'warning',
                text: `Parts of this link could not be used. ${decoded.problems.join(' ')}`,
              }
            : null,
      });
    }
    apply(decoded.state);
    written = decoded.state;
    writtenAt = Number.NEGATIVE_INFINITY;
    refreshEarlier(decoded.state);
  };
  window.addEventListener('popstate', onPopState);

  restoreMine = () => {
    const current = workspaceFrom(useExplorer.getState());
    const restored = restoreEarlier(storage, current, originOf(current), clock());
    if (!restored) return;
    linkState = null;
    apply(restored);
    writeUrl(restored, 'push');
    useShareView.setState({ message: null });
    refreshEarlier(restored);
  };

  started = () => {
    unsubscribe();
    window.removeEventListener('popstate', onPopState);
    restoreMine = null;
    started = null;
  };
  return started;
}
