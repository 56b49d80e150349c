/**
 * The time-keyed datasets: expenses newest first, the hourly log, and message counts whose two
 * shapes hold the same numbers.
 */
import { describe, expect, it } from 'vitest';
import { fromWireEntity } from '../../engine';
import { sampleEntities } from '../generate';
import { APP_LOG_HOT, logHours } from './app-log';
import { EXPENSES_LOG_TAIL } from './expenses';
import { MESSAGE_COUNTS_HOURLY, MESSAGE_COUNTS_SERIES, messageCount } from './message-counts';

const NOW = 638_396_640_000_000_000n;

describe('expenses-log-tail', () => {
  const entities = [...sampleEntities(EXPENSES_LOG_TAIL, 2_000, 4)];

  it('keys each partition newest first, in the order the entities are generated', () => {
    const last = new Map<string, { rk: string; time: string }>();
    for (const e of entities) {
      const pk = e.PartitionKey as string;
      const rk = e.RowKey as string;
      const time = e.SubmittedOn as string;
      const prev = last.get(pk);
      if (prev && !(prev.rk < rk && prev.time > time)) expect.fail(`${pk}: ${rk} after ${prev.rk}`);
      last.set(pk, { rk, time });
    }
    expect(last.size).toBe(4);
  });

  it('stores Amount as a Double even when whole, and SubmittedOn in 2024', () => {
    const whole = entities.find((e) => Number.isInteger(e.Amount));
    expect(whole).toBeDefined();
    const stored = fromWireEntity(whole!, { timestamp: NOW });
    if (!stored.ok) expect.fail(stored.error.code);
    expect(stored.entity.properties.Amount?.type).toBe('Edm.Double');
    expect(stored.entity.properties.SubmittedOn?.type).toBe('Edm.DateTime');
    const times = entities.map((e) => e.SubmittedOn as string).sort();
    expect(times[0]! >= '2024-01-01').toBe(true);
    expect(times.at(-1)! < '2025-01-01').toBe(true);
  });
});

describe('app-log-hot', () => {
  it('puts each hour in one partition, hours growing with size', () => {
    for (const size of [200, 100_000]) {
      const hours = new Set<string>();
      for (const e of sampleEntities(APP_LOG_HOT, size, 1)) hours.add(e.PartitionKey as string);
      expect(hours.size).toBe(logHours(size));
      expect([...hours][0]).toBe('2025011508');
    }
    expect([logHours(50), logHours(1_000_000)]).toEqual([4, 168]);
  });

  it('has RowKeys that rise within each hour and match EventTime', () => {
    const last = new Map<string, string>();
    for (const e of sampleEntities(APP_LOG_HOT, 5_000, 2)) {
      const pk = e.PartitionKey as string;
      const rk = e.RowKey as string;
      const time = e.EventTime as string;
      // 2025-01-15T09:17:05.0000042Z → PK 2025011509, RK 17:05.0000042
      expect(time.replace(/[-T:]/g, '').slice(0, 10)).toBe(pk);
      expect(time.slice(14, 27)).toBe(rk);
      if ((last.get(pk) ?? '') >= rk) expect.fail(`${pk}: ${rk} not after ${last.get(pk)}`);
      last.set(pk, rk);
    }
  });
});

describe('message counts', () => {
  it('holds the same counts in both shapes (24 entities per day vs one series entity)', () => {
    const hourly = [...sampleEntities(MESSAGE_COUNTS_HOURLY, 24 * 30, 6)];
    const series = [...sampleEntities(MESSAGE_COUNTS_SERIES, 30, 6)];
    expect(hourly).toHaveLength(720);
    expect(series).toHaveLength(30);
    hourly.forEach((h, i) => {
      const s = series[Math.floor(i / 24)]!;
      const hour = String(i % 24).padStart(2, '0');
      expect(h.PartitionKey).toBe(s.PartitionKey);
      expect(h.RowKey).toBe(`${s.RowKey}${hour}`);
      expect(h.MessageCount).toBe(s[`Hour${hour}`]);
    });
  });

  it('has busy office hours and quiet nights and weekends (seed 6)', () => {
    let office = 0;
    let night = 0;
    let weekend = 0;
    for (let employee = 0; employee < 50; employee++) {
      for (let day = 0; day < 7; day++) {
        for (let hour = 0; hour < 24; hour++) {
          const n = messageCount(6, employee, day, hour);
          expect(Number.isInteger(n) && n >= 0).toBe(true);
          if (day >= 5) weekend += n;
          else if (hour >= 9 && hour < 17) office += n;
          else if (hour < 6) night += n;
        }
      }
    }
    expect(night).toBe(0);
    expect(office / (50 * 5 * 8)).toBeGreaterThan(15);
    expect(weekend).toBeLessThan(office / 10);
  });

  it('differs between seeds', () => {
    const counts = (seed: number) =>
      Array.from({ length: 24 }, (_, h) => messageCount(seed, 3, 2, h)).join();
    expect(counts(1)).not.toBe(counts(2));
  });
});
