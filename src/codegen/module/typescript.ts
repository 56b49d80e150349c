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
import type { EdmType } from '../../engine';
import type { QueryPiece } from '../../patterns';
import { member, templateExpression } from './keys-ts';
import { type ModuleSource, modulePlan } from './plan';
import { helperSources } from './runtime-ts';

/** An identifier from a name: words joined in camel case, never starting with a digit. */
export function typescriptIdentifier(name: string, upper = false): string {
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

/** Text inside a template literal: backslashes, backticks and `${` escaped. */
const inTemplate = (text: string) => text.replace(/[\\`]|\$\{/g, (m) => `\\${m}`);

/** The module's text, or the reasons it cannot be written (a design that does not compile). */
export function typescriptModule(source: ModuleSource): string {
  const plan = modulePlan(source);
  if (plan === null) {
    return `// No module: the design "${source.candidate.design.name}" does not compile in Keyscope.\n`;
  }
  const helpers = new Set<string>(['dateText']);
  const lines: string[] = [];

  // Record interfaces.
  for (const t of plan.recordTypes) {
    lines.push(`/** A ${t.name} record: each property in its Edm type's TypeScript form. */`);
    lines.push(`export interface ${typescriptIdentifier(t.name, true)} {`);
    for (const p of t.properties) {
      const note = p.type === 'Edm.DateTime' ? ' // ISO 8601 UTC, up to 7 fractional digits' : '';
      lines.push(`  readonly ${p.name}?: ${TS_TYPE[p.type]};${note}`);
    }
    lines.push('}', '');
  }

  // Key functions per entity set, entity functions per copy set.
  for (const s of plan.sets) {
    const typeName = typescriptIdentifier(s.typeName, true);
    const key = (t: string) => {
      const e = templateExpression(t, 'r', s.types, s.typeName, true)!;
      for (const h of e.helpers) helpers.add(h);
      return e.code;
    };
    const fn = typescriptIdentifier(s.name);
    lines.push(`/** The table and keys of set "${s.name}" for a ${s.typeName}. */`);
    lines.push(`export function ${fn}Keys(r: ${typeName}): EntityKeys {`);
    lines.push(`  return {`);
    lines.push(`    table: ${s.table === null ? "''" : key(s.table)},`);
    lines.push(`    partitionKey: ${key(s.partitionKey)},`);
    lines.push(`    rowKey: ${key(s.rowKey)},`);
    lines.push('  };', '}', '');
    if (s.entry !== undefined) {
      lines.push(
        `/** A ${s.typeName}'s entry in the list of its index entity of set "${s.name}". */`,
      );
      lines.push(`export function ${fn}Entry(r: ${typeName}): string {`);
      lines.push(`  return ${key(s.entry)};`, '}', '');
    }
    if (s.seriesName !== undefined) {
      lines.push(
        `/** The property of its series entity of set "${s.name}" that holds a ${s.typeName}'s value. */`,
      );
      lines.push(`export function ${fn}PropertyName(r: ${typeName}): string {`);
      lines.push(`  return ${key(s.seriesName)};`, '}', '');
    }
    if (s.kind !== 'copy') continue;
    lines.push(`/** The entity of set "${s.name}" for a ${s.typeName}. */`);
    lines.push(`function ${fn}Entity(r: ${typeName}): Routed {`);
    lines.push(`  const { table, partitionKey, rowKey } = ${fn}Keys(r);`);
    lines.push(`  const entity: TableEntity = { partitionKey, rowKey };`);
    for (const c of s.columns) {
      if (c.computed !== undefined) {
        lines.push(`  ${member('entity', c.name)} = ${key(c.computed)};`);
        continue;
      }
      const v = member('r', c.name);
      lines.push(
        `  if (${v} !== undefined) ${member('entity', c.name)} = ${storedValue(v, c.type)};`,
      );
    }
    lines.push('  return { table, entity };', '}', '');
  }

  // Writes per record type whose every set is a copy set.
  for (const w of plan.writes) {
    const name = typescriptIdentifier(w.typeName, true);
    const all = w.sets.map((n) => `${typescriptIdentifier(n)}Entity(r)`).join(', ');
    for (const [verb, kind, what] of [
      ['insert', 'create', 'Inserts'],
      ['upsert', 'upsert', 'Inserts or replaces'],
      ['delete', 'delete', 'Deletes'],
    ] as const) {
      lines.push(
        `/** ${what} a ${w.typeName}'s entities (${w.sets.map((n) => `"${n}"`).join(', ')}): one entity group transaction per table and partition, those in order (eventually consistent across them). */`,
      );
      lines.push(
        `export async function ${verb}${name}(tables: TableFor, r: ${name}): Promise<void> {`,
      );
      lines.push(`  await write(tables, [${all}], '${kind}');`);
      lines.push('}', '');
    }
  }

  // Reads per pattern.
  for (const { pattern: p, parameters, queries, merge, top } of plan.reads) {
    const built: string[] = [];
    for (const q of queries) {
      const text = filterExpression(q.pieces, parameters, helpers);
      const table =
        q.table === undefined ? null : templateExpression(q.table, 'p', parameters, 'parameters');
      for (const h of table?.helpers ?? []) helpers.add(h);
      built.push(`{ table: ${table?.code ?? "''"}, filter: ${text} }`);
    }
    const paramType = [...parameters]
      .map(([n, type]) => `readonly ${n}: ${TS_TYPE[type]}`)
      .join('; ');
    lines.push(
      `/** Access pattern "${p.name}": ${queries.length} quer${queries.length === 1 ? 'y' : 'ies'}${queries.length > 1 ? `, merged ${merge === 'by-row-key' ? 'by RowKey' : 'in order'}` : ''}. */`,
    );
    lines.push(
      `export async function ${typescriptIdentifier(p.id)}(tables: TableFor, p: { ${paramType} }): Promise<ReadEntity[]> {`,
    );
    const list = built.map((q) => `    ${q},`).join('\n');
    lines.push(`  const queries = [\n${list}\n  ];`);
    lines.push(`  return read(tables, queries, '${merge}', ${top ?? 'undefined'});`);
    lines.push('}', '');
  }

  const header = [
    '/**',
    ` * Data access for the key design "${plan.designName}" (design ${plan.fingerprint}),`,
    ' * written by Keyscope from the design it checked: keys, writes and reads as Keyscope makes them.',
    ' * Regenerate it from Keyscope after changing the design rather than editing keys by hand.',
    ...(plan.skipped.length === 0
      ? []
      : [' *', ' * Not generated yet:', ...plan.skipped.map((s) => ` * - ${s};`)]),
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
  pieces: readonly QueryPiece[],
  types: ReadonlyMap<string, EdmType>,
  helpers: Set<string>,
): string {
  helpers.add('literal');
  let out = '';
  for (const piece of pieces) {
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
