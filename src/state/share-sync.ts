/**
 * Keeps the address bar, the browser history and the local autosave in step with the workspace
 * in the explorer's store. On startup a share link in the fragment wins over the autosave, and
 * the user's own autosave is kept restorable ("Restore my last workspace"). The rules live in
 * src/share (tested in Node); this file only wires them to `window`.
 */
import type { StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  type AddressWrite,
  type DecodedShare,
  decodeShare,
  describeLeftOut,
  encodeShareReport,
  type HistoryMove,
  handoffOnHide,
  isLessonLink,
  type LeftOut,
  memoryStorage,
  type Note,
  note,
  type Origin,
  openLinkOver,
  problemsMessage,
  restorableEarlier,
  restore,
  restoreEarlier,
  type StartupMessage,
  type StorageLike,
  sameIn,
  sameNote,
  saveWorkspace,
  startFragment,
  startWorkspace,
  tabIdOf,
  toWire,
  UNLOAD_HANDOFF_KEY,
  type Workspace,
  writeBatcher,
  writeHandoff,
} from '../share';
import { holdLargeLoad } from './large-load';
import type { ExplorerState } from './store';
import { workspaceOf } from './workspace';

/** What the share controls show. */
export interface ShareView {
  /** A bad or partly unusable link, or an unreadable autosave; said by the UI. */
  readonly message: StartupMessage | null;
  /** The user's own earlier workspace, when one can be restored. */
  readonly earlier: { readonly dataset: string; readonly filter: string } | null;
  /** Why the autosave failed (storage full or disabled), or null. */
  readonly saveProblem: Note | null;
  /** The share fragment the address bar holds (written once typing pauses), without '#'. */
  readonly fragment: string;
  /** What the fragment had to leave out to stay a link Keyscope opens; or null. */
  readonly leftOut: Note | null;
  /** The size a link asked for and that is held until the user loads it (large-load.ts). */
  readonly heldSize: number | null;
  /**
   * The lesson link (fragment) the page was opened with or that was pasted into it, until the
   * player has read it (in the lessons' chunk, so the first visit does not fetch the lessons).
   */
  readonly lessonLink: string | null;
}

/** The main view's link, history and autosave, and what the share controls show of them. */
export interface ShareSync {
  /** What the share controls show; written only by this module. */
  readonly view: StoreApi<ShareView>;
  /**
   * Writes the pending address bar and autosave now, so a copied or opened link is the current
   * view (typing is written only once it pauses).
   */
  flush(): void;
  /** Brings back the user's own workspace that a link moved aside. */
  restoreMine(): void;
  /** Loads the size a link asked for and that was held back; or forgets it (`load` false). */
  answerHeldLoad(load: boolean): void;
  /** Hides the banner. */
  dismissMessage(): void;
  /**
   * Forgets the lesson link once the player has read it; `problems` (when it could not be
   * opened) go to the banner, saying that the reader's own workspace is as it was. A lesson
   * opened over the reader's workspace (`replaced`, unless the link held a course, whose list
   * opens instead) leaves that workspace restorable, as a share link does.
   */
  lessonLinkRead(problems: readonly Note[] | null, replaced?: boolean): void;
  /** Stops following the store and the window (pending writes are flushed first). */
  stop(): void;
}

/** Marks history entries this module wrote, to tell them from a hash the user typed. */
const OURS = { keyscope: 1 } as const;

/** The store's workspace in the share module's shape (the highlight is never kept). */
function workspaceFrom(state: ExplorerState): Workspace {
  return { ...workspaceOf(state), highlight: null };
}

/** The full link that reopens `fragment` (from encodeShare) in this app. */
export function shareUrl(fragment: string): string {
  return `${location.origin}${location.pathname}${location.search}#${fragment}`;
}

/** localStorage when the browser allows it; otherwise memory (and why), so the app still works. */
function browserStorage(): { storage: StorageLike; problem: Note | null } {
  try {
    const storage = window.localStorage;
    storage.setItem('keyscope.probe', '1');
    storage.removeItem('keyscope.probe');
    return { storage, problem: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      storage: memoryStorage(),
      problem: note('state.storageRefused', { reason }),
    };
  }
}

/** The tab's session storage, or null where the browser refuses it. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads and forgets the last page's hand-over (unload-handoff.ts); tolerates a refusing browser. */
function takeHandoff(): string | null {
  const session = sessionStore();
  try {
    const stored = session?.getItem(UNLOAD_HANDOFF_KEY) ?? null;
    session?.removeItem(UNLOAD_HANDOFF_KEY);
    return stored;
  } catch {
    return null;
  }
}

