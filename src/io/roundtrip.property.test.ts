/**
 * Round trips with random entities of every Edm type (the engine's arbitraries: boundary values,
 * NaN, -0, lone surrogates, `__proto__` names): typed CSV and each OData JSON form give back
 * the same entities, and a CSV fed in random chunks reads exactly as the whole text does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWireEntity, type WireEntity } from '../engine';
import { arbStoredEntity } from '../engine/testing/arbitraries';
import { readODataJson, writeODataJson } from './odata-json';
import { createTypedCsvReader, readTypedCsv } from './typed-csv';
import { writeTypedCsv } from './typed-csv-writer';

/** Random valid entities with distinct keys, in wire form without Timestamp (as imports give). */
const arbEntities = fc
  .uniqueArray(arbStoredEntity(), {
    selector: (e) => `${e.PartitionKey}\u0000${e.RowKey}`,
    minLength: 1,
    maxLength: 12,
  })
  .map((entities) =>
    entities.map((e) => {
      const wire = toWireEntity(e);
      delete wire.Timestamp;
      return wire;
    }),
  );

const seed = { seed: 20_240_613, numRuns: 300 };

describe('typed CSV round trip', () => {
  it('writeTypedCsv then readTypedCsv gives the same entities', () => {
    fc.assert(
      fc.property(arbEntities, (entities) => {
        const read = readTypedCsv(writeTypedCsv(entities));
        expect(read.fileError).toBeNull();
        expect(read.errors).toEqual([]);
        expect(read.entities).toEqual(entities);
      }),
      seed,
    );
  });

  it('the same text in random chunks reads as it does whole', () => {
    fc.assert(
      fc.property(arbEntities, fc.array(fc.nat(), { maxLength: 8 }), (entities, cuts) => {
        const text = writeTypedCsv(entities);
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const reader = createTypedCsvReader();
        let from = 0;
        for (const to of [...points, text.length]) {
          reader.push(text.slice(from, to));
          from = to;
        }
        expect(reader.finish()).toEqual(readTypedCsv(text));
      }),
      seed,
    );
  });
});

describe('OData JSON round trip', () => {
  for (const form of ['body', 'array', 'lines'] as const) {
    it(`writeODataJson (${form}) then readODataJson gives the same entities`, () => {
      fc.assert(
        fc.property(arbEntities, (entities: WireEntity[]) => {
          const read = readODataJson(writeODataJson(entities, form));
          expect(read.errors).toEqual([]);
          expect(read.form).toBe(form === 'lines' && entities.length === 1 ? 'lines' : form);
          expect(read.entities).toEqual(entities);
        }),
        seed,
      );
    });
  }
});
