/**
 * JavaScript (Node ES module) with @azure/data-tables: `listEntities` with the filter built by the
 * SDK's `odata` tagged template (it quotes and escapes each string parameter), `byPage` to
 * follow every continuation, and type conversion off so each entity prints with its Edm types.
 */
import { filterTemplate } from './filter-template';
import { type CheckedQuery, quoted } from './query';

/** Text safe inside a JS template literal's static part. */
const templateText = (text: string) => text.replace(/[\\`]|\$\{/g, (m) => `\\${m}`);

/** The JavaScript program for a checked query. */
export function javascriptProgram(query: CheckedQuery): string {
  // Placeholders are marked with U+E000 (private use), which no filter text holds outside a string literal,
  // and become `${pN}` only after the static text is escaped for the template literal.
  const template = filterTemplate(query.ast, (i) => `\uE000${i}\uE000`);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: it writes a ${pN} into generated code
  const source = templateText(template.text).replace(/\uE000(\d+)\uE000/g, '${p$1}');
  const params = template.strings.map((s, i) => `const p${i} = ${quoted(s)};\n`).join('');
  const options = [
    ...(query.ast === null ? [] : ['filter']),
    ...(query.select.length === 0 ? [] : [`select: [${query.select.map(quoted).join(', ')}]`]),
  ];
  const byPage = query.top === undefined ? 'byPage()' : `byPage({ maxPageSize: ${query.top} })`;
  return `// Runs a Keyscope query against Azure Table Storage and prints each entity as one JSON line.
// Needs: npm install @azure/data-tables; run: AZURE_TABLES_SAS='<sas token>' node query.mjs
import { AzureSASCredential, odata, TableClient } from '@azure/data-tables';

const endpoint = ${quoted(query.endpoint)};
const table = ${quoted(query.table)};
const sas = process.env.AZURE_TABLES_SAS;
if (!sas) {
  console.error('Set AZURE_TABLES_SAS to a SAS token for the table.');
  process.exit(1);
}
const client = new TableClient(endpoint, table, new AzureSASCredential(sas), {
  allowInsecureConnection: endpoint.startsWith('http:'),
});

${params}${query.ast === null ? '' : `const filter = odata\`${source}\`;\n`}
/** An entity back in the service's JSON form, with @odata.type where JSON cannot say the type. */
function toWire(entity) {
  const out = {};
  for (const [key, typed] of Object.entries(entity)) {
    if (key === 'etag' || key === 'odata.metadata') continue;
    const name = key === 'partitionKey' ? 'PartitionKey' : key === 'rowKey' ? 'RowKey' : key === 'timestamp' ? 'Timestamp' : key;
    if (typed === null || typeof typed !== 'object') out[name] = typed;
    else if (typed.type === 'String') out[name] = typed.value;
    else if (typed.type === 'Int32') out[name] = Number(typed.value);
    else if (typed.type === 'Boolean') out[name] = typed.value === true || typed.value === 'true';
    else if (typed.type === 'Double' && typeof typed.value !== 'string' && !Number.isInteger(typed.value)) out[name] = typed.value;
    else {
      out[\`\${name}@odata.type\`] = \`Edm.\${typed.type}\`;
      out[name] = typed.value;
    }
  }
  return out;
}

const pages = client
  .listEntities({ queryOptions: { ${options.join(', ')} }, disableTypeConversion: true })
  .${byPage};
for await (const page of pages) {
  for (const entity of page) console.log(JSON.stringify(toWire(entity)));
}
`;
}
