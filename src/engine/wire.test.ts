import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredEntity, WireEntity } from './entity';
import type { EntityError } from './errors';
import { arbStoredEntity, arbWireEntity } from './testing/arbitraries';
import { toWireEntity } from './wire';
import { createWireReader, fromWireEntity } from './wire-reader';

const NOW = 638_000_000_000_000_000n;
const TS_2008 = 633_512_448_000_000_000n; // 2008-07-10T00:00:00Z

function read(wire: WireEntity): StoredEntity {
  const r = fromWireEntity(wire, { timestamp: NOW });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.entity;
}

function reject(wire: WireEntity, options: { maxKeyLength?: number } = {}): EntityError {
  const r = fromWireEntity(wire, { timestamp: NOW, ...options });
  if (r.ok) throw new Error('accepted');
  return r.error;
}

const keys = { PartitionKey: 'Sales', RowKey: '2' };

describe('fromWireEntity: values', () => {
  it('types untyped JSON values: integer → Int32, fraction → Double, string, boolean', () => {
    const e = read({ ...keys, Age: 30, Price: 4.5, Name: 'Jones', IsActive: true });
    expect(e.properties).toEqual({
      Age: { type: 'Edm.Int32', value: 30 },
      Price: { type: 'Edm.Double', value: 4.5 },
      Name: { type: 'Edm.String', value: 'Jones' },
      IsActive: { type: 'Edm.Boolean', value: true },
    });
  });

  it('reads @odata.type annotated values exactly', () => {
    const e = read({
      ...keys,
      'Big@odata.type': 'Edm.Int64',
      Big: '9223372036854775807',
      'Whole@odata.type': 'Edm.Double',
      Whole: 10,
      'Inf@odata.type': 'Edm.Double',
      Inf: 'Infinity',
      'When@odata.type': 'Edm.DateTime',
      When: '2008-07-10T00:00:00.0000001Z',
      'Id@odata.type': 'Edm.Guid',
      Id: 'C9DA6455-213D-42C9-9A79-3E9149A57833',
      'Blob@odata.type': 'Edm.Binary',
      Blob: 'Cv8=',
      'Small@odata.type': 'Edm.Int32',
      Small: -5,
    });
    expect(e.properties).toEqual({
      Big: { type: 'Edm.Int64', value: 9_223_372_036_854_775_807n },
      Whole: { type: 'Edm.Double', value: 10 },
      Inf: { type: 'Edm.Double', value: Infinity },
      When: { type: 'Edm.DateTime', value: 633_512_448_000_000_001n },
      Id: { type: 'Edm.Guid', value: 'c9da6455-213d-42c9-9a79-3e9149a57833' },
      Blob: { type: 'Edm.Binary', value: new Uint8Array([10, 255]) },
      Small: { type: 'Edm.Int32', value: -5 },
    });
  });

  it('ignores a Timestamp in the payload and stores the injected one', () => {
    const e = read({
      ...keys,
      Timestamp: '2001-01-01T00:00:00Z',
      'Timestamp@odata.type': 'Edm.DateTime',
    });
    expect(e.Timestamp).toBe(NOW);
    expect(e.properties).toEqual({});
  });

  it('treats null as an absent property and ignores odata metadata', () => {
    const e = read({ ...keys, Gone: null, 'odata.etag': 'W/"x"', '@odata.etag': 'W/"y"' });
    expect(e.properties).toEqual({});
  });

  it('stores the legal name __proto__ as an own property, not as a prototype', () => {
    const wire = JSON.parse('{"PartitionKey":"p","RowKey":"r","__proto__":"x"}') as WireEntity;
    const e = read(wire);
    expect(Object.hasOwn(e.properties, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(e.properties)).toBe(Object.prototype);
    expect(Object.hasOwn(toWireEntity(e), '__proto__')).toBe(true);
  });
});

describe('fromWireEntity: every rule of semantics.md §1 is a coded error', () => {
  it('keys: present, strings, allowed characters, at most 512 code units', () => {
    expect(reject({ RowKey: '1' })).toMatchObject({
      code: 'MISSING_KEY',
      property: 'PartitionKey',
    });
    expect(reject({ PartitionKey: 'a' })).toMatchObject({
      code: 'MISSING_KEY',
      property: 'RowKey',
    });
    expect(reject({ PartitionKey: 1, RowKey: '1' }).code).toBe('KEY_NOT_STRING');
    for (const bad of ['a/b', 'a\\b', 'a#b', 'a?b', 'a\u0000', 'a\u001f', 'a\u007f', 'a\u009f']) {
      expect(reject({ PartitionKey: 'p', RowKey: bad }), JSON.stringify(bad)).toMatchObject({
        code: 'KEY_INVALID_CHARACTER',
        property: 'RowKey',
      });
    }
    expect(reject({ PartitionKey: 'a#b', RowKey: '1' }).message.params).toMatchObject({
      character: "'#'",
      at: 1,
    });
    expect(read({ PartitionKey: '', RowKey: '' }).PartitionKey).toBe('');
    expect(read({ PartitionKey: 'x'.repeat(512), RowKey: '\u00a0' }).RowKey).toBe('\u00a0');
    expect(reject({ PartitionKey: 'x'.repeat(513), RowKey: '1' }).code).toBe('KEY_TOO_LONG');
    expect(reject({ PartitionKey: 'x'.repeat(11), RowKey: '1' }, { maxKeyLength: 10 }).code).toBe(
      'KEY_TOO_LONG',
    );
  });

  it('property names: identifier-like, at most 255 characters, not a system name', () => {
    expect(reject({ ...keys, 'First-Name': 'a' }).code).toBe('INVALID_PROPERTY_NAME');
    expect(reject({ ...keys, '1st': 'a' }).code).toBe('INVALID_PROPERTY_NAME');
    expect(reject({ ...keys, 'Name@odata.foo': 'a', Name: 'b' }).code).toBe(
      'INVALID_PROPERTY_NAME',
    );
    expect(read({ ...keys, ['_'.repeat(255)]: 1 }).properties).toHaveProperty('_'.repeat(255));
    expect(reject({ ...keys, ['a'.repeat(256)]: 1 }).code).toBe('PROPERTY_NAME_TOO_LONG');
  });

  it('at most 252 custom properties', () => {
    const props = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`P${i}`, i]));
    expect(Object.keys(read({ ...keys, ...props(252) }).properties)).toHaveLength(252);
    expect(reject({ ...keys, ...props(253) })).toMatchObject({
      code: 'TOO_MANY_PROPERTIES',
      property: 'P252',
    });
  });

  it('value sizes: String 32,768 code units, Binary 64 KiB', () => {
    expect(read({ ...keys, S: 'x'.repeat(32_768) }).properties.S?.type).toBe('Edm.String');
    expect(reject({ ...keys, S: 'x'.repeat(32_769) })).toMatchObject({
      code: 'STRING_TOO_LONG',
      property: 'S',
    });
    const b64 = (n: number) => 'AAAA'.repeat(n / 3);
    expect(read({ ...keys, 'B@odata.type': 'Edm.Binary', B: b64(65_535) }).properties.B?.type).toBe(
      'Edm.Binary',
    );
    expect(reject({ ...keys, 'B@odata.type': 'Edm.Binary', B: b64(65_538) }).code).toBe(
      'BINARY_TOO_LONG',
    );
  });

  it('entity size at most 1 MiB by the size formula', () => {
    // 32 strings of 16,384 code units: 32 · (8 + 2·3 + 4 + 32,768) ≈ 1.05 MB > 1 MiB.
    const big = Object.fromEntries(
      Array.from({ length: 32 }, (_, i) => [`S${i < 10 ? `0${i}` : i}`, 'x'.repeat(16_384)]),
    );
    expect(reject({ ...keys, ...big }).code).toBe('ENTITY_TOO_LARGE');
    const fits = Object.fromEntries(Object.entries(big).slice(0, 31));
    expect(fromWireEntity({ ...keys, ...fits }, { timestamp: NOW }).ok).toBe(true);
  });

  it('values: types, ranges and formats', () => {
    expect(reject({ ...keys, Big: 3_000_000_000 })).toMatchObject({
      code: 'VALUE_OUT_OF_RANGE',
      property: 'Big',
    });
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Int32', A: 2 ** 31 }).code).toBe(
      'VALUE_OUT_OF_RANGE',
    );
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Int32', A: 1.5 }).code).toBe('INVALID_VALUE');
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Int64', A: '9223372036854775808' }).code).toBe(
      'VALUE_OUT_OF_RANGE',
    );
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Int64', A: '12x' }).code).toBe('INVALID_VALUE');
    expect(
      reject({ ...keys, 'A@odata.type': 'Edm.DateTime', A: '1600-01-01T00:00:00Z' }).code,
    ).toBe('INVALID_VALUE');
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Guid', A: 'nope' }).code).toBe('INVALID_VALUE');
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Binary', A: '***' }).code).toBe('INVALID_VALUE');
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Boolean', A: 'true' }).code).toBe(
      'INVALID_VALUE',
    );
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Decimal', A: '1' }).code).toBe('UNKNOWN_TYPE');
    expect(reject({ ...keys, 'A@odata.type': 'Edm.Int64' }).code).toBe('ORPHAN_TYPE_ANNOTATION');
    expect(reject({ ...keys, A: { nested: 1 } }).code).toBe('INVALID_VALUE');
    expect(reject({ ...keys, A: [1] }).code).toBe('INVALID_VALUE');
    expect(fromWireEntity([] as unknown as WireEntity, { timestamp: NOW }).ok).toBe(false);
  });
});

