/**
 * A design's data-access module in TypeScript for `@azure/data-tables` (docs/codegen.md, "A
 * design's data-access module"): a key function and an entity function per copy set, writing
 * every record's entities exactly as Keyscope's design makes them, and one read function per
 * access pattern that runs its query or queries as Keyscope's check runs them (each with its own
 * continuations, merged in order or by RowKey, `$top` as a client uses it).
 *
 * What it does not write yet is said in the module's header: index and series entities (a write
 * there is a read-modify-merge of a shared entity), and reads that follow index entities to
 * their records; read functions return the entities their queries return.
 */
import { compileDesign, type RecordType } from '../../design';
import type { EdmType } from '../../engine';
import {
  type AccessPattern,
  answerQueries,
  type CandidateDesign,
  queryPieces,
  readParameters,
} from '../../patterns';
import { member, templateExpression } from './keys-ts';
import { helperSources } from './runtime-ts';

/** What a module is written from. */
export interface ModuleSource {
  readonly candidate: CandidateDesign;
  readonly recordTypes: readonly RecordType[];
  readonly patterns: readonly AccessPattern[];
}

/** An identifier from a name: words joined in camel case, never starting with a digit. */
function identifier(name: string, upper = false): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const joined = words
    .map((w, i) => (i === 0 && !upper ? w[0]!.toLowerCase() : w[0]!.toUpperCase()) + w.slice(1))
    .join('');
  const safe = joined === '' ? 'x' : joined;
  return /^[0-9]/.test(safe) ? `_${safe}` : safe;
}

const TS_TYPE: Readonly<Record<EdmType, string>> = {
  'Edm.String': 'string',
  'Edm.Int32': 'number',
  'Edm.Int64': 'bigint',
  'Edm.Double': 'number',
  'Edm.Boolean': 'boolean',
  'Edm.DateTime': 'string',
  'Edm.Guid': 'string',
  'Edm.Binary': 'Uint8Array',
};

/** How a record value is stored through the SDK, keeping its Edm type. */
function storedValue(value: string, type: EdmType): string {
  switch (type) {
    case 'Edm.Int64':
      return `{ value: String(${value}), type: 'Int64' as const }`;
    case 'Edm.Double':
      return `{ value: ${value}, type: 'Double' as const }`;
    case 'Edm.DateTime':
      return `{ value: dateText(${value}), type: 'DateTime' as const }`;
    case 'Edm.Guid':
      return `{ value: ${value}.toLowerCase(), type: 'Guid' as const }`;
    default:
      return value;
  }
}

