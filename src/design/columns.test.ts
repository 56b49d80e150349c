import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computedColumn, EntityWriter, recordColumn } from './columns';
import { compileTemplate } from './template-compile';
import { EVERY_TYPE, FULL_RECORD } from './testing';
import type { DataRecord, RecordValue } from './types';

const columns = [
  ...EVERY_TYPE.properties.map((p) => recordColumn(p.name, p.name, p.type)),
  recordColumn('__proto__', 'Text', 'Edm.String'),
  (() => {
    const t = compileTemplate('{Int|pad:4}', EVERY_TYPE);
    if (!t.ok) throw new Error('compile');
    return computedColumn('Key', t.template);
  })(),
];

/** Each property of FULL_RECORD, or absent. */
const partial: fc.Arbitrary<DataRecord> = fc
  .array(fc.boolean(), { minLength: 8, maxLength: 8 })
  .map((keep) => {
    const r: Record<string, RecordValue> = {};
    EVERY_TYPE.properties.forEach((p, i) => {
      if (keep[i]) r[p.name] = FULL_RECORD[p.name]!;
    });
    return r;
  });

describe('EntityWriter', () => {
  it('writes __proto__ as an own property, never as the prototype', () => {
    const e = new EntityWriter(columns).write('p', 'r', FULL_RECORD)!;
    expect(Object.hasOwn(e, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(e)).toBe(Object.prototype);
  });

  it('leaves out absent values and counts the entity size of what it wrote', () => {
    const w = new EntityWriter(columns);
    fc.assert(
      fc.property(partial, (r) => {
        const e = w.write('pk', 'rk', r);
        if (e === null) return;
        for (const p of EVERY_TYPE.properties) expect(Object.hasOwn(e, p.name)).toBe(p.name in r);
        expect(w.bytes).toBeGreaterThanOrEqual(4 + 2 * 4);
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('names the mistyped column and writes nothing for that record', () => {
    const w = new EntityWriter(columns);
    expect(w.write('p', 'r', { ...FULL_RECORD, Long: 5 })).toBeNull();
    expect(w.bad?.name).toBe('Long');
  });
});
