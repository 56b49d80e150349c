import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataRecord } from '../design';
import { RecordIndexes } from './record-index';

const records: DataRecord[] = [
  { Id: 1, Dept: 'A', Score: Number.NaN, Blob: new Uint8Array([1]) },
  { Id: 2, Dept: 'B', Score: 3 },
  { Id: 3, Dept: 'A', Score: Number.NaN },
  { Id: 4, Dept: 'A' },
];

describe('record indexes', () => {
  it('finds the records holding a value, the same at every look-up', () => {
    const indexes = new RecordIndexes();
    const scanned = indexes.lookup('T', 'Dept', records, 'A');
    const indexed = indexes.lookup('T', 'Dept', records, 'A');
    expect(scanned).toEqual([0, 2, 3]);
    expect(indexed).toEqual(scanned);
    expect(indexes.lookup('T', 'Dept', records, 'C')).toEqual([]);
    // NaN finds NaN, as a Map key does, both ways.
    expect(indexes.lookup('T', 'Score', records, Number.NaN)).toEqual([0, 2]);
    expect(indexes.lookup('T', 'Score', records, Number.NaN)).toEqual([0, 2]);
    // A binary value is never looked up: it is an object, equal only to itself.
    const blob = records[0]!.Blob!;
    expect(indexes.lookup('T', 'Blob', records, blob)).toEqual([]);
    expect(indexes.lookup('T', 'Blob', records, blob)).toEqual([]);
  });

  it('reads each record once for the properties looked up together', () => {
    let reads = 0;
    // Records that count how often a property of theirs is read.
    const counted: DataRecord[] = records.map((r) => {
      const copy: DataRecord = {};
      for (const [name, value] of Object.entries(r)) {
        Object.defineProperty(copy, name, {
          enumerable: true,
          get: () => {
            reads++;
            return value;
          },
        });
      }
      return copy;
    });
    const indexes = new RecordIndexes();
    const together = ['Id', 'Dept', 'Score'];
    expect(indexes.lookup('T', 'Dept', counted, 'A', together)).toEqual([0, 2, 3]);
    const afterFirst = reads;
    // Id and Score were copied in the same pass: their look-ups read no record again.
    expect(indexes.lookup('T', 'Id', counted, 2, together)).toEqual([1]);
    expect(indexes.lookup('T', 'Score', counted, 3, together)).toEqual([1]);
    expect(reads).toBe(afterFirst);
    // One read a property of each record that has it: 4 Ids, 4 Depts, 3 Scores.
    expect(afterFirst).toBe(11);
  });

  it('reads kept values only for the records they were read from', () => {
    const indexes = new RecordIndexes();
    expect(indexes.lookup('T', 'Dept', records, 'B')).toEqual([1]);
    // Another comparison's records under the same type: their own values, not the kept ones.
    const others: DataRecord[] = [{ Dept: 'B' }, { Dept: 'B' }];
    expect(indexes.lookup('T', 'Dept', others, 'B')).toEqual([0, 1]);
    expect(indexes.lookup('T', 'Dept', records, 'B')).toEqual([1]);
  });

  it('says whether a property is unique, ignoring records without one, and keeps the answer', () => {
    const indexes = new RecordIndexes();
    expect(indexes.unique('T', 'Id', records)).toBe(true);
    expect(indexes.unique('T', 'Dept', records)).toBe(false);
    // Score: NaN twice and one record without it.
    expect(indexes.unique('T', 'Score', records)).toBe(false);
    // Kept: records changed afterwards (they never are in a comparison) do not change it.
    expect(indexes.unique('T', 'Id', [...records, { Id: 1 }])).toBe(true);
  });

  it('keeps record types apart', () => {
    const indexes = new RecordIndexes();
    const other: DataRecord[] = [{ Id: 1 }, { Id: 1 }];
    expect(indexes.unique('T', 'Id', records)).toBe(true);
    expect(indexes.unique('U', 'Id', other)).toBe(false);
  });

  it('tells unique from repeated values as a Set would, whatever the values (property)', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom(Number.NaN, 0, -0, true, false),
    );
    fc.assert(
      fc.property(fc.array(fc.option(value, { nil: undefined }), { maxLength: 40 }), (values) => {
        const rows: DataRecord[] = values.map((v): DataRecord => (v === undefined ? {} : { P: v }));
        const present = values.filter((v) => v !== undefined);
        const expected = new Set(present).size === present.length;
        expect(new RecordIndexes().unique('T', 'P', rows)).toBe(expected);
      }),
    );
  });

  it('finds a repeat far past the first values, and none among a million distinct', () => {
    const distinct: DataRecord[] = Array.from({ length: 200_000 }, (_, i) => ({ E: `e${i}@x` }));
    expect(new RecordIndexes().unique('T', 'E', distinct)).toBe(true);
    const repeated = [...distinct, { E: 'e123456@x' }];
    expect(new RecordIndexes().unique('T', 'E', repeated)).toBe(false);
  });
});
