/**
 * Lessons made in the builder or opened from a file, held for this page so the player finds them
 * beside the bundled ones; and the builder's draft, kept while the dialog is closed so a teacher
 * can set up the explorer for the next step and come back to it.
 */
import { findLesson, type Lesson } from '../../lessons';
import { type Draft, EMPTY_DRAFT } from './draft';

const held = new Map<string, Lesson>();

/**
 * Holds `lesson` to be played, under an id no bundled lesson has (a teacher's "Point queries"
 * must not open the bundled one); returns the lesson as held.
 */
export function holdLesson(lesson: Lesson): Lesson {
  const id = findLesson(lesson.id) === undefined ? lesson.id : `${lesson.id}-own`;
  const kept = { ...lesson, id };
  held.set(id, kept);
  return kept;
}

/** A held lesson by id. */
export function heldLesson(id: string): Lesson | undefined {
  return held.get(id);
}

let draft: Draft = EMPTY_DRAFT;

/** The builder's draft as last left. */
export function keptDraft(): Draft {
  return draft;
}

/** Keeps the builder's draft for the next time it opens. */
export function keepDraft(next: Draft): void {
  draft = next;
}
