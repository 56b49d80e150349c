/**
 * Each sample's preset design is exact both ways: records recovered from the sample's entities
 * (by hand, below), put through the preset again, give the same entities, property order and
 * annotations. The fingerprints (test/datasets) pin the entities against the old generators;
 * this pins that the presets lose nothing a record holds.
 */
import { describe, expect, it } from 'vitest';
import { applyDesign, compileDesign, type DataRecord } from '../design';
import { ticksFromIso, type WireEntity } from '../engine';
import { sampleEntities } from './generate';
import { findDataset } from './samples';

/** How to recover each sample's records from its entities (the inverse of its preset design). */
const CASES: readonly {
  id: string;
  records: (entities: readonly WireEntity[]) => DataRecord[];
}[] = [
  {
    id: 'employees',
    records: (es) => es.map((e) => employee(e, e.PartitionKey as string, Number(e.RowKey))),
  },
  {
    id: 'employees-intra-index',
    records: (es) =>
      es
        .filter((_, i) => i % 2 === 0)
        .map((e) => employee(e, e.PartitionKey as string, Number(e.EmployeeId))),
  },
  {
    id: 'employees-inter-index',
    records: (es) =>
      es
        .filter((_, i) => i % 2 === 0)
        .map((e) => employee(e, (e.PartitionKey as string).slice(6), Number(e.EmployeeId))),
  },
  {
    id: 'expenses-log-tail',
    records: (es) =>
      es.map((e) => ({
        Department: e.PartitionKey as string,
        EmployeeId: Number(e.EmployeeId),
        Category: e.Category as string,
        Amount: e.Amount as number,
        SubmittedOn: ticksFromIso(e.SubmittedOn as string)!,
      })),
  },
  {
    id: 'app-log-hot',
    records: (es) =>
      es.map((e) => ({
        Level: e.Level as string,
        Source: e.Source as string,
        Message: e.Message as string,
        DurationMs: e.DurationMs as number,
        EventTime: ticksFromIso(e.EventTime as string)!,
      })),
  },
  {
    id: 'message-counts-hourly',
    records: (es) =>
      es.map((e) => ({
        EmployeeId: Number(e.PartitionKey),
        Time: hourTicks(e.RowKey as string),
        Hour: e.Hour as number,
        MessageCount: e.MessageCount as number,
      })),
  },
  {
    id: 'message-counts-series',
    records: (es) =>
      es.flatMap((e) =>
        Array.from({ length: 24 }, (_, h) => ({
          EmployeeId: Number(e.PartitionKey),
          Time: hourTicks(`${e.RowKey}${String(h).padStart(2, '0')}`),
          Hour: h,
          MessageCount: e[`Hour${String(h).padStart(2, '0')}`] as number,
        })),
      ),
  },
];

function employee(e: WireEntity, department: string, id: number): DataRecord {
  return {
    EmployeeId: id,
    Department: department,
    FirstName: e.FirstName as string,
    LastName: e.LastName as string,
    Age: e.Age as number,
    EmailAddress: e.EmailAddress as string,
  };
}

/** Ticks of a 'yyyyMMddHH' hour. */
function hourTicks(key: string): bigint {
  return ticksFromIso(
    `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}T${key.slice(8, 10)}:00:00Z`,
  )!;
}

describe('the seven samples as records + designs', () => {
  for (const c of CASES) {
    for (const [size, seed] of [
      [50, 1],
      [1_000, 7],
    ] as const) {
      it(`${c.id} at size ${size}, seed ${seed}: the same entities in the same order`, () => {
        const dataset = findDataset(c.id)!;
        const type = dataset.recordTypes[0]!;
        const expected = [...sampleEntities(dataset, size, seed)];
        const compiled = compileDesign(dataset.design, dataset.recordTypes);
        if (!compiled.ok) throw new Error(JSON.stringify(compiled.error));
        const run = applyDesign(compiled.design, { [type.name]: c.records(expected) });
        const actual = [...run.entities];
        expect(run.log.problems).toEqual([]);
        expect(actual.length).toBe(expected.length);
        // Stringified, so property order and annotations count too.
        expect(actual.map((e) => JSON.stringify(e))).toEqual(
          expected.map((e) => JSON.stringify(e)),
        );
      });
    }
  }
});
