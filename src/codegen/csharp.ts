/**
 * C# with Azure.Data.Tables: `Query<TableEntity>(filter, maxPerPage, select)` and `AsPages()` to
 * follow every continuation; the filter is built by `TableClient.CreateQueryFilter`, which
 * quotes and escapes each interpolated string. (No .NET here: checked by golden files only.)
 */
import { filterTemplate } from './filter-template';
import { type CheckedQuery, quoted } from './query';

/** The C# program (a top-level-statements Program.cs) for a checked query. */
export function csharpProgram(query: CheckedQuery): string {
  const template = filterTemplate(query.ast, (i) => `{p${i}}`);
  const params = template.strings.map((s, i) => `string p${i} = ${quoted(s)};\n`).join('');
  // The static text holds only names, operators and non-string literals; braces are still doubled.
  const text = template.text.replace(/[{}]/g, (m) => m + m).replace(/\{\{(p\d+)\}\}/g, '{$1}');
  const filter = query.ast === null ? 'null' : `TableClient.CreateQueryFilter($${quoted(text)})`;
  const select =
    query.select.length === 0 ? 'null' : `new[] { ${query.select.map(quoted).join(', ')} }`;
  return `// Runs a Keyscope query against Azure Table Storage and prints each entity as one JSON line.
// Needs: dotnet add package Azure.Data.Tables; run: AZURE_TABLES_SAS='<sas token>' dotnet run
using System;
using System.Text.Json;
using Azure;
using Azure.Data.Tables;

string endpoint = ${quoted(query.endpoint)};
string table = ${quoted(query.table)};
string? sas = Environment.GetEnvironmentVariable("AZURE_TABLES_SAS");
if (string.IsNullOrEmpty(sas))
{
    Console.Error.WriteLine("Set AZURE_TABLES_SAS to a SAS token for the table.");
    return 1;
}
var client = new TableClient(new Uri($"{endpoint.TrimEnd('/')}/{table}"), new AzureSasCredential(sas));

${params}string? filter = ${filter};
var pages = client.Query<TableEntity>(filter: filter, maxPerPage: ${query.top ?? 'null'}, select: ${select}).AsPages();
foreach (Page<TableEntity> page in pages)
{
    foreach (TableEntity entity in page.Values)
    {
        Console.WriteLine(JsonSerializer.Serialize(entity));
    }
}
return 0;
`;
}
