import { describe, expect, it } from 'vitest';
import { applyDesignToTable } from './design-table';
import type { RecordRun } from './record-runs';
import { bothWays, compiled, inRuns, READING } from './testing';
import type { DataRecord, EntitySet } from './types';

/** Readings of a day after another, a run of slots each, with every way a record can go wrong. */
function readings(): DataRecord[] {
  const out: DataRecord[] = [];
  for (let k = 0; k < 90; k++) {
    const day = `d${Math.floor(k / 9)}`;
    const slot = k % 9 === 8 ? 3 : k % 9; // a day's last slot repeats one: a property collision
    const r: Record<string, unknown> = { Day: day, Slot: slot, Name: `N${slot}`, Count: k };
    if (k % 7 === 0) r.Note = `note ${k}`;
    if (k === 3) r.Name = 'Note'; // the base column's name
    if (k === 5) r.Name = '__proto__';
    if (k === 12) r.Name = 'bad name'; // no property name; a RowKey may hold it
    if (k === 14) r.Name = 'a/b'; // a RowKey may not
    if (k === 20) delete r.Name;
    if (k === 21) r.Count = 'x'; // a wrong value
    if (k === 23) delete r.Count; // absent: the property is left out
    if (k === 26) r.Slot = -1; // a series name that is no property name ('H-1')
    if (k === 30) r.Day = 'd/3'; // a PartitionKey may not hold '/'
    if (k === 40) r.Day = 41; // a wrong key input
    out.push(r as DataRecord);
  }
  return out;
}

function series(partitionKey: string, rowKey: string, name: string): EntitySet {
  return {
    name: 'series',
    recordType: 'Reading',
    kind: 'series',
    partitionKey,
    rowKey,
    properties: ['Note'],
    series: { name, value: 'Count' },
  };
}

/** The designs whose series the runs feed: key and name templates of each kind. */
const DESIGNS: readonly [string, EntitySet][] = [
  ['fixed keys, a name of one property', series('p_{Day}', 'r', 'H{Slot}')],
  ['a name read from a property', series('{Day}', 'day', '{Name}')],
  ['a RowKey of one varying property', series('{Day}', '{Name}', 'H{Slot|pad:2}')],
  ['a RowKey of two properties', series('p', '{Day}_{Slot|pad:2}', 'C')],
  ['a PartitionKey that varies', series('{Slot}', '{Day}', 'H{Slot}')],
];

/** A source that offers only runs: reading it record by record fails the test. */
function runsOnly(records: readonly DataRecord[], length: number) {
  const source = inRuns(records, length);
  return {
    [Symbol.iterator](): Iterator<DataRecord> {
      throw new Error('read record by record');
    },
    runs: (): Iterable<RecordRun> => source.runs(),
  };
}

/** `set` applied to `records` one by one and from runs of `length`, which must agree. */
function bothPaths(set: EntitySet, records: readonly DataRecord[], length: number) {
  const design = compiled([set], [READING]);
  const plain = applyDesignToTable(design, { Reading: records });
  const runs = applyDesignToTable(design, { Reading: runsOnly(records, length) });
  expect(runs.run.log.problems).toEqual(plain.run.log.problems);
  expect(runs.run.stats).toEqual(plain.run.stats);
  expect(runs.table.partitions).toEqual(plain.table.partitions);
  expect(runs.rejected).toEqual(plain.rejected);
  return runs;
}

/** Readings of `count` days of `slots` slots each, as `make` writes them. */
function days(
  count: number,
  slots: number,
  make: (day: number, slot: number) => Record<string, unknown>,
): DataRecord[] {
  const out: DataRecord[] = [];
  for (let d = 0; d < count; d++) {
    for (let slot = 0; slot < slots; slot++) out.push(make(d, slot) as DataRecord);
  }
  return out;
}

describe('a data series from records offered in runs (series-runs.ts)', () => {
  for (const [what, set] of DESIGNS) {
    for (const length of [1, 4, 9]) {
      it(`${what}, runs of ${length}: the entities and problems of the record path`, () => {
        bothPaths(set, readings(), length);
        // And the wire path's, whose series are gathered record by record.
        const design = compiled([set], [READING]);
        const both = bothWays(design, () => ({ Reading: inRuns(readings(), length) }));
        expect(both.typed).toEqual(both.wire);
        expect(both.held).toEqual(both.wire);
      });
    }
  }

  it('the test data goes wrong every way it means to, on each path', () => {
    const counts = (set: EntitySet) =>
      applyDesignToTable(compiled([set], [READING]), { Reading: runsOnly(readings(), 9) }).run.log
        .counts;
    expect(counts(DESIGNS[0]![1])).toMatchObject({
      PROPERTY_COLLISION: expect.any(Number),
      INVALID_PROPERTY_NAME: 1,
      WRONG_VALUE_TYPE: 2,
      INVALID_KEY: 1,
    });
    expect(counts(DESIGNS[1]![1])).toMatchObject({ MISSING_VALUE: 1 });
    expect(counts(DESIGNS[2]![1])).toMatchObject({ INVALID_KEY: 2, MISSING_VALUE: 1 });
  });

  it('a clean day learned once is replayed for the next; a day that goes wrong goes record by record', () => {
    // Days of six slots, every day's runs sharing one Slot array; some days go wrong late.
    const records = days(40, 6, (d, slot) => ({
      Day: `d${d}`,
      Slot: slot,
      Count: d === 7 && slot === 4 ? 'x' : d === 11 && slot === 5 ? -0 : d * 10 + slot,
      ...(d === 13 ? { Note: 'n' } : {}), // another shape: its own run
    }));
    const runs = bothPaths(series('p_{Day}', 'r', 'H{Slot}'), records, 6);
    expect(runs.run.log.counts).toEqual({ WRONG_VALUE_TYPE: 1 });
  });

  it("a base column that varies within a run is read from each entity's own first record", () => {
    const records = days(6, 4, (d, slot) => ({
      Day: `d${d}`,
      Slot: slot,
      Count: slot,
      Note: `day ${d}, slot ${slot}`,
    }));
    const runs = bothPaths(series('p', '{Day}', 'H{Slot}'), records, 12);
    const notes = runs.table.partitions[0]!.entities.map((e) => e.properties.Note?.value);
    expect(notes).toEqual([0, 1, 2, 3, 4, 5].map((d) => `day ${d}, slot 0`));
  });

  it('a key that fails for a stretch of records is reported for each of them', () => {
    const records = days(4, 5, (d, slot) => ({
      Day: d === 2 ? 'd/2' : `d${d}`,
      Slot: slot,
      Count: slot,
    }));
    for (const set of [series('p_{Day}', 'r', 'H{Slot}'), series('p', '{Day}', 'H{Slot}')]) {
      expect(bothPaths(set, records, 10).run.log.counts).toEqual({ INVALID_KEY: 5 });
    }
  });

  it('a base column whose value is wrong is reported for each record, and a later good one starts the entity', () => {
    // Day 1: every Note is wrong; day 2: only the first two are.
    const records = days(4, 5, (d, slot) => ({
      Day: `d${d}`,
      Slot: slot,
      Count: slot,
      Note: d === 1 || (d === 2 && slot < 2) ? 42 : 'n',
    }));
    const runs = bothPaths(series('p_{Day}', 'r', 'H{Slot}'), records, 20);
    expect(runs.run.log.counts).toEqual({ WRONG_VALUE_TYPE: 7 });
  });
});
