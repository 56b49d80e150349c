/** The header's "Lessons" button and the list it opens. */
import { useState } from 'react';
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';

// The list (and every lesson in it) is in the lessons' chunk, fetched when the list first opens.
const LessonList = lazyView('lessons', () => import('./lessons-chunk').then((m) => m.LessonList));

/** The button; the list is mounted only while open. */
export function LessonsButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="lessons-button" onClick={() => setOpen(true)}>
        {t('lessons.button')}
      </button>
      {open && <LessonList onClose={() => setOpen(false)} />}
    </>
  );
}
