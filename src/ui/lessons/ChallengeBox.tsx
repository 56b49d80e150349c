/**
 * A step's challenge: the task, the engine's verdict on what the explorer shows (kept up to date
 * as the learner edits), hints one at a time, and the solution to reveal and apply.
 */
import { useEffect, useId } from 'react';
import type { Challenge, Solution, StepRef } from '../../lessons';
import { lessonDesign } from '../../lessons';
import { solutionWorkspace } from '../../state/lesson-workspace';
import { shownAnalysis } from '../../state/query-state';
import { useExplorer, useExplorerView } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { GoalView } from './GoalView';
import { LessonText } from './LessonText';
import { reasonText } from './messages';
import { useBest } from './useBest';
import { useGoal } from './useGoal';
import { useVerdict } from './useVerdict';

/** What the solution changes, in words and code. */
function SolutionText({ solution }: { solution: Solution }) {
  const { t } = useT();
  return (
    <dl className="lesson-solution">
      {solution.design !== undefined && (
        <>
          <dt>{t('lessons.solutionDesign')}</dt>
          <dd>{lessonDesign(solution.design)?.name ?? String(solution.design)}</dd>
        </>
      )}
      {solution.filter !== undefined && (
        <>
          <dt>{t('lessons.solutionFilter')}</dt>
          <dd>
            <code>{solution.filter}</code>
          </dd>
        </>
      )}
      {solution.top !== undefined && (
        <>
          <dt>$top</dt>
          <dd>
            <code>{solution.top}</code>
          </dd>
        </>
      )}
      {solution.select !== undefined && (
        <>
          <dt>$select</dt>
          <dd>
            <code>{solution.select.join(',')}</code>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The challenge box; hints and the solution's visibility are the panel's (the keyboard drives them). */
export function ChallengeBox({
  challenge,
  hints,
  solutionShown,
  onHint,
  onToggleSolution,
  onSolved,
  waiting,
  at,
  goalShown,
  onToggleGoal,
}: {
  challenge: Challenge;
  /** The step the challenge is on: the worker finds its reference answer by it. */
  at: StepRef;
  /** Whether the goal is on show (the par always is); the panel's, as G toggles it. */
  goalShown: boolean;
  onToggleGoal: () => void;
  /** The learner has not tried anything yet: the box invites them rather than judging the setup. */
  waiting: boolean;
  hints: number;
  solutionShown: boolean;
  onHint: () => void;
  onToggleSolution: () => void;
  onSolved: () => void;
}) {
  const translator = useT();
  const { t } = translator;
  const view = useExplorerView();
  const verdict = useVerdict(challenge.check, at);
  const goal = useGoal(at);
  const { best, offer } = useBest(at);
  const stats = useExplorer((s) => shownAnalysis(s.query)?.stats ?? null);
  const titleId = useId();
  const passed = verdict?.passed === true;
  useEffect(() => {
    if (passed) onSolved();
  }, [passed, onSolved]);
  // A passing answer's cost is offered as the learner's best; the best is kept when it beats it.
  useEffect(() => {
    if (passed && stats) offer({ requests: stats.requests, scanned: stats.scanned });
  }, [passed, stats, offer]);

  return (
    <section className="lesson-challenge" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('lessons.challenge')}</h4>
      <LessonText className="lesson-prompt" text={challenge.prompt} />
      <div
        className={`lesson-verdict ${passed ? 'passed' : 'pending'}`}
        role="status"
        aria-live="polite"
      >
        {passed ? (
          <strong>✓ {t('lessons.solved')}</strong>
        ) : waiting ? (
          <span>{t('lessons.yourTurn')}</span>
        ) : verdict === null ? (
          <span>{t('lessons.checking')}</span>
        ) : (
          <>
            <strong>{t('lessons.notYet')}</strong>
            <ul>
              {verdict.reasons.map((reason) => (
                <li key={reason.code}>{reasonText(translator, reason)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {goal && <GoalView goal={goal} shown={goalShown} best={best} />}
      {hints > 0 && (
        <ol className="lesson-hints" aria-label={t('lessons.hints')}>
          {challenge.hints.slice(0, hints).map((hint) => (
            <li key={hint}>
              <LessonText text={hint} />
            </li>
          ))}
        </ol>
      )}
      <div className="lesson-challenge-actions">
        <button type="button" onClick={onHint} disabled={hints >= challenge.hints.length}>
          {hints >= challenge.hints.length
            ? t('lessons.noMoreHints')
            : t('lessons.hint', { number: hints + 1, total: challenge.hints.length })}
        </button>
        <button type="button" aria-expanded={goalShown} onClick={onToggleGoal}>
          {goalShown ? t('lessons.goal.hide') : t('lessons.goal.show')}
        </button>
        <button type="button" aria-expanded={solutionShown} onClick={onToggleSolution}>
          {solutionShown ? t('lessons.hideSolution') : t('lessons.showSolution')}
        </button>
      </div>
      {solutionShown && (
        <div className="lesson-solution-box">
          <SolutionText solution={challenge.solution} />
          <button
            type="button"
            onClick={() =>
              view.store.getState().applyWorkspace(solutionWorkspace(challenge.solution))
            }
          >
            {t('lessons.applySolution')}
          </button>
        </div>
      )}
    </section>
  );
}
