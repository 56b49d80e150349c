/**
 * A design's data-access module in C# for `Azure.Data.Tables` (docs/codegen.md, "A design's
 * data-access module"): the same plan as the TypeScript and Python modules (plan.ts), spelled in
 * C# 7.3. csharp-keys.ts writes the SDK-free part (record classes, `Keys`, `KeyText`); this file
 * adds the `DesignTables` class: an entity builder per copy set, insert, upsert and delete per
 * record type (one entity group transaction per table and partition), and one async read per
 * access pattern running its queries as Keyscope's check runs them and returning the records
 * they stand for (runtime-cs-records.ts).
 */
import type { EdmType } from '../../engine';
import type { QueryPiece } from '../../patterns';
import {
  article,
  CS_TYPE,
  csharpFile,
  indent,
  keyDeclarations,
  keyTextClass,
  recordClass,
  setNames,
  xml,
} from './csharp-keys';
import { filterSum } from './helpers';
import { csharpExpression, csharpIdentifier, csString } from './keys-cs';
import { type ModulePlan, type ModuleSource, modulePlan } from './plan';
import type { TextMatcher } from './record-reading';
import { CS_RECORDS } from './runtime-cs-records';
import { CS_WRITE } from './runtime-cs-write';

/** A read's parameter type: a value is always given. */
const PARAM_TYPE: Readonly<Record<EdmType, string>> = {
  'Edm.String': 'string',
  'Edm.Int32': 'int',
  'Edm.Int64': 'long',
  'Edm.Double': 'double',
  'Edm.Boolean': 'bool',
  'Edm.DateTime': 'DateTime',
  'Edm.Guid': 'Guid',
  'Edm.Binary': 'byte[]',
};

/** An OData literal of a parameter, as Keyscope writes it. */
function literal(name: string, type: EdmType, helpers: Set<string>): string {
  switch (type) {
    case 'Edm.String':
      return `"'" + InQuotes(${name}) + "'"`;
    case 'Edm.Int32':
      return `${name}.ToString(CultureInfo.InvariantCulture)`;
    case 'Edm.Int64':
      return `${name}.ToString(CultureInfo.InvariantCulture) + "L"`;
    case 'Edm.Double':
      helpers.add('numberText');
      return `NumberText(${name}) + (Math.Floor(${name}) == ${name} ? ".0" : "")`;
    case 'Edm.Boolean':
      return `(${name} ? "true" : "false")`;
    case 'Edm.DateTime':
      helpers.add('dateText');
      return `"datetime'" + DateText(${name}) + "'"`;
    case 'Edm.Guid':
      return `"guid'" + ${name}.ToString("D") + "'"`;
    case 'Edm.Binary':
      helpers.add('binaryText');
      return `"X'" + BinaryText(${name}) + "'"`;
  }
}

/** A query's filter as a C# expression over the read's parameters. */
function filterExpression(
  pieces: readonly QueryPiece[],
  types: ReadonlyMap<string, EdmType>,
  helpers: Set<string>,
): string {
  return filterSum(pieces, types, helpers, {
    text: csString,
    literal: (name, type) => literal(csharpIdentifier(name, false), type, helpers),
    quoted: (template) => csharpExpression(template, 'p', types, 'parameters'),
    inQuotes: (code) => `InQuotes(${code})`,
    empty: '""',
  });
}

/** How a record property is stored: the SDK keeps each .NET type's Edm type. */
function stored(value: string, type: EdmType): string {
  return type === 'Edm.String' || type === 'Edm.Binary' ? value : `${value}.Value`;
}

