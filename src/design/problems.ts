/**
 * Collecting problems while a design is applied: every problem is counted, the first
 * MAX_PROBLEMS are kept with their record, so a template that fails on a million records reports
 * a million failures without keeping a million objects.
 */
import { keyError } from '../engine';
import type { DesignProblem, DesignProblemCode } from './errors';
import type { CompiledTemplate } from './template-compile';
import { describeValue } from './value-check';

/** How many problems a run keeps in full; the rest are only counted. */
export const MAX_PROBLEMS = 1000;

/** The problems of one run. */
export class ProblemLog {
  /** The first MAX_PROBLEMS problems, in the order found. */
  readonly problems: DesignProblem[] = [];
  /** Every problem counted by code. */
  readonly counts: Partial<Record<DesignProblemCode, number>> = {};
  total = 0;

  /** Records a problem. */
  add(problem: DesignProblem): void {
    this.total++;
    this.counts[problem.code] = (this.counts[problem.code] ?? 0) + 1;
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem);
  }

  /** Records an invalid key (forbidden character, too long) and says whether there was one. */
  badKey(
    which: 'PartitionKey' | 'RowKey',
    key: string,
    otherKey: string,
    where: { set: string; recordType: string; record: number },
  ): boolean {
    const e = keyError(which, key);
    if (e === null) return false;
    const pk = which === 'PartitionKey' ? key : otherKey;
    const rk = which === 'PartitionKey' ? otherKey : key;
    this.add({
      code: 'INVALID_KEY',
      message: `Record ${where.record} of ${where.recordType}, set '${where.set}': ${e.message}`,
      ...where,
      partitionKey: pk,
      rowKey: rk,
      value: key,
    });
    return true;
  }

  /** Records why a template gave no text for a record (its `miss`). */
  miss(
    template: CompiledTemplate,
    what: string,
    where: { set: string; recordType: string; record: number },
  ): void {
    const miss = template.miss;
    if (miss === null) return;
    const missing = miss.code === 'MISSING_VALUE';
    this.add({
      code: miss.code,
      message: missing
        ? `Record ${where.record} of ${where.recordType} has no ${miss.property}, which the ${what} template ${template.source} of set '${where.set}' needs`
        : `Record ${where.record} of ${where.recordType}: ${miss.property} is ${describeValue(miss.value)}, not a valid ${miss.type} (read by the ${what} template of set '${where.set}')`,
      ...where,
      ...(missing ? {} : { value: describeValue(miss.value) }),
    });
  }
}
