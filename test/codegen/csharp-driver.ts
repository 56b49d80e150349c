/**
 * A C# program that prints what a design's key functions give for each row of the shared table
 * of expected keys (expected-keys.ts): the sampled records are written as C# object initializers,
 * each row's result as one line of JSON (every character outside printable ASCII as \uXXXX, so
 * the text compared is exactly .NET's UTF-16).
 */

import { recordClass, setNames } from '../../src/codegen/module/csharp-keys';
import { csharpIdentifier, csString } from '../../src/codegen/module/keys-cs';
import type { DataRecord, RecordValue } from '../../src/design';
import type { EdmType } from '../../src/engine';
import type { KeyCase } from './expected-keys';

/** A C# method `Json(string)`: a JSON string (null: null), all but printable ASCII as \\uXXXX. */
export const CS_JSON = `        private static string Json(string text)
        {
            if (text == null) return "null";
            var json = new StringBuilder("\\"");
            foreach (char c in text)
            {
                if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\\\') json.Append(c);
                else json.Append("\\\\u").Append(((int)c).ToString("X4"));
            }
            return json.Append('"').ToString();
        }`;

/** A record value as a C# expression of its property's type. */
export function valueCode(value: RecordValue, type: EdmType): string {
  switch (type) {
    case 'Edm.String':
      return csString(String(value));
    case 'Edm.Int64':
      return value === -9_223_372_036_854_775_808n ? 'long.MinValue' : `${value}L`;
    case 'Edm.Double': {
      // The exact bits: no decimal text to round on either side.
      const view = new DataView(new ArrayBuffer(8));
      view.setFloat64(0, Number(value));
      return `BitConverter.Int64BitsToDouble(${view.getBigInt64(0)}L)`;
    }
    case 'Edm.Boolean':
      return String(value);
    case 'Edm.DateTime':
      return `new DateTime(${value}L, DateTimeKind.Utc)`;
    case 'Edm.Guid':
      return `new Guid(${csString(String(value))})`;
    case 'Edm.Binary':
      return `new byte[] { ${Array.from(value as Uint8Array).join(', ')} }`;
    default:
      return String(value);
  }
}

/** The driver's source: namespace `Driver`, reading the design's namespace `ns`. */
export function csharpDriver(c: KeyCase, ns: string): string {
  const lines: string[] = [];
  for (const t of c.types) {
    const records = c.records[t.name] ?? [];
    const cls = `${ns}.${recordClass(t)}`;
    const init = (r: DataRecord) =>
      t.properties
        .filter((p) => Object.hasOwn(r, p.name))
        .map((p) => `${csharpIdentifier(p.name)} = ${valueCode(r[p.name]!, p.type)}`)
        .join(', ');
    lines.push(`var ${csharpIdentifier(t.name, false)}Records = new ${cls}[]`, '{');
    for (const r of records) lines.push(`    new ${cls} { ${init(r)} },`);
    lines.push('};');
  }
  for (const k of c.keys) {
    const r = `${csharpIdentifier(k.typeName, false)}Records[${k.record}]`;
    const names = setNames(k.set);
    const extra =
      k.kind === 'index'
        ? `, "entry", ${ns}.Keys.${names.entry}(${r})`
        : k.kind === 'series'
          ? `, "propertyName", ${ns}.Keys.${names.propertyName}(${r})`
          : '';
    lines.push(`Row(() => ${ns}.Keys.${names.keys}(${r})${extra});`);
  }
  return `using System;
using System.Text;

namespace Driver
{
    public static class Program
    {
${CS_JSON}
        private static void Row(Func<${ns}.EntityKeys> keys, string name = null, string text = null)
        {
            string table = null, pk = null, rk = null;
            try
            {
                var k = keys();
                table = k.Table;
                pk = k.PartitionKey;
                rk = k.RowKey;
            }
            catch (InvalidOperationException)
            {
                // A record lacking a key's property has no key: Keyscope's table says null too.
            }
            var line = "{\\"table\\":" + Json(table) + ",\\"partitionKey\\":" + Json(pk) + ",\\"rowKey\\":" + Json(rk);
            if (name != null) line += ",\\"" + name + "\\":" + Json(text);
            Console.WriteLine(line + "}");
        }

        public static void Main()
        {
${lines.map((l) => `            ${l}`).join('\n')}
        }
    }
}
`;
}
