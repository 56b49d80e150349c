/**
 * The part of a design's C# module that needs no SDK: its record classes, `EntityKeys`, the
 * `Keys` class (a key function per entity set, an index set's list entry, a series set's property
 * name, each computed property) and the `KeyText` helpers those call. csharp.ts adds the
 * Azure.Data.Tables part; the key-function test compiles this part alone with Mono's mcs and runs
 * it (docs/codegen.md says what is run and what only parsed).
 */

import type { RecordType } from '../../design';
import type { EdmType } from '../../engine';
import { bare, csharpExpression, csharpIdentifier, csString } from './keys-cs';
import type { ModulePlan } from './plan';
import { csharpHelperSources } from './runtime-cs';

/** A record property's C# type: value types nullable, as a record may lack any property. */
export const CS_TYPE: Readonly<Record<EdmType, string>> = {
  'Edm.String': 'string',
  'Edm.Int32': 'int?',
  'Edm.Int64': 'long?',
  'Edm.Double': 'double?',
  'Edm.Boolean': 'bool?',
  'Edm.DateTime': 'DateTime?',
  'Edm.Guid': 'Guid?',
  'Edm.Binary': 'byte[]',
};

/** Lines indented by `depth` levels of four spaces (blank lines kept blank). */
export const indent = (text: string, depth: number): string[] =>
  text.split('\n').map((l) => (l === '' ? '' : `${'    '.repeat(depth)}${l}`));

/** A doc comment's text with XML's three specials escaped. */
export const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "a" or "an" before a name. */
export const article = (name: string): string => (/^[AEIOU]/i.test(name) ? 'an' : 'a');

/** A record type's class name: its own, with "Record" added when a property has the same name. */
export function recordClass(t: RecordType): string {
  const name = csharpIdentifier(t.name);
  return t.properties.some((p) => csharpIdentifier(p.name) === name) ? `${name}Record` : name;
}

/** The names the module gives a set's functions (Keys.{keys}, Keys.{entry}, ...). */
export function setNames(set: string) {
  const base = csharpIdentifier(set);
  return {
    keys: `${base}Keys`,
    entry: `${base}Entry`,
    propertyName: `${base}PropertyName`,
    computed: (column: string) => `${base}${csharpIdentifier(column)}`,
  };
}

/** The namespace a design's module declares. */
export const csharpNamespace = (plan: ModulePlan): string =>
  `Keyscope.Designs.${csharpIdentifier(plan.designName)}`;

/** The SDK-free declarations (inside the namespace, not indented) and the helpers they call. */
export function keyDeclarations(plan: ModulePlan, helpers: Set<string>): string[] {
  const lines: string[] = [];
  for (const t of plan.recordTypes) {
    lines.push(
      `/// <summary>${article(t.name).replace('a', 'A')} ${xml(t.name)} record; a property it lacks is null.</summary>`,
    );
    lines.push(`public sealed class ${recordClass(t)}`, '{');
    for (const p of t.properties) {
      const note = p.type === 'Edm.DateTime' ? ' // UTC' : '';
      lines.push(`    public ${CS_TYPE[p.type]} ${csharpIdentifier(p.name)} { get; set; }${note}`);
    }
    lines.push('}', '');
  }
  lines.push(
    '/// <summary>Where an entity goes: its table ("" for the design\'s one table) and keys.</summary>',
    'public sealed class EntityKeys',
    '{',
    '    public EntityKeys(string table, string partitionKey, string rowKey)',
    '    {',
    '        Table = table;',
    '        PartitionKey = partitionKey;',
    '        RowKey = rowKey;',
    '    }',
    '',
    '    public string Table { get; }',
    '    public string PartitionKey { get; }',
    '    public string RowKey { get; }',
    '}',
    '',
    "/// <summary>Keyscope's keys for each entity set of the design, from a record.</summary>",
    'public static class Keys',
    '{',
  );
  const body: string[] = [];
  for (const s of plan.sets) {
    const type = recordClass(plan.recordTypes.find((t) => t.name === s.typeName)!);
    const a = `${article(s.typeName)} ${s.typeName}`;
    const names = setNames(s.name);
    const key = (template: string) => {
      const e = csharpExpression(template, 'r', s.types, s.typeName, true)!;
      for (const h of e.helpers) helpers.add(h);
      return bare(e.code);
    };
    const set = xml(JSON.stringify(s.name));
    body.push(`/// <summary>The table and keys of ${s.kind} set ${set} for ${a}.</summary>`);
    body.push(`public static EntityKeys ${names.keys}(${type} r) =>`);
    body.push(`    new EntityKeys(`);
    body.push(`        ${s.table === null ? '""' : key(s.table)},`);
    body.push(`        ${key(s.partitionKey)},`);
    body.push(`        ${key(s.rowKey)});`, '');
    if (s.entry !== undefined) {
      body.push(
        `/// <summary>${article(s.typeName).replace('a', 'A')} ${s.typeName}'s entry in the list of its index entity of set ${set}.</summary>`,
      );
      body.push(`public static string ${names.entry}(${type} r) => ${key(s.entry)};`, '');
    }
    if (s.seriesName !== undefined) {
      body.push(
        `/// <summary>The property of its series entity of set ${set} that holds ${a}'s value.</summary>`,
      );
      body.push(
        `public static string ${names.propertyName}(${type} r) => ${key(s.seriesName)};`,
        '',
      );
    }
    for (const c of s.columns) {
      if (c.computed === undefined) continue;
      body.push(
        `/// <summary>The computed property ${xml(JSON.stringify(c.name))} of set ${set}.</summary>`,
      );
      body.push(
        `public static string ${names.computed(c.name)}(${type} r) => ${key(c.computed)};`,
        '',
      );
    }
  }
  while (body.at(-1) === '') body.pop();
  lines.push(...indent(body.join('\n'), 1), '}');
  return lines;
}