describe('toWireEntity', () => {
  const e = read({
    ...keys,
    Age: 30,
    Price: 4.5,
    'Whole@odata.type': 'Edm.Double',
    Whole: 10,
    'Big@odata.type': 'Edm.Int64',
    Big: '12',
    'When@odata.type': 'Edm.DateTime',
    When: '2008-07-10T00:00:00Z',
  });

  it('annotates what JSON cannot say and writes DateTime with 7 fractional digits', () => {
    expect(toWireEntity(e)).toEqual({
      PartitionKey: 'Sales',
      RowKey: '2',
      Timestamp: '2022-09-28T22:13:20.0000000Z',
      Age: 30,
      Price: 4.5,
      'Whole@odata.type': 'Edm.Double',
      Whole: 10,
      'Big@odata.type': 'Edm.Int64',
      Big: '12',
      'When@odata.type': 'Edm.DateTime',
      When: '2008-07-10T00:00:00.0000000Z',
    });
  });

  it('projects with select, in select order, missing properties as null', () => {
    expect(toWireEntity(e, ['Age', 'Missing', 'RowKey'])).toEqual({
      Age: 30,
      Missing: null,
      RowKey: '2',
    });
  });

  it('writes each entity its own Timestamp, also when consecutive Timestamps differ', () => {
    // toWireEntity remembers the last Timestamp text; a stale memo would repeat the first one.
    const ticks = [TS_2008, TS_2008 + 10_000_000n, TS_2008, TS_2008 + 1n];
    const texts = ticks.map((t) => toWireEntity({ ...e, Timestamp: t }).Timestamp);
    expect(texts).toEqual([
      '2008-07-10T00:00:00.0000000Z',
      '2008-07-10T00:00:01.0000000Z',
      '2008-07-10T00:00:00.0000000Z',
      '2008-07-10T00:00:00.0000001Z',
    ]);
    expect(toWireEntity({ ...e, Timestamp: TS_2008 + 1n }, ['Timestamp'])).toEqual({
      Timestamp: '2008-07-10T00:00:00.0000001Z',
    });
  });

  it('round-trips: fromWireEntity(toWireEntity(e)) equals e, also through JSON text', () => {
    fc.assert(
      fc.property(arbStoredEntity(), (entity) => {
        const back = fromWireEntity(toWireEntity(entity), { timestamp: entity.Timestamp });
        expect(back).toEqual({ ok: true, entity });
        // Through JSON text only -0 changes (to 0); compare without it.
        const viaJson = fromWireEntity(JSON.parse(JSON.stringify(toWireEntity(entity))), {
          timestamp: entity.Timestamp,
        });
        expect(viaJson.ok).toBe(true);
      }),
      { numRuns: 500, seed: 6 },
    );
  });
});

