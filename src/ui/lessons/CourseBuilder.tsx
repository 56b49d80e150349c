/**
 * The course builder: a title, a summary and the lessons chosen (the bundled ones and the
 * teacher's lessons this browser holds), in the order listed. The course opens as its own list,
 * and travels as a file or a link; a course file opened here is read as any file from outside
 * is, each problem named by where it is.
 */
import { useState } from 'react';
import { type Course, LESSONS, type Lesson, readCourseFile } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { type HeldCourse, holdCourse } from './held-courses';
import { heldLessonList } from './held-lessons';
import { InlineText } from './LessonText';
import { lessonIn } from './localized';
import { OpenFileButton } from './OpenFileButton';

/** An id from a title: lower-case letters, digits and -, or `course` when none are left. */
function idOf(title: string): string {
  const id = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return id === '' ? 'course' : id;
}

/** The builder; `onOpen` shows the course made, `onBack` returns to the lesson list. */
export function CourseBuilder({
  titleId,
  onOpen,
  onBack,
}: {
  titleId: string;
  onOpen: (held: HeldCourse) => void;
  onBack: () => void;
}) {
  const tr = useT();
  const { t, locale } = tr;
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<readonly string[]>([]);
  const available: readonly Lesson[] = [...LESSONS, ...heldLessonList()];
  const lessons = available.filter((l) => chosen.has(l.id));
  const ready = title.trim() !== '' && lessons.length > 0;

  const open = () => {
    if (!ready) return;
    const course: Course = {
      id: idOf(title),
      title: title.trim(),
      summary: summary.trim(),
      lessons,
    };
    onOpen({ course: holdCourse(course, locale), language: locale });
  };
  const read = (text: string) => {
    const file = readCourseFile(text);
    if (!file.ok) {
      setProblems(file.problems.map((p) => tr.say(p)));
      return;
    }
    setProblems([]);
    onOpen({ course: holdCourse(file.course, file.language), language: file.language });
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <div className="lesson-course-builder">
      <div className="lesson-list-head">
        <h3 id={titleId}>{t('lessons.course.builder')}</h3>
        <OpenFileButton label={t('lessons.course.openFile')} onText={read} />
        <button type="button" onClick={onBack}>
          {t('lessons.course.back')}
        </button>
      </div>
      <label className="lesson-course-field">
        {t('lessons.course.title')}
        <input value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="lesson-course-field">
        {t('lessons.course.summary')}
        <input value={summary} onChange={(e) => setSummary(e.target.value)} />
      </label>
      <fieldset className="lesson-course-choice">
        <legend>{t('lessons.course.choose')}</legend>
        {available.map((english) => (
          <label key={english.id}>
            <input
              type="checkbox"
              checked={chosen.has(english.id)}
              onChange={(e) => toggle(english.id, e.target.checked)}
            />{' '}
            <InlineText text={lessonIn(locale, english).title} />
          </label>
        ))}
      </fieldset>
      <div className="lesson-list-head">
        <button type="button" onClick={open} disabled={!ready}>
          {t('lessons.course.openCourse')}
        </button>
        {!ready && <p>{t('lessons.course.needs')}</p>}
      </div>
      <div role="status" aria-live="polite" className="lesson-builder-findings">
        {problems.length > 0 && (
          <ul>
            {problems.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