/** The `KeyText` helper class of the helpers `used` (and what they need). */
export function keyTextClass(used: ReadonlySet<string>): string[] {
  const helpers = csharpHelperSources(used).join('\n\n');
  return [
    '/// <summary>How Keyscope writes each piece of a key (its template functions).</summary>',
    'internal static class KeyText',
    '{',
    ...indent(helpers, 1),
    '}',
  ];
}

/** The `using` lines the code needs, in order. */
function usings(code: string, always: readonly string[] = []): string[] {
  const wanted: [string, RegExp][] = [
    [
      'System',
      /\b(DateTime|Guid|Uri|InvalidOperationException|Math|Tuple|Func|Action|StringSplitOptions|Convert|BinaryData)\b/,
    ],
    [
      'System.Collections.Generic',
      /\b(List|IReadOnlyList|Dictionary|IDictionary|KeyValuePair|IEnumerable|HashSet)</,
    ],
    ['System.Globalization', /\bCultureInfo\b/],
    [
      'System.Linq',
      /\.(Select|SelectMany|Take|Skip|ToList|Any|All|Where|OrderBy|GroupBy|First|FirstOrDefault)\(/,
    ],
    ['System.Text', /\bStringBuilder\b/],
    ['System.Text.RegularExpressions', /\bRegex\b/],
    ['System.Threading.Tasks', /\bTask\b/],
    ...always.map((u): [string, RegExp] => [u, /(?:)/]),
  ];
  return wanted.filter(([, re]) => re.test(code)).map(([u]) => `using ${u};`);
}

/** A C# file: its header comment, the usings its body needs, and the body in the design's namespace. */
export function csharpFile(
  plan: ModulePlan,
  header: readonly string[],
  body: string,
  always: readonly string[] = [],
): string {
  const ns = csharpNamespace(plan);
  return [
    ...header,
    ...usings(body, always),
    `using static ${ns}.KeyText;`,
    '',
    `namespace ${ns}`,
    '{',
    ...indent(body, 1),
    '}',
    '',
  ].join('\n');
}

/** A file holding only the SDK-free part (records, keys and helpers): what the key test runs. */
export function keysFile(plan: ModulePlan): string {
  const helpers = new Set<string>();
  const declarations = keyDeclarations(plan, helpers);
  const body = [...declarations, '', ...keyTextClass(helpers)].join('\n');
  const header = `// Keys of the design ${csString(plan.designName)} (design ${plan.fingerprint}), written by Keyscope.`;
  return csharpFile(plan, [header], body);
}
