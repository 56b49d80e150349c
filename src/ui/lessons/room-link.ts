/**
 * The link a room opens to follow the lesson on show: a teacher's lesson travels whole
 * (`#kl1.…`, src/lessons/lesson-link.ts); a bundled one as the step's workspace, out of presenter
 * mode (the projector's large type is the teacher's, not the learners').
 */
import type { Locale } from '../../i18n/locales';
import { findLesson, type Lesson, type LessonStep, writeLessonLink } from '../../lessons';
import { defaultWorkspace, encodeShare } from '../../share';
import { stepWorkspace } from '../../state/lesson-workspace';
import { shareUrl } from '../../state/share-sync';
import { heldLanguage, heldLesson } from './held-lessons';

/** The room's link, or how long a lesson too long for a link would be. */
export type RoomLink =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly length: number };

/** The link that opens `step` of `lesson` on a learner's machine, in `language`. */
export function roomLink(lesson: Lesson, step: LessonStep, language: Locale): RoomLink {
  if (findLesson(lesson.id) === undefined) {
    const held = heldLesson(lesson.id) ?? lesson;
    const written = writeLessonLink(held, heldLanguage(lesson.id) ?? language);
    return written.ok
      ? { ok: true, url: shareUrl(written.fragment) }
      : { ok: false, length: written.length };
  }
  const workspace = { ...defaultWorkspace(), ...stepWorkspace(lesson, step), language };
  return { ok: true, url: shareUrl(encodeShare(workspace)) };
}
