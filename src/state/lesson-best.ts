/**
 * The learner's best answer to each challenge, kept in this browser beside the progress
 * (lesson-progress.ts): theirs, not the view's, so no link carries it.
 */
import { type Bests, type Lesson, readBests, writeBests } from '../lessons';
import type { StorageLike } from '../share';

/** The storage key; the suffix versions the stored shape. */
const KEY = 'keyscope.lessons.best.v1';

/** The stored bests; none when storage is unavailable or holds nothing usable. */
export function loadBests(
  storage: StorageLike | null,
  lessonOf?: (id: string) => Lesson | undefined,
): Bests {
  try {
    return readBests(storage?.getItem(KEY) ?? null, lessonOf);
  } catch {
    // Storage can throw (disabled, sandboxed): the par still shows, the best is just not kept.
    return {};
  }
}

/** Keeps the bests; a full or disabled storage only means they are not kept. */
export function saveBests(storage: StorageLike | null, bests: Bests): void {
  try {
    storage?.setItem(KEY, writeBests(bests));
  } catch {
    // Quota or privacy mode: the session still works.
  }
}
