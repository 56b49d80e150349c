/**
 * A finished lesson's completion code, for the learner to hand to the teacher (read out, typed
 * or pasted): which steps they finished and their best score, with a check that catches a typo.
 */
import { useId } from 'react';
import { completionOf, type Lesson, writeCompletionCode } from '../../lessons';
import { loadBests } from '../../state/lesson-best';
import { useT } from '../i18n/translator-context';
import { browserStorage } from './browser-storage';
import { lessonOf } from './lesson-of';
import { useLessonProgress } from './use-lesson-progress';

/** The code of `lesson` as this learner has it, in a read-only field. */
export function CompletionCodeField({ lesson }: { lesson: Lesson }) {
  const { t } = useT();
  const { progress } = useLessonProgress();
  const noteId = useId();
  const code = writeCompletionCode(
    completionOf(lesson, progress, loadBests(browserStorage(), lessonOf)),
  );
  return (
    <div className="lesson-completion-code">
      <label>
        {t('lessons.completion.code')}{' '}
        <input
          readOnly
          className="lesson-completion-input"
          value={code}
          size={code.length + 2}
          translate="no"
          aria-describedby={noteId}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <p id={noteId} className="muted">
        {t('lessons.completion.codeNote')}
      </p>
    </div>
  );
}
