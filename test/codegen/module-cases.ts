/**
 * What a generated data-access module is checked against, whatever its language: the bundled
 * copy-set designs, a sample of their records, and for each the keys Keyscope writes and the
 * entities each access pattern's queries read in Keyscope (design-modules*.test.ts).
 */
import { expect } from 'vitest';
import { findDataset } from '../../src/datasets';
import type { DataRecord, RecordType } from '../../src/design';
import { isoFromTicks } from '../../src/engine';
import {
  type AccessPattern,
  answerQueries,
  type CandidateDesign,
  holdRecords,
  loadComparison,
  SCENARIOS,
} from '../../src/patterns';
import { checkCell } from '../../src/patterns/check';
import { KeyTexts } from '../../src/patterns/entity-map';
import { readParameters } from '../../src/patterns/parameters';
import { preparePattern } from '../../src/patterns/prepare';
import { runAnswer } from '../../src/patterns/run-answer';
import { fillTemplate, substitute } from '../../src/patterns/substitute';

/** Records written per design (and those the patterns pick, sampleOf): quick on Azurite. */
const SIZE = 300;

/** Every bundled scenario design (copies, index entities, series), named for a test's title. */
export const moduleCases = SCENARIOS.flatMap((s) =>
  s.designs.map((d) => [`${s.id} / ${d.id}`, { scenario: s, candidate: d }] as const),
);

/** Edm types whose text a module's table and Keyscope write alike (DateTime, Guid, Binary aside). */
const COMPARED = new Set(['Edm.String', 'Edm.Int32', 'Edm.Int64', 'Edm.Double', 'Edm.Boolean']);

/** An entity's properties of the compared types as sorted `name=text` lines. */
export function propertyLines(properties: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const [name, v] of Object.entries(properties)) {
    const { type, value } = v as { type: string; value: unknown };
    const edm = type.startsWith('Edm.') ? type : `Edm.${type}`;
    if (COMPARED.has(edm)) out.push(`${name}=${String(value)}`);
  }
  return out.sort();
}

/** One pattern's read: its parameters as a module takes them, and Keyscope's entities in order. */
export interface ExpectedRead {
  readonly pattern: AccessPattern;
  readonly values: Record<string, unknown>;
  /** `PartitionKey|RowKey` of each entity Keyscope's check reads, in its order. */
  readonly want: readonly string[];
  /**
   * The records the returned entities stand for as Keyscope's check maps them (copies, index
   * entries, series properties), each once, in its order: what a module's read returns. For a
   * passing cell, exactly the records the check delivers; a failing cell's extra records too.
   */
  readonly records: readonly DataRecord[];
  /** Whether the check passes the cell (none missing, none extra, in order). */
  readonly pass: boolean;
}

/** A case's sample and what Keyscope makes of it. */
export interface ExpectedModule {
  readonly types: readonly RecordType[];
  readonly records: Readonly<Record<string, readonly DataRecord[]>>;
  /** The tables the design writes ('' for its one table). */
  readonly tables: readonly string[];
  /** `table|PartitionKey|RowKey` of every entity, sorted. */
  readonly keys: readonly string[];
  /** Each entity's compared properties (`propertyLines`), by `table|PartitionKey|RowKey`. */
  readonly properties: ReadonlyMap<string, readonly string[]>;
  readonly reads: readonly ExpectedRead[];
}

/** A record as a module takes it: DateTime as its ISO text (ticks are Keyscope's own form). */
export function moduleRecord(t: RecordType, r: DataRecord): Record<string, unknown> {
  const dates = new Set(t.properties.filter((p) => p.type === 'Edm.DateTime').map((p) => p.name));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) out[k] = dates.has(k) ? isoFromTicks(v as bigint) : v;
  return out;
}

