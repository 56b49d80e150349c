/**
 * Property tests: compiling and evaluating never throw, whatever the template text and whatever
 * the records hold (missing values, values of another type, out-of-range numbers and times).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDesign } from './design-apply';
import { compileDesign } from './design-compile';
import { designMetrics } from './design-metrics';
import { previewDesign } from './design-preview';
import { compileTemplate } from './template-compile';
import { EVERY_TYPE } from './testing';
import type { DataRecord, RecordValue } from './types';

/** Pieces that make templates likely to parse, and fail, in interesting ways. */
const piece = fc.constantFrom(
  '{',
  '}',
  '{{',
  '}}',
  '|',
  ':',
  '$type',
  'Text',
  'Int',
  'Long',
  'Real',
  'Flag',
  'When',
  'Id',
  'Bytes',
  'pad',
  'pad:6',
  'pad:0',
  'lower',
  'upper',
  'left:2',
  'format:',
  'format:yyyyMMddHH',
  'format:mm:ss.fff',
  'ticks',
  'invert',
  'hash:8',
  'hash:',
  'x',
  '_',
  ' ',
  '/',
  '#',
  '\u0000',
  'é',
);
const template = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
  fc.string({ maxLength: 30 }),
);

/** Any value of any type, valid for its property or not. */
const value: fc.Arbitrary<RecordValue> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }),
  fc.bigInt({ min: 504_911_232_000_000_000n, max: 3_155_378_975_999_999_999n }),
  fc.boolean(),
  fc.uint8Array({ maxLength: 4 }),
);
const record: fc.Arbitrary<DataRecord> = fc.dictionary(
  fc.constantFrom(...EVERY_TYPE.properties.map((p) => p.name), 'toString', '__proto__'),
  value,
);

describe('templates never throw', () => {
  it('compile and evaluate give text, null or an error value with a span inside the source', () => {
    fc.assert(
      fc.property(template, fc.array(record, { maxLength: 5 }), (source, records) => {
        const c = compileTemplate(source, EVERY_TYPE);
        if (!c.ok) {
          expect(c.error.span.from).toBeGreaterThanOrEqual(0);
          expect(c.error.span.to).toBeLessThanOrEqual(source.length);
          expect(c.error.span.from).toBeLessThanOrEqual(c.error.span.to);
          return;
        }
        for (const r of records) {
          const text = c.template.evaluate(r);
          expect(text === null ? c.template.miss : typeof text).not.toBeNull();
        }
      }),
      { seed: 3, numRuns: 3_000 },
    );
  });

  it('apply, preview and metrics never throw, and every record is kept or reported', () => {
    fc.assert(
      fc.property(template, template, fc.array(record, { maxLength: 8 }), (pk, rk, records) => {
        const c = compileDesign(
          {
            name: 'p',
            entitySets: [
              {
                name: 's',
                recordType: 'Sample',
                kind: 'copy',
                partitionKey: pk,
                rowKey: rk,
                properties: 'all',
              },
            ],
          },
          [EVERY_TYPE],
        );
        if (!c.ok) return;
        const run = applyDesign(c.design, { Sample: records });
        const entities = [...run.entities];
        expect(entities.length + run.log.total).toBe(records.length);
        expect(designMetrics(run).entities).toBe(entities.length);
        expect(previewDesign(c.design, { Sample: records }, 3).length).toBe(
          Math.min(3, records.length),
        );
      }),
      { seed: 5, numRuns: 1_500 },
    );
  });
});
