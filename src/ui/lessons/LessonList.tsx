/**
 * The lesson list: every lesson by group with the learner's progress; choosing one opens its
 * first step not yet done. A modal dialog, so Escape closes it and focus comes back.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { BareKey } from '../../i18n/params';
import { findLesson, LESSONS, type Lesson, type LessonGroup, nextLesson } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { CourseBuilder } from './CourseBuilder';
import { CourseView } from './CourseView';
import { type HeldCourse, heldCourse, heldCourseList } from './held-courses';
import { holdLesson } from './held-lessons';
import { LessonBuilder } from './LessonBuilder';
import { LessonChoice } from './LessonChoice';
import { InlineText } from './LessonText';
import { lessonIn } from './localized';
import { ProgressFiles } from './ProgressFiles';
import { useLessonProgress } from './use-lesson-progress';
import { useOpenStep } from './useOpenStep';

const GROUPS: readonly { group: LessonGroup; title: BareKey }[] = [
  { group: 'querying', title: 'lessons.querying' },
  { group: 'patterns', title: 'lessons.patterns' },
];

/** The dialog, at a held course's list when `course` names one; `onClose` hides it. */
export function LessonList({ onClose, course }: { onClose: () => void; course?: string }) {
  const translator = useT();
  const { t, locale } = translator;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { progress } = useLessonProgress();
  const openStep = useOpenStep();
  // The same dialog shows the list or the builder, so Escape and focus work alike in both.
  const [building, setBuilding] = useState(false);
  const [buildingCourse, setBuildingCourse] = useState(false);
  const [shown, setShown] = useState<HeldCourse | undefined>(() =>
    course === undefined ? undefined : heldCourse(course),
  );
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const open = (lesson: Lesson) => {
    // A course's own lesson is held again (the held lessons keep only the latest few).
    if (shown && findLesson(lesson.id) !== lesson) holdLesson(lesson, shown.language);
    const done = new Set(progress[lesson.id] ?? []);
    const first = lesson.steps.findIndex((s) => !done.has(s.id));
    openStep(lesson, first < 0 ? 0 : first);
    dialog.current?.close();
  };
  const resume = nextLesson(progress);

  if (building) {
    return (
      <dialog ref={dialog} className="lesson-list" aria-labelledby={titleId} onClose={onClose}>
        <LessonBuilder
          titleId={titleId}
          onBack={() => setBuilding(false)}
          onDone={() => dialog.current?.close()}
        />
      </dialog>
    );
  }

  if (buildingCourse || shown) {
    return (
      <dialog ref={dialog} className="lesson-list" aria-labelledby={titleId} onClose={onClose}>
        {shown ? (
          <CourseView
            held={shown}
            titleId={titleId}
            onOpen={open}
            onBack={() => setShown(undefined)}
          />
        ) : (
          <CourseBuilder
            titleId={titleId}
            onOpen={(held) => {
              setBuildingCourse(false);
              setShown(held);
            }}
            onBack={() => setBuildingCourse(false)}
          />
        )}
      </dialog>
    );
  }
  const courses = heldCourseList();

  return (
    <dialog ref={dialog} className="lesson-list" aria-labelledby={titleId} onClose={onClose}>
      <div className="lesson-list-head">
        <h3 id={titleId}>{t('lessons.listTitle')}</h3>
        <button type="button" onClick={() => open(resume)}>
          {t('lessons.continue')}
          <InlineText text={lessonIn(locale, resume).title} />
        </button>
        <button type="button" onClick={() => setBuilding(true)}>
          {t('lessons.builder.open')}
        </button>
        <button type="button" onClick={() => setBuildingCourse(true)}>
          {t('lessons.course.make')}
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('lessons.close')}
        </button>
      </div>
      <ProgressFiles />
      {courses.length > 0 && (
        <section aria-label={t('lessons.course.courses')} className="lesson-courses">
          <h4>{t('lessons.course.courses')}</h4>
          <ul>
            {courses.map((held) => (
              <li key={held.course.id}>
                <button type="button" onClick={() => setShown(held)}>
                  <InlineText text={held.course.title} /> ·{' '}
                  {t('lessons.course.lessons', { count: held.course.lessons.length })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="lesson-groups">
        {GROUPS.map(({ group, title }) => (
          <section key={group} aria-label={t(title)}>
            <h4>{t(title)}</h4>
            <ol>
              {LESSONS.filter((l) => l.group === group).map((english) => (
                <LessonChoice key={english.id} english={english} onOpen={() => open(english)} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </dialog>
  );
}
