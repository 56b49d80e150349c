/**
 * A design's data-access module in TypeScript for `@azure/data-tables` (docs/codegen.md, "A
 * design's data-access module"): a key function per entity set, an entity function per copy set
 * and a part function per index or series set, insert, upsert, merge-style update and delete per
 * record type writing every entity the design makes for a record (runtime-ts-io.ts), and one read
 * function per access pattern that runs its query or queries as Keyscope's check runs them (each
 * with its own continuations, merged in order or by RowKey, `$top` as a client uses it) and maps
 * the entities back to the records they stand for as Keyscope's check does (runtime-ts-records.ts).
 */
import type { EdmType } from '../../engine';
import type { QueryPiece } from '../../patterns';
import { Code, dataLiteral } from './data-literal';
import { member, templateExpression } from './keys-ts';
import { type ModuleSource, modulePlan } from './plan';
import { helperSources } from './runtime-ts';
import { TS_RUNTIME } from './runtime-ts-io';
import { TS_RECORDS } from './runtime-ts-records';

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
    lines.push(
      s.kind === 'copy'
        ? `/** The entity of set "${s.name}" for a ${s.typeName}. */`
        : `/** A ${s.typeName}'s part of its ${s.kind} entity of set "${s.name}" (a new entity takes its properties). */`,
    );
    lines.push(
      `function ${fn}${s.kind === 'copy' ? 'Entity' : 'Part'}(r: ${typeName}): ${s.kind === 'copy' ? 'Routed' : 'Part'} {`,
    );
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
    if (s.list !== undefined) {
      const list = `{ property: ${JSON.stringify(s.list.property)}, separator: ${JSON.stringify(s.list.separator)}, entry: ${fn}Entry(r) }`;
      lines.push(`  return { table, partitionKey, rowKey, base: entity, index: ${list} };`);
    } else if (s.seriesValue !== undefined) {
      const type = s.types.get(s.seriesValue) ?? 'Edm.String';
      const value = storedValue(
        `required(${member('r', s.seriesValue)}, ${JSON.stringify(s.seriesValue)})`,
        type,
      );
      helpers.add('required');
      lines.push(`  const series = { name: ${fn}PropertyName(r), value: ${value} };`);
      lines.push('  return { table, partitionKey, rowKey, base: entity, series };');
    } else lines.push('  return { table, entity };');
    lines.push('}', '');
  }

  // Writes per record type: its copies, and its parts of index and series entities.
  for (const w of plan.writes) {
    const name = typescriptIdentifier(w.typeName, true);
    const sets = w.sets.map((n) => plan.sets.find((s) => s.name === n)!);
    const copies = (r: string) =>
      `[${sets
        .filter((s) => s.kind === 'copy')
        .map((s) => `${typescriptIdentifier(s.name)}Entity(${r})`)
        .join(', ')}]`;
    const parts = (r: string) =>
      `[${sets
        .filter((s) => s.kind !== 'copy')
        .map((s) => `${typescriptIdentifier(s.name)}Part(${r})`)
        .join(', ')}]`;
    const named = w.sets.map((n) => `"${n}"`).join(', ');
    const order =
      "one entity group transaction per table and partition; partitions one after another (the guide's eventually consistent transactions: a reader may see one partition written and not yet the next, and a failed write is tried again as a whole)";
    lines.push(
      `/** Inserts a ${w.typeName}'s entities (${named}): ${order}. */`,
      `export async function insert${name}(tables: TableFor, r: ${name}): Promise<void> {`,
      `  await write(tables, { own: own(${copies('r')}, 'create'), add: ${parts('r')}, remove: [] }, false);`,
      '}',
      '',
      `/** Inserts or replaces a ${w.typeName}'s entities (${named}): ${order}. */`,
      `export async function upsert${name}(tables: TableFor, r: ${name}): Promise<void> {`,
      `  await write(tables, { own: own(${copies('r')}, 'upsert'), add: ${parts('r')}, remove: [] }, false);`,
      '}',
      '',
      `/** Updates a ${w.typeName} from \`before\` to \`after\`, merging only the properties that change (${named}): ${order}. */`,
      `export async function update${name}(tables: TableFor, before: ${name}, after: ${name}): Promise<void> {`,
      `  const own = updatedCopies(${copies('before')}, ${copies('after')});`,
      `  await write(tables, { own, add: ${parts('after')}, remove: ${parts('before')} }, false);`,
      '}',
      '',
      `/** Deletes a ${w.typeName}'s entities (${named}), shared entities' parts first: ${order}. */`,
      `export async function delete${name}(tables: TableFor, r: ${name}): Promise<void> {`,
      `  await write(tables, { own: own(${copies('r')}, 'delete'), add: [], remove: ${parts('r')} }, true);`,
      '}',
      '',
    );
  }

  // How each set's entities are read back to records.
  lines.push(
    "/** How each set's entities are recognised and read back to records, as Keyscope's check reads them. */",
    'const SETS: readonly SetReading[] = [',
  );
  for (const r of plan.readings) {
    const fn = typescriptIdentifier(r.name);
    const refs = {
      keys: new Code(`${fn}Keys`),
      ...(r.kind === 'index' ? { entry: new Code(`${fn}Entry`) } : {}),
      ...(r.kind === 'series' ? { propertyName: new Code(`${fn}PropertyName`) } : {}),
    };
    lines.push(`  ${dataLiteral({ ...r, ...refs }, 'ts', '  ')},`);
  }
  lines.push('];', '');

  // Reads per pattern.
  for (const { pattern: p, parameters, queries, merge, top, typeName, keep } of plan.reads) {
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
    const record = typescriptIdentifier(typeName, true);
    lines.push(
      `/** Access pattern "${p.name}": ${queries.length} quer${queries.length === 1 ? 'y' : 'ies'}${queries.length > 1 ? `, merged ${merge === 'by-row-key' ? 'by RowKey' : 'in order'}` : ''}; the ${typeName} records they stand for, each once, in Keyscope's order. */`,
    );
    lines.push(
      `export async function ${typescriptIdentifier(p.id)}(tables: TableFor, p: { ${paramType} }): Promise<${record}[]> {`,
    );
    const list = built.map((q) => `    ${q},`).join('\n');
    lines.push(`  const queries = [\n${list}\n  ];`);
    lines.push(`  const found = await read(tables, queries, '${merge}', ${top ?? 'undefined'});`);
    lines.push(
      `  return (await toRecords(tables, found, ${JSON.stringify(typeName)}, ${JSON.stringify(keep)})) as ${record}[];`,
    );
    lines.push('}', '');
  }

  const header = [
    '/**',
    ` * Data access for the key design "${plan.designName}" (design ${plan.fingerprint}),`,
    ' * written by Keyscope from the design it checked: keys, writes and reads as Keyscope makes them.',
    ' * Regenerate it from Keyscope after changing the design rather than editing keys by hand.',
    ' *',
    " * A read returns records, not entities, as Keyscope's check reads them: a copy gives the record",
    ' * properties it carries, an index entity the copy each entry of its list names (a point query',
    ' * each), a series entity a record per series property; each record once, in the order they came.',
    ' * A property only a key holds comes back when the key spells it whole (a String alone, an',
    ' * integer plainly or padded); one a key hashes, formats or cuts does not.',
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
    '/** An entity as a query returns it: its keys and properties as the SDK reads them. */',
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
  const body = [...helperSources(helpers), '', TS_RUNTIME, '', TS_RECORDS, ''];
  return `${[...header, ...body, ...lines].join('\n').trimEnd()}\n`;
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