/** The `DesignTables` class: entity builders, writes and reads. */
function tablesClass(plan: ModulePlan, helpers: Set<string>): string[] {
  const body: string[] = [];
  for (const s of plan.sets) {
    const type = recordClass(plan.recordTypes.find((t) => t.name === s.typeName)!);
    const names = setNames(s.name);
    const copy = s.kind === 'copy';
    body.push(
      copy
        ? `/// <summary>The entity of set ${xml(JSON.stringify(s.name))} for ${article(s.typeName)} ${s.typeName}.</summary>`
        : `/// <summary>${article(s.typeName) === 'an' ? 'An' : 'A'} ${s.typeName}'s part of its ${s.kind} entity of set ${xml(JSON.stringify(s.name))} (a new entity takes its properties).</summary>`,
      `private static ${copy ? 'Routed' : 'Part'} ${csharpIdentifier(s.name)}${copy ? 'Entity' : 'Part'}(${type} r)`,
      '{',
    );
    body.push(`    EntityKeys keys = Keys.${names.keys}(r);`);
    body.push('    var entity = new TableEntity(keys.PartitionKey, keys.RowKey);');
    for (const c of s.columns) {
      const at = `entity[${csString(c.name)}]`;
      if (c.computed !== undefined) {
        body.push(`    ${at} = Keys.${names.computed(c.name)}(r);`);
        continue;
      }
      const v = `r.${csharpIdentifier(c.name)}`;
      body.push(`    if (${v} != null) ${at} = ${stored(v, c.type)};`);
    }
    if (s.list !== undefined) {
      const { property, separator } = s.list;
      body.push(
        `    return Part.ForIndex(keys.Table, entity, ${csString(property)}, ${csString(separator)}, Keys.${names.entry}(r));`,
      );
    } else if (s.seriesValue !== undefined) {
      helpers.add('required');
      const value = `r.${csharpIdentifier(s.seriesValue)} ?? throw Missing(${csString(s.seriesValue)})`;
      body.push(
        `    return Part.ForSeries(keys.Table, entity, Keys.${names.propertyName}(r), ${value});`,
      );
    } else body.push('    return new Routed(keys.Table, entity);');
    body.push('}', '');
  }

  for (const w of plan.writes) {
    const type = recordClass(plan.recordTypes.find((t) => t.name === w.typeName)!);
    const name = csharpIdentifier(w.typeName);
    const sets = w.sets.map((n) => plan.sets.find((s) => s.name === n)!);
    const list = (kind: 'Routed' | 'Part', r: string) => {
      const made = sets
        .filter((s) => (s.kind === 'copy') === (kind === 'Routed'))
        .map((s) => `${csharpIdentifier(s.name)}${kind === 'Routed' ? 'Entity' : 'Part'}(${r})`);
      return made.length === 0 ? `new ${kind}[0]` : `new[] { ${made.join(', ')} }`;
    };
    const named = xml(w.sets.map((n) => `"${n}"`).join(', '));
    const a = `${article(w.typeName)} ${w.typeName}`;
    const order = [
      `/// (${named}): one entity group transaction per table and partition; partitions one after`,
      "/// another (the guide's eventually consistent transactions: a reader may see one partition",
      '/// written and not yet the next, and a failed write is tried again as a whole).',
      '/// </summary>',
    ];
    body.push(
      '/// <summary>',
      `/// Inserts ${a}'s entities`,
      ...order,
      `public static Task Insert${name}Async(TableFor tables, ${type} r) =>`,
      `    WriteAsync(tables, Own(TableTransactionActionType.Add, ${list('Routed', 'r')}), ${list('Part', 'r')}, new Part[0], false);`,
      '',
      '/// <summary>',
      `/// Inserts or replaces ${a}'s entities`,
      ...order,
      `public static Task Upsert${name}Async(TableFor tables, ${type} r) =>`,
      `    WriteAsync(tables, Own(TableTransactionActionType.UpsertReplace, ${list('Routed', 'r')}), ${list('Part', 'r')}, new Part[0], false);`,
      '',
      '/// <summary>',
      `/// Updates ${a} from <paramref name="before"/> to <paramref name="after"/>, merging only the properties that change`,
      ...order,
      `public static Task Update${name}Async(TableFor tables, ${type} before, ${type} after) =>`,
      `    WriteAsync(tables, UpdatedCopies(${list('Routed', 'before')}, ${list('Routed', 'after')}), ${list('Part', 'after')}, ${list('Part', 'before')}, false);`,
      '',
      '/// <summary>',
      `/// Deletes ${a}'s entities, shared entities' parts first`,
      ...order,
      `public static Task Delete${name}Async(TableFor tables, ${type} r) =>`,
      `    WriteAsync(tables, Own(TableTransactionActionType.Delete, ${list('Routed', 'r')}), new Part[0], ${list('Part', 'r')}, true);`,
      '',
    );
  }

  // Each record type made from the values a read gathers by property name.
  for (const t of plan.recordTypes) {
    const cls = recordClass(t);
    body.push(
      `/// <summary>${article(t.name) === 'an' ? 'An' : 'A'} ${xml(t.name)} record of the values a read gathered (a property not given back stays null).</summary>`,
      `private static ${cls} ${csharpIdentifier(t.name)}From(IDictionary<string, object> v)`,
      '{',
      `    var r = new ${cls}();`,
      '    object x;',
      ...t.properties.map(
        (p) =>
          `    if (v.TryGetValue(${csString(p.name)}, out x)) r.${csharpIdentifier(p.name)} = (${CS_TYPE[p.type]})x;`,
      ),
      '    return r;',
      '}',
      '',
    );
  }

  // How each set's entities are read back to records.
  body.push(
    "/// <summary>How each set's entities are recognised and read back to records, as Keyscope's check reads them.</summary>",
    'private static readonly SetReading[] Sets =',
    '{',
  );
  for (const r of plan.readings) {
    const names = setNames(r.name);
    const from = `${csharpIdentifier(r.typeName)}From`;
    const fields = [
      `Name = ${csString(r.name)},`,
      `TypeName = ${csString(r.typeName)},`,
      `Kind = ${csString(r.kind)},`,
      `Table = ${r.table === null ? 'null' : csMatcher(r.table)},`,
      `PartitionKey = ${csMatcher(r.partitionKey)},`,
      `RowKey = ${csMatcher(r.rowKey)},`,
      `Carried = ${csArray('string', r.carried.flat().map(csString))},`,
      `Computed = ${csArray(
        'Tuple<string, Matcher>',
        r.computed.map(([n, m]) => `Tuple.Create(${csString(n)}, ${csMatcher(m)})`),
      )},`,
      ...(r.list === undefined
        ? []
        : [
            `ListProperty = ${csString(r.list.property)},`,
            `Separator = ${csString(r.list.separator)},`,
            `Entry = ${csMatcher(r.list.entry)},`,
            `EntryOf = v => Keys.${names.entry}(${from}(v)),`,
          ]),
      ...(r.series === undefined
        ? []
        : [
            `SeriesName = ${csMatcher(r.series.name)},`,
            `SeriesValue = ${csString(r.series.value)},`,
            `SeriesType = ${csString(r.series.type)},`,
            `PropertyNameOf = v => Keys.${names.propertyName}(${from}(v)),`,
          ]),
      ...(r.follow === undefined ? [] : [`Follow = ${csString(r.follow)},`]),
      `Columns = ${csArray('string', r.columns.map(csString))},`,
      `Keys = v => Keys.${names.keys}(${from}(v)),`,
    ];
    body.push('    new SetReading', '    {', ...fields.map((f) => `        ${f}`), '    },');
  }
  body.push('};', '');

  for (const { pattern: p, parameters, queries, merge, top, typeName, keep } of plan.reads) {
    const built = queries.map((q) => {
      const table =
        q.table === undefined ? null : csharpExpression(q.table, 'p', parameters, 'parameters');
      for (const h of table?.helpers ?? []) helpers.add(h);
      return `new Query(${table?.code ?? '""'}, ${filterExpression(q.pieces, parameters, helpers)})`;
    });
    const args = [...parameters]
      .map(([n, t]) => `, ${PARAM_TYPE[t]} ${csharpIdentifier(n, false)}`)
      .join('');
    const many = queries.length > 1;
    const merged = many ? `, merged ${merge === 'by-row-key' ? 'by RowKey' : 'in order'}` : '';
    const type = plan.recordTypes.find((t) => t.name === typeName)!;
    body.push(
      `/// <summary>Access pattern ${xml(JSON.stringify(p.name))}: ${queries.length} quer${many ? 'ies' : 'y'}${merged}; the ${xml(typeName)} records they stand for, each once, in Keyscope's order.</summary>`,
      `public static async Task<List<${recordClass(type)}>> ${csharpIdentifier(p.id)}Async(TableFor tables${args})`,
      '{',
      '    var queries = new[]',
      '    {',
      ...built.map((q) => `        ${q},`),
      '    };',
      `    var found = await ReadAsync(tables, queries, ${merge === 'by-row-key'}, ${top ?? 'null'}).ConfigureAwait(false);`,
      `    var values = await ToValuesAsync(tables, found, ${csString(typeName)}, new[] { ${keep.map(csString).join(', ')} }).ConfigureAwait(false);`,
      `    return values.Select(${csharpIdentifier(typeName)}From).ToList();`,
      '}',
      '',
    );
  }
  return [
    `/// <summary>Writes and reads of the design ${xml(JSON.stringify(plan.designName))} through Azure.Data.Tables.</summary>`,
    'public static class DesignTables',
    '{',
    ...indent([...body, RUNTIME].join('\n'), 1),
    '}',
  ];
}

