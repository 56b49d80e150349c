import { describe, expect, it } from 'vitest';
import { completeFilter, offerUnasked } from './completion';

const props = [
  { name: 'Age', types: ['Edm.Int32'] },
  { name: 'Big', types: ['Edm.Int64'] },
  { name: 'Hired', types: ['Edm.DateTime'] },
  { name: 'LastName', types: ['Edm.String'] },
];
const labels = (text: string, pos = text.length) =>
  completeFilter(text, pos, props)?.options.map((o) => o.label) ?? null;

describe('completeFilter', () => {
  it('offers properties (keys first) at the start and after and/or/not/(', () => {
    expect(labels('')?.slice(0, 4)).toEqual(['PartitionKey', 'RowKey', 'Timestamp', 'Age']);
    expect(labels("PartitionKey eq 'a' and ")).toContain('LastName');
    expect(labels('(')).toContain('Age');
  });

  it('filters by the word being typed and replaces it from its start', () => {
    const result = completeFilter("PartitionKey eq 'a' and La", 26, props);
    expect(result?.from).toBe(24);
    expect(result?.options.map((o) => o.label)).toEqual(['LastName']);
  });

  it('offers the comparison operators after a property', () => {
    expect(labels('Age ')).toEqual(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(labels('Age g')).toEqual(['gt', 'ge']);
  });

  it("offers the literal form of the property's stored type after an operator", () => {
    expect(labels('Big eq ')).toEqual(['0L']);
    expect(labels('Hired lt ')).toEqual(["datetime'…'"]);
    expect(labels('RowKey ge ')).toEqual(["'…'"]);
  });

  it('offers every literal form when the property is unknown', () => {
    expect(labels('Mystery eq ')).toEqual(
      expect.arrayContaining(['0L', "guid'…'", "X'…'", 'true']),
    );
  });

  it('offers and/or after a complete comparison, and nothing inside a string', () => {
    expect(labels("LastName eq 'Jones' ")).toEqual(['and', 'or']);
    expect(labels("LastName eq 'Jo", 15)).toBeNull();
  });
});

describe('offerUnasked', () => {
  const props = [{ name: 'LastName', types: ['Edm.String'] }];
  const opens = (text: string) => {
    const result = completeFilter(text, text.length, props);
    return result !== null && offerUnasked(result, text.length, text);
  };

  it('completion popups open after every complete term: only a word being typed opens the list by itself', () => {
    expect(opens('LastN')).toBe(true);
    expect(opens('LastName')).toBe(false);
    expect(opens('LastName ')).toBe(false);
    expect(opens('LastName e')).toBe(true);
    expect(opens('LastName eq')).toBe(false);
    expect(opens("LastName eq 'Jones' ")).toBe(false);
    expect(opens("LastName eq 'Jones' a")).toBe(true);
    expect(opens("LastName eq 'Jones' and")).toBe(false);
  });
});
