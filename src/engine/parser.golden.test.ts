/**
 * Golden tests: the `$filter` examples of Microsoft's "Design for querying", "Table design
 * patterns" and "Querying tables and entities" articles parse, print back canonically, reparse
 * to the same tree, and select the entities the articles say they select.
 */
import { describe, expect, it } from 'vitest';
import { compileFilter } from './compile';
import { MAX_DATETIME_TICKS, ticksFromIso } from './datetime';
import type { EdmValue } from './edm';
import type { StoredEntity } from './entity';
import { parseFilter } from './parser';
import { printFilter } from './printer';
import { stripSpans } from './testing/spans';

const TS = 633_512_448_000_000_000n;

function employee(pk: string, rk: string, props: Record<string, EdmValue> = {}): StoredEntity {
  return { PartitionKey: pk, RowKey: rk, Timestamp: TS, properties: props };
}
const str = (value: string): EdmValue => ({ type: 'Edm.String', value });

/** The log-tail pattern's RowKey: DateTime.MaxValue ticks minus the ticks, 19 digits, newest first. */
function invertedTicks(iso: string): string {
  return (MAX_DATETIME_TICKS - (ticksFromIso(iso) as bigint)).toString().padStart(19, '0');
}
const OCT_11 = invertedTicks('2013-10-11T00:00:00Z');
const OCT_10 = invertedTicks('2013-10-10T00:00:00Z');

/** The guide's running example: employees by department, with index copies in both layouts. */
const TABLE: StoredEntity[] = [
  employee('Sales', '2', { LastName: str('Jones') }),
  employee('Sales', '121', { LastName: str('Smith') }),
  employee('Sales', '322', { LastName: str('Smith') }),
  employee('Sales', 'Smith', {}),
  employee('Sales', 'T', {}),
  employee('Sales', 'empid_000100', {}),
  employee('Sales', 'empid_000199', {}),
  employee('Sales', 'empid_000200', {}),
  employee('Sales', 'empid_000223', {}),
  employee('Sales', 'email_jones@contoso.com', {}),
  employee('Sales', 'email_jonet', {}),
  employee('Marketing', '2', { LastName: str('Jones') }),
  employee('empid_Sales', '000100', {}),
  employee('empid_Sales', '000223', {}),
  employee('empid_Sales', '000200', {}),
  employee('email_Sales', 'adams@contoso.com', {}),
  employee('email_Sales', 'b', {}),
  employee('email_Sales', 'jones@contoso.com', {}),
  // Log tail: expense reports of one employee, newest first by inverted ticks.
  employee('empid_000123', invertedTicks('2013-10-11T09:30:00Z'), {}),
  employee('empid_000123', invertedTicks('2013-10-10T17:00:00Z'), {}),
  employee('empid_000123', invertedTicks('2013-10-09T08:00:00Z'), {}),
  // Log data anti-pattern: partitions by date and hour.
  employee('2013101109', '1', {}),
  employee('2013101110', '1', {}),
  employee('2013101110', '2', {}),
  employee('2013101111', '1', {}),
  // Date-range queries on a DateTime property.
  employee('Sales', 'x_hired_2008', { HireDate: { type: 'Edm.DateTime', value: TS } }),
  employee('Sales', 'x_hired_2010', {
    HireDate: { type: 'Edm.DateTime', value: ticksFromIso('2010-01-01T00:00:00Z') as bigint },
  }),
];

