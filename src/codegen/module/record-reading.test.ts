import { describe, expect, it } from 'vitest';
import type { EdmType } from '../../engine';
import { type ReadingSource, setReadings, textMatcher } from './record-reading';

const types = new Map<string, EdmType>([
  ['Department', 'Edm.String'],
  ['LastName', 'Edm.String'],
  ['EmployeeId', 'Edm.Int32'],
  ['Big', 'Edm.Int64'],
  ['When', 'Edm.DateTime'],
]);

/** What a matcher reads back from a text, or null when the text does not match. */
function readBack(template: string, text: string): Record<string, string> | null {
  const m = textMatcher(template, types, 'Employee')!;
  const found = new RegExp(`^(?:${m.pattern})$`).exec(text);
  if (found === null) return null;
  return Object.fromEntries(m.captures.map(([name], k) => [name, found[k + 1]!]));
}

describe('reading a key back to the properties it spells', () => {
  it('reads a String alone and integers, padded or plain, between literals', () => {
    expect(readBack('lastname_{LastName}', 'lastname_O.Brien')).toEqual({ LastName: 'O.Brien' });
    expect(readBack('empid_{EmployeeId|pad:6}', 'empid_-00042')).toEqual({ EmployeeId: '-00042' });
    expect(readBack('{Big}x{EmployeeId}', '12345678901234x7')).toEqual({
      Big: '12345678901234',
      EmployeeId: '7',
    });
    expect(readBack('{$type}_{EmployeeId|pad:6}', 'Employee_000008')).toEqual({
      EmployeeId: '000008',
    });
  });

  it('reads nothing it could read wrongly, and still recognises the key', () => {
    // Two Strings: where one ends is not known.
    expect(readBack('{Department}_{LastName}', 'a_b_c')).toEqual({});
    // An integer before a digit, a formatted date, a String through a function.
    expect(readBack('{EmployeeId}1', '421')).toEqual({});
    expect(readBack('{When|format:yyyyMMdd}', '20250114')).toEqual({});
    expect(readBack('{LastName|lower}', 'jones')).toEqual({});
  });

  it("matches a literal's characters as they are, never as a pattern", () => {
    expect(readBack('a.b({EmployeeId})', 'a.b(5)')).toEqual({ EmployeeId: '5' });
    expect(readBack('a.b({EmployeeId})', 'axb(5)')).toBeNull();
    expect(readBack('{$type}', 'Employee')).toEqual({});
    expect(readBack('{$type}', 'Department')).toBeNull();
  });
});

describe('an index set follows a copy set its keys and entries give', () => {
  const set = (over: Partial<ReadingSource>): ReadingSource => ({
    name: 'primary',
    kind: 'copy',
    typeName: 'Employee',
    types,
    table: null,
    partitionKey: '{Department}',
    rowKey: '{EmployeeId|pad:6}',
    columns: [],
    ...over,
  });
  const index = set({
    name: 'by last name',
    kind: 'index',
    partitionKey: 'lastname_{LastName}',
    rowKey: '{Department}',
    entry: '{EmployeeId|pad:6}',
    list: { property: 'EmployeeIDs', separator: ' ' },
  });

  it('follows the copy whose keys are made of what the index spells', () => {
    const readings = setReadings([set({}), index]);
    expect(readings[1]!.follow).toBe('primary');
  });

  it("follows a copy whose keys change what the index spells (the copy's key function makes them)", () => {
    const readings = setReadings([set({ partitionKey: '{Department|lower}_{LastName}' }), index]);
    expect(readings[1]!.follow).toBe('primary');
  });

  it('follows none when a copy key needs what the index does not spell', () => {
    const readings = setReadings([set({ partitionKey: '{When|format:yyyy}' }), index]);
    expect(readings[1]!.follow).toBeUndefined();
  });
});