/** The entities Keyscope's design room builds from `records`: their keys and compared properties. */
export function designEntities(
  types: readonly RecordType[],
  records: Readonly<Record<string, readonly DataRecord[]>>,
  candidate: CandidateDesign,
) {
  const loaded = loadComparison(types, records, [candidate]);
  if (!loaded.ok) throw new Error('the design does not load');
  const design = loaded.designs[0]!;
  const keys: string[] = [];
  const properties = new Map<string, string[]>();
  for (const part of design.parts)
    for (const p of part.table.partitions)
      for (const e of p.entities) {
        const key = `${part.name}|${e.PartitionKey}|${e.RowKey}`;
        keys.push(key);
        properties.set(key, propertyLines(e.properties));
      }
  return { design, keys: keys.sort(), properties };
}

/** How many of the records a pattern's intent picks are added to the sample, at most. */
const PER_PATTERN = 24;

/**
 * SIZE records of each type spread over the scenario's dataset (every k-th), and up to
 * PER_PATTERN of those each pattern's intent picks there (its parameters may name an employee or
 * a day the spread misses), in the dataset's order: so every pattern's read has records to return.
 */
function sampleOf(
  scenario: (typeof SCENARIOS)[number],
  types: readonly RecordType[],
  all: Readonly<Record<string, Iterable<DataRecord>>>,
): Record<string, readonly DataRecord[]> {
  const full = holdRecords(types, all);
  const keep = new Map(types.map((t) => [t.name, new Set<number>()]));
  for (const t of types) {
    // Every k-th record, so the sample spans the dataset (every month of a table per month).
    const n = full[t.name]!.length;
    const stride = Math.max(1, Math.ceil(n / SIZE));
    for (let i = 0; i < n; i += stride) keep.get(t.name)!.add(i);
  }
  for (const p of scenario.patterns) {
    const prepared = preparePattern(p, types, full);
    if (!prepared.ok || !keep.has(p.recordType)) continue;
    const { required, allowed } = prepared.prepared.expectation;
    const picked = [...required, ...allowed].sort((a, b) => a - b).slice(0, PER_PATTERN);
    for (const i of picked) keep.get(p.recordType)!.add(i);
  }
  return Object.fromEntries(
    types.map((t) => [
      t.name,
      [...keep.get(t.name)!].sort((a, b) => a - b).map((i) => full[t.name]![i]!),
    ]),
  );
}

/** The sample of a case and Keyscope's keys and reads for it. */
export function expectedModule(
  scenario: (typeof SCENARIOS)[number],
  candidate: CandidateDesign,
): ExpectedModule {
  const dataset = findDataset(scenario.dataset)!;
  const used = new Set(candidate.design.entitySets.map((s) => s.recordType));
  const types = dataset.recordTypes.filter((t) => used.has(t.name));
  const records = sampleOf(scenario, types, dataset.records(Math.max(SIZE, scenario.size), 1));
  const { design, keys, properties } = designEntities(types, records, candidate);
  const reads: ExpectedRead[] = [];
  for (const p of scenario.patterns) {
    if (!Object.hasOwn(p.queries, candidate.id)) continue;
    const params = readParameters(p.parameters);
    if (!params.ok) throw new Error('bad parameters');
    const { filters, tables: named, merge } = answerQueries(p.queries[candidate.id]!);
    const queries = filters.map((f, k) => {
      const filled = substitute(f, params.values, { kind: 'intent' });
      if (!filled.ok) throw new Error('the query does not fill');
      const t =
        named[k] === undefined ? null : fillTemplate(named[k]!, params.values, { kind: 'intent' });
      const name = t === null ? '' : t.ok ? t.text : '?';
      return { filter: filled.text, table: design.parts.findIndex((x) => x.name === name) };
    });
    const keyscope = runAnswer(design.parts, queries, merge, p.top);
    if (!keyscope.ok) throw new Error('the query does not run');
    const values: Record<string, unknown> = {};
    for (const [n, v] of params.values) {
      values[n] = v.type === 'Edm.DateTime' ? isoFromTicks(v.value as bigint) : v.value;
    }
    const want = keyscope.run.entities.map((e) => `${e.PartitionKey}|${e.RowKey}`);
    const prepared = preparePattern(p, types, records);
    if (!prepared.ok) throw new Error('the pattern does not prepare');
    const delivered: number[] = [];
    const cell = checkCell(prepared.prepared, design, null, delivered);
    // Every record of the type counted as expected: the check's reading of what came back, extras too.
    const rows = prepared.prepared.records;
    const all = new KeyTexts(
      rows,
      rows.map((_, i) => i),
    );
    const read: number[] = [];
    checkCell({ ...prepared.prepared, keyTexts: all }, design, null, read);
    if (cell.verdict === 'pass' && read.join() !== delivered.join())
      throw new Error('a passing cell reads other records');
    reads.push({
      pattern: p,
      values,
      want,
      records: read.map((i) => rows[i]!),
      pass: cell.verdict === 'pass',
    });
  }
  return {
    types,
    records,
    tables: design.parts.map((part) => part.name),
    keys,
    properties,
    reads,
  };
}