/** An array of `type` holding `items`. */
function csArray(type: string, items: readonly string[]): string {
  return items.length === 0 ? `new ${type}[0]` : `new ${type}[] { ${items.join(', ')} }`;
}

/** A matcher as a C# `new Matcher(pattern, name, type, …)`. */
function csMatcher(m: TextMatcher): string {
  return `new Matcher(${[m.pattern, ...m.captures.flat()].map(csString).join(', ')})`;
}

/** The module's text, or the reason it cannot be written (a design that does not compile). */
export function csharpModule(source: ModuleSource): string {
  const plan = modulePlan(source);
  if (plan === null) {
    return `// No module: the design ${csString(source.candidate.design.name)} does not compile in Keyscope.\n`;
  }
  const helpers = new Set<string>();
  const declarations = keyDeclarations(plan, helpers);
  const tables = tablesClass(plan, helpers);
  const body = [
    ...declarations,
    '',
    '/// <summary>The client of each of the design\'s tables; "" names the design\'s one table.</summary>',
    'public delegate TableClient TableFor(string table);',
    '',
    ...tables,
    '',
    ...keyTextClass(helpers),
  ].join('\n');
  const header = [
    `// Data access for the key design ${csString(plan.designName)} (design ${plan.fingerprint}),`,
    '// written by Keyscope from the design it checked: keys, writes and reads as Keyscope makes them.',
    '// Regenerate it from Keyscope after changing the design rather than editing keys by hand.',
    '// Needs: dotnet add package Azure.Data.Tables (12.8 or later: GetEntityIfExistsAsync). DateTime values are UTC.',
    '//',
    "// A read returns records, not entities, as Keyscope's check reads them: a copy gives the record",
    '// properties it carries, an index entity the copy each entry of its list names (a point query',
    '// each), a series entity a record per series property; each record once, in the order they came.',
    '// A property only a key holds comes back when the key spells it whole (a String alone, an',
    '// integer plainly or padded); one a key hashes, formats or cuts stays null.',
    ...(plan.skipped.length === 0
      ? []
      : ['//', '// Not generated yet:', ...plan.skipped.map((s) => `// - ${s};`)]),
  ];
  return csharpFile(plan, header, body, ['Azure', 'Azure.Data.Tables']);
}

