/**
 * A challenge's goal and par in words (catalogue part `lessons`): the reference answer's cost
 * class and counts, the key ranges it reads, and the learner's best beside the par.
 */
import type { KeyInterval, KeyRange } from '../../engine';
import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { Translator } from '../../i18n/translate';
import { betterScore, type Goal, type Score } from '../../lessons';

/** How many of a goal's ranges are said one by one; the rest are counted. */
const RANGES_SAID = 2;

/** Whether an interval is one key (both ends the same, both included). */
function single(i: KeyInterval): string | null {
  return i.lower && i.upper && i.lower.value === i.upper.value ? i.lower.value : null;
}

/** Which partitions a range reads. */
function partitionWords(tr: Translator, i: KeyInterval): string {
  const one = single(i);
  if (one !== null) return tr.t('lessons.goal.partition', { pk: one });
  if (i.lower === null && i.upper === null) return tr.t('lessons.goal.everyPartition');
  return tr.t('lessons.goal.partitions', { from: i.lower?.value ?? '', to: i.upper?.value ?? '' });
}

/** Which rows of those partitions a range reads. */
function rowWords(tr: Translator, i: KeyInterval): string {
  const one = single(i);
  if (one !== null) return tr.t('lessons.goal.rowKey', { rk: one });
  if (i.lower !== null && i.upper !== null) {
    return tr.t('lessons.goal.rowKeys', { from: i.lower.value, to: i.upper.value });
  }
  if (i.lower !== null) return tr.t('lessons.goal.rowKeysFrom', { from: i.lower.value });
  if (i.upper !== null) return tr.t('lessons.goal.rowKeysTo', { to: i.upper.value });
  return tr.t('lessons.goal.allRows');
}

/** One range the reference reads, as a phrase: "RowKeys '000100' to '000199' of partition 'Sales'". */
export function rangeWords(tr: Translator, range: KeyRange): string {
  return tr.t('lessons.goal.range', {
    rows: rowWords(tr, range.rowKey),
    partitions: partitionWords(tr, range.partitionKey),
  });
}

/** "It reads …": the reference's ranges, the first few said, the rest counted. */
export function readsText(tr: Translator, goal: Goal): string {
  const said = goal.ranges.slice(0, RANGES_SAID).map((r) => rangeWords(tr, r));
  const more = goal.ranges.length - said.length;
  const where = said.join(tr.t('lessons.listSeparator'));
  return more > 0
    ? tr.t('lessons.goal.readsMore', { where, count: more })
    : tr.t('lessons.goal.reads', { where: where || tr.t('lessons.goal.nothing') });
}

/** "1 request, 100 entities scanned". */
export function scoreText(tr: Translator, score: Score): string {
  return tr.t('lessons.goal.score', {
    requests: tr.t('lessons.goal.requests', { count: score.requests }),
    scanned: tr.t('lessons.goal.scanned', { count: score.scanned }),
  });
}

/** The reference answer in one sentence: its cost class and counts. */
export function goalSummary(tr: Translator, goal: Goal): string {
  return tr.t('lessons.goal.summary', {
    costClass: tr.t(COST_CLASS_KEYS[goal.costClass]).toLocaleLowerCase(tr.locale),
    score: scoreText(tr, goal),
    returned: tr.t('lessons.goal.returned', { count: goal.returned }),
  });
}

/** The learner's best against the par: none yet, under, at or over it. */
export function bestText(tr: Translator, goal: Goal, best: Score | undefined): string {
  if (best === undefined) return tr.t('lessons.par.noBest');
  const mine = scoreText(tr, best);
  const at = best.requests === goal.requests && best.scanned === goal.scanned;
  if (at) return tr.t('lessons.par.atPar', { score: mine });
  return betterScore(best, goal)
    ? tr.t('lessons.par.underPar', { score: mine })
    : tr.t('lessons.par.overPar', { score: mine });
}
