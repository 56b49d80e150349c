import { describe, expect, it } from 'vitest';
import { keyFromShape } from '../engine';
import { keyShapesOf } from './key-shapes';
import type { Design, RecordType } from './types';

const EMPLOYEE: RecordType = {
  name: 'Employee',
  properties: [
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'LastName', type: 'Edm.String' },
    { name: 'Hired', type: 'Edm.DateTime' },
  ],
};

const design = (partitionKey: string, rowKey: string, kind: 'copy' | 'index' = 'copy'): Design => ({
  name: 'd',
  entitySets: [
    {
      name: 's',
      recordType: 'Employee',
      kind,
      partitionKey,
      rowKey,
      properties: 'all',
      ...(kind === 'index' ? { index: { property: 'Ids', value: '{EmployeeId}' } } : {}),
    },
  ],
});

describe('keyShapesOf', () => {
  it('reads literal text around one property, with pad and case', () => {
    const shapes = keyShapesOf(design('name_{LastName|lower}', 'empid_{EmployeeId|pad:6}!'), [
      EMPLOYEE,
    ]);
    expect(shapes).toEqual([
      expect.objectContaining({
        key: 'PartitionKey',
        property: 'LastName',
        prefix: 'name_',
        suffix: '',
        letterCase: 'lower',
        pad: null,
      }),
      expect.objectContaining({
        key: 'RowKey',
        property: 'EmployeeId',
        prefix: 'empid_',
        suffix: '!',
        pad: 6,
      }),
    ]);
    expect(keyFromShape(shapes[0]!, { type: 'Edm.String', value: 'Jones' })).toBe('name_jones');
    expect(keyFromShape(shapes[1]!, { type: 'Edm.Int32', value: 42 })).toBe('empid_000042!');
    expect(keyFromShape(shapes[1]!, { type: 'Edm.Int32', value: -42 })).toBe('empid_-000042!');
    expect(keyFromShape(shapes[1]!, { type: 'Edm.String', value: '42' })).toBeNull();
    // An Int64 literal never equals an Int32 property (semantics.md §3): no key stands for it.
    expect(keyFromShape(shapes[1]!, { type: 'Edm.Int64', value: 42n })).toBeNull();
  });

  it('makes no shape for hashes, dates, two properties, the type name or index sets', () => {
    expect(keyShapesOf(design('{EmployeeId|hash:8}', '{Hired|format:yyyy}'), [EMPLOYEE])).toEqual(
      [],
    );
    expect(keyShapesOf(design('{LastName}{EmployeeId}', '{$type}'), [EMPLOYEE])).toEqual([]);
    expect(keyShapesOf(design('{LastName}', '{EmployeeId}', 'index'), [EMPLOYEE])).toEqual([]);
  });
});
