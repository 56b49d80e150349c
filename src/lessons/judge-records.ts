/**
 * Judging the checks that need the records behind the entities: `records` (the query returns
 * exactly the intended records) and `write-load` (no partition over its write target). Both are
 * the access-pattern check of the comparison view, asked with one design: the lesson's own.
 */

import {
  type Coded,
  coded,
  formatString,
  type QueryOptions,
  runQuery,
  type Table,
} from '../engine';
import type { LoadedComparison, MismatchKind } from '../patterns';
import { checkRow, writeLoad } from '../patterns';
import { nameOf, shownEntity, shownRecord } from './names';
import type { Check } from './types';
import type { VerdictReason } from './verdict';

/**
 * The record or entity a mismatch of the pattern check names, named as the learner knows it
 * (names.ts): a record by its place among the loaded records (the check's `record` parameter,
 * with `type` and `index`), an entity by its keys (`pk`, `rk`), read back from the table. A
 * message that names neither is kept as it is.
 */
function learnerName(message: Coded, comparison: LessonComparison, table: Table): Coded {
  const record = message.params?.record;
  if (typeof record === 'object') {
    const type = String(record.params?.type ?? '');
    const index = Number(record.params?.index);
    const held = Object.hasOwn(comparison.records, type) ? comparison.records[type] : undefined;
    const found = Number.isInteger(index) ? held?.[index] : undefined;
    if (found !== undefined) {
      return nameOf(
        shownRecord(
          found,
          comparison.types.find((t) => t.name === type),
        ),
      );
    }
  }
  const pk = message.params?.pk;
  const rk = message.params?.rk;
  if (typeof pk === 'string' && typeof rk === 'string') {
    const read = runQuery(table, {
      filter: `PartitionKey eq ${formatString(pk)} and RowKey eq ${formatString(rk)}`,
    });
    const entity = read.ok ? read.entities[0] : undefined;
    return nameOf(entity === undefined ? () => undefined : shownEntity(entity), { pk, rk });
  }
  return message;
}

/** The loaded design over its records, as the pattern check takes it. */
export type LessonComparison = Extract<LoadedComparison, { ok: true }>;

/** The one candidate's id in a lesson comparison. */
export const LESSON_DESIGN_ID = 'lesson';

/** Why the query on the loaded design does (not) return exactly the intended records. */
export function recordsReasons(
  check: Extract<Check, { kind: 'records' }>,
  comparison: LessonComparison,
  query: QueryOptions,
  table: Table,
): VerdictReason[] {
  const [cell] = checkRow(
    {
      id: 'challenge',
      name: 'challenge',
      recordType: check.recordType,
      parameters: [],
      intent: check.intent,
      ...(check.order
        ? { order: [{ property: check.order.property, descending: check.order.descending }] }
        : {}),
      ...(check.firstPage !== undefined ? { top: check.firstPage } : {}),
      queries: { [LESSON_DESIGN_ID]: query.filter ?? '' },
    },
    comparison,
  );
  if (cell === undefined) return [{ code: 'NO_DESIGN' }];
  if (cell.verdict === 'error' || cell.verdict === 'no-query') {
    return [{ code: 'FILTER_ERROR', message: cell.summary }];
  }
  const reasons: VerdictReason[] = [];
  const costClass = cell.cost?.costClass;
  if (costClass !== undefined && !check.costClass.includes(costClass)) {
    reasons.push({ code: 'COST_CLASS', expected: check.costClass, got: costClass });
  }
  // Every kind counted has its first mismatch listed; the fallback only keeps the type total.
  const example = (...kinds: MismatchKind[]): Coded => {
    const first = cell.mismatches.find((m) => kinds.includes(m.kind));
    return first === undefined
      ? coded('lessons.reason.anEntity')
      : learnerName(first.message, comparison, table);
  };
  const { counts } = cell;
  if (counts.missing > 0) {
    reasons.push({ code: 'MISSING', count: counts.missing, example: example('missing') });
  }
  if (counts.extra + counts.unmapped > 0) {
    reasons.push({
      code: 'EXTRA',
      count: counts.extra + counts.unmapped,
      example: example('extra', 'unmapped'),
    });
  }
  if (counts.duplicate > 0) reasons.push({ code: 'DUPLICATE', example: example('duplicate') });
  if (counts.order > 0 && reasons.length === 0) reasons.push({ code: 'ORDER', at: 0 });
  return reasons;
}

/** Why the loaded design does (not) keep every partition under the write target. */
export function writeLoadReasons(
  check: Extract<Check, { kind: 'write-load' }>,
  comparison: LessonComparison,
): VerdictReason[] {
  const load = writeLoad(comparison, {
    recordsPerSecond: check.rate,
    arrival: { kind: 'by-property', property: check.arrival },
  });
  if (!load.ok) return [{ code: 'NOT_CHECKED', why: load.error }];
  const design = load.load.designs[0];
  if (design === undefined) return [{ code: 'NO_DESIGN' }];
  const peak = Math.round(design.peakPartitionRate);
  return peak > check.maxPartitionRate
    ? [
        {
          code: 'HOT_PARTITION',
          max: check.maxPartitionRate,
          got: peak,
          partition: design.hotPartitions[0]?.partitionKey ?? '',
        },
      ]
    : [];
}
