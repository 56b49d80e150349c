/**
 * The seven sample datasets expressed as records + a design reproduce today's generators exactly:
 * same entities, same property order, same annotations. Records are recovered from the sample's
 * own entities, so this pins the designs (the presets the datasets room will ship), not a copy of
 * the generators. When the samples move out of src/engine, only the import below changes.
 */
import { describe, expect, it } from 'vitest';
import { ticksFromIso, type WireEntity } from '../engine';
import { findDataset } from './samples';
import { applyDesign } from '../design';
import { compileDesign } from '../design';
import { EMPLOYEE } from '../design/testing';
import type { DataRecord, Design, RecordType } from '../design';
import { sampleEntities } from './generate';

const EXPENSE: RecordType = {
  name: 'Expense',
  properties: [
    { name: 'Department', type: 'Edm.String' },
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Category', type: 'Edm.String' },
    { name: 'Amount', type: 'Edm.Double' },
    { name: 'SubmittedOn', type: 'Edm.DateTime' },
  ],
};
const LOG_EVENT: RecordType = {
  name: 'LogEvent',
  properties: [
    { name: 'Level', type: 'Edm.String' },
    { name: 'Source', type: 'Edm.String' },
    { name: 'Message', type: 'Edm.String' },
    { name: 'DurationMs', type: 'Edm.Int32' },
    { name: 'EventTime', type: 'Edm.DateTime' },
  ],
};
const MESSAGE_COUNT: RecordType = {
  name: 'MessageCount',
  properties: [
    { name: 'EmployeeId', type: 'Edm.Int32' },
    { name: 'Time', type: 'Edm.DateTime' },
    { name: 'Hour', type: 'Edm.Int32' },
    { name: 'MessageCount', type: 'Edm.Int32' },
  ],
};

const NAMES = ['FirstName', 'LastName', 'Age', 'EmailAddress'];
const WITH_ID = {
  properties: ['EmployeeId', ...NAMES],
  computed: { EmployeeId: '{EmployeeId|pad:6}' },
};
const copy = { recordType: 'Employee', kind: 'copy' } as const;

/** Each sample's design, its record type, and how to recover its records from its entities. */
const CASES: readonly {
  id: string;
  type: RecordType;
  design: Design;
  records: (entities: readonly WireEntity[]) => DataRecord[];
}[] = [
  {
    id: 'employees',
    type: EMPLOYEE,
    design: {
      name: 'By department',
      entitySets: [
        {
          ...copy,
          name: 'primary',
          partitionKey: '{Department}',
          rowKey: '{EmployeeId|pad:6}',
          properties: NAMES,
        },
      ],
    },
    records: (es) => es.map((e) => employee(e, e.PartitionKey as string, Number(e.RowKey))),
  },
  {
    id: 'employees-intra-index',
    type: EMPLOYEE,
    design: {
      name: 'Intra-partition index',
      entitySets: [
        {
          ...copy,
          ...WITH_ID,
          name: 'by id',
          partitionKey: '{Department}',
          rowKey: 'empid_{EmployeeId|pad:6}',
        },
        {
          ...copy,
          ...WITH_ID,
          name: 'by e-mail',
          partitionKey: '{Department}',
          rowKey: 'email_{EmailAddress}',
        },
      ],
    },
    records: (es) =>
      es
        .filter((_, i) => i % 2 === 0)
        .map((e) => employee(e, e.PartitionKey as string, Number(e.EmployeeId))),
  },
  {
    id: 'employees-inter-index',
    type: EMPLOYEE,
    design: {
      name: 'Inter-partition index',
      entitySets: [
        {
          ...copy,
          ...WITH_ID,
          name: 'by id',
          partitionKey: 'empid_{Department}',
          rowKey: '{EmployeeId|pad:6}',
        },
        {
          ...copy,
          ...WITH_ID,
          name: 'by e-mail',
          partitionKey: 'email_{Department}',
          rowKey: '{EmailAddress}',
        },
      ],
    },
    records: (es) =>
      es
        .filter((_, i) => i % 2 === 0)
        .map((e) => employee(e, (e.PartitionKey as string).slice(6), Number(e.EmployeeId))),
  },
  {
    id: 'expenses-log-tail',
    type: EXPENSE,
    design: {
      name: 'Log tail',
      entitySets: [
        {
          name: 'newest first',
          recordType: 'Expense',
          kind: 'copy',
          partitionKey: '{Department}',
          rowKey: '{SubmittedOn|ticks|invert|pad:19}',
          properties: ['EmployeeId', 'Category', 'Amount', 'SubmittedOn'],
          computed: { EmployeeId: '{EmployeeId|pad:6}' },
        },
      ],
    },
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
    type: LOG_EVENT,
    design: {
      name: 'By hour',
      entitySets: [
        {
          name: 'log',
          recordType: 'LogEvent',
          kind: 'copy',
          partitionKey: '{EventTime|format:yyyyMMddHH}',
          rowKey: '{EventTime|format:mm:ss.fffffff}',
          properties: 'all',
        },
      ],
    },
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
    type: MESSAGE_COUNT,
    design: {
      name: 'Hourly',
      entitySets: [
        {
          name: 'hours',
          recordType: 'MessageCount',
          kind: 'copy',
          partitionKey: '{EmployeeId|pad:6}',
          rowKey: '{Time|format:yyyyMMddHH}',
          properties: ['Hour', 'MessageCount'],
        },
      ],
    },
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
    type: MESSAGE_COUNT,
    design: {
      name: 'Data series',
      entitySets: [
        {
          name: 'days',
          recordType: 'MessageCount',
          kind: 'series',
          partitionKey: '{EmployeeId|pad:6}',
          rowKey: '{Time|format:yyyyMMdd}',
          properties: [],
          series: { name: 'Hour{Hour|pad:2}', value: 'MessageCount' },
        },
      ],
    },
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
        const expected = [...sampleEntities(findDataset(c.id)!, size, seed)];
        const compiled = compileDesign(c.design, [c.type]);
        if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
        const run = applyDesign(compiled.design, { [c.type.name]: c.records(expected) });
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
