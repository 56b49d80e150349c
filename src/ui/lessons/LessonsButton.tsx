/** The header's "Lessons" button and the list it opens. */
import { useState } from 'react';
import { LessonList } from './LessonList';
import { LESSON_TEXT } from './messages';

/** The button; the list is mounted only while open. */
export function LessonsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="lessons-button" onClick={() => setOpen(true)}>
        {LESSON_TEXT.lessons}
      </button>
      {open && <LessonList onClose={() => setOpen(false)} />}
    </>
  );
}
