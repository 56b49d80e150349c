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

describe('a data series from records offered in runs (series-runs.ts)', () => {
  for (const [what, set] of DESIGNS) {
    for (const length of [1, 4, 9]) {
      it(`${what}, runs of ${length}: the entities and problems of the record path`, () => {
        const design = compiled([set], [READING]);
        const plain = applyDesignToTable(design, { Reading: readings() });
        const runs = applyDesignToTable(design, { Reading: runsOnly(readings(), length) });
        expect(runs.run.log.problems).toEqual(plain.run.log.problems);
        expect(runs.run.stats).toEqual(plain.run.stats);
        expect(runs.table.partitions).toEqual(plain.table.partitions);
        expect(runs.rejected).toEqual(plain.rejected);
        // And the wire path's, whose series are gathered record by record.
        const both = bothWays(design, () => ({ Reading: inRuns(readings(), length) }));
        expect(both.typed).toEqual(both.wire);
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
    const records: DataRecord[] = [];
    for (let d = 0; d < 40; d++) {
      for (let slot = 0; slot < 6; slot++) {
        const r: Record<string, unknown> = { Day: `d${d}`, Slot: slot, Count: d * 10 + slot };
        if (d === 7 && slot === 4) r.Count = 'x'; // a wrong value after a learned prefix
        if (d === 11 && slot === 5) r.Count = -0; // a value the pool keeps apart from 0
        if (d === 13) r.Note = 'n'; // another shape: its own run
        records.push(r as DataRecord);
      }
    }
    const set = series('p_{Day}', 'r', 'H{Slot}');
    const design = compiled([set], [READING]);
    const plain = applyDesignToTable(design, { Reading: records });
    const runs = applyDesignToTable(design, { Reading: runsOnly(records, 6) });
    expect(runs.run.log.problems).toEqual(plain.run.log.problems);
    expect(runs.run.log.counts).toEqual({ WRONG_VALUE_TYPE: 1 });
    expect(runs.table.partitions).toEqual(plain.table.partitions);
    expect(runs.run.stats).toEqual(plain.run.stats);
  });

  it("a base column that varies within a run is read from each entity's own first record", () => {
    const records: DataRecord[] = [];
    for (let d = 0; d < 6; d++) {
      for (let slot = 0; slot < 4; slot++) {
        records.push({ Day: `d${d}`, Slot: slot, Count: slot, Note: `day ${d}, slot ${slot}` });
      }
    }
    const design = compiled([series('p', '{Day}', 'H{Slot}')], [READING]);
    const plain = applyDesignToTable(design, { Reading: records });
    const runs = applyDesignToTable(design, { Reading: runsOnly(records, 12) });
    expect(runs.table.partitions).toEqual(plain.table.partitions);
    const notes = runs.table.partitions[0]!.entities.map((e) => e.properties.Note?.value);
    expect(notes).toEqual([
      'day 0, slot 0',
      'day 1, slot 0',
      'day 2, slot 0',
      'day 3, slot 0',
      'day 4, slot 0',
      'day 5, slot 0',
    ]);
  });

  it('a key that fails for a stretch of records is reported for each of them', () => {
    const records: DataRecord[] = [];
    for (let d = 0; d < 4; d++) {
      for (let slot = 0; slot < 5; slot++) {
        records.push({ Day: d === 2 ? 'd/2' : `d${d}`, Slot: slot, Count: slot });
      }
    }
    for (const set of [series('p_{Day}', 'r', 'H{Slot}'), series('p', '{Day}', 'H{Slot}')]) {
      const design = compiled([set], [READING]);
      const plain = applyDesignToTable(design, { Reading: records });
      const runs = applyDesignToTable(design, { Reading: runsOnly(records, 10) });
      expect(runs.run.log.problems).toEqual(plain.run.log.problems);
      expect(runs.run.log.counts).toEqual({ INVALID_KEY: 5 });
      expect(runs.table.partitions).toEqual(plain.table.partitions);
    }
  });

  it('a base column whose value is wrong is reported for each record, and a later good one starts the entity', () => {
    const records: DataRecord[] = [];
    for (let d = 0; d < 4; d++) {
      for (let slot = 0; slot < 5; slot++) {
        // Day 1: every Note is wrong; day 2: only the first two are.
        const wrong = d === 1 || (d === 2 && slot < 2);
        records.push({ Day: `d${d}`, Slot: slot, Count: slot, Note: wrong ? 42 : 'n' });
      }
    }
    const design = compiled([series('p_{Day}', 'r', 'H{Slot}')], [READING]);
    const plain = applyDesignToTable(design, { Reading: records });
    const runs = applyDesignToTable(design, { Reading: runsOnly(records, 20) });
    expect(runs.run.log.problems).toEqual(plain.run.log.problems);
    expect(runs.run.log.counts).toEqual({ WRONG_VALUE_TYPE: 7 });
    expect(runs.table.partitions).toEqual(plain.table.partitions);
    expect(runs.run.stats).toEqual(plain.run.stats);
  });
});
