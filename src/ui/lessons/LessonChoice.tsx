/** One lesson in a list (every lesson, or a course's): its title, summary and the learner's progress. */
import { type Lesson, lessonProgress } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { InlineText } from './LessonText';
import { lessonIn } from './localized';
import { progressText } from './messages';
import { useLessonProgress } from './use-lesson-progress';

/** The list item for `english` (shown in the reader's language); `onOpen` plays it. */
export function LessonChoice({ english, onOpen }: { english: Lesson; onOpen: () => void }) {
  const translator = useT();
  const { progress } = useLessonProgress();
  const { done, of } = lessonProgress(progress, english);
  const lesson = lessonIn(translator.locale, english);
  return (
    <li>
      <button type="button" className="lesson-choice" onClick={onOpen}>
        <span className="lesson-choice-title">
          {done === of && <span aria-hidden="true">✓ </span>}
          <InlineText text={lesson.title} />
        </span>
        <span className="lesson-choice-summary">
          <InlineText text={lesson.summary} />
        </span>
        <span className="lesson-choice-progress">{progressText(translator, done, of)}</span>
      </button>
    </li>
  );
}
