/** The header's "Lessons" button and the list it opens. */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';
import { OPEN_COURSE_EVENT } from './course-event';

// The list (and every lesson in it) is in the lessons' chunk, fetched when the list first opens.
const LessonList = lazyView('lessons', () => import('./lessons-chunk').then((m) => m.LessonList));

/** The button; the list is mounted only while open, at a course when a course link asked. */
export function LessonsButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [course, setCourse] = useState<string | undefined>(undefined);
  useEffect(() => {
    const onCourse = (event: Event) => {
      const id = (event as CustomEvent<unknown>).detail;
      if (typeof id !== 'string') return;
      setCourse(id);
      // Remount at the course even when the list was open already.
      setOpen(false);
      queueMicrotask(() => setOpen(true));
    };
    window.addEventListener(OPEN_COURSE_EVENT, onCourse);
    return () => window.removeEventListener(OPEN_COURSE_EVENT, onCourse);
  }, []);
  return (
    <>
      <button
        type="button"
        className="lessons-button"
        onClick={() => {
          setCourse(undefined);
          setOpen(true);
        }}
      >
        {t('lessons.button')}
      </button>
      {open && <LessonList onClose={() => setOpen(false)} course={course} />}
    </>
  );
}