/** The whole workspace an entry of ours keeps beside a link that left fields out, or null. */
function entryWorkspace(state: unknown): DecodedShare | null {
  if (typeof state !== 'object' || state === null) return null;
  const { keyscope, w } = state as { keyscope?: unknown; w?: unknown };
  if (keyscope !== 1 || w === undefined) return null;
  const restored = restore(w, { place: 'local' });
  return restored.problems.length > 0 ? null : { ok: true, ...restored };
}

/** A random tab id for tabs.ts (no crypto needed: it only tells this browser's tabs apart). */
function freshTabId(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(6, '0');
}

/** The words for what a link left out, or null when it carries everything. */
function leftOutWords(leftOut: readonly LeftOut[]): Note | null {
  return leftOut.length > 0 ? describeLeftOut(leftOut, true) : null;
}

/**
 * Opens the workspace of the link or the autosave in `store`, then follows it. Call once, for the
 * main view, before the first render, so the engine loads the right dataset first.
 */
export function startShareSync(
  store: StoreApi<ExplorerState>,
  clock: () => number = () => Date.now(),
): ShareSync {
  const shareView = createStore<ShareView>()(() => ({
    message: null,
    earlier: null,
    saveProblem: null,
    fragment: '',
    leftOut: null,
    heldSize: null,
    lessonLink: null,
  }));
  const { storage, problem: storageProblem } = browserStorage();
  const tab = tabIdOf(sessionStore(), freshTabId);
  const fragment = startFragment(location.hash, takeHandoff());
  // A lesson link opens the lesson over the reader's own workspace, which opens as without a
  // link; a bad one says what was wrong and where, and leaves that workspace as it was.
  const lessonLink = isLessonLink(fragment) ? fragment : null;
  const opened = startWorkspace({
    fragment: lessonLink ? '' : fragment,
    storage,
    now: clock(),
    tab,
  });
  const held = holdLargeLoad(opened.state, opened.source === 'link');
  const start = { ...opened, state: held.state };
  let linkState: Workspace | null =
    start.source === 'link' && start.origin === 'link' ? start.state : null;
  let applying = false;
  const apply = (state: Workspace) => {
    const { highlight: _highlight, ...fields } = state;
    applying = true;
    try {
      store.getState().applyWorkspace(fields);
      store.getState().setHighlight(null);
    } finally {
      applying = false;
    }
  };
  const originOf = (state: Workspace): Origin =>
    linkState && sameIn(state, linkState, 'url') ? 'link' : 'mine';
  const refreshEarlier = (state: Workspace) => {
    const earlier = restorableEarlier(storage, state, {}, tab);
    shareView.setState({
      earlier: earlier ? { dataset: earlier.state.dataset, filter: earlier.state.filter } : null,
    });
  };

  if (start.source !== 'defaults') apply(start.state);
  const initial = workspaceFrom(store.getState());
  const initialLink = encodeShareReport(initial);
  const initialFragment = initialLink.fragment;
  history.replaceState(OURS, '', `#${initialFragment}`);
  shareView.setState({
    message: start.message,
    saveProblem: storageProblem,
    fragment: initialFragment,
    leftOut: leftOutWords(initialLink.leftOut),
    heldSize: held.asked,
  });
  if (lessonLink) shareView.setState({ lessonLink });
  refreshEarlier(initial);

  const save = (next: Workspace) => {
    const saved = saveWorkspace(storage, next, originOf(next), clock(), tab);
    const saveProblem = storageProblem ?? saved;
    if (!sameNote(saveProblem, shareView.getState().saveProblem))
      shareView.setState({ saveProblem });
  };
  // While the page unloads, a new history entry would only confuse Back: the current one is updated.
  let unloading = false;
  // The address bar's last write, for a reload asked for just before it (unload-handoff.ts).
  let lastWrite: AddressWrite | null = null;
  const writeUrl = (next: Workspace, move: HistoryMove) => {
    const link = encodeShareReport(next);
    const fragment = link.fragment;
    const hash = `#${fragment}`;
    if (move !== 'none' && hash !== location.hash) {
      lastWrite = { from: location.hash, to: hash, at: clock() };
      // A link that left fields out keeps the whole workspace in its history entry, so Back
      // to it brings back what the address bar could not hold.
      const entry = link.leftOut.length > 0 ? { ...OURS, w: toWire(next, 'local') } : OURS;
      if (move === 'push' && !unloading) history.pushState(entry, '', hash);
      else history.replaceState(entry, '', hash);
    }
    const leftOut = leftOutWords(link.leftOut);
    const view = shareView.getState();
    if (fragment !== view.fragment || !sameNote(leftOut, view.leftOut))
      shareView.setState({ fragment, leftOut });
  };
  const writes = writeBatcher(
    initial,
    (next, move) => {
      save(next);
      writeUrl(next, move);
    },
    {
      now: clock,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  );

  const unsubscribe = store.subscribe((state, previous) => {
    const next = workspaceFrom(state);
    if (sameIn(next, workspaceFrom(previous), 'local')) return;
    // A workspace applied from history or a link is already in the address bar: only keep it.
    if (applying) save(next);
    else writes.change(next);
  });

  // Leaving or hiding the page must not lose what was typed in the last moments; a reload has
  // already asked for the old address, so the write is handed to the next start too.
  const onHide = () => {
    const before = location.hash;
    const last = lastWrite;
    writes.flush();
    const handoff = handoffOnHide(before, location.hash, last, clock());
    if (handoff === null) return;
    try {
      sessionStore()?.setItem(UNLOAD_HANDOFF_KEY, writeHandoff(handoff));
    } catch {
      // No session storage: a reload within the typing pause shows the last written query.
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
    // Back on the page: later writes are in the address bar, the hand-over is stale.
    else takeHandoff();
  };
  const onPageHide = () => {
    unloading = true;
    try {
      onHide();
    } finally {
      unloading = false;
    }
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);

  const onPopState = (event: PopStateEvent) => {
    const entry = entryWorkspace(event.state);
    const current = workspaceFrom(store.getState());
    if (!entry && isLessonLink(location.hash)) {
      // A lesson link pasted into this tab: the player opens it over the workspace, which the
      // address bar takes back.
      shareView.setState({ lessonLink: location.hash });
      writes.reset(current);
      writeUrl(current, 'replace');
      return;
    }
    const decoded = entry ?? decodeShare(location.hash);
    if (!decoded.ok) {
      if (decoded.error.reason !== 'empty') {
        shareView.setState({
          message: { kind: 'error', notes: [decoded.error.message, note('state.keptWorkspace')] },
        });
      }
      // The address bar takes the current workspace, pending typing included.
      writes.reset(current);
      save(current);
      writeUrl(current, 'replace');
      return;
    }
    // The entry navigated to wins over typing not yet written (the autosave follows the apply).
    writes.reset(decoded.state);
    const ours = typeof event.state === 'object' && event.state?.keyscope === 1;
    if (!ours) {
      // A link pasted into this tab's address bar: keep the user's own workspace restorable.
      saveWorkspace(storage, current, originOf(current), clock(), tab);
      const opened = openLinkOver(storage, decoded.state, clock(), tab);
      linkState = opened === 'same-as-mine' ? null : decoded.state;
      history.replaceState(OURS, '', location.hash);
      shareView.setState({
        message:
          decoded.problems.length > 0
            ? problemsMessage(note('share.linkPartsUnused'), decoded.problems)
            : null,
      });
    }
    apply(decoded.state);
    writeUrl(decoded.state, 'none');
    refreshEarlier(decoded.state);
  };
  window.addEventListener('popstate', onPopState);

  const restoreMine = () => {
    writes.flush();
    const current = workspaceFrom(store.getState());
    const restored = restoreEarlier(storage, current, originOf(current), clock(), {}, tab);
    if (!restored) return;
    linkState = null;
    apply(restored);
    writeUrl(restored, 'push');
    writes.reset(restored, clock());
    shareView.setState({ message: null });
    refreshEarlier(restored);
  };

  return {
    view: shareView,
    flush: () => writes.flush(),
    restoreMine,
    answerHeldLoad(load) {
      const size = shareView.getState().heldSize;
      shareView.setState({ heldSize: null });
      if (load && size !== null) store.getState().setSize(size);
    },
    dismissMessage: () => shareView.setState({ message: null }),
    lessonLinkRead(problems, replaced = true) {
      if (problems === null) {
        shareView.setState({ lessonLink: null });
        if (!replaced) return;
        // The lesson's workspace is the link's, not the reader's: saved as a link's, it leaves
        // the reader's own workspace among the earlier ones, restorable as after a share link.
        linkState = workspaceFrom(store.getState());
        writes.flush();
        refreshEarlier(linkState);
        return;
      }
      const refused = problemsMessage(note('lessons.link.refused'), problems);
      shareView.setState({ lessonLink: null, message: { ...refused, kind: 'error' } });
    },
    stop() {
      writes.flush();
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
