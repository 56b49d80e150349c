import { describe, expect, it } from 'vitest';
import { ProblemLog } from './problems';
import { StoredSeries } from './series-stored';
import { StoredWriter } from './stored-writer';
import { bothWays, compiled, READING } from './testing';
import type { DataRecord, EntitySet } from './types';

function seriesSet(name: string, prefix: string, seriesName: string): EntitySet {
  return {
    name,
    recordType: 'Reading',
    kind: 'series',
    partitionKey: `${prefix}{Day}`,
    rowKey: 'r',
    properties: ['Note'],
    series: { name: seriesName, value: 'Count' },
  };
}

/** Readings of three days, interleaved, with every way a series value can go wrong. */
function readings(): DataRecord[] {
  const out: DataRecord[] = [];
  for (let k = 0; k < 60; k++) {
    const day = `d${k % 3}`;
    const slot = Math.floor(k / 3) % 14; // slots repeat in a day: property collisions
    const r: Record<string, unknown> = { Day: day, Slot: slot, Name: `N${slot}`, Count: k };
    if (k % 7 === 0) r.Note = `note ${k}`;
    if (k === 3) r.Name = 'Note'; // the base column's name
    if (k === 5) r.Name = '__proto__';
    if (k === 8) r.Name = 'bad name';
    if (k === 10) delete r.Name;
    if (k === 11) r.Count = 'x'; // a wrong value
    if (k === 13) delete r.Count; // absent: the property is left out
    if (k === 16) r.Slot = -1; // a series name that is no property name ('H-1')
    out.push(r as DataRecord);
  }
  return out;
}

describe('series entities in the stored form (series-stored.ts)', () => {
  it('are the entities, problems and property order of the wire path, whatever goes wrong', () => {
    const design = compiled(
      [
        seriesSet('by slot', 's_', 'H{Slot}'),
        seriesSet('by name', 'n_', '{Name}'),
        seriesSet('padded', 'p_', '{Slot|pad:2}'),
      ],
      [READING],
    );
    const both = bothWays(design, () => ({ Reading: readings() }));
    expect(both.typed).toEqual(both.wire);
    expect(both.held).toEqual(both.wire);
    expect(both.typed.problems.counts).toMatchObject({
      PROPERTY_COLLISION: expect.any(Number),
      INVALID_PROPERTY_NAME: expect.any(Number),
      WRONG_VALUE_TYPE: 2,
      MISSING_VALUE: 1,
    });
    // toEqual ignores key order: the properties must come in the order the wire path writes.
    const keys = (e: object) => Object.keys(e).filter((k) => !k.endsWith('@odata.type'));
    expect(both.typed.entities.map(keys)).toEqual(both.wire.entities.map(keys));
    const proto = both.table.partitions.find((p) => p.partitionKey === 'n_d2')!.entities[0]!;
    expect(Object.hasOwn(proto.properties, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(proto.properties, '__proto__')?.value).toEqual({
      type: 'Edm.Double',
      value: 5,
    });
  });
});

describe('series entities of one shape are checked by the table builder once, their texts each time', () => {
  it('a String value too long for the engine is rejected as the wire path rejects it', () => {
    const set: EntitySet = {
      ...seriesSet('notes', 'n_', 'H{Slot}'),
      properties: [],
      series: { name: 'H{Slot}', value: 'Note' },
    };
    const records = Array.from({ length: 48 }, (_, k) => ({
      Day: `d${Math.floor(k / 4)}`,
      Slot: k % 4,
      Note: k === 29 ? 'x'.repeat(40_000) : `n${k}`,
    }));
    const both = bothWays(compiled([set], [READING]), () => ({ Reading: records }));
    expect(both.typed).toEqual(both.wire);
    expect(both.held).toEqual(both.wire);
    expect(both.typed.rejected).toEqual([expect.objectContaining({ code: 'STRING_TOO_LONG' })]);
    expect(both.table.size).toBe(11);
  });
});

describe('series names arriving in ever new orders', () => {
  it('past the shapes a set keeps, entities get shapes of their own and the same properties', () => {
    const set = seriesSet('shuffled', 's_', 'H{Slot}');
    const s = compiled([set], [READING]).sets[0]!;
    const records = Array.from({ length: 400 }, (_, k) => ({
      Day: `d${Math.floor(k / 8)}`,
      Slot: (k * 5 + Math.floor(k / 8) * 3) % 8, // each day's slots in another order
      Note: 'n',
      Count: k,
    }));
    const gather = (maxShapes: number) => {
      const series = new StoredSeries(
        s,
        new StoredWriter(s.columns, 0n, null),
        new ProblemLog(),
        0n,
        maxShapes,
      );
      records.forEach((r, i) => {
        series.add(`s_${r.Day}`, 'r', r, i);
      });
      return Array.from(
        series.entities(() => true),
        (e) => ({ ...e }),
      );
    };
    const kept = gather(65_536);
    const few = gather(3);
    expect(few.map((e) => e.entity)).toEqual(kept.map((e) => e.entity));
    expect(few.map((e) => Object.keys(e.entity.properties))).toEqual(
      kept.map((e) => Object.keys(e.entity.properties)),
    );
    expect(kept.every((e) => e.shape !== undefined)).toBe(true);
    expect(few.filter((e) => e.shape === undefined).length).toBeGreaterThan(0);
  });
});
