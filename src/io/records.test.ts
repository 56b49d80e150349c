import { describe, expect, it } from 'vitest';
import { readODataJson } from './odata-json';
import { recordTypeName, startingDesign } from './starting-design';
import { readTypedCsv } from './typed-csv';

const asRecords = { records: 'People' } as const;

/** Reads CSV text as records of type People, failing the test on a whole-file refusal. */
function csvRecords(text: string, options: { inferTypes?: boolean } = {}) {
  const result = readTypedCsv(text, { ...asRecords, ...options });
  if (result.fileError) throw new Error(JSON.stringify(result.fileError));
  return { ...result, read: result.records! };
}

describe('reading a file as records', () => {
  it('infers every Edm type from a typed CSV, with values in their native form', () => {
    const { read, errors, entities } = csvRecords(
      [
        'PartitionKey,RowKey,Timestamp,S,S@type,I,I@type,L,L@type,D,D@type,B,B@type,T,T@type,G,G@type,X,X@type',
        'p,1,2024-01-01T00:00:00Z,Ann,Edm.String,-7,Edm.Int32,9007199254740993,Edm.Int64,2.5,Edm.Double,true,Edm.Boolean,2024-05-06T07:08:09.1234567Z,Edm.DateTime,C3F1A5B2-0000-4000-8000-00000000000A,Edm.Guid,AAEC,Edm.Binary',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(entities).toEqual([]);
    expect(read.recordType).toEqual({
      name: 'People',
      properties: [
        { name: 'S', type: 'Edm.String' },
        { name: 'I', type: 'Edm.Int32' },
        { name: 'L', type: 'Edm.Int64' },
        { name: 'D', type: 'Edm.Double' },
        { name: 'B', type: 'Edm.Boolean' },
        { name: 'T', type: 'Edm.DateTime' },
        { name: 'G', type: 'Edm.Guid' },
        { name: 'X', type: 'Edm.Binary' },
      ],
    });
    expect(read.records).toEqual([
      {
        S: 'Ann',
        I: -7,
        L: 9007199254740993n,
        D: 2.5,
        B: true,
        // Date.UTC(2024, 4, 6, 7, 8, 9) · 10,000 + 621355968000000000 (1970 in ticks) + 1234567.
        T: 638505760891234567n,
        G: 'c3f1a5b2-0000-4000-8000-00000000000a',
        X: new Uint8Array([0, 1, 2]),
      },
    ]);
  });

  it('drops the key columns, Timestamp and odata.* columns, and needs no key columns at all', () => {
    const keyed = csvRecords('PartitionKey,RowKey,Timestamp,odata.etag,Name\np,r,t,e,Ann\n');
    expect(keyed.read.records).toEqual([{ Name: 'Ann' }]);
    expect(keyed.read.dropped).toEqual(['PartitionKey', 'RowKey']);
    const keyless = csvRecords('Name,Age\nAnn,30\nBob,41\n');
    expect(keyless.read.recordType.properties).toEqual([
      { name: 'Name', type: 'Edm.String' },
      { name: 'Age', type: 'Edm.Int32' },
    ]);
    expect(keyless.read.records).toEqual([
      { Name: 'Ann', Age: 30 },
      { Name: 'Bob', Age: 41 },
    ]);
    const json = readODataJson(
      '[{"PartitionKey":"p","RowKey":"1","Timestamp":"2024-01-01T00:00:00Z","odata.etag":"W/1","N":1}]',
      undefined,
      asRecords,
    );
    expect(json.records?.records).toEqual([{ N: 1 }]);
    expect(json.records?.dropped).toEqual(['PartitionKey', 'RowKey', 'Timestamp', 'odata.etag']);
  });

  it('leaves a missing cell out of its record (a record may lack a property)', () => {
    const { read } = csvRecords('Name,Age,Age@type\nAnn,,Edm.Int32\nBob,41,Edm.Int32\n');
    expect(read.records).toEqual([{ Name: 'Ann' }, { Name: 'Bob', Age: 41 }]);
    expect(read.recordType.properties.map((p) => p.type)).toEqual(['Edm.String', 'Edm.Int32']);
  });

  it('gives a property of mixed types its most common type and rejects the other rows, saying why', () => {
    const { read, errors, rejected } = csvRecords(
      [
        'Name,Age,Age@type',
        'Ann,30,Edm.Int32',
        'Bob,forty,Edm.String',
        'Cy,50,Edm.Int32',
        'Di,7,Edm.Int64',
      ].join('\n'),
    );
    expect(read.recordType.properties).toEqual([
      { name: 'Name', type: 'Edm.String' },
      { name: 'Age', type: 'Edm.Int32' },
    ]);
    expect(read.records.map((r) => r.Name)).toEqual(['Ann', 'Cy']);
    expect(rejected).toBe(2);
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [3, 2, 'MIXED_TYPES'],
      [5, 2, 'MIXED_TYPES'],
    ]);
    expect(errors[0]).toMatchObject({
      field: 'Age',
      message: {
        code: 'io.mixedTypes',
        params: { name: 'Age', type: 'Edm.String', expected: 'Edm.Int32', count: 2, total: 4 },
      },
    });
  });

  it('widens Int32 mixed only with Double (JSON numbers) or only with Int64, losing nothing', () => {
    const json = readODataJson(
      '[{"PartitionKey":"p","RowKey":"1","N":10,"M":1},{"PartitionKey":"p","RowKey":"2","N":10.5,"M":"5","M@odata.type":"Edm.Int64"}]',
      undefined,
      asRecords,
    );
    expect(json.errors).toEqual([]);
    expect(json.records?.recordType.properties).toEqual([
      { name: 'N', type: 'Edm.Double' },
      { name: 'M', type: 'Edm.Int64' },
    ]);
    expect(json.records?.records).toEqual([
      { N: 10, M: 1n },
      { N: 10.5, M: 5n },
    ]);
  });

  it('rejects a row whose value breaks an entity rule, with its line and column', () => {
    const { read, errors } = csvRecords(
      'Name,Age,Age@type\nAnn,99999999999,Edm.Int32\nBob,4,Edm.Int32\n',
    );
    expect(read.records).toEqual([{ Name: 'Bob', Age: 4 }]);
    expect(errors.map((e) => [e.line, e.column, e.field])).toEqual([[2, 2, 'Age']]);
  });

  it('keeps entities as entities when not asked for records (the key columns stay required)', () => {
    const result = readTypedCsv('Name,Age\nAnn,30\n');
    expect(result.fileError?.code).toBe('NO_KEY_COLUMNS');
  });
});

