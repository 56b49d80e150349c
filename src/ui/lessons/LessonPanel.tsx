/**
 * The lesson player: the step's title and words beside the explorer, its challenge, and the way
 * through the lesson. The explorer stays fully usable at every step ("explore, then come back").
 * In presenter mode the keyboard drives it: arrows step, H hints, S the solution, P plays the
 * request timeline, C switches high contrast.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { findLesson, findStep, type Lesson, type LessonStep, writeLessonLink } from '../../lessons';
import type { LessonRef } from '../../share';
import { atStepStart } from '../../state/lesson-workspace';
import { useExplorer, useExplorerView } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { AskTheAdvisor } from './AskTheAdvisor';
import { ChallengeBox } from './ChallengeBox';
import { CopyLessonLink } from './CopyLessonLink';
import { useFitText } from './fit-text';
import { heldLanguage, heldLesson } from './held-lessons';
import { LessonComplete, lessonAfter } from './LessonComplete';
import { InlineText, LessonText } from './LessonText';
import './lessons.css';
import { useLocalLesson } from './localized';
import { PresenterQr } from './PresenterQr';
import { presenterCommand } from './presenter-keys';
import { RoomProgress } from './RoomProgress';
import { useLessonProgress } from './use-lesson-progress';
import { useOpenStep } from './useOpenStep';

/** The panel for the lesson step a workspace names. */
export function LessonPanel({ at }: { at: LessonRef }) {
  const { t } = useT();
  const lesson = useLocalLesson(findLesson(at.lesson) ?? heldLesson(at.lesson));
  const step = lesson && findStep(lesson, at.step);
  const view = useExplorerView();
  if (!lesson || !step) {
    return (
      <div className="lesson-panel">
        <p role="alert">{t('lessons.unknown')}</p>
        <button
          type="button"
          onClick={() => view.store.getState().applyWorkspace({ lesson: null })}
        >
          {t('lessons.closeLesson')}
        </button>
      </div>
    );
  }
  // A new step starts with its hints and solution hidden.
  return <StepView key={`${lesson.id}/${step.id}`} lesson={lesson} step={step} />;
}

