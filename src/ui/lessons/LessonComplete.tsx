/**
 * The moment a lesson is finished: it says so, lists any step still open (a challenge skipped)
 * with a way back to it, and offers the next lesson of the workshop, so a room moves on together.
 */
import { useEffect, useRef } from 'react';
import { LESSONS, type Lesson } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { CompletionCodeField } from './CompletionCodeField';
import { InlineText } from './LessonText';
import { lessonIn } from './localized';
import { useLessonProgress } from './use-lesson-progress';

/** The lesson after `lesson` in the workshop's order, if any. */
export function lessonAfter(lesson: Lesson): Lesson | undefined {
  const at = LESSONS.findIndex((l) => l.id === lesson.id);
  return at < 0 ? undefined : LESSONS[at + 1];
}

/** The completion panel of `lesson` (in the reader's words); the callbacks move on from it. */
export function LessonComplete({
  lesson,
  onStep,
  onNext,
  onLeave,
}: {
  lesson: Lesson;
  onStep: (index: number) => void;
  onNext: (next: Lesson) => void;
  onLeave: () => void;
}) {
  const { t, locale } = useT();
  const { progress } = useLessonProgress();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus comes to the news, so a keyboard or screen reader user hears it and goes on from it.
  useEffect(() => heading.current?.focus(), []);
  const done = new Set(progress[lesson.id] ?? []);
  const open = lesson.steps.flatMap((step, index) => (done.has(step.id) ? [] : [{ step, index }]));
  const next = lessonAfter(lesson);

  return (
    <div className="lesson-complete">
      <h3 ref={heading} tabIndex={-1}>
        <span aria-hidden="true">✓ </span>
        {t('lessons.complete')}
      </h3>
      <p className="lesson-kicker">
        <InlineText text={lesson.title} />
      </p>
      {open.length === 0 ? (
        <p>{t('lessons.completeAll')}</p>
      ) : (
        <>
          <p>{t('lessons.completeOpen', { count: open.length })}</p>
          <ul className="lesson-open-steps">
            {open.map(({ step, index }) => (
              <li key={step.id}>
                <button type="button" onClick={() => onStep(index)}>
                  {t('lessons.stepNumber', { number: index + 1 })}
                  <InlineText text={step.title} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <CompletionCodeField lesson={lesson} />
      <div className="lesson-nav">
        {next ? (
          <button type="button" className="lesson-next-lesson" onClick={() => onNext(next)}>
            {t('lessons.nextLesson')}
            <InlineText text={lessonIn(locale, next).title} />
          </button>
        ) : (
          <p>{t('lessons.lastLesson')}</p>
        )}
        <button type="button" className="lesson-leave" onClick={onLeave}>
          {t('lessons.closeLesson')}
        </button>
      </div>
    </div>
  );
}
