/**
 * Write load: new records arrive at a steady rate, and every entity a design makes of a record
 * is a write to its partition (a copy is inserted; an index or series entity is updated). Per
 * design, the writes per second of the busiest partition in each time bucket are compared with
 * the service's scalability targets: 2,000 entities per second per partition and 20,000 per
 * second per account. docs/access-patterns.md states what the numbers rest on.
 *
 * Arrival 'by-property': records arrive in the order of a DateTime property, their spacing
 * scaled so that the average is the rate; the property then *is* the arrival clock, so each
 * record's keys are computed with the property set to its arrival time (log events written as
 * they happen: at 5,000 a second, a whole second's writes share one hour). Arrival 'uniform':
 * records arrive evenly in their generated order, with their own values.
 */

import type { CompiledSet, DataRecord } from '../design';
import type { Coded, Result } from '../engine';
import type { LoadedComparison } from './comparison';
import { MESSAGES } from './messages';
import type {
  DesignWriteLoad,
  HotPartition,
  WriteBucket,
  WriteLoad,
  WriteLoadSettings,
} from './types';

/** The service's scalability target for one partition, entities per second. */
const PARTITION_TARGET = 2_000;
/** The service's scalability target for one storage account, entities per second. */
const ACCOUNT_TARGET = 20_000;
/** Most buckets in a series: a longer run widens its buckets (rates are averaged over them). */
const MAX_BUCKETS = 2_000;
/** Hot partitions listed per design. */
const HOT = 5;
const TICKS_PER_SECOND = 10_000_000;

/** One arriving record: its type's sets, the record, and its arrival second. */
interface Arrival {
  readonly type: string;
  readonly record: DataRecord;
  readonly at: number;
}

/** The records in arrival order with their arrival time, or why the arrival cannot be made. */
function arrivals(
  comparison: Extract<LoadedComparison, { ok: true }>,
  settings: WriteLoadSettings,
): Arrival[] | Coded {
  const rate = settings.recordsPerSecond;
  const all: Arrival[] = [];
  if (settings.arrival.kind === 'uniform') {
    for (const t of comparison.types) {
      for (const record of comparison.records[t.name] ?? []) {
        all.push({ type: t.name, record, at: all.length / rate });
      }
    }
    return all;
  }
  const property = settings.arrival.property;
  const timed = comparison.types.filter((t) =>
    t.properties.some((p) => p.name === property && p.type === 'Edm.DateTime'),
  );
  if (timed.length === 0) return MESSAGES.noArrivalProperty(property);
  const raw: { type: string; record: DataRecord; ticks: bigint }[] = [];
  for (const t of timed) {
    for (const record of comparison.records[t.name] ?? []) {
      const v = record[property];
      if (typeof v === 'bigint') raw.push({ type: t.name, record, ticks: v });
    }
  }
  raw.sort((a, b) => (a.ticks < b.ticks ? -1 : a.ticks > b.ticks ? 1 : 0));
  if (raw.length === 0) return all;
  const first = raw[0]!.ticks;
  const span = Number(raw[raw.length - 1]!.ticks - first);
  const duration = raw.length / rate;
  raw.forEach((r, i) => {
    const at = span === 0 ? i / rate : (Number(r.ticks - first) / span) * duration;
    // The property becomes the arrival clock: the record as written at that moment.
    const ticks = first + BigInt(Math.round(at * TICKS_PER_SECOND));
    all.push({ type: r.type, record: { ...r.record, [property]: ticks }, at });
  });
  return all;
}

/** Counts of one design while the arrivals stream past. */
class DesignCounter {
  readonly buckets: WriteBucket[] = [];
  readonly totals = new Map<string, number>();
  readonly peaks = new Map<string, number>();
  private current = new Map<string, number>();
  private writes = 0;
  private start = 0;

  constructor(
    readonly designId: string,
    readonly sets: ReadonlyMap<string, readonly CompiledSet[]>,
    private readonly width: number,
  ) {}

