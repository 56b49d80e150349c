/**
 * How a verdict names a record or an entity: by what the learner sees of it in the results (an
 * employee's name, an expense's category and date, a log event's level and time), never by its
 * place in a list ("Missing Expense #0") or by its keys alone when it has anything better, which
 * read as machine output to a room of learners.
 */
import type { DataRecord, RecordType } from '../design';
import { type Coded, coded, isoFromTicks, type WireEntity } from '../engine';

/** A property's value as the results table shows it, or undefined when there is none. */
export type Shown = (property: string) => string | undefined;

/** What the results show of an entity as the service returns it. */
export function shownEntity(entity: WireEntity): Shown {
  return (property) => {
    const value = Object.hasOwn(entity, property) ? entity[property] : undefined;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;
  };
}

/** What the results would show of a record: DateTime ticks as ISO text, as the wire has them. */
export function shownRecord(record: DataRecord, type: RecordType | undefined): Shown {
  return (property) => {
    const value = Object.hasOwn(record, property) ? record[property] : undefined;
    if (value === undefined || value instanceof Uint8Array) return undefined;
    const edm = type?.properties.find((p) => p.name === property)?.type;
    return edm === 'Edm.DateTime' && typeof value === 'bigint'
      ? isoFromTicks(value)
      : String(value);
  };
}

/** `2024-03-05` of an ISO date-time. */
function day(iso: string): string {
  return iso.slice(0, 10);
}

/** `2024-03-05 10:04` of an ISO date-time. */
function minute(iso: string): string {
  return iso.length >= 16 ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso;
}

/**
 * A record or entity named as the learner knows it, by the first of these its properties allow:
 * a person's first and last name; a review by employee and date; an expense by category and
 * date; a log event by level and time; a day's counts by employee and date; a department; and
 * last, its partition and row.
 */
export function nameOf(shown: Shown, keys?: { readonly pk: string; readonly rk: string }): Coded {
  const first = shown('FirstName');
  const last = shown('LastName');
  if (first !== undefined && last !== undefined)
    return coded('lessons.name.person', { first, last });
  const employee = shown('EmployeeId');
  const reviewed = shown('ReviewDate');
  if (employee !== undefined && reviewed !== undefined) {
    return coded('lessons.name.review', { employee, date: day(reviewed) });
  }
  const category = shown('Category');
  const submitted = shown('SubmittedOn');
  if (category !== undefined && submitted !== undefined) {
    return coded('lessons.name.expense', { category, date: day(submitted) });
  }
  const level = shown('Level');
  const time = shown('EventTime');
  if (level !== undefined && time !== undefined) {
    return coded('lessons.name.event', { level, time: minute(time) });
  }
  const counted = shown('Time');
  if (employee !== undefined && counted !== undefined) {
    return coded('lessons.name.counts', { employee, date: day(counted) });
  }
  const department = shown('Department');
  if (department !== undefined && shown('Manager') !== undefined) {
    return coded('lessons.name.department', { department });
  }
  return keys === undefined
    ? coded('lessons.reason.anEntity')
    : coded('lessons.name.entity', { pk: keys.pk, rk: keys.rk });
}
