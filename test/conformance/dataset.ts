/**
 * The entities both Azurite and Keyscope hold during the conformance run, written once in the
 * service's JSON wire form (semantics.md §1) and sent to Azurite through @azure/data-tables.
 *
 * The set is small but adversarial: every Edm type; Int32 and Int64 boundaries; Int64 values
 * beyond 2^53 that a JS number would merge; DateTimes with 7 fractional digits and at both ends
 * of the range; the same property stored with different types on different entities; missing
 * properties; quotes and empty strings; keys whose string order differs from numeric order
 * ('1' < '10' < '2' < '9'); several partitions, one differing from another only by case.
 */
import type { WireEntity } from '../../src/engine';

const I64 = 'Edm.Int64';
const DBL = 'Edm.Double';
const DT = 'Edm.DateTime';
const GUID = 'Edm.Guid';
const BIN = 'Edm.Binary';

/** The conformance dataset in wire form; each (PartitionKey, RowKey) is unique. */
export const WIRE_ENTITIES: readonly WireEntity[] = [
  {
    PartitionKey: 'p1',
    RowKey: '1',
    Name: 'Alice',
    Age: 30,
    'Big@odata.type': I64,
    Big: '9007199254740993',
    Dbl: 2.5,
    Flag: true,
    'When@odata.type': DT,
    When: '2020-01-01T00:00:00.1234567Z',
    'Id@odata.type': GUID,
    Id: 'c9da6455-213d-42c9-9a79-3e9149a57833',
    'Bin@odata.type': BIN,
    Bin: 'AQID',
    Mixed: 'x',
    Str: '10',
  },
  {
    PartitionKey: 'p1',
    RowKey: '10',
    Name: "O'Brien",
    Age: 2147483647,
    'Big@odata.type': I64,
    Big: '9223372036854775807',
    'Dbl@odata.type': DBL,
    Dbl: 10,
    Flag: false,
    'When@odata.type': DT,
    When: '1601-01-01T00:00:00Z',
    'Id@odata.type': GUID,
    Id: '00000000-0000-0000-0000-000000000000',
    'Bin@odata.type': BIN,
    Bin: 'AA==',
    Mixed: 10,
    Str: '9',
  },
  {
    PartitionKey: 'p1',
    RowKey: '9',
    Name: '',
    Age: -2147483648,
    'Big@odata.type': I64,
    Big: '-9223372036854775808',
    Dbl: -0.5,
    Flag: true,
    'When@odata.type': DT,
    When: '9999-12-31T23:59:59.9999999Z',
    'Id@odata.type': GUID,
    Id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'Bin@odata.type': BIN,
    Bin: '/w==',
    'Mixed@odata.type': I64,
    Mixed: '10',
    Str: '',
  },
  {
    PartitionKey: 'p1',
    RowKey: '2',
    Name: 'alice',
    Age: 0,
    'Big@odata.type': I64,
    Big: '0',
    'Dbl@odata.type': DBL,
    Dbl: 1500,
    'When@odata.type': DT,
    When: '2020-01-01T00:00:00.123Z',
    'Id@odata.type': GUID,
    Id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    'Bin@odata.type': BIN,
    Bin: 'AAE=',
    'Mixed@odata.type': DBL,
    Mixed: 10,
  },
  {
    PartitionKey: 'p1',
    RowKey: 'a',
    Name: 'Bob',
    'Age@odata.type': I64,
    Age: '30',
    Mixed: true,
    Str: 'abc',
  },
  {
    PartitionKey: 'p2',
    RowKey: '1',
    Name: 'Carol',
    Age: 30.5,
    Flag: 'true',
    'When@odata.type': DT,
    When: '2020-01-01T00:00:00Z',
    'Mixed@odata.type': DT,
    Mixed: '2020-01-01T00:00:00Z',
    'Big@odata.type': I64,
    Big: '10',
    Dbl: 0.1,
  },
  { PartitionKey: 'p2', RowKey: 'b' },
  {
    PartitionKey: 'P1',
    RowKey: '1',
    Name: 'ALICE',
    Age: '30',
    'Big@odata.type': I64,
    Big: '9007199254740992',
    'Id@odata.type': GUID,
    Id: 'C9DA6455-213D-42C9-9A79-3E9149A57833',
    Flag: false,
  },
  {
    PartitionKey: 'p10',
    RowKey: 'x',
    Name: 'ab',
    Age: 9,
    'Big@odata.type': I64,
    Big: '-10',
    // A JS number this large is an integer, so like 10.0 it needs the annotation to stay Double.
    'Dbl@odata.type': DBL,
    Dbl: 1.7976931348623157e308,
    'Mixed@odata.type': BIN,
    Mixed: 'AQID',
    Str: "''",
  },
  {
    PartitionKey: 'p9',
    RowKey: 'x',
    Name: 'abc',
    Age: 10,
    'Dbl@odata.type': DBL,
    Dbl: -3,
    Flag: true,
    'Mixed@odata.type': GUID,
    Mixed: 'c9da6455-213d-42c9-9a79-3e9149a57833',
    Str: 'é',
  },
  {
    PartitionKey: "O'Brien",
    RowKey: "it's",
    Name: "it's",
    Age: 1,
    Str: 'Zed',
  },
  { PartitionKey: '', RowKey: '', Name: 'empty keys', Age: -7 },
];

/** A value as @azure/data-tables takes it: plain, or `{ value, type }` for an annotated one. */
type SdkValue = unknown;

/**
 * The same entity in the shape `TableClient.createEntity` takes: `partitionKey`/`rowKey`, and
 * every annotated property as `{ value, type }` so the SDK writes the annotation back verbatim.
 */
export function toSdkEntity(wire: WireEntity): {
  partitionKey: string;
  rowKey: string;
  [name: string]: SdkValue;
} {
  const { PartitionKey, RowKey } = wire;
  if (typeof PartitionKey !== 'string' || typeof RowKey !== 'string') {
    throw new Error(`dataset entity without string keys: ${JSON.stringify(wire)}`);
  }
  const out: { partitionKey: string; rowKey: string; [name: string]: SdkValue } = {
    partitionKey: PartitionKey,
    rowKey: RowKey,
  };
  for (const [name, value] of Object.entries(wire)) {
    if (name === 'PartitionKey' || name === 'RowKey' || name.endsWith('@odata.type')) continue;
    const type = wire[`${name}@odata.type`];
    out[name] = typeof type === 'string' ? { value, type: type.replace(/^Edm\./, '') } : value;
  }
  return out;
}

/** `PartitionKey/RowKey`, the identity the suite compares result sets by. */
export function keyOf(partitionKey: string, rowKey: string): string {
  return JSON.stringify([partitionKey, rowKey]);
}
