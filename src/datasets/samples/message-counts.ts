/**
 * Hourly message counts per employee, in the two shapes of the Table design guide's data-series
 * pattern: 24 entities per employee and day, or one entity per employee and day with properties
 * Hour00..Hour23. Both hold the same numbers: a count depends only on (seed, employee, day, hour),
 * never on generation order, so `message-counts-hourly` at 24·n entities and
 * `message-counts-series` at n entities describe the same employee-days.
 */
import type { DataRecord, RecordRun, RecordsByType, RecordValue, RunSource } from '../../design';
import { ticksOf, unixSeconds } from './clock';
import { MESSAGES_HOURLY, MESSAGES_SERIES } from './presets';
import { hash2 as hashPair, toSeed } from './random';
import { MESSAGE_COUNT } from './record-types';
import type { SampleDataset } from './types';

/**
 * Bound once: under a CommonJS transform (tsx, which runs the benchmarks) each use of an imported
 * name is a getter call, and this one runs 25 times per data-series entity.
 */
const hash2 = hashPair;

/** The series starts on Monday 2025-01-13 (Unix seconds). */
export const START = unixSeconds(2025, 1, 13);
/** Each employee has a week of days. */
export const DAYS_PER_EMPLOYEE = 7;

/** Mean messages per hour of the day on a weekday: quiet nights, busy office hours. */
const HOURLY_MEAN: readonly number[] = [
  0, 0, 0, 0, 0, 0, 1, 4, 18, 30, 32, 28, 16, 26, 30, 28, 22, 12, 5, 3, 2, 1, 0, 0,
];

/** The hash of one employee-day, from which its 24 hourly counts are drawn. */
export function dayHash(seed: number, employee: number, day: number): number {
  return hash2(hash2(toSeed(seed), employee), day);
}

/** The count of one hour of an employee-day: uniform on 0..2·mean, so the mean is kept. */
export function hourCount(dayHash: number, day: number, hour: number): number {
  const mean = HOURLY_MEAN[hour]! * (day % 7 >= 5 ? 0.1 : 1);
  return Math.floor((hash2(dayHash, hour) / 4294967296) * (2 * mean + 1));
}

/** The message count of one employee in one hour of one day (0-based day from START). */
export function messageCount(seed: number, employee: number, day: number, hour: number): number {
  return hourCount(dayHash(seed, employee, day), day, hour);
}

/**
 * The 24 hourly records of each of `days` employee-days: employee 0's week, then 1's... An
 * iterator written out rather than a generator: the data series reads 24 million records, and a
 * generator's resume per record is not inlined into the loop that reads them (a plain `next` is).
 */
class MessageRecords implements Iterator<DataRecord> {
  private readonly hourTicks = Array.from({ length: DAYS_PER_EMPLOYEE * 24 }, (_, i) =>
    ticksOf(START + i * 3600, 0),
  );
  private k = 0;
  private h = 24;
  private employee = 0;
  private day = 0;
  private hash = 0;

  constructor(
    private readonly days: number,
    private readonly seed: number,
  ) {}

  /** The next hour's record, moving to the next employee-day after hour 23. */
  next(): IteratorResult<DataRecord> {
    if (this.h === 24) {
      if (this.k >= this.days) return { done: true, value: undefined };
      const k = this.k++;
      this.employee = Math.floor(k / DAYS_PER_EMPLOYEE);
      this.day = k % DAYS_PER_EMPLOYEE;
      this.hash = dayHash(this.seed, this.employee, this.day);
      this.h = 0;
    }
    const h = this.h++;
    const day = this.day;
    const value: DataRecord = {
      EmployeeId: this.employee,
      Time: this.hourTicks[day * 24 + h]!,
      Hour: h,
      MessageCount: hourCount(this.hash, day, h),
    };
    return { done: false, value };
  }
}

/**
 * The same records as `MessageRecords`, one run per employee: the week's hours share their
 * employee, and Time, Hour and MessageCount vary (record-runs.ts). Every full week's Time and
 * Hour arrays are the same two arrays, so a design works out their keys and names once; the
 * run object is reused.
 */
