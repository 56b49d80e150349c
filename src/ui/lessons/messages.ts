/**
 * The lesson player's words, in one place so the language catalogue can take them over.
 */
import type { CostClass } from '../../engine';
import { formatCount, plural } from '../../i18n/format';
import { COST_CLASS_NAMES } from '../../i18n/terms';
import type { VerdictReason } from '../../lessons';

/** Fixed labels of the lesson player. */
export const LESSON_TEXT = {
  lessons: 'Lessons',
  lessonList: 'Lessons',
  querying: 'Querying basics',
  patterns: 'Design patterns',
  close: 'Close',
  closeLesson: 'Leave the lesson',
  previous: 'Previous step',
  next: 'Next step',
  finish: 'Finish the lesson',
  challenge: 'Challenge',
  solved: 'Solved. Well done.',
  notYet: 'Not yet.',
  checking: 'Checking…',
  hint: 'Show a hint',
  noMoreHints: 'No more hints',
  showSolution: 'Show the solution',
  hideSolution: 'Hide the solution',
  applySolution: 'Apply the solution',
  continueLesson: 'Continue where you left off',
  unknownLesson: 'This link names a lesson this version of Keyscope does not have.',
  presenterKeys: 'Keys: ← → steps, H hint, S solution, P play the requests, C contrast',
  highContrast: 'High contrast',
} as const;

/** "Step 2 of 3". */
export function stepOf(index: number, count: number): string {
  return `Step ${index + 1} of ${count}`;
}

/** "2 of 3 steps done". */
export function progressText(done: number, of: number): string {
  return done === of ? 'Done' : `${done} of ${of} steps done`;
}

const classes = (list: readonly CostClass[]) => list.map((c) => COST_CLASS_NAMES[c]).join(' or ');

/** One reason a challenge is not solved yet, as a sentence. */
export function reasonText(reason: VerdictReason): string {
  switch (reason.code) {
    case 'COST_CLASS':
      return `The query is a ${COST_CLASS_NAMES[reason.got].toLowerCase()}; the challenge asks for a ${classes(reason.expected).toLowerCase()}.`;
    case 'MISSING':
      return `${plural(reason.count, 'entity it should return is', 'entities it should return are')} missing, such as ${reason.example}.`;
    case 'EXTRA':
      return `It returns ${plural(reason.count, 'entity', 'entities')} too many, such as ${reason.example}.`;
    case 'DUPLICATE':
      return `It returns ${reason.example} more than once.`;
    case 'ORDER':
      return `The right entities, but not in the order asked for (from result ${reason.at + 1} on).`;
    case 'TOO_MANY_REQUESTS':
      return `It takes ${plural(reason.got, 'request', 'requests')}; at most ${reason.max} are allowed.`;
    case 'TOO_MANY_RETURNED':
      return `It returns ${plural(reason.got, 'entity', 'entities')}; at most ${reason.max} are allowed.`;
    case 'PAGE_TOO_LARGE':
      return `A response holds ${plural(reason.got, 'entity', 'entities')}; at most ${reason.max} are allowed per response.`;
    case 'PROPERTIES':
      return `The entities carry ${reason.got.join(', ') || 'no properties'}; the challenge asks for ${reason.expected.join(', ')}.`;
    case 'FILTER_ERROR':
      return `The filter does not run yet: ${reason.message}`;
    case 'NO_RECORDS':
      return `The loaded data has no ${reason.recordType} records.`;
    case 'NOT_ONE_TRANSACTION':
      return `A ${reason.recordType}'s entities are in different partitions, so one entity group transaction cannot write them.`;
    case 'TOO_MANY_COPIES':
      return `The design writes ${reason.got} entities per record; at most ${reason.max} are allowed.`;
    case 'HOT_PARTITION':
      return `Partition '${reason.partition}' receives ${plural(reason.got, 'write', 'writes')} a second; the target is ${formatCount(reason.max)} per partition.`;
    case 'NOT_CHECKED':
      return `This challenge cannot be checked here: ${reason.why}.`;
  }
}
