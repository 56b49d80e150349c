/**
 * The lesson list: every lesson by group with the learner's progress; choosing one opens its
 * first step not yet done. A modal dialog, so Escape closes it and focus comes back.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { BareKey } from '../../i18n/params';
import { LESSONS, type Lesson, type LessonGroup, lessonProgress, nextLesson } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { LessonBuilder } from './LessonBuilder';
import { InlineText } from './LessonText';
import { lessonIn } from './localized';
import { progressText } from './messages';
import { ProgressFiles } from './ProgressFiles';
import { useLessonProgress } from './use-lesson-progress';
import { useOpenStep } from './useOpenStep';

const GROUPS: readonly { group: LessonGroup; title: BareKey }[] = [
  { group: 'querying', title: 'lessons.querying' },
  { group: 'patterns', title: 'lessons.patterns' },
];

/** The dialog; `onClose` hides it. */
export function LessonList({ onClose }: { onClose: () => void }) {
  const translator = useT();
  const { t, locale } = translator;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { progress } = useLessonProgress();
  const openStep = useOpenStep();
  // The same dialog shows the list or the builder, so Escape and focus work alike in both.
  const [building, setBuilding] = useState(false);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const open = (lesson: Lesson) => {
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
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('lessons.close')}
        </button>
      </div>
      <ProgressFiles />
      <div className="lesson-groups">
        {GROUPS.map(({ group, title }) => (
          <section key={group} aria-label={t(title)}>
            <h4>{t(title)}</h4>
            <ol>
              {LESSONS.filter((l) => l.group === group).map((english) => {
                const { done, of } = lessonProgress(progress, english);
                const lesson = lessonIn(locale, english);
                return (
                  <li key={lesson.id}>
                    <button type="button" className="lesson-choice" onClick={() => open(english)}>
                      <span className="lesson-choice-title">
                        {done === of && <span aria-hidden="true">✓ </span>}
                        <InlineText text={lesson.title} />
                      </span>
                      <span className="lesson-choice-summary">
                        <InlineText text={lesson.summary} />
                      </span>
                      <span className="lesson-choice-progress">
                        {progressText(translator, done, of)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </dialog>
  );
}