/** A record value as comparable text: DateTime as 7-digit ISO (ticks or module text), Binary as hex. */
function valueText(type: string, v: unknown): string {
  if (type === 'Edm.DateTime') {
    const text = typeof v === 'bigint' ? isoFromTicks(v) : String(v);
    const m = /^(.{19})(?:\.(\d{1,7}))?Z$/.exec(text);
    return m === null ? text : `${m[1]}.${(m[2] ?? '').padEnd(7, '0')}Z`;
  }
  if (v instanceof Uint8Array) return Buffer.from(v).toString('hex');
  if (typeof v === 'object' && v !== null && '$bytes' in v)
    return Buffer.from(String((v as { $bytes: string }).$bytes), 'base64').toString('hex');
  if (typeof v === 'object' && v !== null && '$int' in v)
    return String((v as { $int: string }).$int);
  return `${typeof v === 'bigint' ? 'number' : typeof v}:${String(v)}`.replace(/^number:/, '');
}

/**
 * A module's records beside Keyscope's, as `name=value` lines per record over the properties the
 * module gave back (a property no entity carries nor key spells cannot come back): equal lists
 * mean the same records in the same order, each property the module gives equal to Keyscope's.
 */
export function recordLines(
  type: RecordType,
  got: readonly Readonly<Record<string, unknown>>[],
  want: readonly DataRecord[],
): { got: string[][]; want: string[][] } {
  const types = new Map(type.properties.map((p) => [p.name, p.type]));
  const lines = (r: Readonly<Record<string, unknown>>, names: readonly string[]) =>
    names.map((n) =>
      r[n] === undefined ? `${n} absent` : `${n}=${valueText(types.get(n) ?? '?', r[n])}`,
    );
  return {
    got: got.map((r) => lines(r, Object.keys(r).sort())),
    want: want.map((r, k) => lines(r, Object.keys(got[k] ?? {}).sort())),
  };
}

/**
 * What every record a read returns must hold at least: the record properties the design's copies
 * of its type carry as they are, and a series' value (so a read that drops what its entities
 * carry, or does not follow an index entry to its copy, fails even where its values agree).
 */
export function carriedProperties(candidate: CandidateDesign, type: RecordType): string[] {
  const names = new Set(type.properties.map((p) => p.name));
  const out = new Set<string>();
  for (const s of candidate.design.entitySets) {
    if (s.recordType !== type.name) continue;
    if (s.kind === 'series' && s.series !== undefined) out.add(s.series.value);
    if (s.kind !== 'copy') continue;
    const columns = s.properties === 'all' ? [...names] : s.properties;
    for (const c of columns) if (names.has(c) && s.computed?.[c] === undefined) out.add(c);
  }
  return [...out].sort();
}

/**
 * Expects a module's read `label` to have returned Keyscope's records `want` in order (as
 * `recordLines` compares them), each holding every property the design carries for its type.
 */
export function expectReadAgrees(
  candidate: CandidateDesign,
  type: RecordType,
  label: string,
  got: readonly Readonly<Record<string, unknown>>[],
  want: readonly DataRecord[],
): void {
  const lines = recordLines(type, got, want);
  expect(lines.got, label).toEqual(lines.want);
  const carried = carriedProperties(candidate, type);
  for (const r of got)
    expect(
      carried.filter((n) => r[n] === undefined),
      label,
    ).toEqual([]);
}
