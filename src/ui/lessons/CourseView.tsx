/**
 * A course's own list: its title and summary, its lessons in order with the learner's progress,
 * each opening at its first step not yet done; and the course handed on as a link or a file.
 */
import { type Lesson, writeCourseFile, writeCourseLink } from '../../lessons';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';
import { CopyLessonLink } from './CopyLessonLink';
import type { HeldCourse } from './held-courses';
import { LessonChoice } from './LessonChoice';
import { InlineText } from './LessonText';

/** The list of `held`; `onOpen` plays a lesson, `onBack` returns to every lesson. */
export function CourseView({
  held,
  titleId,
  onOpen,
  onBack,
}: {
  held: HeldCourse;
  titleId: string;
  onOpen: (lesson: Lesson) => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const { course, language } = held;
  return (
    <div className="lesson-course">
      <div className="lesson-list-head">
        <h3 id={titleId}>
          <InlineText text={course.title} />
        </h3>
        <button
          type="button"
          onClick={() =>
            downloadText(
              writeCourseFile(course, language),
              `${course.id}.keyscope-course.json`,
              'application/json',
            )
          }
        >
          {t('lessons.course.save')}
        </button>
        <button type="button" onClick={onBack}>
          {t('lessons.course.back')}
        </button>
      </div>
      {course.summary && (
        <p>
          <InlineText text={course.summary} />
        </p>
      )}
      <CopyLessonLink kind="course" write={() => writeCourseLink(course, language)} />
      <ol className="lesson-course-lessons">
        {course.lessons.map((english) => (
          <LessonChoice key={english.id} english={english} onOpen={() => onOpen(english)} />
        ))}
      </ol>
    </div>
  );
}
