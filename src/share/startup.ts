/**
 * Which workspace the app opens with: a share link in the fragment wins over the autosave, but
 * the autosave is kept restorable; a bad link says what was wrong and opens the autosave (or the
 * defaults) instead. Pure apart from the Storage passed in, so it is tested in Node.
 */
import { loadOwnWorkspace, type Origin, openLinkOver, type StorageLike } from './autosave';
import { decodeShare, type LeftOut } from './codec';
import { type Note, note } from './note';
import type { Saved } from './saved-record';
import { sameIn } from './wire';
import type { ReadContext, Workspace } from './workspace';
import { defaultWorkspace } from './workspace';

/** What startup needs: the fragment (with or without `#`), storage if available, and a clock. */
export interface StartupInput extends ReadContext {
  readonly fragment: string;
  readonly storage: StorageLike | null;
  readonly now: number;
  /** This tab's id (tabs.ts); absent, only the browser's newest workspace is read. */
  readonly tab?: string | null;
}

/** A message for the banner, as notes said one after another (plain text, never markup). */
export interface StartupMessage {
  readonly kind: 'error' | 'warning';
  readonly notes: readonly Note[];
}

/** The workspace to open with, where it came from, and what to tell the user. */
export interface Startup {
  readonly state: Workspace;
  readonly source: 'link' | 'autosave' | 'defaults';
  readonly message: StartupMessage | null;
  /** Whether opening the link moved the user's own workspace aside (then it is restorable). */
  readonly keptOwn: boolean;
  /** Whose the opened state is: `link` for someone else's link, else `mine`. */
  readonly origin: Origin;
}

/** The first few problems after `lead`, and how many more there are. */
export function problemsMessage(lead: Note, problems: readonly Note[]): StartupMessage {
  const shown = problems.slice(0, 5);
  const more = problems.length - shown.length;
  const notes =
    more > 0 ? [lead, ...shown, note('share.andMore', { count: more })] : [lead, ...shown];
  return { kind: 'warning', notes };
}

/** Decides the opening workspace; saves a link's state as current when a link is opened. */
export function startWorkspace(input: StartupInput): Startup {
  const context: ReadContext = input.datasets ? { datasets: input.datasets } : {};
  const hasFragment = input.fragment.replace(/^#/, '').trim() !== '';
  const tab = input.tab ?? null;
  if (hasFragment) {
    const shared = decodeShare(input.fragment, context);
    if (shared.ok && shared.leftOut) {
      // A link that left out what did not fit, made from this browser's own workspace (a reload
      // of a long filter): the autosave still holds all of it.
      const saved = input.storage ? loadOwnWorkspace(input.storage, tab, context) : null;
      if (saved && completes(saved, shared.state, shared.leftOut)) {
        return fromSaved(saved);
      }
    }
    if (shared.ok) {
      const opened = input.storage
        ? openLinkOver(input.storage, shared.state, input.now, tab)
        : 'nothing-mine';
      const message: StartupMessage | null =
        shared.problems.length > 0
          ? problemsMessage(note('share.linkPartsUnused'), shared.problems)
          : null;
      return {
        state: shared.state,
        source: 'link',
        message,
        keptOwn: opened === 'kept-mine',
        origin: opened === 'same-as-mine' ? 'mine' : 'link',
      };
    }
    const fallback = fromStorage(input, context);
    const instead = note(
      fallback.source === 'autosave' ? 'share.openedLastInstead' : 'share.openedDefaultInstead',
    );
    return { ...fallback, message: { kind: 'error', notes: [shared.error.message, instead] } };
  }
  return fromStorage(input, context);
}

/** Whether `saved` is the workspace a link came from, apart from the fields it left out. */
function completes(saved: Saved, linked: Workspace, leftOut: readonly LeftOut[]): boolean {
  const defaults = defaultWorkspace();
  const blanked: Workspace = {
    ...saved.state,
    ...Object.fromEntries(leftOut.map(({ field }) => [field, defaults[field]])),
  };
  return sameIn(blanked, linked, 'url');
}

function fromStorage(input: StartupInput, context: ReadContext): Startup {
  const saved = input.storage ? loadOwnWorkspace(input.storage, input.tab ?? null, context) : null;
  if (!saved)
    return {
      state: defaultWorkspace(),
      source: 'defaults',
      message: null,
      keptOwn: false,
      origin: 'mine',
    };
  return fromSaved(saved);
}

function fromSaved(saved: Saved): Startup {
  const message: StartupMessage | null =
    saved.problems.length > 0
      ? problemsMessage(note('share.savedPartsUnused'), saved.problems)
      : null;
  return { state: saved.state, source: 'autosave', message, keptOwn: false, origin: saved.origin };
}