/** [filter as the article writes it, canonical print, the (PK/RK) the filter selects]. */
const GOLDEN: readonly (readonly [string, string, readonly string[]])[] = [
  // Design for querying: point query, range query, partition scan, table scan, or over RowKeys.
  [
    "(PartitionKey eq 'Sales') and (RowKey eq '2')",
    "PartitionKey eq 'Sales' and RowKey eq '2'",
    ['Sales/2'],
  ],
  [
    "PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'",
    "PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'",
    ['Sales/Smith'],
  ],
  [
    "PartitionKey eq 'Sales' and LastName eq 'Smith'",
    "PartitionKey eq 'Sales' and LastName eq 'Smith'",
    ['Sales/121', 'Sales/322'],
  ],
  ["LastName eq 'Jones'", "LastName eq 'Jones'", ['Sales/2', 'Marketing/2']],
  [
    "PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')",
    "PartitionKey eq 'Sales' and (RowKey eq '121' or RowKey eq '322')",
    ['Sales/121', 'Sales/322'],
  ],
  // Table design patterns: intra-partition secondary index.
  [
    "(PartitionKey eq 'Sales') and (RowKey eq 'empid_000223')",
    "PartitionKey eq 'Sales' and RowKey eq 'empid_000223'",
    ['Sales/empid_000223'],
  ],
  [
    "(PartitionKey eq 'Sales') and (RowKey ge 'empid_000100') and (RowKey le 'empid_000199')",
    "PartitionKey eq 'Sales' and RowKey ge 'empid_000100' and RowKey le 'empid_000199'",
    ['Sales/empid_000100', 'Sales/empid_000199'],
  ],
  [
    "(PartitionKey eq 'Sales') and (RowKey ge 'email_jones') and (RowKey lt 'email_jonet')",
    "PartitionKey eq 'Sales' and RowKey ge 'email_jones' and RowKey lt 'email_jonet'",
    ['Sales/email_jones@contoso.com'],
  ],
  // Inter-partition secondary index.
  [
    "(PartitionKey eq 'empid_Sales') and (RowKey eq '000223')",
    "PartitionKey eq 'empid_Sales' and RowKey eq '000223'",
    ['empid_Sales/000223'],
  ],
  [
    "(PartitionKey eq 'empid_Sales') and (RowKey ge '000100') and (RowKey le '000199')",
    "PartitionKey eq 'empid_Sales' and RowKey ge '000100' and RowKey le '000199'",
    ['empid_Sales/000100'],
  ],
  [
    "(PartitionKey eq 'email_Sales') and (RowKey ge 'a') and (RowKey lt 'b')",
    "PartitionKey eq 'email_Sales' and RowKey ge 'a' and RowKey lt 'b'",
    ['email_Sales/adams@contoso.com'],
  ],
  [
    "(PartitionKey eq 'email_Sales') and (RowKey ge 'jones') and (RowKey lt 'jonet')",
    "PartitionKey eq 'email_Sales' and RowKey ge 'jones' and RowKey lt 'jonet'",
    ['email_Sales/jones@contoso.com'],
  ],
  // Log tail: the newest reports of one employee come first; a day is a RowKey range.
  [
    "PartitionKey eq 'empid_000123'",
    "PartitionKey eq 'empid_000123'",
    [
      `empid_000123/${invertedTicks('2013-10-11T09:30:00Z')}`,
      `empid_000123/${invertedTicks('2013-10-10T17:00:00Z')}`,
      `empid_000123/${invertedTicks('2013-10-09T08:00:00Z')}`,
    ],
  ],
  [
    `(PartitionKey eq 'empid_000123') and (RowKey gt '${invertedTicks('2013-10-11T23:59:59.9999999Z')}') and (RowKey le '${OCT_11}')`,
    `PartitionKey eq 'empid_000123' and RowKey gt '${invertedTicks('2013-10-11T23:59:59.9999999Z')}' and RowKey le '${OCT_11}'`,
    [`empid_000123/${invertedTicks('2013-10-11T09:30:00Z')}`],
  ],
  [
    `(PartitionKey eq 'empid_000123') and (RowKey ge '${OCT_11}') and (RowKey le '${OCT_10}')`,
    `PartitionKey eq 'empid_000123' and RowKey ge '${OCT_11}' and RowKey le '${OCT_10}'`,
    [`empid_000123/${invertedTicks('2013-10-10T17:00:00Z')}`],
  ],
  // Log data anti-pattern: one hour of log records is one PartitionKey range.
  [
    "(PartitionKey ge '2013101110') and (PartitionKey lt '2013101111')",
    "PartitionKey ge '2013101110' and PartitionKey lt '2013101111'",
    ['2013101110/1', '2013101110/2'],
  ],
  // A date range on a DateTime property.
  [
    "(PartitionKey eq 'Sales') and (HireDate ge datetime'2008-01-01T00:00:00Z') and (HireDate lt datetime'2009-01-01T00:00:00Z')",
    "PartitionKey eq 'Sales' and HireDate ge datetime'2008-01-01T00:00:00.0000000Z' and HireDate lt datetime'2009-01-01T00:00:00.0000000Z'",
    ['Sales/x_hired_2008'],
  ],
];

function selected(filter: string): string[] {
  const r = parseFilter(filter);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const match = compileFilter(r.ast);
  return TABLE.filter(match).map((e) => `${e.PartitionKey}/${e.RowKey}`);
}

describe('golden filters from the Table design guide', () => {
  for (const [filter, canonical, expected] of GOLDEN) {
    it(filter, () => {
      const parsed = parseFilter(filter);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(printFilter(parsed.ast)).toBe(canonical);
      const reparsed = parseFilter(canonical);
      expect(reparsed.ok && stripSpans(reparsed.ast)).toEqual(stripSpans(parsed.ast));
      expect(selected(filter)).toEqual(expected);
    });
  }
});

describe('golden filters from "Querying tables and entities"', () => {
  const customer: StoredEntity = employee('Customers', 'MSFT', {
    LastName: str('Smith'),
    FirstName: str('John'),
    AmountDue: { type: 'Edm.Double', value: 100.25 },
    IsActive: { type: 'Edm.Boolean', value: true },
    CustomerSince: { type: 'Edm.DateTime', value: TS },
    GuidValue: { type: 'Edm.Guid', value: 'a455c695-df98-5678-aaaa-81d3367e5a34' },
    CustomerCode: { type: 'Edm.Int64', value: 255n },
    Rating: { type: 'Edm.Int32', value: 4 },
  });
  const cases: readonly (readonly [string, string])[] = [
    ["LastName eq 'Smith' and FirstName eq 'John'", "LastName eq 'Smith' and FirstName eq 'John'"],
    ['AmountDue le 100.25', 'AmountDue le 100.25'],
    ['IsActive eq true', 'IsActive eq true'],
    [
      "CustomerSince eq datetime'2008-07-10T00:00:00Z'",
      "CustomerSince eq datetime'2008-07-10T00:00:00.0000000Z'",
    ],
    [
      "GuidValue eq guid'a455c695-df98-5678-aaaa-81d3367e5a34'",
      "GuidValue eq guid'a455c695-df98-5678-aaaa-81d3367e5a34'",
    ],
    ['CustomerCode eq 255L', 'CustomerCode eq 255L'],
    ['Rating ge 3 and Rating le 6', 'Rating ge 3 and Rating le 6'],
    [
      "PartitionKey eq 'Customers' and RowKey eq 'MSFT'",
      "PartitionKey eq 'Customers' and RowKey eq 'MSFT'",
    ],
  ];
  for (const [filter, canonical] of cases) {
    it(filter, () => {
      const parsed = parseFilter(filter);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      expect(printFilter(parsed.ast)).toBe(canonical);
      expect(compileFilter(parsed.ast)(customer)).toBe(true);
    });
  }
});
