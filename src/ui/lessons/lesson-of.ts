/** A lesson by id as this browser knows it: a bundled one, or a teacher's lesson it holds. */
import { findLesson, type Lesson } from '../../lessons';
import { heldLesson } from './held-lessons';

/** The lesson with id `id`, bundled or held here; undefined when neither. */
export function lessonOf(id: string): Lesson | undefined {
  return findLesson(id) ?? heldLesson(id);
}
