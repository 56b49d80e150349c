import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyzeQuery,
  type Coded,
  createTable,
  ENGINE_CODES,
  fromWireEntity,
  type KeyShape,
  type PlanContext,
  parseFilter,
  planFilter,
  propertyNameError,
  runQuery,
  runQueryPage,
  tableNameCoded,
  type WireEntity,
  withPartitionKey,
} from '../engine';
import { CATALOGUES, type MessageKey } from './catalogues';
import { LOCALES } from './locales';
import { placeholdersOf, textsOf } from './message';
import { createTranslator } from './translate';

const ENGINE_DIR = join(__dirname, '..', 'engine');

/** The engine's own source files (no tests, no test helpers). */
function engineSources(): { name: string; text: string }[] {
  return readdirSync(ENGINE_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: readFileSync(join(ENGINE_DIR, name), 'utf8') }));
}

const NOW = 638_000_000_000_000_000n;
const entity = (extra: Record<string, unknown> = {}): WireEntity =>
  ({ PartitionKey: 'p', RowKey: 'r', ...extra }) as WireEntity;
const many = (n: number, value: (i: number) => unknown, prefix = 'P') =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, value(i)]));
const big = (i: number) => String(i % 10).repeat(32_768);

/** Filters that fail, each for a different rule. */
const BAD_FILTERS = [
  "Name eq 'x",
  "D eq datetime'2008-02-30T00:00:00Z'",
  "G eq guid'xyz'",
  "B eq X'0af'",
  'A eq 10.',
  'A eq 1.0E',
  'A eq 1e1',
  'A eq 12abc',
  'A eq 1.0E999',
  'A eq 9223372036854775808L',
  'A eq 123456789012',
  'A eq 99999999999999999999',
  "D eq datetimeoffset'2008-07-10T00:00:00Z'",
  "D eq DateTime'2008-07-10T00:00:00Z'",
  "Name = 'x'",
  'Name eq "x"',
  "$filter=Name eq 'x'",
  "Name%20eq%20'x'",
  'Age eq 1 + 2',
  'A eq 1)',
  `${'not '.repeat(200)}A`,
  'Not IsActive',
  'A eq 1 eq 2',
  "Name EQ 'x'",
  'Age add 1 eq 31',
  "Name in ('a','b')",
  "Flags has 'a'",
  'A eq 1 B eq 2',
  '(A eq 1',
  'A eq',
  '()',
  'Name eq null',
  'and A',
  '(A eq 1) eq true',
  'FirstName eq LastName',
  'IsActive eq TRUE',
  "'a' eq 'a'",
  '1',
  "A eq 1 and 'x'",
  "startswith(Name,'ab')",
  "contains(Name,'ab')",
  "endswith(Name,'ab')",
  Array.from({ length: 16 }, (_, i) => `RowKey eq '${i}'`).join(' or '),
  Array.from({ length: 200 }, () => 'A').join(' and '),
];

/** Entities that break each rule of semantics.md §1. */
const BAD_ENTITIES: unknown[] = [
  { PartitionKey: 'a#b', RowKey: '1' },
  { PartitionKey: 'x'.repeat(513), RowKey: '1' },
  { PartitionKey: 'a\ud800b', RowKey: '1' },
  entity({ 'bad name': 1 }),
  entity({ ['a'.repeat(256)]: 1 }),
  entity({ S: 'x'.repeat(32_769) }),
  entity({ B: btoa('x'.repeat(65_537)), 'B@odata.type': 'Edm.Binary' }),
  entity({ A: [1] }),
  entity({ A: {} }),
  entity({ A: 'x', 'A@odata.type': 'Edm.Int32' }),
  entity({ A: Number.POSITIVE_INFINITY }),
  entity({ A: 'x', 'A@odata.type': 'Edm.Int64' }),
  entity({ A: 'x', 'A@odata.type': 'Edm.DateTime' }),
  entity({ A: '!!', 'A@odata.type': 'Edm.Binary' }),
  entity({ A: 3_000_000_000 }),
  entity({ A: 'x', 'A@odata.type': 'Edm.Foo' }),
  entity({ A: 3_000_000_000, 'A@odata.type': 'Edm.Int32' }),
  entity({ A: '9999999999999999999', 'A@odata.type': 'Edm.Int64' }),
  entity({ 'A@foo': 1 }),
  entity({ 'A@odata.type': 'Edm.String' }),
  { RowKey: '1' },
  { PartitionKey: 1, RowKey: '1' },
  [],
  entity(many(253, () => 1)),
  entity(many(17, big)),
];

