/**
 * The application-log dataset: the hot-partition anti-pattern. PartitionKey is the hour the
 * record was written ('yyyyMMddHH'), so at any moment every write goes to the same partition.
 */
import type { DataRecord } from '../../design';
import { TICKS_PER_SECOND, ticksOf, unixSeconds } from './clock';
import { LOG_LEVELS, LOG_MESSAGES, LOG_SOURCES } from './names';
import { LOG_BY_HOUR } from './presets';
import { createRandom } from './random';
import { LOG_EVENT } from './record-types';
import type { SampleDataset } from './types';

/** The log starts at 2025-01-15 08:00 UTC, whatever the size. */
const START = unixSeconds(2025, 1, 15, 8);

/** Hours the log covers: 4 for a teaching set, growing to a week (168) for the largest. */
export function logHours(size: number): number {
  return Math.max(4, Math.min(168, Math.ceil(size / 5_000)));
}

/** Every 23rd record (from the 6th) is a payments outage error, so error queries hit at every size. */
const OUTAGE_EVERY = 23;
const OUTAGE_AT = 5;

/** Yields `size` log records in time order (strictly increasing times, so keys are unique). */
function* logRecords(size: number, seed: number): Generator<DataRecord> {
  const random = createRandom(seed, 3);
  const slot = Math.max(
    1,
    Math.floor((logHours(size) * 3600 * TICKS_PER_SECOND) / Math.max(1, size)),
  );
  for (let i = 0; i < size; i++) {
    // Record i falls at a random tick of its own whole-tick slot of the period: times strictly
    // increase (keys stay unique) and stay inside the period. Ticks since START fit a float exactly.
    const offset = i * slot + random.int(slot);
    const seconds = START + Math.floor(offset / TICKS_PER_SECOND);
    const fraction = offset % TICKS_PER_SECOND;
    const roll = random.float();
    const outage = i % OUTAGE_EVERY === OUTAGE_AT;
    // 90% information, 8% warnings, 2% errors, plus the outage.
    const level = outage ? 2 : roll < 0.9 ? 0 : roll < 0.98 ? 1 : 2;
    const messages = LOG_MESSAGES[level]!;
    const message = messages[random.int(messages.length)]!;
    const source = LOG_SOURCES[random.int(LOG_SOURCES.length)]!;
    yield {
      Level: LOG_LEVELS[level]!,
      Source: outage ? 'payments-api' : source,
      Message: outage ? 'Payment provider timed out' : message,
      DurationMs: outage ? 30_000 : 5 + random.int(level === 0 ? 200 : 2_000),
      EventTime: ticksOf(seconds, fraction),
    };
  }
}

/** Log records keyed by hour: the hot-partition anti-pattern. */
export const APP_LOG_HOT: SampleDataset = {
  id: 'app-log-hot',
  nameKey: 'datasets.appLog.name',
  descriptionKey: 'datasets.appLog.description',
  sizes: [50, 200, 1_000, 10_000, 100_000, 1_000_000],
  defaultSize: 200,
  exampleQueries: [
    {
      filter: "PartitionKey eq '2025011509'",
      labelKey: 'datasets.appLog.oneHour',
      noteKey: 'datasets.appLog.oneHourNote',
    },
    {
      filter: "PartitionKey eq '2025011509' and Level eq 'Error'",
      labelKey: 'datasets.appLog.errorsInHour',
      noteKey: 'datasets.appLog.errorsInHourNote',
    },
    {
      filter: "PartitionKey eq '2025011509' and RowKey ge '15:' and RowKey lt '30:'",
      labelKey: 'datasets.appLog.quarterHour',
      noteKey: 'datasets.appLog.quarterHourNote',
    },
    {
      filter: "PartitionKey ge '2025011508' and PartitionKey lt '2025011512' and Level eq 'Error'",
      labelKey: 'datasets.appLog.errorsFourHours',
      noteKey: 'datasets.appLog.errorsFourHoursNote',
    },
    {
      filter: "Source eq 'payments-api' and Level eq 'Error'",
      labelKey: 'datasets.appLog.paymentErrors',
      noteKey: 'datasets.appLog.paymentErrorsNote',
    },
  ],
  recordTypes: [LOG_EVENT],
  records: (size, seed) => ({ LogEvent: { [Symbol.iterator]: () => logRecords(size, seed) } }),
  design: LOG_BY_HOUR,
};
