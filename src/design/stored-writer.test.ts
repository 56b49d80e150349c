import { describe, expect, it } from 'vitest';
import { recordColumn } from './columns';
import { StoredWriter } from './stored-writer';

const columns = [
  recordColumn('Hour', 'Hour', 'Edm.Int32'),
  recordColumn('Note', 'Note', 'Edm.String'),
];

describe('StoredWriter', () => {
  it('gives records with equal values one properties object, and records that differ their own', () => {
    const writer = new StoredWriter(columns, 0n, null);
    const a = writer.write('p', '1', { Hour: 7, Note: 'x' }, 0)!;
    const b = writer.write('p', '2', { Hour: 8, Note: 'x' }, 1)!;
    const c = writer.write('p', '3', { Hour: 7, Note: 'x' }, 2)!;
    const d = writer.write('p', '4', { Hour: 7 }, 3)!;
    expect(c.properties).toBe(a.properties);
    expect(b.properties).not.toBe(a.properties);
    expect(b.properties).toEqual({
      Hour: { type: 'Edm.Int32', value: 8 },
      Note: { type: 'Edm.String', value: 'x' },
    });
    // An absent value is not an equal value: the property is left out.
    expect(d.properties).not.toBe(a.properties);
    expect(d.properties).toEqual({ Hour: { type: 'Edm.Int32', value: 7 } });
    expect(writer.write('p', '5', { Hour: 7 }, 4)!.properties).toBe(d.properties);
  });

  it('keeps sizes per entity right when properties are shared', () => {
    const writer = new StoredWriter(columns, 0n, null);
    writer.write('p', '1', { Hour: 7, Note: 'xyz' }, 5);
    const first = writer.bytes;
    writer.write('p', '22', { Hour: 7, Note: 'xyz' }, 6);
    expect(writer.bytes).toBe(first + 2);
  });
});