  write(type: string, record: DataRecord): void {
    for (const s of this.sets.get(type) ?? []) {
      const key = s.partitionKey.evaluate(record);
      if (key === null) continue;
      // A partition is a table's: a design of several tables names it with its table.
      const table = s.table?.evaluate(record) ?? null;
      const pk = table === null ? key : `${table} / ${key}`;
      this.current.set(pk, (this.current.get(pk) ?? 0) + 1);
      this.writes++;
    }
  }

  /** Closes the bucket that started at `start` seconds, and opens the next at `next`. */
  flush(next: number): void {
    if (this.writes > 0) {
      let busiest = '';
      let most = 0;
      for (const [pk, n] of this.current) {
        this.totals.set(pk, (this.totals.get(pk) ?? 0) + n);
        const rate = n / this.width;
        if (rate > (this.peaks.get(pk) ?? 0)) this.peaks.set(pk, rate);
        if (n > most) {
          most = n;
          busiest = pk;
        }
      }
      this.buckets.push({
        start: this.start,
        busiestPartitionRate: most / this.width,
        busiestPartition: busiest,
        accountRate: this.writes / this.width,
        partitionsWritten: this.current.size,
      });
    }
    this.current = new Map();
    this.writes = 0;
    this.start = next;
  }
}

/** Each design's write load at a setting, or a plain-words reason it cannot be computed. */
export function writeLoad(
  comparison: Extract<LoadedComparison, { ok: true }>,
  settings: WriteLoadSettings,
): Result<{ load: WriteLoad }, Coded> {
  const rate = settings.recordsPerSecond;
  if (!(Number.isFinite(rate) && rate > 0)) return { ok: false, error: MESSAGES.badRate(rate) };
  const asked = settings.bucketSeconds ?? 1;
  if (!(Number.isFinite(asked) && asked > 0)) {
    return { ok: false, error: MESSAGES.badBucket(asked) };
  }
  const arrived = arrivals(comparison, settings);
  if (!Array.isArray(arrived)) return { ok: false, error: arrived };
  const duration = arrived.length === 0 ? 0 : arrived[arrived.length - 1]!.at;
  const width = Math.max(asked, duration / MAX_BUCKETS);
  const counters = comparison.designs.map((d) => {
    const sets = new Map<string, CompiledSet[]>();
    for (const s of d.compiled.sets) sets.set(s.type.name, [...(sets.get(s.type.name) ?? []), s]);
    return new DesignCounter(d.id, sets, width);
  });
  let bucket = 0;
  for (const a of arrived) {
    const b = Math.floor(a.at / width);
    if (b !== bucket) {
      for (const c of counters) c.flush(b * width);
      bucket = b;
    }
    for (const c of counters) c.write(a.type, a.record);
  }
  for (const c of counters) c.flush(0);
  const records = arrived.length;
  const designs = counters.map((c): DesignWriteLoad => {
    const writes = [...c.totals.values()].reduce((a, b) => a + b, 0);
    const peakPartitionRate = Math.max(0, ...c.buckets.map((b) => b.busiestPartitionRate));
    const peakAccountRate = Math.max(0, ...c.buckets.map((b) => b.accountRate));
    const hotPartitions: HotPartition[] = [...c.totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, HOT)
      .map(([partitionKey, n]) => ({
        partitionKey,
        share: writes === 0 ? 0 : n / writes,
        peakRate: c.peaks.get(partitionKey) ?? 0,
      }));
    const passes = peakPartitionRate <= PARTITION_TARGET && peakAccountRate <= ACCOUNT_TARGET;
    return {
      designId: c.designId,
      writesPerRecord: records === 0 ? 0 : writes / records,
      peakPartitionRate,
      peakAccountRate,
      passes,
      summary: MESSAGES.writeSummary(
        { partition: peakPartitionRate, account: peakAccountRate },
        { partition: PARTITION_TARGET, account: ACCOUNT_TARGET },
        passes,
      ),
      buckets: c.buckets,
      hotPartitions,
    };
  });
  return {
    ok: true,
    load: {
      settings: { ...settings, bucketSeconds: width },
      partitionTarget: PARTITION_TARGET,
      accountTarget: ACCOUNT_TARGET,
      designs,
      assumptions: MESSAGES.writeAssumptions(settings, width, records),
    },
  };
}
