/**
 * Collecting problems while a design is applied: every problem is counted, the first
 * MAX_PROBLEMS are kept with their record, so a template that fails on a million records reports
 * a million failures without keeping a million objects.
 */
import { coded, keyError } from '../engine';
import type { Column } from './columns';
import type { CompiledSet } from './design-compile';
import type { DesignProblem, DesignProblemCode } from './errors';
import type { CompiledTemplate } from './template-compile';
import type { DataRecord } from './types';
import { describeValue } from './value-check';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const checkKey = keyError;

/** Where a problem is: set, record type, record. */
export type Where = { readonly set: string; readonly recordType: string; readonly record: number };

/** The location of record `record` in set `s`; built only when there is a problem. */
export function whereOf(s: CompiledSet, record: number): Where {
  return { set: s.set.name, recordType: s.type.name, record };
}

/**
 * The templates a miss names in words rather than by a property name: their own messages, so a
 * translation words them whole.
 */
const WORDED: Readonly<
  Record<
    string,
    {
      missing: 'design.problemMissingIndexEntry' | 'design.problemMissingSeriesName';
      wrongType: 'design.problemWrongTypeInIndexEntry' | 'design.problemWrongTypeInSeriesName';
    }
  >
> = {
  'index entry': {
    missing: 'design.problemMissingIndexEntry',
    wrongType: 'design.problemWrongTypeInIndexEntry',
  },
  'series name': {
    missing: 'design.problemMissingSeriesName',
    wrongType: 'design.problemWrongTypeInSeriesName',
  },
};

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
      message: coded('design.problemInvalidKey', {
        record,
        recordType: s.type.name,
        set: s.set.name,
      }),
      cause: e.message,
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
      message: coded('design.problemWrongType', {
        ...where,
        property: column.property!,
        value: describeValue(v),
        type: column.type,
      }),
      ...where,
      value: describeValue(v),
    });
  }

  /** Records why a template gave no text for a record (its `miss`). */
  miss(template: CompiledTemplate, what: string, where: Where): void {
    const miss = template.miss;
    if (miss === null) return;
    const missing = miss.code === 'MISSING_VALUE';
    const words = WORDED[what];
    this.add({
      code: miss.code,
      message: missing
        ? coded(words?.missing ?? 'design.problemMissing', {
            ...where,
            property: miss.property,
            what,
            template: template.source,
          })
        : coded(words?.wrongType ?? 'design.problemWrongTypeInTemplate', {
            ...where,
            property: miss.property,
            value: describeValue(miss.value),
            type: miss.type,
            what,
          }),
      ...where,
      ...(missing ? {} : { value: describeValue(miss.value) }),
    });
  }
}
