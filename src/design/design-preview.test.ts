import { describe, expect, it } from 'vitest';
import { keyError } from '../engine';
import { previewDesign } from './design-preview';
import { compiled, people, personSet } from './testing';

describe('previewDesign', () => {
  const design = compiled([
    personSet('by id', '{Dept}', 'id_{Id|pad:3}'),
    personSet('by name', 'n_{Dept}', '{Last}'),
    personSet('names', '{Dept}', '{Last}', {
      kind: 'index',
      properties: [],
      index: { property: 'Ids', value: '{Id}' },
    }),
  ]);

  it('gives each of the first records its keys in every set', () => {
    const rows = previewDesign(design, { Person: people(100) }, 2);
    expect(
      rows.map((r) => [r.set, r.record, r.partitionKey, r.rowKey, r.detail, r.problem]),
    ).toEqual([
      ['by id', 0, 'A', 'id_000', null, null],
      ['by name', 0, 'n_A', 'Jones', null, null],
      ['names', 0, 'A', 'Jones', '0', null],
      ['by id', 1, 'B', 'id_001', null, null],
      ['by name', 1, 'n_B', 'Smith', null, null],
      ['names', 1, 'B', 'Smith', '1', null],
    ]);
  });

  it('says in words what is wrong with a row: missing value, invalid key, collision', () => {
    const rows = previewDesign(compiled([personSet('p', '{Dept}', '{Last}')]), {
      Person: [
        { Id: 0, Dept: 'A' },
        { Id: 1, Dept: 'A', Last: 'a#b' },
        { Id: 2, Dept: 'A', Last: 'x' },
        { Id: 3, Dept: 'A', Last: 'x' },
      ],
    });
    expect(rows.map((r) => r.problem)).toEqual([
      { code: 'design.previewMissing', params: { property: 'Last' } },
      keyError('RowKey', 'a#b')?.message,
      null,
      {
        code: 'design.previewSameKeys',
        params: { record: 2, recordType: 'Person', set: 'p' },
      },
    ]);
  });

  it('reads only the first records of a long stream', () => {
    let read = 0;
    function* many() {
      for (const p of people(1_000_000)) {
        read++;
        yield p;
      }
    }
    // What keeps a preview within a keystroke's budget is reading 20 records, not a million;
    // the count says so without a timing that fails on a loaded machine.
    expect(previewDesign(design, { Person: many() }, 20)).toHaveLength(60);
    expect(read).toBe(20);
  });
});
