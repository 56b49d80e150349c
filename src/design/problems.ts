/**
 * Collecting problems while a design is applied: every problem is counted, the first
 * MAX_PROBLEMS are kept with their record, so a template that fails on a million records reports
 * a million failures without keeping a million objects.
 */
import { keyError } from '../engine';
import type { Column } from './columns';
import type { CompiledSet } from './design-compile';
import type { DesignProblem, DesignProblemCode } from './errors';
import type { CompiledTemplate } from './template-compile';
import type { DataRecord } from './types';
import { describeValue } from './value-check';
import { sayEnglish } from '../i18n/english';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const checkKey = keyError;

/** Where a problem is: set, record type, record. */
export type Where = { readonly set: string; readonly recordType: string; readonly record: number };

/** The location of record `record` in set `s`; built only when there is a problem. */
export function whereOf(s: CompiledSet, record: number): Where {
  return { set: s.set.name, recordType: s.type.name, record };
}

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

  /**
   * Whether a key is valid (the engine's `keyError`); an invalid one is recorded with its record.
   * The problem's location is built only then: this runs twice per entity.
   */
  goodKey(
    which: 'PartitionKey' | 'RowKey',
    key: string,
    otherKey: string,
    s: CompiledSet,
    record: number,
  ): boolean {
    const e = checkKey(which, key);
    if (e === null) return true;
    this.add({
      code: 'INVALID_KEY',
      message: `Record ${record} of ${s.type.name}, set '${s.set.name}': ${sayEnglish(e.message)}`,
      set: s.set.name,
      recordType: s.type.name,
      record,
      partitionKey: which === 'PartitionKey' ? key : otherKey,
      rowKey: which === 'PartitionKey' ? otherKey : key,
      value: key,
    });
    return false;
  }

  /** Records a value of the wrong native form, read by a record or computed column. */
  wrongColumn(column: Column, r: DataRecord, where: Where): void {
    if (column.template !== null) {
      this.miss(column.template, column.name, where);
      return;
    }
    const v = r[column.property!];
    this.add({
      code: 'WRONG_VALUE_TYPE',
      message: `Record ${where.record} of ${where.recordType}: ${column.property} is ${describeValue(v)}, not a valid ${column.type} (set '${where.set}')`,
      ...where,
      value: describeValue(v),
    });
  }

  /** Records why a template gave no text for a record (its `miss`). */
  miss(template: CompiledTemplate, what: string, where: Where): void {
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