/** A short, stable fingerprint of a design, so a reader can tell which version wrote the keys. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Text inside a template literal: backslashes, backticks and `${` escaped. */
const inTemplate = (text: string) => text.replace(/[\\`]|\$\{/g, (m) => `\\${m}`);

/** The module's text, or the reasons it cannot be written (a design that does not compile). */
export function typescriptModule(source: ModuleSource): string {
  const { candidate, recordTypes, patterns } = source;
  const compiled = compileDesign(candidate.design, recordTypes);
  if (!compiled.ok) {
    return `// No module: the design "${candidate.design.name}" does not compile in Keyscope.\n`;
  }
  const helpers = new Set<string>(['dateText']);
  const lines: string[] = [];
  const skipped: string[] = [];
  const design = compiled.design;

  // Record interfaces.
  for (const t of design.recordTypes) {
    lines.push(`/** A ${t.name} record: each property in its Edm type's TypeScript form. */`);
    lines.push(`export interface ${identifier(t.name, true)} {`);
    for (const p of t.properties) {
      const note = p.type === 'Edm.DateTime' ? ' // ISO 8601 UTC, up to 7 fractional digits' : '';
      lines.push(`  readonly ${p.name}?: ${TS_TYPE[p.type]};${note}`);
    }
    lines.push('}', '');
  }

  // Key and entity functions per copy set.
  const entityFns = new Map<string, string[]>();
  for (const s of design.sets) {
    const typeName = identifier(s.type.name, true);
    if (s.set.kind !== 'copy') {
      skipped.push(
        `the ${s.set.kind} set "${s.set.name}" (its entities stand for several records)`,
      );
      continue;
    }
    const props = new Map(s.type.properties.map((p) => [p.name, p.type]));
    const key = (t: string) => {
      const e = templateExpression(t, 'r', props, s.type.name, true)!;
      for (const h of e.helpers) helpers.add(h);
      return e.code;
    };
    const fn = identifier(s.set.name);
    lines.push(`/** The table and keys of set "${s.set.name}" for a ${s.type.name}. */`);
    lines.push(`export function ${fn}Keys(r: ${typeName}): EntityKeys {`);
    lines.push(`  return {`);
    lines.push(`    table: ${s.table === null ? "''" : key(s.set.table!)},`);
    lines.push(`    partitionKey: ${key(s.set.partitionKey)},`);
    lines.push(`    rowKey: ${key(s.set.rowKey)},`);
    lines.push('  };', '}', '');
    lines.push(`/** The entity of set "${s.set.name}" for a ${s.type.name}. */`);
    lines.push(`function ${fn}Entity(r: ${typeName}): Routed {`);
    lines.push(`  const { table, partitionKey, rowKey } = ${fn}Keys(r);`);
    lines.push(`  const entity: TableEntity = { partitionKey, rowKey };`);
    for (const c of s.columns) {
      const computed = s.set.computed?.[c.name];
      if (computed !== undefined) {
        lines.push(`  ${member('entity', c.name)} = ${key(computed)};`);
        continue;
      }
      const type = props.get(c.name) ?? 'Edm.String';
      const v = member('r', c.name);
      lines.push(
        `  if (${v} !== undefined) ${member('entity', c.name)} = ${storedValue(v, type)};`,
      );
    }
    lines.push('  return { table, entity };', '}', '');
    entityFns.set(s.type.name, [...(entityFns.get(s.type.name) ?? []), `${fn}Entity`]);
  }

  // Writes per record type whose every set is a copy set.
  for (const t of design.recordTypes) {
    const sets = design.sets.filter((s) => s.type === t);
    if (sets.some((s) => s.set.kind !== 'copy')) {
      skipped.push(`writes of ${t.name} records (a set of theirs is not a copy set)`);
      continue;
    }
    const name = identifier(t.name, true);
    const all = (entityFns.get(t.name) ?? []).map((f) => `${f}(r)`).join(', ');
    for (const [verb, kind, what] of [
      ['insert', 'create', 'Inserts'],
      ['upsert', 'upsert', 'Inserts or replaces'],
      ['delete', 'delete', 'Deletes'],
    ] as const) {
      lines.push(
        `/** ${what} a ${t.name}'s entities (${sets.map((s) => `"${s.set.name}"`).join(', ')}): one entity group transaction per table and partition, those in order (eventually consistent across them). */`,
      );
      lines.push(
        `export async function ${verb}${name}(tables: TableFor, r: ${name}): Promise<void> {`,
      );
      lines.push(`  await write(tables, [${all}], '${kind}');`);
      lines.push('}', '');
    }
  }

  // Reads per pattern.
  for (const p of patterns) {
    const answer = Object.hasOwn(p.queries, candidate.id) ? p.queries[candidate.id] : undefined;
    const params = readParameters(p.parameters);
    if (answer === undefined || !params.ok) continue;
    const paramTypes = new Map([...params.values].map(([n, v]) => [n, v.type]));
    const { filters, tables, merge } = answerQueries(answer);
    const built: string[] = [];
    for (const [k, filter] of filters.entries()) {
      const text = filterExpression(filter, paramTypes, helpers);
      const tableTemplate = tables[k];
      const table =
        tableTemplate === undefined
          ? "''"
          : (templateExpression(tableTemplate, 'p', paramTypes, 'parameters')?.code ?? "''");
      const tableHelpers =
        tableTemplate === undefined
          ? null
          : templateExpression(tableTemplate, 'p', paramTypes, 'parameters');
      for (const h of tableHelpers?.helpers ?? []) helpers.add(h);
      built.push(`{ table: ${table}, filter: ${text} }`);
    }
    const paramType = [...params.values]
      .map(([n, v]) => `readonly ${n}: ${TS_TYPE[v.type]}`)
      .join('; ');
    lines.push(
      `/** Access pattern "${p.name}": ${filters.length} quer${filters.length === 1 ? 'y' : 'ies'}${filters.length > 1 ? `, merged ${merge === 'by-row-key' ? 'by RowKey' : 'in order'}` : ''}. */`,
    );
    lines.push(
      `export async function ${identifier(p.id)}(tables: TableFor, p: { ${paramType} }): Promise<ReadEntity[]> {`,
    );
    const list = built.map((q) => `    ${q},`).join('\n');
    lines.push(`  const queries = [\n${list}\n  ];`);
    lines.push(`  return read(tables, queries, '${merge}', ${p.top ?? 'undefined'});`);
    lines.push('}', '');
  }

  const header = [
    '/**',
    ` * Data access for the key design "${candidate.design.name}" (design ${fingerprint(candidate.design)}),`,
    ' * written by Keyscope from the design it checked: keys, writes and reads as Keyscope makes them.',
    ' * Regenerate it from Keyscope after changing the design rather than editing keys by hand.',
    ...(skipped.length === 0
      ? []
      : [' *', ' * Not generated yet:', ...skipped.map((s) => ` * - ${s};`)]),
    ' */',
    'import type {',
    '  TableClient,',
    '  TableEntity,',
    '  TableEntityResult,',
    '  TransactionAction,',
    "} from '@azure/data-tables';",
    '',
    '/** An entity as a read returns it: its keys and properties as the SDK reads them. */',
    'export type ReadEntity = TableEntityResult<Record<string, unknown>>;',
    '',
    "/** The client of each of the design's tables; '' names the design's one table. */",
    'export type TableFor = (table: string) => TableClient;',
    '',
    '/** Where an entity goes. */',
    'export interface EntityKeys {',
    '  readonly table: string;',
    '  readonly partitionKey: string;',
    '  readonly rowKey: string;',
    '}',
    '',
    'interface Routed {',
    '  readonly table: string;',
    '  readonly entity: TableEntity;',
    '}',
    '',
  ];
  return `${[...header, ...helperSources(helpers), '', RUNTIME, '', ...lines].join('\n').trimEnd()}\n`;
}