function StepView({ lesson, step }: { lesson: Lesson; step: LessonStep }) {
  const { t, locale } = useT();
  const view = useExplorerView();
  const presenter = useExplorer((s) => s.presenter);
  const openStep = useOpenStep();
  const { complete } = useLessonProgress();
  const [hints, setHints] = useState(0);
  const [solutionShown, setSolutionShown] = useState(false);
  // The goal shows at a desk; on a projector it waits for G, so the room tries first.
  const [goalShown, setGoalShown] = useState(!presenter);
  // The lesson's QR code, large, for the room to scan (Q or its button, presenter mode only).
  const [qrShown, setQrShown] = useState(false);
  // The room's progress from the learners' completion codes (presenter mode only).
  const [roomShown, setRoomShown] = useState(false);
  // A lesson the worker does not know (a teacher's) sends the step with the reference in it.
  const at = useMemo(
    () => ({
      lesson: lesson.id,
      step: step.id,
      ...(findLesson(lesson.id) === undefined ? { own: step } : {}),
    }),
    [lesson.id, step],
  );
  // Finishing the last step shows the lesson's completion instead of closing it.
  const [finished, setFinished] = useState(false);
  const waiting = useExplorer((s) => atStepStart(s, step));
  const panel = useRef<HTMLElement>(null);
  useFitText(panel, presenter && !finished);
  const titleId = useId();
  const index = lesson.steps.indexOf(step);
  const last = index === lesson.steps.length - 1;
  const challenge = step.challenge;

  const next = useCallback(() => {
    // Reading a step without a challenge completes it; a challenge completes when solved.
    if (!challenge) complete(lesson.id, step.id);
    if (last) setFinished(true);
    else openStep(lesson, index + 1);
  }, [challenge, complete, lesson, step, last, openStep, index]);
  const leave = useCallback(() => view.store.getState().applyWorkspace({ lesson: null }), [view]);
  const nextLesson = useCallback((after: Lesson) => openStep(after, 0), [openStep]);
  const previous = useCallback(() => openStep(lesson, index - 1), [openStep, lesson, index]);
  const onSolved = useCallback(() => complete(lesson.id, step.id), [complete, lesson, step]);
  const hint = useCallback(
    () => setHints((n) => Math.min(n + 1, challenge?.hints.length ?? 0)),
    [challenge],
  );

  useEffect(() => {
    if (!presenter) return;
    const onKey = (event: KeyboardEvent) => {
      const command = presenterCommand(event);
      // While the QR code is up, the keys are its dialog's (Escape closes it).
      if (command === null || qrShown || roomShown) return;
      event.preventDefault();
      if (finished) {
        // On the completion panel → goes on to the next lesson, ← back to the last step.
        const after = lessonAfter(lesson);
        if (command === 'next' && after) nextLesson(after);
        else if (command === 'previous') setFinished(false);
        return;
      }
      if (command === 'next') next();
      else if (command === 'previous' && index > 0) previous();
      else if (command === 'hint') hint();
      else if (command === 'solution') setSolutionShown((shown) => !shown);
      else if (command === 'goal') setGoalShown((shown) => !shown);
      else if (command === 'play') {
        document.querySelector<HTMLButtonElement>('[data-action="play-timeline"]')?.click();
      } else if (command === 'contrast') document.documentElement.classList.toggle('high-contrast');
      else if (command === 'qr') setQrShown(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenter, next, previous, hint, index, finished, lesson, nextLesson, qrShown, roomShown]);

  if (finished) {
    return (
      <article className="lesson-panel" aria-label={t('lessons.complete')}>
        <LessonComplete
          lesson={lesson}
          onStep={(at) => (at === index ? setFinished(false) : openStep(lesson, at))}
          onNext={nextLesson}
          onLeave={leave}
        />
      </article>
    );
  }

  return (
    <article className="lesson-panel" aria-labelledby={titleId} ref={panel}>
      <p className="lesson-kicker">
        <InlineText text={lesson.title} /> ·{' '}
        {t('lessons.stepOf', { number: index + 1, total: lesson.steps.length })}
      </p>
      <h3 id={titleId}>
        <InlineText text={step.title} />
      </h3>
      <div className="lesson-body">
        {step.body.map((paragraph) => (
          <LessonText key={paragraph} text={paragraph} />
        ))}
      </div>
      {challenge && (
        <ChallengeBox
          challenge={challenge}
          hints={hints}
          solutionShown={solutionShown}
          onHint={hint}
          onToggleSolution={() => setSolutionShown((shown) => !shown)}
          onSolved={onSolved}
          waiting={waiting}
          at={at}
          goalShown={goalShown}
          onToggleGoal={() => setGoalShown((shown) => !shown)}
        />
      )}
      {step.advisor && <AskTheAdvisor ask={step.advisor} at={at} />}
      <nav className="lesson-nav" aria-label={t('lessons.steps')}>
        <button type="button" onClick={previous} disabled={index === 0}>
          {t('lessons.previous')}
        </button>
        <button type="button" onClick={next}>
          {last ? t('lessons.finish') : t('lessons.next')}
        </button>
        {presenter && (
          <>
            <button type="button" onClick={() => setQrShown(true)}>
              {t('lessons.qr.present')}
            </button>
            <button type="button" onClick={() => setRoomShown(true)}>
              {t('lessons.room.open')}
            </button>
          </>
        )}
        <button type="button" className="lesson-leave" onClick={leave}>
          {t('lessons.closeLesson')}
        </button>
      </nav>
      {roomShown && <RoomProgress onClose={() => setRoomShown(false)} />}
      {qrShown && <PresenterQr lesson={lesson} step={step} onClose={() => setQrShown(false)} />}
      {/* A teacher's lesson, as held (in its own language), can be handed on as a link. */}
      {!presenter && findLesson(lesson.id) === undefined && (
        <CopyLessonLink
          write={() =>
            writeLessonLink(heldLesson(lesson.id) ?? lesson, heldLanguage(lesson.id) ?? locale)
          }
        />
      )}
      {/* The teacher's crib, on a lesson's first step: later steps need its room for words. */}
      {presenter && index === 0 && (
        <p className="lesson-keys muted">{t('lessons.presenterKeys')}</p>
      )}
    </article>
  );
}
