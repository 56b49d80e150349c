/**
 * The lesson builder: a teacher writes a lesson step by step, taking each step's workspace and
 * each challenge's solution from the explorer as they set it up, checks it the way the bundled
 * lessons are tested (the worker runs every step), tries it in the player, and saves or opens
 * it as a file. The draft is kept while the dialog is closed (held-lessons.ts).
 */
import { useState } from 'react';
import {
  type LessonProblem,
  lessonDesign,
  lessonDesignId,
  readLessonFile,
  writeLessonFile,
  writeLessonLink,
} from '../../lessons';
import { shownAnalysis } from '../../state/query-state';
import type { ExplorerState } from '../../state/store';
import { useExplorer, useExplorerActions, useExplorerView } from '../../state/view-context';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';
import { AdvisorChoice } from './AdvisorChoice';
import { gapText, problemText } from './builder-text';
import { CopyLessonLink } from './CopyLessonLink';
import {
  type Draft,
  type DraftChallenge,
  type DraftStep,
  draftOf,
  EMPTY_CHALLENGE,
  EMPTY_DRAFT,
  lessonOf,
  suggestedCheck,
} from './draft';
import { holdLesson, keepDraft, keptDraft } from './held-lessons';
import { OpenFileButton } from './OpenFileButton';
import { useOpenStep } from './useOpenStep';

/** What the builder last found: nothing yet, checking, the findings, or a passing lesson. */
type Findings =
  | { readonly kind: 'none' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'problems'; readonly lines: readonly string[] }
  | { readonly kind: 'passes' };

/** Why the explorer's workspace cannot be a step's setup, in the reader's words. */
const WHY = {
  imported: 'lessons.builder.imported',
  noPlan: 'lessons.builder.noPlan',
} as const;

/** The explorer's workspace as a step's setup, or why it cannot be one (a catalogue key). */
function takeWorkspace(
  s: ExplorerState,
):
  | { ok: true; step: Pick<DraftStep, 'setup' | 'shows'> }
  | { ok: false; why: 'imported' | 'noPlan' } {
  if (s.imported !== null) return { ok: false, why: 'imported' };
  // A preset or a lesson design by its id; any other design (the teacher's own) written whole.
  const design = s.design === null ? undefined : (lessonDesignId(s.design) ?? s.design);
  const costClass = shownAnalysis(s.query)?.plan.costClass;
  if (costClass === undefined) return { ok: false, why: 'noPlan' };
  return {
    ok: true,
    step: {
      setup: {
        dataset: s.dataset,
        size: s.size,
        ...(s.seed !== 1 ? { seed: s.seed } : {}),
        filter: s.filter,
        ...(design !== undefined ? { design } : {}),
        ...(s.top !== null ? { top: s.top } : {}),
        ...(s.select.length > 0 ? { select: s.select } : {}),
      },
      shows: costClass,
    },
  };
}

