/**
 * The hand-written message-count generators the samples had before issue 17 (records and preset
 * designs replaced them), rebuilt here as the baseline "no regression" is measured against in
 * the same run: wire entities written directly, as one object literal per entity, from the
 * sample's own counts and keys. `samples.bench.ts` checks at a small size that they build the
 * table the sample builds.
 */

import { MomentFormatter, pad } from '../src/datasets/samples/clock';
import { employeeIdKey } from '../src/datasets/samples/employees';
import {
  DAYS_PER_EMPLOYEE,
  dayHash,
  hourCount,
  START,
} from '../src/datasets/samples/message-counts';
import type { WireEntity } from '../src/engine';

/** One employee-day: which employee, which day, its hash and its key strings. */
interface EmployeeDay {
  readonly day: number;
  readonly hash: number;
  readonly partitionKey: string;
  readonly dayKey: string;
}

/** Yields `count` employee-days: employee 0's week, then employee 1's, and so on. */
function* employeeDays(count: number, seed: number): Generator<EmployeeDay> {
  const moments = new MomentFormatter();
  const dayKeys = Array.from({ length: DAYS_PER_EMPLOYEE }, (_, d) =>
    moments.dayKey(START + d * 86_400),
  );
  let partitionKey = '';
  for (let k = 0; k < count; k++) {
    const employee = Math.floor(k / DAYS_PER_EMPLOYEE);
    const day = k % DAYS_PER_EMPLOYEE;
    if (day === 0) partitionKey = employeeIdKey(employee);
    yield { day, hash: dayHash(seed, employee, day), partitionKey, dayKey: dayKeys[day]! };
  }
}

/** The hourly sample's entities: 24 per employee-day for ceil(size / 24) employee-days. */
export function* oldHourly(size: number, seed: number): Generator<WireEntity> {
  const hourSuffix = Array.from({ length: 24 }, (_, h) => pad(h, 2));
  for (const d of employeeDays(Math.ceil(size / 24), seed)) {
    for (let h = 0; h < 24; h++) {
      yield {
        PartitionKey: d.partitionKey,
        RowKey: d.dayKey + hourSuffix[h],
        Hour: h,
        MessageCount: hourCount(d.hash, d.day, h),
      };
    }
  }
}

/** One data-series entity, written as one literal (24 properties added by name would be slow). */
function seriesEntity(d: EmployeeDay): WireEntity {
  const { hash, day } = d;
  return {
    PartitionKey: d.partitionKey,
    RowKey: d.dayKey,
    Hour00: hourCount(hash, day, 0),
    Hour01: hourCount(hash, day, 1),
    Hour02: hourCount(hash, day, 2),
    Hour03: hourCount(hash, day, 3),
    Hour04: hourCount(hash, day, 4),
    Hour05: hourCount(hash, day, 5),
    Hour06: hourCount(hash, day, 6),
    Hour07: hourCount(hash, day, 7),
    Hour08: hourCount(hash, day, 8),
    Hour09: hourCount(hash, day, 9),
    Hour10: hourCount(hash, day, 10),
    Hour11: hourCount(hash, day, 11),
    Hour12: hourCount(hash, day, 12),
    Hour13: hourCount(hash, day, 13),
    Hour14: hourCount(hash, day, 14),
    Hour15: hourCount(hash, day, 15),
    Hour16: hourCount(hash, day, 16),
    Hour17: hourCount(hash, day, 17),
    Hour18: hourCount(hash, day, 18),
    Hour19: hourCount(hash, day, 19),
    Hour20: hourCount(hash, day, 20),
    Hour21: hourCount(hash, day, 21),
    Hour22: hourCount(hash, day, 22),
    Hour23: hourCount(hash, day, 23),
  };
}

/** The data-series sample's entities: one per employee-day, `size` in all. */
export function* oldSeries(size: number, seed: number): Generator<WireEntity> {
  for (const d of employeeDays(size, seed)) yield seriesEntity(d);
}
