import { describe, expect, it } from 'vitest';
import { cellOf, propertyNames, wireType } from './cells';

const entity = {
  PartitionKey: 'Sales',
  RowKey: '000001',
  Timestamp: '2024-01-01T00:00:00.0000000Z',
  'Timestamp@odata.type': 'Edm.DateTime',
  Age: 30,
  Score: 4.5,
  Big: '9007199254740993',
  'Big@odata.type': 'Edm.Int64',
  Ratio: 2,
  'Ratio@odata.type': 'Edm.Double',
  Active: true,
};

describe('cells', () => {
  it('reads types from annotations first, then from the JSON value', () => {
    expect(wireType(entity, 'Big')).toBe('Edm.Int64');
    expect(wireType(entity, 'Ratio')).toBe('Edm.Double');
    expect(wireType(entity, 'Age')).toBe('Edm.Int32');
    expect(wireType(entity, 'Score')).toBe('Edm.Double');
    expect(wireType(entity, 'Active')).toBe('Edm.Boolean');
    expect(wireType(entity, 'Missing')).toBeNull();
  });

  it('writes Int64 with its L suffix, exactly, and leaves missing properties blank', () => {
    expect(cellOf(entity, 'Big').text).toBe('9007199254740993L');
    expect(cellOf(entity, 'Missing')).toEqual({ text: '', type: null });
    expect(cellOf(entity, 'Active').text).toBe('true');
  });

  it('lists property names without their annotations', () => {
    expect(propertyNames(entity)).toEqual([
      'PartitionKey',
      'RowKey',
      'Timestamp',
      'Age',
      'Score',
      'Big',
      'Ratio',
      'Active',
    ]);
  });
});