const shape = (key: KeyShape['key'], property: string): KeyShape => ({
  key,
  property,
  valueType: 'Edm.String',
  prefix: '',
  suffix: '',
  pad: null,
  letterCase: null,
  template: `{${property}}`,
});

/** Filters to plan, with what the planner may know about the table. */
const PLANS: [string, PlanContext][] = [
  ['', {}],
  ['A eq 1 or B eq 2', {}],
  ["PartitionKey eq 'a' and PartitionKey eq 'b'", {}],
  ["PartitionKey eq 'a' and RowKey eq 'b'", {}],
  ["PartitionKey eq 'a' and RowKey ge 'b' and RowKey lt 'c'", {}],
  ["PartitionKey eq 'a' and X eq 1", {}],
  ["PartitionKey eq 'a' and (RowKey eq '1' or RowKey eq '2')", {}],
  ["PartitionKey ge 'a' and RowKey eq 'x' and A eq 1 and B eq 2", {}],
  ["RowKey eq '1'", {}],
  ["(PartitionKey eq 'a' or PartitionKey eq 'b') and A eq 1", {}],
  ["PartitionKey eq 'a' and RowKey ge '5'", { unpaddedKeys: { rowKey: 3 } }],
  ['Nope eq 1', { propertyTypes: {} }],
  ['age eq 1', { propertyTypes: { Age: { 'Edm.Int32': 5 } } }],
  ['Age eq 30L', { propertyTypes: { Age: { 'Edm.Int32': 5 } } }],
  ['Age eq 30L', { propertyTypes: { Age: { 'Edm.Int32': 9, 'Edm.Int64': 1 } } }],
  ["Dept eq 'Sales'", { keyShapes: [shape('PartitionKey', 'Dept')] }],
  ["PartitionKey eq 'a' and Id eq 'x'", { keyShapes: [shape('RowKey', 'Id')] }],
];

/** A real instance of every message the engine makes, nested ones included. */
function engineMessages(): Coded[] {
  const out: Coded[] = [];
  const add = (m: Coded | undefined) => {
    if (m === undefined) return;
    out.push(m);
    for (const v of Object.values(m.params ?? {})) if (typeof v === 'object') add(v);
  };
  for (const filter of BAD_FILTERS) {
    const r = parseFilter(filter);
    if (r.ok) throw new Error(`${filter} parsed`);
    add(r.error.message);
    add(r.error.hint);
  }
  for (const wire of BAD_ENTITIES) {
    const r = fromWireEntity(wire as WireEntity, { timestamp: NOW });
    if (r.ok) throw new Error(`${JSON.stringify(wire).slice(0, 80)} was accepted`);
    add(r.error.message);
  }
  add(propertyNameError('Timestamp')?.message);
  for (const [filter, context] of PLANS) {
    const plan = planFilter(filter === '' ? null : parseOk(filter), context);
    for (const m of [...plan.explanation, ...plan.assumptions]) add(m);
    for (const note of plan.warnings) {
      add(note.message);
      add(note.suggestion?.label);
    }
  }
  const table = createTable([entity(many(200, () => 1)), entity()], { now: NOW });
  for (const r of table.rejected) add(r.message);
  const t = table.table;
  for (const options of [{ top: 0 }, { select: ['a b'] }]) {
    const r = runQuery(t, options);
    if (!r.ok) add(r.error.message);
  }
  const page = runQueryPage(t, {}, { nextPartitionKey: 1 } as never);
  if (!page.ok) add(page.error.message);
  const sixteen = withPartitionKey(
    Array.from({ length: 15 }, (_, i) => `A eq ${i}`).join(' or '),
    'p',
  );
  if (!sixteen.ok) add(sixteen.error.message);
  for (const options of [
    { top: 5 },
    { rangePartitioning: { kind: 'split-at', partitionKeys: ['m'] } } as const,
  ]) {
    const r = analyzeQuery(t, options);
    if (r.ok) for (const m of r.plan.assumptions) add(m);
  }
  for (const name of ['ab', 'a'.repeat(64), 'my-table', '1logs', 'Tables']) {
    add(tableNameCoded(name) ?? undefined);
  }
  return out;
}