/** The class's writing and reading runtime. */
const RUNTIME = `/// <summary>An entity and the table it goes to.</summary>
private sealed class Routed
{
    public Routed(string table, TableEntity entity)
    {
        Table = table;
        Entity = entity;
    }

    public string Table { get; }
    public TableEntity Entity { get; }
}

/// <summary>One query: its table and its filter.</summary>
private sealed class Query
{
    public Query(string table, string filter)
    {
        Table = table;
        Filter = filter;
    }

    public string Table { get; }
    public string Filter { get; }
}

/// <summary>Text inside a quoted OData string: its quotes doubled.</summary>
private static string InQuotes(string text) => text.Replace("'", "''");

${CS_WRITE}

/// <summary>Runs queries as a client does: each with its continuations, merged in order or by RowKey; each entity with its table.</summary>
private static async Task<List<Tuple<string, TableEntity>>> ReadAsync(TableFor tables, IReadOnlyList<Query> queries, bool byRowKey, int? top)
{
    var runs = new List<List<TableEntity>>();
    int have = 0;
    foreach (Query q in queries)
    {
        int? want = top == null || byRowKey ? top : top - have;
        if (want == 0) break;
        var kept = new List<TableEntity>();
        var pages = tables(q.Table).QueryAsync<TableEntity>(q.Filter, want).AsPages().GetAsyncEnumerator();
        try
        {
            while (await pages.MoveNextAsync().ConfigureAwait(false))
            {
                foreach (TableEntity e in pages.Current.Values)
                {
                    if (want == null || kept.Count < want) kept.Add(e);
                }
                if (want != null && kept.Count >= want) break;
            }
        }
        finally
        {
            await pages.DisposeAsync().ConfigureAwait(false);
        }
        runs.Add(kept);
        have += kept.Count;
    }
    var all = runs.SelectMany((run, q) => run.Select((e, at) => new { e, q, at })).ToList();
    if (byRowKey)
    {
        // Ordinal: Table storage orders keys by their UTF-16 code units, as Keyscope does.
        all.Sort((a, b) =>
        {
            int c = string.CompareOrdinal(a.e.RowKey, b.e.RowKey);
            if (c == 0) c = string.CompareOrdinal(a.e.PartitionKey, b.e.PartitionKey);
            if (c == 0) c = a.q.CompareTo(b.q);
            return c != 0 ? c : a.at.CompareTo(b.at);
        });
    }
    var entities = all.Select(x => Tuple.Create(queries[x.q].Table, x.e));
    return (top == null ? entities : entities.Take(top.Value)).ToList();
}

${CS_RECORDS}`;
