import { describe, expect, it } from 'vitest';
import type { Design } from '../../design';
import { holdRecords, loadComparison } from '../comparison';
import { copy, DESIGNS as FIXTURE_DESIGNS, PEOPLE, PERSON } from '../testing';
import type { WritePattern } from './types';
import { writeCost } from './writes';

const DESIGNS: { id: string; design: Design }[] = [
  { id: 'intra', design: FIXTURE_DESIGNS.twice! },
  {
    id: 'inter',
    design: {
      name: 'Inter',
      entitySets: [
        copy('by id', '{Team}', '{Id|pad:3}'),
        copy('by name', 'name_{Name}', '{Id|pad:3}'),
      ],
    },
  },
  { id: 'indexed', design: FIXTURE_DESIGNS.indexed! },
];

const loaded = (() => {
  const l = loadComparison([PERSON], holdRecords([PERSON], { Person: PEOPLE }), DESIGNS);
  if (!l.ok) throw new Error('the fixture does not load');
  return l;
})();

const names = PERSON.properties.map((p) => p.name);
const cost = (id: string, write: WritePattern) => {
  const d = loaded.designs.find((x) => x.id === id)!;
  return writeCost(id, d.candidate.design, d.metrics, write, names);
};

const insert: WritePattern = {
  id: 'w',
  name: 'new people',
  recordType: 'Person',
  kind: 'insert',
  perSecond: 50,
};

describe('a write pattern costed on a design', () => {
  it('an insert on a design with an inter-partition copy is not one entity group transaction', () => {
    const c = cost('inter', insert);
    expect(c.operations).toBe(2);
    expect(c.oneTransaction).toBe(false);
    expect(c.why[0]).toMatchObject({
      code: 'workload.writeOtherPartitions',
      params: { sets: 'by name' },
    });
    // Two requests a record: the home partition's insert and the other partition's.
    expect(c.requests).toBe(2);
    expect(c.requestsPerSecond).toBe(100);
  });

  it('an insert whose copies share the record partition is one transaction, one request', () => {
    const c = cost('intra', insert);
    expect(c).toMatchObject({
      operations: 2,
      oneTransaction: true,
      requests: 1,
      operationsPerSecond: 100,
    });
  });

  it('an insert on index entities reads the list, then writes it back, in another partition', () => {
    const c = cost('indexed', insert);
    expect(c.sets.map((s) => s.op)).toEqual(['insert', 'list']);
    expect(c).toMatchObject({ operations: 2, reads: 1, oneTransaction: false, requests: 3 });
  });

  it('an update touches only the entities that carry or are keyed by what changes', () => {
    const rename = { ...insert, kind: 'update' as const, changes: ['Name'] };
    // By id merges the new name; by name moves to a new RowKey in the same partition.
    const intra = cost('intra', rename);
    expect(intra.sets.map((s) => s.op)).toEqual(['merge', 'move']);
    expect(intra).toMatchObject({ operations: 3, oneTransaction: true, requests: 1 });
    // A team change moves both entities to another partition.
    const move = cost('intra', { ...rename, changes: ['Team'] });
    expect(move.sets.map((s) => s.op)).toEqual(['move', 'move']);
    expect(move.oneTransaction).toBe(false);
    // Nothing keyed by or carrying an unknown property changes.
    expect(cost('indexed', { ...rename, changes: ['Nothing'] }).operations).toBe(0);
  });
});