function parseOk(filter: string) {
  const r = parseFilter(filter);
  if (!r.ok) throw new Error(`${filter}: ${r.error.code}`);
  return r.ast;
}

/** The placeholders of an English entry, over all its forms. */
function englishPlaceholders(code: string): string[] {
  const entry = CATALOGUES.en[code as MessageKey];
  return [...new Set(textsOf(entry).flatMap(placeholdersOf))].sort();
}

describe('engine messages in the catalogue', () => {
  const messages = engineMessages();

  it('every engine code has a catalogue entry', () => {
    expect(ENGINE_CODES.filter((code) => !Object.hasOwn(CATALOGUES.en, code))).toEqual([]);
  });

  it('the code list is the codes the engine writes, each made somewhere outside the list', () => {
    const sources = engineSources();
    const written = new Set(
      sources
        .filter((f) => f.name !== 'codes.ts')
        .flatMap((f) => [...f.text.matchAll(/'(engine\.[A-Za-z0-9]+)'/g)].map((m) => m[1]!)),
    );
    expect([...written].filter((c) => !(ENGINE_CODES as readonly string[]).includes(c))).toEqual(
      [],
    );
    expect(ENGINE_CODES.filter((c) => !written.has(c))).toEqual([]);
  });

  it('every engine code is made by a real input here (so the checks below see each one)', () => {
    const seen = new Set(messages.map((m) => m.code));
    expect(ENGINE_CODES.filter((c) => !seen.has(c))).toEqual([]);
  });

  it('each message passes exactly the parameters its text uses', () => {
    const problems = messages
      .map((m) => ({
        code: m.code,
        passed: Object.keys(m.params ?? {}).sort(),
        used: englishPlaceholders(m.code),
      }))
      .filter((p) => p.passed.join() !== p.used.join());
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('says every message in %s with no placeholder left', (locale) => {
    const t = createTranslator(locale);
    // A key template (`{Dept}`) is a parameter's own text; only the catalogue's braces count.
    const left = messages
      .filter((m) => !Object.values(m.params ?? {}).some((v) => /[{}]/.test(String(v))))
      .map((m) => t.say(m))
      .filter((text) => /\{[A-Za-z]/.test(text));
    expect(left).toEqual([]);
    const unfilled = messages.flatMap((m) =>
      textsOf(CATALOGUES[locale][m.code as MessageKey])
        .flatMap(placeholdersOf)
        .filter((name) => !Object.hasOwn(m.params ?? {}, name))
        .map((name) => `${m.code}: {${name}}`),
    );
    expect(unfilled).toEqual([]);
  });

  it('says a coded parameter (the reason inside a message) in the same language', () => {
    const m = messages.find((x) => x.code === 'engine.malformedNumber')!;
    const problem = m.params!.problem as Coded;
    for (const locale of LOCALES) {
      const t = createTranslator(locale);
      expect(t.say(m)).toContain(t.say(problem));
    }
    const said = LOCALES.flatMap((l) => messages.map((x) => createTranslator(l).say(x)));
    expect(said.filter((text) => text.includes('[object'))).toEqual([]);
  });

  it('keeps parameters as given: numbers formatted per locale, text untouched', () => {
    const m = messages.find((x) => x.code === 'engine.entityTooLarge')!;
    const size = m.params!.size as number;
    expect(typeof size).toBe('number');
    expect(createTranslator('en').say(m)).toContain(new Intl.NumberFormat('en').format(size));
    expect(createTranslator('ru').say(m)).toContain(new Intl.NumberFormat('ru').format(size));
  });
});