describe('the records’ type name and starting design', () => {
  it('names the record type after the file, in PascalCase letters and digits', () => {
    expect(recordTypeName('my-employees.typed.csv')).toBe('MyEmployees');
    expect(recordTypeName('orders_2024.json')).toBe('Orders2024');
    expect(recordTypeName('2024 sales.csv')).toBe('R2024Sales');
    expect(recordTypeName('pasted text')).toBe('PastedText');
    expect(recordTypeName('...csv')).toBe('Record');
  });

  const type = {
    name: 'People',
    properties: [
      { name: 'Name', type: 'Edm.String' as const },
      { name: 'City', type: 'Edm.String' as const },
      { name: 'PersonId', type: 'Edm.Int32' as const },
    ],
  };

  it('keys on the first String property and an id-like property that tells records apart, padded', () => {
    const records = [
      { Name: 'Ann', City: 'Oslo', PersonId: 7 },
      { Name: 'Ann', City: 'Rome', PersonId: 120 },
    ];
    expect(startingDesign(type, records)).toEqual({
      name: 'People by Name',
      entitySets: [
        {
          name: 'primary',
          recordType: 'People',
          kind: 'copy',
          partitionKey: '{Name}',
          rowKey: '{PersonId|pad:3}',
          properties: 'all',
        },
      ],
    });
  });

  it('without a unique property, keys the rows of each partition by the next properties that tell them apart', () => {
    const records = [
      { Name: 'Ann', City: 'Oslo', PersonId: 1 },
      { Name: 'Ann', City: 'Rome', PersonId: 1 },
      { Name: 'Bob', City: 'Oslo', PersonId: 1 },
    ];
    const set = startingDesign(type, records).entitySets[0]!;
    expect([set.partitionKey, set.rowKey]).toEqual(['{Name}', '{City}']);
  });

  it('groups by another keyable property when the only String one is the RowKey', () => {
    const named = {
      name: 'Staff',
      properties: [
        { name: 'Name', type: 'Edm.String' as const },
        { name: 'Age', type: 'Edm.Int32' as const },
      ],
    };
    const set = startingDesign(named, [
      { Name: 'Ann', Age: 30 },
      { Name: 'Bob', Age: 30 },
    ]).entitySets[0]!;
    expect([set.partitionKey, set.rowKey]).toEqual(['{Age}', '{Name}']);
  });

  it('puts records with no String property in one partition named after their type', () => {
    const numbers = { name: 'N', properties: [{ name: 'V', type: 'Edm.Double' as const }] };
    const set = startingDesign(numbers, [{ V: 1.5 }, { V: 2.5 }]).entitySets[0]!;
    expect([set.partitionKey, set.rowKey]).toEqual(['{$type}', '{V}']);
  });
});