function* messageRuns(days: number, seed: number): Generator<RecordRun> {
  const hours = DAYS_PER_EMPLOYEE * 24;
  const weekTicks = Array.from({ length: hours }, (_, i) => ticksOf(START + i * 3600, 0));
  const weekHours = Array.from({ length: hours }, (_, i) => i % 24);
  const varying = new Map<string, readonly RecordValue[]>();
  const run: { first: DataRecord; length: number; varying: typeof varying } = {
    first: {},
    length: 0,
    varying,
  };
  for (let employee = 0; employee * DAYS_PER_EMPLOYEE < days; employee++) {
    const length = Math.min(DAYS_PER_EMPLOYEE, days - employee * DAYS_PER_EMPLOYEE) * 24;
    // A new array each run: a run's arrays are never changed once handed out.
    const counts = new Array<number>(length);
    for (let day = 0; day * 24 < length; day++) {
      const hash = dayHash(seed, employee, day);
      for (let h = 0; h < 24; h++) counts[day * 24 + h] = hourCount(hash, day, h);
    }
    const full = length === hours;
    varying.set('Time', full ? weekTicks : weekTicks.slice(0, length));
    varying.set('Hour', full ? weekHours : weekHours.slice(0, length));
    varying.set('MessageCount', counts);
    run.length = length;
    run.first = { EmployeeId: employee, Time: weekTicks[0]!, Hour: 0, MessageCount: counts[0]! };
    yield run;
  }
}

/** The message-count source over `days` employee-days, as records and as runs of a week. */
function messageSource(days: number, seed: number): RecordsByType {
  const source: RunSource = {
    [Symbol.iterator]: () => new MessageRecords(days, seed),
    runs: () => messageRuns(days, seed),
  };
  return { MessageCount: source };
}

/** Sizes offered for the hourly shape (generation rounds up to whole days of 24 entities). */
const HOURLY_SIZES: readonly number[] = [50, 336, 1_000, 10_000, 100_000, 1_000_000];

/** Hourly message counts as 24 entities per employee and day. */
export const MESSAGE_COUNTS_HOURLY: SampleDataset = {
  id: 'message-counts-hourly',
  nameKey: 'datasets.hourlyCounts.name',
  descriptionKey: 'datasets.hourlyCounts.description',
  sizes: HOURLY_SIZES,
  // Two employees' weeks, so a table scan reads more than the one employee's partition.
  defaultSize: 336,
  exampleQueries: [
    {
      filter: "PartitionKey eq '000000' and RowKey ge '20250115' and RowKey lt '20250116'",
      labelKey: 'datasets.hourlyCounts.employeeDay',
      noteKey: 'datasets.hourlyCounts.employeeDayNote',
    },
    {
      filter: "PartitionKey eq '000000' and RowKey eq '2025011510'",
      labelKey: 'datasets.appLog.oneHour',
      noteKey: 'datasets.hourlyCounts.oneHourNote',
    },
    {
      filter: "PartitionKey eq '000000' and MessageCount ge 30",
      labelKey: 'datasets.hourlyCounts.employeeBusyHours',
      noteKey: 'datasets.hourlyCounts.employeeBusyHoursNote',
    },
    {
      filter: 'MessageCount ge 40',
      labelKey: 'datasets.hourlyCounts.everyoneBusyHours',
      noteKey: 'datasets.hourlyCounts.everyoneBusyHoursNote',
    },
  ],
  recordTypes: [MESSAGE_COUNT],
  // 24 entities per employee-day: `size` entities are ceil(size / 24) days.
  records: (size, seed) => messageSource(Math.ceil(size / 24), seed),
  design: MESSAGES_HOURLY,
};

/** Hourly message counts as one data-series entity per employee and day. */
export const MESSAGE_COUNTS_SERIES: SampleDataset = {
  id: 'message-counts-series',
  nameKey: 'datasets.dailyCounts.name',
  descriptionKey: 'datasets.dailyCounts.description',
  // A day's entity holds 24 hourly records: 100,000 days are 2.4 million records to generate,
  // so the picker stops there (a link asking for more still loads, only slowly).
  sizes: [50, 200, 1_000, 10_000, 100_000],
  defaultSize: 50,
  exampleQueries: [
    {
      filter: "PartitionKey eq '000000' and RowKey eq '20250115'",
      labelKey: 'datasets.hourlyCounts.employeeDay',
      noteKey: 'datasets.dailyCounts.employeeDayNote',
    },
    {
      filter: "PartitionKey eq '000001' and RowKey ge '20250113' and RowKey lt '20250116'",
      labelKey: 'datasets.dailyCounts.employeeThreeDays',
      noteKey: 'datasets.dailyCounts.employeeThreeDaysNote',
    },
    {
      filter: "PartitionKey eq '000002' and Hour10 ge 30",
      labelKey: 'datasets.dailyCounts.employeeBusyMornings',
      noteKey: 'datasets.dailyCounts.employeeBusyMorningsNote',
    },
    {
      filter: 'Hour10 ge 40',
      labelKey: 'datasets.dailyCounts.everyoneBusyMornings',
      noteKey: 'datasets.dailyCounts.everyoneBusyMorningsNote',
    },
  ],
  recordTypes: [MESSAGE_COUNT],
  // One entity per employee-day: `size` entities are `size` days of 24 records.
  records: messageSource,
  design: MESSAGES_SERIES,
};
