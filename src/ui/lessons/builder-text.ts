/** The lesson builder's findings in words: what a draft lacks and what the check found. */
import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { Translator } from '../../i18n/translate';
import type { LessonProblem } from '../../lessons';
import type { DraftGap } from './draft';
import { reasonText } from './messages';

/** What a draft still lacks, as a sentence. */
export function gapText(tr: Translator, gap: DraftGap): string {
  switch (gap.kind) {
    case 'title':
      return tr.t('lessons.builder.noTitle');
    case 'workspace':
      return tr.t('lessons.builder.noWorkspace', { number: gap.step + 1 });
    case 'solution':
      return tr.t('lessons.builder.noSolution', { number: gap.step + 1 });
    case 'check':
      return tr.t('lessons.builder.badCheck', { number: gap.step + 1 });
  }
}

/** A problem the check found in a step, as a sentence naming the step. */
export function problemText(tr: Translator, problem: LessonProblem): string {
  const what = (() => {
    switch (problem.code) {
      case 'SETUP':
        return tr.t('lessons.builder.setup', { why: tr.say(problem.why) });
      case 'SHOWS':
        return tr.t('lessons.builder.shows', {
          claimed: tr.t(COST_CLASS_KEYS[problem.claimed]),
          got: tr.t(COST_CLASS_KEYS[problem.got]),
        });
      case 'ALREADY_SOLVED':
        return tr.t('lessons.builder.alreadySolved');
      case 'SOLUTION_FAILS':
        return tr.t('lessons.builder.solutionFails', {
          why: problem.reasons.map((r) => reasonText(tr, r)).join(' '),
        });
      case 'SOLUTION_EMPTY':
        return tr.t('lessons.builder.solutionEmpty');
    }
  })();
  return tr.t('lessons.builder.inStep', { number: problem.step + 1, problem: what });
}