/** The builder; `onBack` returns to the lesson list, `onDone` closes the dialog. */
export function LessonBuilder({
  titleId,
  onBack,
  onDone,
}: {
  titleId: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const tr = useT();
  const { t, locale } = tr;
  const view = useExplorerView();
  const actions = useExplorerActions();
  const openStep = useOpenStep();
  const [draft, setDraftState] = useState<Draft>(keptDraft);
  const [findings, setFindings] = useState<Findings>({ kind: 'none' });
  const [taking, setTaking] = useState<string | null>(null);
  const catalogue = useExplorer((s) => s.catalogue);
  /** A sample's name as the dataset picker shows it. */
  const datasetName = (id: string) => {
    const info = catalogue.find((d) => d.id === id);
    return info?.nameKey ? tr.say({ code: info.nameKey }) : (info?.name ?? id);
  };

  const setDraft = (next: Draft) => {
    keepDraft(next);
    setDraftState(next);
    // A changed lesson has not been checked.
    setFindings({ kind: 'none' });
  };
  const setStep = (index: number, change: Partial<DraftStep>) =>
    setDraft({
      ...draft,
      steps: draft.steps.map((s, i) => (i === index ? { ...s, ...change } : s)),
    });
  const setChallenge = (index: number, change: Partial<DraftChallenge>) => {
    const step = draft.steps[index];
    if (step?.challenge) setStep(index, { challenge: { ...step.challenge, ...change } });
  };

  const takeWorkspaceInto = (index: number) => {
    const taken = takeWorkspace(view.store.getState());
    if (!taken.ok) {
      setTaking(t(WHY[taken.why]));
      return;
    }
    setTaking(null);
    setStep(index, taken.step);
  };
  const takeSolutionInto = (index: number) => {
    const step = draft.steps[index];
    const taken = takeWorkspace(view.store.getState());
    if (!step?.challenge || !step.setup) return;
    if (!taken.ok || !taken.step.setup || !taken.step.shows) {
      setTaking(taken.ok ? null : t(WHY[taken.why]));
      return;
    }
    setTaking(null);
    const { filter, top, select, design } = taken.step.setup;
    const solution = {
      filter,
      ...(top !== undefined ? { top } : {}),
      ...(select !== undefined ? { select } : {}),
      ...(design !== step.setup.design && design !== undefined ? { design } : {}),
    };
    setChallenge(index, { solution, check: suggestedCheck(solution, taken.step.shows) });
  };

  const made = lessonOf(draft);
  const check = async () => {
    if (!made.ok) {
      setFindings({ kind: 'problems', lines: made.gaps.map((g) => gapText(tr, g)) });
      return;
    }
    // The same reading as a file's: a check of a kind the player does not know is refused here.
    const read = readLessonFile(writeLessonFile(made.lesson, locale));
    if (!read.ok) {
      setFindings({ kind: 'problems', lines: read.problems.map((p) => tr.say(p)) });
      return;
    }
    setFindings({ kind: 'checking' });
    const problems: readonly LessonProblem[] | null | undefined = await actions()?.checkLesson(
      read.lesson,
    );
    if (problems === null || problems === undefined) {
      setFindings({ kind: 'none' });
      return;
    }
    setFindings(
      problems.length === 0
        ? { kind: 'passes' }
        : { kind: 'problems', lines: problems.map((p) => problemText(tr, p)) },
    );
  };
  const tryIt = () => {
    if (!made.ok) return;
    openStep(holdLesson(made.lesson, locale), 0);
    onDone();
  };
  const save = () => {
    if (made.ok) {
      downloadText(
        writeLessonFile(made.lesson, locale),
        `${made.lesson.id}.keyscope-lesson.json`,
        'application/json',
      );
    }
  };
  const open = (text: string) => {
    const read = readLessonFile(text);
    if (!read.ok) {
      setFindings({ kind: 'problems', lines: read.problems.map((p) => tr.say(p)) });
      return;
    }
    setDraft(draftOf(read.lesson));
  };

  return (
    <div className="lesson-builder">
      <div className="lesson-list-head">
        <h3 id={titleId}>{t('lessons.builder.title')}</h3>
        <button type="button" onClick={onBack}>
          {t('lessons.builder.back')}
        </button>
        <button type="button" onClick={onDone}>
          {t('lessons.close')}
        </button>
      </div>
      <p className="muted">{t('lessons.builder.how')}</p>
      <div className="lesson-builder-fields">
        <label>
          {t('lessons.builder.lessonTitle')}
          <input
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        </label>
        <label>
          {t('lessons.builder.summary')}
          <input
            value={draft.summary}
            onChange={(e) => setDraft({ ...draft, summary: e.target.value })}
          />
        </label>
      </div>
      {taking && (
        <p role="alert" className="lesson-builder-alert">
          {taking}
        </p>
      )}
      <ol className="lesson-builder-steps">
        {draft.steps.map((step, index) => (
          // Steps are edited in place and only ever appended or removed: the index is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a step has no id until the lesson is made
          <li key={index}>
            <fieldset>
              <legend>{t('lessons.builder.step', { number: index + 1 })}</legend>
              <label>
                {t('lessons.builder.stepTitle')}
                <input
                  value={step.title}
                  onChange={(e) => setStep(index, { title: e.target.value })}
                />
              </label>
              <label>
                {t('lessons.builder.text')}
                <textarea
                  rows={3}
                  value={step.text}
                  onChange={(e) => setStep(index, { text: e.target.value })}
                />
              </label>
              <p className="lesson-builder-workspace">
                {step.setup
                  ? t('lessons.builder.workspace', {
                      dataset: datasetName(step.setup.dataset),
                      size: step.setup.size ?? 0,
                      seed: step.setup.seed ?? 1,
                      design:
                        (step.setup.design && lessonDesign(step.setup.design)?.name) ??
                        t('lessons.builder.ownDesign'),
                      filter: step.setup.filter,
                    })
                  : t('lessons.builder.noWorkspaceYet')}
              </p>
              <button type="button" onClick={() => takeWorkspaceInto(index)}>
                {t('lessons.builder.takeWorkspace')}
              </button>
              <label className="lesson-builder-check">
                <input
                  type="checkbox"
                  checked={step.challenge !== null}
                  onChange={(e) =>
                    setStep(index, { challenge: e.target.checked ? EMPTY_CHALLENGE : null })
                  }
                />
                {t('lessons.builder.challenge')}
              </label>
              {step.challenge && (
                <>
                  <label>
                    {t('lessons.builder.prompt')}
                    <textarea
                      rows={2}
                      value={step.challenge.prompt}
                      onChange={(e) => setChallenge(index, { prompt: e.target.value })}
                    />
                  </label>
                  <label>
                    {t('lessons.builder.hints')}
                    <textarea
                      rows={2}
                      value={step.challenge.hints}
                      onChange={(e) => setChallenge(index, { hints: e.target.value })}
                    />
                  </label>
                  <p className="lesson-builder-workspace">
                    {step.challenge.solution
                      ? t('lessons.builder.solution', {
                          filter: step.challenge.solution.filter ?? '',
                        })
                      : t('lessons.builder.noSolutionYet')}
                  </p>
                  <button
                    type="button"
                    onClick={() => takeSolutionInto(index)}
                    disabled={step.setup === null}
                  >
                    {t('lessons.builder.takeSolution')}
                  </button>
                  <label>
                    {t('lessons.builder.check')}
                    <textarea
                      rows={4}
                      className="lesson-builder-json"
                      value={step.challenge.check}
                      onChange={(e) => setChallenge(index, { check: e.target.value })}
                    />
                  </label>
                </>
              )}
              {step.setup && (
                <AdvisorChoice
                  dataset={step.setup.dataset}
                  value={step.advisor ?? null}
                  onChange={(advisor) => setStep(index, { advisor })}
                />
              )}
              {draft.steps.length > 1 && (
                <button
                  type="button"
                  onClick={() =>
                    setDraft({ ...draft, steps: draft.steps.filter((_, i) => i !== index) })
                  }
                >
                  {t('lessons.builder.removeStep')}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="lesson-challenge-actions">
        <button
          type="button"
          onClick={() => setDraft({ ...draft, steps: [...draft.steps, EMPTY_DRAFT.steps[0]!] })}
        >
          {t('lessons.builder.addStep')}
        </button>
        <button type="button" onClick={() => void check()}>
          {t('lessons.builder.checkLesson')}
        </button>
        <button type="button" onClick={tryIt} disabled={findings.kind !== 'passes'}>
          {t('lessons.builder.tryIt')}
        </button>
        <button type="button" onClick={save} disabled={findings.kind !== 'passes'}>
          {t('lessons.builder.save')}
        </button>
        <OpenFileButton label={t('lessons.builder.openFile')} onText={open} />
      </div>
      <CopyLessonLink
        write={made.ok ? () => writeLessonLink(made.lesson, locale) : null}
        disabled={findings.kind !== 'passes'}
      />
      <div role="status" aria-live="polite" className="lesson-builder-findings">
        {findings.kind === 'checking' && <p>{t('lessons.builder.checking')}</p>}
        {findings.kind === 'passes' && <p className="passed">✓ {t('lessons.builder.passes')}</p>}
        {findings.kind === 'problems' && (
          <ul>
            {findings.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
