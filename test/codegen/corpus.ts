/**
 * The dataset and the queries the generated programs run against Azurite. Each property holds
 * one type on every entity, so the corpus stays clear of Azurite's documented departures from
 * the service (docs/conformance.md: type mismatches, truthiness, Binary order); the string
 * values carry what could break a generator: quotes of both kinds, `$()`, backticks, a newline,
 * backslashes, URL metacharacters, and non-ASCII text up to astral characters.
 */
import type { WireEntity } from '../../src/engine';

const I64 = 'Edm.Int64';
const DBL = 'Edm.Double';
const DT = 'Edm.DateTime';
const GUID = 'Edm.Guid';
const BIN = 'Edm.Binary';

/** Strings a generator must carry through unharmed. */
export const NASTY = {
  quote: "O'Brien",
  doubleQuote: 'say "hi"',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion the programs must not run
  shell: '$(touch /tmp/keyscope-pwned) `id` ${HOME}',
  newline: 'line one\nline two',
  unicode: 'Zoë 日本 😀',
  backslash: 'C:\\temp\\new',
  url: 'a%20b & c=d + e # f ? g / h',
} as const;

const names = Object.values(NASTY);

function entity(pk: string, rk: string, i: number): WireEntity {
  return {
    PartitionKey: pk,
    RowKey: rk,
    Name: names[i % names.length],
    Age: 18 + i * 7,
    'Big@odata.type': I64,
    Big: (i % 2 === 0 ? 9007199254740993n + BigInt(i) : -BigInt(i) * 1000n).toString(),
    ...(i % 3 === 0 ? { 'Dbl@odata.type': DBL, Dbl: 10 + i } : { Dbl: 2.5 + i }),
    Flag: i % 2 === 0,
    'When@odata.type': DT,
    When: `20${10 + i}-0${1 + (i % 9)}-01T00:00:00.${i % 10}234567Z`,
    'Id@odata.type': GUID,
    Id: `c9da6455-213d-42c9-9a79-3e9149a5783${i % 10}`,
    'Bin@odata.type': BIN,
    Bin: ['AQID', 'AA==', '/w==', 'AQ=='][i % 4],
  };
}

/** Fourteen entities in three partitions, in key order within each. */
export const DATASET: readonly WireEntity[] = [
  ...['01', '02', '03', '04', '05', '06'].map((rk, i) => entity('p1', rk, i)),
  ...['01', '02', '03', '04', '05'].map((rk, i) => entity('p2', rk, i + 6)),
  ...['a', 'b'].map((rk, i) => entity('Zoë', rk, i + 11)),
  { PartitionKey: 'p3', RowKey: 'sparse', Name: '' },
];

/** One query of the corpus. */
export interface CorpusQuery {
  readonly filter: string;
  readonly select?: readonly string[];
  readonly top?: number;
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** At least 30 queries: every Edm type, quotes and unicode, $select, $top below the result, an empty result. */
export const CORPUS: readonly CorpusQuery[] = [
  { filter: '' },
  { filter: "PartitionKey eq 'p1'" },
  { filter: "PartitionKey eq 'p1' and RowKey eq '02'" },
  { filter: "PartitionKey ne 'p1'" },
  { filter: "RowKey ge '02' and RowKey lt '05'" },
  { filter: "PartitionKey eq 'Zoë'" },
  ...Object.values(NASTY).map((s) => ({ filter: `Name eq ${lit(s)}` })),
  { filter: `Name eq ${lit(NASTY.quote)} or Name eq ${lit(NASTY.shell)}` },
  { filter: "Name eq ''" },
  { filter: "Name ge 'Z'" },
  { filter: 'Age gt 40' },
  { filter: 'Age eq 25' },
  { filter: 'not (Age gt 40)' },
  { filter: '(Age gt 20 and Age lt 60) or Flag eq false' },
  { filter: 'Big eq 9007199254740993L' },
  { filter: 'Big lt 0L' },
  { filter: 'Dbl eq 2.5' },
  { filter: 'Dbl ge 10.0' },
  { filter: 'Flag eq true' },
  { filter: "When gt datetime'2015-01-01T00:00:00Z'" },
  { filter: "When eq datetime'2010-01-01T00:00:00.0234567Z'" },
  { filter: "Id eq guid'c9da6455-213d-42c9-9a79-3e9149a57833'" },
  { filter: "Bin eq X'010203'" },
  { filter: "PartitionKey eq 'p1'", select: ['Name', 'Age'] },
  { filter: 'Age gt 30', select: ['Big', 'When', 'Bin', 'Id', 'Dbl', 'Flag'] },
  { filter: '', top: 4 },
  { filter: "PartitionKey eq 'p2'", top: 2 },
  { filter: 'Flag eq true', top: 3, select: ['Name'] },
  { filter: "Name eq 'nobody'" },
  { filter: "Name eq 'nobody'", top: 5 },
];
