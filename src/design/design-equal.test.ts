import { describe, expect, it } from 'vitest';
import { sameDesign } from './design-equal';
import type { Design } from './types';

const design: Design = {
  name: 'd',
  entitySets: [
    {
      name: 'primary',
      recordType: 'T',
      kind: 'copy',
      partitionKey: '{A}',
      rowKey: '{B}',
      properties: 'all',
    },
  ],
};

describe('sameDesign', () => {
  it('ignores the order fields were written in', () => {
    const set = design.entitySets[0]!;
    const reordered: Design = {
      entitySets: [
        {
          properties: 'all',
          rowKey: set.rowKey,
          partitionKey: set.partitionKey,
          kind: 'copy',
          recordType: 'T',
          name: 'primary',
        },
      ],
      name: 'd',
    };
    expect(sameDesign(design, reordered)).toBe(true);
  });

  it('tells apart any changed value, the order of sets, and null', () => {
    const set = design.entitySets[0]!;
    expect(sameDesign(design, { ...design, name: 'e' })).toBe(false);
    expect(sameDesign(design, { ...design, entitySets: [{ ...set, rowKey: '{C}' }] })).toBe(false);
    const two = { ...design, entitySets: [set, { ...set, name: 'second' }] };
    const swapped = { ...design, entitySets: [{ ...set, name: 'second' }, set] };
    expect(sameDesign(two, swapped)).toBe(false);
    expect(sameDesign(design, null)).toBe(false);
    expect(sameDesign(null, null)).toBe(true);
  });
});
