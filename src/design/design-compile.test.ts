import { describe, expect, it } from 'vitest';
import { compileDesign } from './design-compile';
import { compiled, PERSON, personSet } from './testing';
import type { EntitySet } from './types';

function errors(sets: readonly EntitySet[]) {
  const c = compileDesign({ name: 'd', entitySets: sets }, [PERSON]);
  if (c.ok) throw new Error('compiled');
  return c.error;
}

describe('compileDesign', () => {
  it('reports every error of every set, each with its set, field and span', () => {
    const e = errors([
      personSet('primary', '{Dept}', '{Id|pad:6}'),
      personSet('by e-mail', '{dept}', 'email_{Email|pad:2}'),
    ]);
    expect(e.map((x) => [x.set, x.field, x.code, x.span])).toEqual([
      [1, 'partitionKey', 'UNKNOWN_PROPERTY', { from: 1, to: 5 }],
      [1, 'rowKey', 'TYPE_MISMATCH', { from: 13, to: 16 }],
    ]);
    expect(e[0]!.hint).toEqual({ code: 'design.hintCaseSensitive', params: { near: 'Dept' } });
  });

  it('refuses an unknown record type, duplicate set names and an empty design', () => {
    const e = errors([
      personSet('a', '{Dept}', '{Id}'),
      { ...personSet('a', '{Dept}', '{Id}'), recordType: 'Nobody' },
    ]);
    expect(e.map((x) => x.code)).toEqual(['DUPLICATE_SET_NAME', 'UNKNOWN_RECORD_TYPE']);
    expect(errors([]).map((x) => [x.code, x.set])).toEqual([['NO_ENTITY_SETS', -1]]);
  });

  it('checks property lists: unknown, repeated and system names, with the list position as span', () => {
    const e = errors([personSet('a', '{Dept}', '{Id}', { properties: ['Last', 'Nope', 'Last'] })]);
    expect(e.map((x) => [x.field, x.code, x.span.from])).toEqual([
      ['properties', 'UNKNOWN_PROPERTY', 1],
      ['properties', 'INVALID_PROPERTY_NAME', 2],
    ]);
  });

  it('checks computed property names and templates', () => {
    const e = errors([
      personSet('a', '{Dept}', '{Id}', { computed: { 'bad name': '{Id}', Key: '{Id|lower}' } }),
    ]);
    expect(e.map((x) => [x.field, x.code])).toEqual([
      ['computed.bad name', 'INVALID_PROPERTY_NAME'],
      ['computed.Key', 'TYPE_MISMATCH'],
    ]);
  });

  it('needs index and series options, and a series value the record type has', () => {
    const index = personSet('i', '{Dept}', '{Last}', { kind: 'index' });
    const series = personSet('s', '{Dept}', '{Last}', {
      kind: 'series',
      series: { name: 'P{Id}', value: 'Age' },
    });
    expect(errors([index, series]).map((x) => [x.set, x.field, x.code])).toEqual([
      [0, 'index.property', 'MISSING_OPTIONS'],
      [1, 'series.value', 'UNKNOWN_PROPERTY'],
    ]);
  });

  it('orders columns: listed ones, a computed one in place of its namesake, then other computed', () => {
    const d = compiled([
      personSet('a', '{Dept}', '{Id}', {
        properties: ['Id', 'Last'],
        computed: { Kind: '{$type}', Id: '{Id|pad:4}' },
      }),
    ]);
    expect(d.sets[0]!.columns.map((c) => [c.name, c.type, c.property])).toEqual([
      ['Id', 'Edm.String', null],
      ['Last', 'Edm.String', 'Last'],
      ['Kind', 'Edm.String', null],
    ]);
  });

  it('makes the first copy set of each record type its primary', () => {
    const index = personSet('names', '{Dept}', '{Last}', {
      kind: 'index',
      index: { property: 'Ids', value: '{Id}' },
    });
    const d = compiled([
      index,
      personSet('by id', '{Dept}', '{Id}'),
      personSet('by mail', '{Email}', ''),
    ]);
    expect(d.sets.map((s) => [s.set.name, s.primary])).toEqual([
      ['names', false],
      ['by id', true],
      ['by mail', false],
    ]);
  });
});
