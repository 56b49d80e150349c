/**
 * The lesson player's sentences that take more than a key: a verdict's reasons and the
 * progress line, said in the reader's language (catalogue part `lessons`).
 */
import { type CostClass, coded } from '../../engine';
import { COST_CLASS_KEYS } from '../../i18n/terms';
import type { Translator } from '../../i18n/translate';
import type { VerdictReason } from '../../lessons';

/** "2 of 3 steps done", or "Done". */
export function progressText(tr: Translator, done: number, of: number): string {
  return done === of ? tr.t('lessons.done') : tr.t('lessons.progress', { done, total: of });
}

/** A cost class named mid-sentence (lower case where the language has case). */
function costName(tr: Translator, cost: CostClass): string {
  return tr.t(COST_CLASS_KEYS[cost]).toLocaleLowerCase(tr.locale);
}

/** One reason a challenge is not solved yet, as a sentence. */
export function reasonText(tr: Translator, reason: VerdictReason): string {
  switch (reason.code) {
    case 'COST_CLASS':
      return tr.t('lessons.reason.costClass', {
        got: costName(tr, reason.got),
        expected: reason.expected.map((c) => costName(tr, c)).join(tr.t('lessons.or')),
      });
    case 'MISSING':
      return tr.say(
        coded('lessons.reason.missing', { count: reason.count, example: reason.example }),
      );
    case 'EXTRA':
      return tr.say(
        coded('lessons.reason.extra', { count: reason.count, example: reason.example }),
      );
    case 'DUPLICATE':
      return tr.say(coded('lessons.reason.duplicate', { example: reason.example }));
    case 'ORDER':
      return tr.t('lessons.reason.order', { at: reason.at + 1 });
    case 'TOO_MANY_REQUESTS':
      return tr.t('lessons.reason.tooManyRequests', { count: reason.got, max: reason.max });
    case 'TOO_MANY_RETURNED':
      return tr.t('lessons.reason.tooManyReturned', { count: reason.got, max: reason.max });
    case 'PAGE_TOO_LARGE':
      return tr.t('lessons.reason.pageTooLarge', { count: reason.got, max: reason.max });
    case 'PROPERTIES':
      return tr.t('lessons.reason.properties', {
        got: reason.got.join(tr.t('lessons.listSeparator')) || tr.t('lessons.noProperties'),
        expected: reason.expected.join(tr.t('lessons.listSeparator')),
      });
    case 'TYPE_MISMATCH':
      return tr.say(
        coded('lessons.reason.typeMismatch', { literal: reason.literal, why: reason.why }),
      );
    case 'FILTER_ERROR':
      return tr.say(coded('lessons.reason.filterError', { message: reason.message }));
    case 'NO_RECORDS':
      return tr.t('lessons.reason.noRecords', { recordType: reason.recordType });
    case 'NOT_ONE_TRANSACTION':
      return tr.t('lessons.reason.notOneTransaction', { recordType: reason.recordType });
    case 'TOO_MANY_COPIES':
      return tr.t('lessons.reason.tooManyCopies', { got: reason.got, max: reason.max });
    case 'HOT_PARTITION':
      return tr.t('lessons.reason.hotPartition', {
        partition: reason.partition,
        count: reason.got,
        max: reason.max,
      });
    case 'NOT_CHECKED':
      return tr.t('lessons.reason.notChecked', { why: tr.say(reason.why) });
    case 'NO_DESIGN':
      return tr.t('lessons.reason.noDesign');
    case 'RECORDS_UNKNOWN':
      return tr.t('lessons.reason.recordsUnknown');
    case 'ONLY_THESE_ROWS':
      return tr.t('lessons.reason.onlyTheseRows', {
        seed: reason.seed,
        size: reason.size,
        there: reasonText(tr, reason.there),
      });
  }
}
