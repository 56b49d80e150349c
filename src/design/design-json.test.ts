import { describe, expect, it } from 'vitest';
import { designFromJSON } from './design-json';
import type { Design } from './types';

const DESIGN: Design = {
  name: 'Intra-partition index',
  entitySets: [
    {
      name: 'by id',
      recordType: 'Employee',
      kind: 'copy',
      partitionKey: '{Department}',
      rowKey: 'empid_{EmployeeId|pad:6}',
      properties: 'all',
      computed: { EmployeeId: '{EmployeeId|pad:6}' },
    },
    {
      name: 'names',
      recordType: 'Employee',
      kind: 'index',
      partitionKey: '{Department}',
      rowKey: '{LastName}',
      properties: [],
      index: { property: 'EmployeeIDs', value: '{EmployeeId}', separator: ' ' },
    },
    {
      name: 'series',
      recordType: 'Count',
      kind: 'series',
      partitionKey: '{Who}',
      rowKey: 'd',
      properties: ['Who'],
      series: { name: 'H{Hour|pad:2}', value: 'N' },
    },
  ],
};

describe('designFromJSON', () => {
  it('round-trips a design through JSON text', () => {
    expect(designFromJSON(JSON.parse(JSON.stringify(DESIGN)))).toEqual({
      ok: true,
      design: DESIGN,
    });
  });

  it.each([
    [null, 'design', { code: 'design.jsonNotObject' }],
    [{ name: 'x' }, 'design', { code: 'design.jsonMissing', params: { field: 'entitySets' } }],
    [
      { name: 'x', entitySets: {}, extra: 1 },
      'design',
      { code: 'design.jsonUnknownField', params: { field: 'extra', expected: 'name, entitySets' } },
    ],
    [{ name: 1, entitySets: [] }, 'name', { code: 'design.jsonNotString' }],
    [
      { name: 'x', entitySets: [{ ...DESIGN.entitySets[0], kind: 'copies' }] },
      'entitySets[0].kind',
      { code: 'design.jsonKind', params: { kinds: 'copy, index, series' } },
    ],
    [
      { name: 'x', entitySets: [{ ...DESIGN.entitySets[0], rowKey: 'x'.repeat(3000) }] },
      'entitySets[0].rowKey',
      { code: 'design.jsonTooLong', params: { length: 3000, limit: 2048 } },
    ],
    [
      { name: 'x', entitySets: [{ ...DESIGN.entitySets[0], properties: ['a', 2] }] },
      'entitySets[0].properties[1]',
      { code: 'design.jsonNotString' },
    ],
    [
      { name: 'x', entitySets: [{ ...DESIGN.entitySets[1], index: undefined }] },
      'entitySets[0]',
      { code: 'design.jsonIndexOptions' },
    ],
    [
      { name: 'x', entitySets: [{ ...DESIGN.entitySets[1], index: { property: 'P' } }] },
      'entitySets[0].index',
      { code: 'design.jsonMissing', params: { field: 'value' } },
    ],
    [
      { name: 'x', entitySets: [{ ...DESIGN.entitySets[0], computed: { A: 3 } }] },
      'entitySets[0].computed.A',
      { code: 'design.jsonNotString' },
    ],
    [
      { name: 'x', entitySets: Array.from({ length: 65 }, () => DESIGN.entitySets[0]) },
      'entitySets',
      { code: 'design.jsonTooManyItems', params: { count: 65, limit: 64 } },
    ],
  ])('refuses %j at %s, saying why as a code', (input, path, problem) => {
    expect(designFromJSON(input)).toEqual({
      ok: false,
      error: { code: 'design.jsonInvalid', params: { path, problem } },
    });
  });

  it('keeps a computed property named __proto__ as data, never as a prototype', () => {
    const json = `{"name":"x","entitySets":[{"name":"s","recordType":"T","kind":"copy","partitionKey":"a","rowKey":"b","properties":[],"computed":{"__proto__":"{A}"}}]}`;
    const r = designFromJSON(JSON.parse(json));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const computed = r.design.entitySets[0]!.computed!;
    expect(Object.hasOwn(computed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(computed)).toBe(Object.prototype);
  });
});