describe('createWireReader', () => {
  /** Valid entities, with repeated shapes and values, mixed with every kind of invalid one. */
  const arbWire: fc.Arbitrary<WireEntity> = fc.oneof(
    { weight: 8, arbitrary: arbWireEntity({ names: ['A', 'B', 'C'] }) },
    {
      weight: 4,
      arbitrary: fc.record({
        ...{ PartitionKey: fc.constant('p') },
        RowKey: fc.constantFrom('1', '2'),
        A: fc.constantFrom(0, -0, 1, 'x', true, 2.5),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom<WireEntity>(
        { PartitionKey: 'p', RowKey: 'r', 'A@odata.type': 'Edm.Int64', A: '12' },
        { PartitionKey: 'p', RowKey: 'r', 'A@odata.type': 'Edm.Int64' },
        { PartitionKey: 'p', RowKey: 'r', 'A@odata.typo': 'Edm.Int64', A: '12' },
        { PartitionKey: 'p', RowKey: 'r', 'bad-name': 1 },
        { PartitionKey: 'p', RowKey: 'r', A: 2 ** 40 },
        { PartitionKey: 'p', RowKey: 'r', A: 'x'.repeat(40_000) },
        { PartitionKey: 'a#b', RowKey: 'r' },
        { PartitionKey: 'p', RowKey: 3 },
        { PartitionKey: null, RowKey: 'r' },
        { RowKey: 'r' },
        { PartitionKey: 'p', RowKey: 'r', 'odata.etag': 'x', A: null, Timestamp: 'now' },
      ),
    },
  );

  it('reads a sequence exactly as fromWireEntity reads each entity alone', () => {
    fc.assert(
      fc.property(fc.array(arbWire, { maxLength: 25 }), (wires) => {
        const read = createWireReader({ timestamp: NOW });
        for (const wire of wires)
          expect(read(wire)).toEqual(fromWireEntity(wire, { timestamp: NOW }));
      }),
      { numRuns: 400, seed: 8 },
    );
  });

  it('builds wide entities (template clones) with the same keys, in the same order, as one-off reads', () => {
    // 14 names, so whole shapes are past the template threshold; some values null (absent),
    // __proto__ among them, and shapes that repeat, alternate, and change key order.
    const names = [
      'H00',
      'H01',
      'H02',
      'H03',
      'H04',
      'H05',
      'H06',
      'H07',
      'H08',
      'H09',
      '__proto__',
      'Z',
      'Y',
      'X',
    ];
    const arbWide = fc
      .tuple(
        fc.constantFrom('1', '2', '3'),
        fc.array(fc.option(fc.constantFrom(0, 1, 7, 'x', true, 2.5), { freq: 6 }), {
          minLength: names.length,
          maxLength: names.length,
        }),
        fc.boolean(),
      )
      .map(([RowKey, values, reversed]) => {
        const wire: Record<string, unknown> = { PartitionKey: 'p', RowKey };
        const order = reversed ? [...names].reverse() : names;
        for (let i = 0; i < order.length; i++) {
          Object.defineProperty(wire, order[i]!, {
            value: values[i],
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        if (!reversed) wire['Z@odata.type'] = 'Edm.String';
        if (!reversed) wire.Z = 'z';
        return wire as WireEntity;
      });
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            arbWide,
            arbWide.map((w) => w),
          ),
          { maxLength: 12 },
        ),
        (wires) => {
          // Each shape several times in a row, so templates are made and used.
          const run = wires.flatMap((w) => [w, w, w]);
          const reader = createWireReader({ timestamp: NOW });
          const seen = new Set<object>();
          for (const wire of run) {
            const got = reader(wire);
            const alone = fromWireEntity(wire, { timestamp: NOW });
            expect(got).toEqual(alone);
            if (!got.ok || !alone.ok) continue;
            const props = got.entity.properties;
            expect(Object.keys(props)).toEqual(Object.keys(alone.entity.properties));
            expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
            expect(seen.has(props)).toBe(false);
            seen.add(props);
          }
        },
      ),
      { numRuns: 150, seed: 10 },
    );
  });

  it('keeps -0 apart from a pooled 0, and a pooled value apart from another type', () => {
    const read = createWireReader({ timestamp: NOW });
    const values = [0, -0, 0, '0', 1, 1.5].map((A) => {
      const r = read({ ...keys, A });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.entity.properties.A;
    });
    expect(values).toEqual([
      { type: 'Edm.Int32', value: 0 },
      { type: 'Edm.Int32', value: -0 },
      { type: 'Edm.Int32', value: 0 },
      { type: 'Edm.String', value: '0' },
      { type: 'Edm.Int32', value: 1 },
      { type: 'Edm.Double', value: 1.5 },
    ]);
    expect(Object.is(values[1]!.value, -0)).toBe(true);
  });
});
