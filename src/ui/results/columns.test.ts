import { describe, expect, it } from 'vitest';
import { columnWidth, resultColumns } from './columns';

const properties = [
  { name: 'PartitionKey', types: ['Edm.String'] },
  { name: 'RowKey', types: ['Edm.String'] },
  { name: 'Timestamp', types: ['Edm.DateTime'] },
  { name: 'LastName', types: ['Edm.String'] },
  { name: 'Age', types: ['Edm.Int32', 'Edm.String'] },
];

const names = (columns: readonly { name: string }[]) => columns.map((c) => c.name);

describe('resultColumns', () => {
  it('shows every property without $select, system properties first and once', () => {
    const columns = resultColumns(properties.slice().reverse(), []);
    expect(names(columns)).toEqual(['PartitionKey', 'RowKey', 'Timestamp', 'Age', 'LastName']);
    expect(columns.find((c) => c.name === 'Age')?.types).toEqual(['Edm.Int32', 'Edm.String']);
  });

  it('keeps the keys first under $select, then the names in the order asked for', () => {
    const columns = resultColumns(properties, ['Age', 'RowKey', 'Timestamp', 'LastName']);
    expect(names(columns)).toEqual(['PartitionKey', 'RowKey', 'Age', 'Timestamp', 'LastName']);
  });

  it('gives a selected name no entity has a column with no types, shown unset', () => {
    const columns = resultColumns(properties, ['Missing']);
    expect(columns).toEqual([
      { name: 'PartitionKey', types: ['Edm.String'] },
      { name: 'RowKey', types: ['Edm.String'] },
      { name: 'Missing', types: [] },
    ]);
  });

  it('has the system columns before a dataset is loaded', () => {
    expect(names(resultColumns([], []))).toEqual(['PartitionKey', 'RowKey', 'Timestamp']);
  });
});

describe('columnWidth', () => {
  it('makes the timestamp widest and the keys wider than other properties, scaled', () => {
    expect(columnWidth('Timestamp', 1)).toBe(260);
    expect(columnWidth('RowKey', 1)).toBe(150);
    expect(columnWidth('Age', 1)).toBe(140);
    expect(columnWidth('Age', 19 / 15)).toBe(177);
  });
});