/** A query template as a TypeScript template literal over the parameters `p`. */
function filterExpression(
  template: string,
  types: ReadonlyMap<string, EdmType>,
  helpers: Set<string>,
): string {
  helpers.add('literal');
  const read = queryPieces(template);
  // Keyscope checked the query before a module is asked for: an open piece is never met here.
  if (!read.ok) return '``';
  let out = '';
  for (const piece of read.pieces) {
    if (piece.kind === 'text') out += inTemplate(piece.text);
    else if (!piece.quoted) {
      out += `\${literal(${member('p', piece.name)}, '${types.get(piece.name) ?? 'Edm.String'}')}`;
    } else {
      const e = templateExpression(`{${piece.body}}`, 'p', types, 'parameters');
      for (const h of e?.helpers ?? []) helpers.add(h);
      out += `\${inQuotes(${e?.code ?? "''"})}`;
    }
  }
  return `\`${out}\``;
}

/** The module's writing and reading runtime. */
const RUNTIME = `/** Text inside a quoted OData string: its quotes doubled. */
function inQuotes(text: string): string {
  return text.replaceAll("'", "''");
}

/** An OData literal of a parameter, as Keyscope writes it. */
function literal(value: unknown, type: string): string {
  switch (type) {
    case 'Edm.String':
      return \`'\${String(value).replaceAll("'", "''")}'\`;
    case 'Edm.Int64':
      return \`\${value}L\`;
    case 'Edm.Double':
      return Number.isInteger(value) ? \`\${value}.0\` : String(value);
    case 'Edm.DateTime':
      return \`datetime'\${dateText(String(value))}'\`;
    case 'Edm.Guid':
      return \`guid'\${value}'\`;
    default:
      return String(value);
  }
}

/** Writes entities: one transaction per table and partition (at most 100 actions each), in order. */
async function write(tables: TableFor, routed: Routed[], kind: 'create' | 'upsert' | 'delete'): Promise<void> {
  const groups = new Map<string, Routed[]>();
  for (const r of routed) {
    const key = JSON.stringify([r.table, r.entity.partitionKey]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += 100) {
      const actions: TransactionAction[] = group.slice(i, i + 100).map((r) =>
        kind === 'upsert' ? ['upsert', r.entity, 'Replace'] : [kind, r.entity],
      );
      await tables(group[0]!.table).submitTransaction(actions);
    }
  }
}

/** Runs queries as a client does: each with its continuations, merged in order or by RowKey. */
async function read(
  tables: TableFor,
  queries: { table: string; filter: string }[],
  merge: 'in-order' | 'by-row-key',
  top: number | undefined,
): Promise<ReadEntity[]> {
  const runs: ReadEntity[][] = [];
  let have = 0;
  for (const q of queries) {
    const want = top === undefined || merge === 'by-row-key' ? top : top - have;
    if (want === 0) break;
    const kept: ReadEntity[] = [];
    const pages = tables(q.table)
      .listEntities({ queryOptions: { filter: q.filter } })
      .byPage(want === undefined ? {} : { maxPageSize: want });
    for await (const page of pages) {
      for (const e of page) if (want === undefined || kept.length < want) kept.push(e);
      if (want !== undefined && kept.length >= want) break;
    }
    runs.push(kept);
    have += kept.length;
  }
  const all = runs.flatMap((run, q) => run.map((e, at) => ({ e, q, at })));
  if (merge === 'by-row-key') {
    all.sort((a, b) =>
      a.e.rowKey !== b.e.rowKey
        ? (a.e.rowKey! < b.e.rowKey! ? -1 : 1)
        : a.e.partitionKey !== b.e.partitionKey
          ? (a.e.partitionKey! < b.e.partitionKey! ? -1 : 1)
          : a.q - b.q || a.at - b.at,
    );
  }
  const entities = all.map((x) => x.e);
  return top === undefined ? entities : entities.slice(0, top);
}`;
