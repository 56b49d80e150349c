import { describe, expect, it } from 'vitest';
import { runQuery, toWireEntity } from '../engine';
import { checkRow, holdRecords, loadComparison } from './comparison';
import { runAsClient } from './run';
import { fixture, PEOPLE, PERSON, pattern } from './testing';

const loaded = fixture();
const tableOf = (id: string) => loaded.designs.find((d) => d.id === id)!.parts[0]!.table;

describe('a client run of a pattern query', () => {
  it('keeps the entities, counters and bytes runQuery gives, as stored entities', () => {
    const table = tableOf('twice');
    const filter = "PartitionKey eq 'red' and RowKey ge 'name_'";
    const run = runAsClient(table, filter, undefined);
    const whole = runQuery(table, { filter });
    if (!run.ok || !whole.ok) throw new Error('the query does not run');
    expect(run.run.entities.map((e) => toWireEntity(e))).toEqual(whole.entities);
    expect(run.run).toMatchObject({
      scanned: whole.stats.scanned,
      bytes: whole.stats.bytesReturned,
      requests: whole.stats.requests,
    });
    expect(run.run.entities).toHaveLength(3);
  });

  it('keeps only the first $top entities, with their whole bytes', () => {
    const table = tableOf('once');
    const top = runAsClient(table, "PartitionKey eq 'blue'", 2);
    const all = runAsClient(table, "PartitionKey eq 'blue'", undefined);
    if (!top.ok || !all.ok) throw new Error('the query does not run');
    expect(top.run.entities.map((e) => e.RowKey)).toEqual(['004', '005']);
    const firstTwo = all.run.entities.slice(0, 2);
    expect(firstTwo.map((e) => e.RowKey)).toEqual(['004', '005']);
    expect(top.run.bytes).toBeLessThan(all.run.bytes);
    expect(top.run.bytes).toBeGreaterThan(0);
  });
});

describe('series entities in the check', () => {
  // One entity per team, one property per person (named by id) holding the name.
  const series = loadComparison([PERSON], holdRecords([PERSON], { Person: PEOPLE }), [
    {
      id: 'series',
      design: {
        name: 'Series',
        entitySets: [
          {
            name: 'names by team',
            recordType: 'Person',
            kind: 'series',
            partitionKey: 'team',
            rowKey: '{Team}',
            properties: [],
            series: { name: 'P{Id}', value: 'Name' },
          },
        ],
      },
    },
  ]);
  if (!series.ok) throw new Error(JSON.stringify(series.error.message));

  it('delivers each record whose property a returned series entity carries', () => {
    const [c] = checkRow(pattern('Team eq {team}', { series: "RowKey eq '{team}'" }), series);
    expect(c).toMatchObject({ verdict: 'pass', intended: 3, delivered: 3 });
  });

  it('counts the records a series entity carries beyond the intent as extra', () => {
    const [c] = checkRow(
      pattern('Team eq {team} and Id lt 3', { series: "RowKey eq '{team}'" }),
      series,
    );
    expect(c?.verdict).toBe('fail');
    expect(c?.counts).toMatchObject({ extra: 1, missing: 0 });
  });
});
