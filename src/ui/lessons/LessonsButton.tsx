/** The header's "Lessons" button and the list it opens. */
import { useState } from 'react';
import { LessonList } from './LessonList';
import { useT } from '../i18n/translator-context';

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
