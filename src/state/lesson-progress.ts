/**
 * The learner's lesson progress, kept in this browser only: it is theirs, not the view's, so no
 * link carries it.
 */
import { type Lesson, NO_PROGRESS, type Progress, readProgress, writeProgress } from '../lessons';
import type { StorageLike } from '../share';

/** The storage key; the suffix versions the stored shape. */
const KEY = 'keyscope.lessons.v1';

/** The stored progress; none when storage is unavailable or holds nothing usable. */
export function loadProgress(
  storage: StorageLike | null,
  lessonOf?: (id: string) => Lesson | undefined,
): Progress {
  if (storage === null) return NO_PROGRESS;
  try {
    return readProgress(storage.getItem(KEY), lessonOf);
  } catch {
    // Storage can throw (disabled, sandboxed); progress is a nicety, so carry on without it.
    return NO_PROGRESS;
  }
}

/** Keeps the progress; a full or disabled storage only means it is not kept. */
export function saveProgress(storage: StorageLike | null, progress: Progress): void {
  try {
    storage?.setItem(KEY, writeProgress(progress));
  } catch {
    // Quota or privacy mode: the session still works, the progress is just not remembered.
  }
}
