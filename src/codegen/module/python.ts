/**
 * A design's data-access module in Python for `azure-data-tables` (docs/codegen.md, "A design's
 * data-access module"): the same plan as the TypeScript module (plan.ts), spelled in Python. A
 * key function and an entity function per copy set, writes per record type in one entity group
 * transaction per table and partition, and one read function per access pattern running its
 * queries as Keyscope's check runs them and returning the records they stand for, as the check
 * maps them (runtime-py-records.ts). Records are dicts; DateTime values are ISO 8601 text.
 */
import type { EdmType } from '../../engine';
import type { QueryPiece } from '../../patterns';
import { Code, dataLiteral } from './data-literal';
import { filterSum } from './helpers';
import { pyString, pythonExpression } from './keys-py';
import { type ModuleSource, modulePlan } from './plan';
import { pythonHelperSources } from './runtime-py';
import { PY_RECORDS } from './runtime-py-records';
import { PY_WRITE } from './runtime-py-write';

const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** A Python name from a name: words in snake case, never a keyword nor starting with a digit. */
export function pythonIdentifier(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
  const joined = words.map((w) => w.toLowerCase()).join('_') || 'x';
  const safe = /^[0-9]/.test(joined) ? `_${joined}` : joined;
  return KEYWORDS.has(safe) ? `${safe}_` : safe;
}

/** How a record value is stored through the SDK, keeping its Edm type. */
function storedValue(value: string, type: EdmType): string {
  switch (type) {
    case 'Edm.Int64':
      return `EntityProperty(int(${value}), EdmType.INT64)`;
    case 'Edm.Double':
      return `EntityProperty(float(${value}), EdmType.DOUBLE)`;
    case 'Edm.DateTime':
      return `EntityProperty(_date_text(${value}), EdmType.DATETIME)`;
    case 'Edm.Guid':
      return `EntityProperty(${value}.lower(), EdmType.GUID)`;
    case 'Edm.Binary':
      return `bytes(${value})`;
    default:
      return value;
  }
}

/** A query's filter as a Python expression over the parameters `p`. */
function filterExpression(
  pieces: readonly QueryPiece[],
  types: ReadonlyMap<string, EdmType>,
  helpers: Set<string>,
): string {
  return filterSum(pieces, types, helpers, {
    text: pyString,
    literal: (name, type) => `_literal(p.get(${pyString(name)}), ${pyString(type)})`,
    quoted: (template) => pythonExpression(template, 'p', types, 'parameters'),
    inQuotes: (code) => `_in_quotes(${code})`,
    empty: '""',
  });
}

/** The module's text, or the reason it cannot be written (a design that does not compile). */
export function pythonModule(source: ModuleSource): string {
  const plan = modulePlan(source);
  if (plan === null) {
    return `# No module: the design "${source.candidate.design.name}" does not compile in Keyscope.\n`;
  }
  // The runtime's literals call these two whatever the design uses.
  const helpers = new Set<string>(['dateText', 'numberText']);
  const lines: string[] = [];
  // Whether an entity carries a typed property (EntityProperty, EdmType imported only then).
  let typed = false;

  for (const s of plan.sets) {
    const key = (t: string) => {
      const e = pythonExpression(t, 'r', s.types, s.typeName, true)!;
      for (const h of e.helpers) helpers.add(h);
      return e.code;
    };
    const fn = pythonIdentifier(s.name);
    lines.push('', '');
    lines.push(`def ${fn}_keys(r: dict) -> EntityKeys:`);
    lines.push(`    """The table and keys of set ${pyString(s.name)} for a ${s.typeName}."""`);
    lines.push('    return EntityKeys(');
    lines.push(`        table=${s.table === null ? '""' : key(s.table)},`);
    lines.push(`        partition_key=${key(s.partitionKey)},`);
    lines.push(`        row_key=${key(s.rowKey)},`);
    lines.push('    )');
    if (s.entry !== undefined) {
      lines.push('', '', `def ${fn}_entry(r: dict) -> str:`);
      lines.push(
        `    """A ${s.typeName}'s entry in the list of its index entity of set ${pyString(s.name)}."""`,
      );
      lines.push(`    return ${key(s.entry)}`);
    }
    if (s.seriesName !== undefined) {
      lines.push('', '', `def ${fn}_property_name(r: dict) -> str:`);
      lines.push(
        `    """The property of its series entity of set ${pyString(s.name)} that holds a ${s.typeName}'s value."""`,
      );
      lines.push(`    return ${key(s.seriesName)}`);
    }
    const copy = s.kind === 'copy';
    lines.push('', '');
    lines.push(`def _${fn}_${copy ? 'entity' : 'part'}(r: dict) -> ${copy ? 'tuple' : 'dict'}:`);
    lines.push(
      copy
        ? `    """The table and entity of set ${pyString(s.name)} for a ${s.typeName}."""`
        : `    """A ${s.typeName}'s part of its ${s.kind} entity of set ${pyString(s.name)} (a new entity takes its properties)."""`,
    );
    lines.push(`    table, partition_key, row_key = ${fn}_keys(r)`);
    lines.push('    entity = {"PartitionKey": partition_key, "RowKey": row_key}');
    for (const c of s.columns) {
      const at = `entity[${pyString(c.name)}]`;
      if (c.computed !== undefined) {
        lines.push(`    ${at} = ${key(c.computed)}`);
        continue;
      }
      const v = `r.get(${pyString(c.name)})`;
      const stored = storedValue(v, c.type);
      typed ||= stored.startsWith('EntityProperty(');
      lines.push(`    if ${v} is not None:`);
      lines.push(`        ${at} = ${stored}`);
    }
    if (s.list !== undefined) {
      const { property, separator } = s.list;
      lines.push(
        `    return {"table": table, "base": entity, "index": (${pyString(property)}, ${pyString(separator)}, ${fn}_entry(r))}`,
      );
    } else if (s.seriesValue !== undefined) {
      const type = s.types.get(s.seriesValue) ?? 'Edm.String';
      helpers.add('required');
      const value = storedValue(
        `_required(r.get(${pyString(s.seriesValue)}), ${pyString(s.seriesValue)})`,
        type,
      );
      typed ||= value.startsWith('EntityProperty(');
      lines.push(
        `    return {"table": table, "base": entity, "series": (${fn}_property_name(r), ${value})}`,
      );
    } else lines.push('    return table, entity');
  }

  for (const w of plan.writes) {
    const name = pythonIdentifier(w.typeName);
    const sets = w.sets.map((n) => plan.sets.find((s) => s.name === n)!);
    const copies = (r: string) =>
      `[${sets
        .filter((s) => s.kind === 'copy')
        .map((s) => `_${pythonIdentifier(s.name)}_entity(${r})`)
        .join(', ')}]`;
    const parts = (r: string) =>
      `[${sets
        .filter((s) => s.kind !== 'copy')
        .map((s) => `_${pythonIdentifier(s.name)}_part(${r})`)
        .join(', ')}]`;
    const named = w.sets.map((n) => `"${n}"`).join(', ');
    const order = `${named}): one entity group transaction per table and partition; partitions one after another (the guide's eventually consistent transactions: a reader may see one partition written and not yet the next, and a failed write is tried again as a whole).`;
    lines.push(
      '',
      '',
      `def insert_${name}(tables: TableFor, r: dict) -> None:`,
      `    """Inserts a ${w.typeName}'s entities (${order}"""`,
      `    _write(tables, _own(${copies('r')}, "create"), ${parts('r')}, [], False)`,
      '',
      '',
      `def upsert_${name}(tables: TableFor, r: dict) -> None:`,
      `    """Inserts or replaces a ${w.typeName}'s entities (${order}"""`,
      `    _write(tables, _own(${copies('r')}, "upsert"), ${parts('r')}, [], False)`,
      '',
      '',
      `def update_${name}(tables: TableFor, before: dict, after: dict) -> None:`,
      `    """Updates a ${w.typeName} from before to after, merging only the properties that change (${order}"""`,
      `    _write(tables, _updated_copies(${copies('before')}, ${copies('after')}), ${parts('after')}, ${parts('before')}, False)`,
      '',
      '',
      `def delete_${name}(tables: TableFor, r: dict) -> None:`,
      `    """Deletes a ${w.typeName}'s entities, shared entities' parts first (${order}"""`,
      `    _write(tables, _own(${copies('r')}, "delete"), [], ${parts('r')}, True)`,
    );
  }

  lines.push(
    '',
    '',
    "# How each set's entities are recognised and read back to records, as Keyscope's check reads them.",
    '_SETS = [',
  );
  for (const r of plan.readings) {
    const fn = pythonIdentifier(r.name);
    const refs = {
      keys: new Code(`${fn}_keys`),
      ...(r.kind === 'index' ? { entry: new Code(`${fn}_entry`) } : {}),
      ...(r.kind === 'series' ? { propertyName: new Code(`${fn}_property_name`) } : {}),
    };
    lines.push(`    ${dataLiteral({ ...r, ...refs }, 'py', '    ')},`);
  }
  lines.push(']');

  for (const { pattern: p, parameters, queries, merge, top, typeName, keep } of plan.reads) {
    const built = queries.map((q) => {
      const table =
        q.table === undefined ? null : pythonExpression(q.table, 'p', parameters, 'parameters');
      for (const h of table?.helpers ?? []) helpers.add(h);
      return `(${table?.code ?? '""'}, ${filterExpression(q.pieces, parameters, helpers)})`;
    });
    const many = queries.length > 1;
    lines.push('', '');
    lines.push(`def ${pythonIdentifier(p.id)}(tables: TableFor, p: dict) -> list:`);
    lines.push(
      `    """Access pattern ${pyString(p.name)}: ${queries.length} quer${many ? 'ies' : 'y'}${many ? `, merged ${merge === 'by-row-key' ? 'by RowKey' : 'in order'}` : ''}; parameters ${[...parameters.keys()].join(', ') || 'none'}. The ${typeName} records they stand for, each once, in Keyscope's order."""`,
    );
    lines.push('    queries = [');
    for (const q of built) lines.push(`        ${q},`);
    lines.push('    ]');
    lines.push(`    found = _read(tables, queries, "${merge}", ${top ?? 'None'})`);
    lines.push(
      `    return _to_records(tables, found, ${pyString(typeName)}, ${dataLiteral(keep, 'py')})`,
    );
  }

  const header = [
    '"""',
    `Data access for the key design ${pyString(plan.designName)} (design ${plan.fingerprint}),`,
    'written by Keyscope from the design it checked: keys, writes and reads as Keyscope makes them.',
    'Regenerate it from Keyscope after changing the design rather than editing keys by hand.',
    'Records are dicts of property values; DateTime values are ISO 8601 UTC text (up to 7 fractional digits).',
    '',
    "A read returns records, not entities, as Keyscope's check reads them: a copy gives the record",
    'properties it carries, an index entity the copy each entry of its list names (a point query',
    'each), a series entity a record per series property; each record once, in the order they came.',
    'A property only a key holds comes back when the key spells it whole (a String alone, an',
    'integer plainly or padded); one a key hashes, formats or cuts does not.',
    ...(plan.skipped.length === 0
      ? []
      : ['', 'Not generated yet:', ...plan.skipped.map((s) => `- ${s};`)]),
    '"""',
    'import datetime',
    'import decimal',
    'import math',
    'import re',
    'from typing import Callable, NamedTuple',
    '',
    'from azure.core import MatchConditions',
    'from azure.core.exceptions import HttpResponseError, ResourceNotFoundError',
    `from azure.data.tables import ${typed ? 'EdmType, EntityProperty, ' : ''}TableClient, UpdateMode`,
    '',
    '# The client of each of the design\'s tables; "" names the design\'s one table.',
    'TableFor = Callable[[str], TableClient]',
    '',
    '',
    'class EntityKeys(NamedTuple):',
    '    """Where an entity goes."""',
    '',
    '    table: str',
    '    partition_key: str',
    '    row_key: str',
  ];
  const body = [...pythonHelperSources(helpers), RUNTIME].map((h) => `\n\n${h}`);
  return `${[...header, ...body, ...lines].join('\n').trimEnd()}\n`;
}

/** The module's writing and reading runtime. */
const RUNTIME = `def _in_quotes(text):
    """Text inside a quoted OData string: its quotes doubled."""
    return text.replace("'", "''")


def _literal(value, edm_type):
    """An OData literal of a parameter, as Keyscope writes it."""
    if edm_type == "Edm.String":
        return "'" + str(value).replace("'", "''") + "'"
    if edm_type == "Edm.Int64":
        return f"{int(value)}L"
    if edm_type == "Edm.Double":
        return _number_text(value) + (".0" if float(value).is_integer() else "")
    if edm_type == "Edm.DateTime":
        return f"datetime'{_date_text(str(value))}'"
    if edm_type == "Edm.Guid":
        return f"guid'{value}'"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


${PY_WRITE}


def _units(text):
    """A text's UTF-16 code units, for ordering as Table Storage and Keyscope order keys."""
    return text.encode("utf-16-be", "surrogatepass")


def _read(tables, queries, merge, top):
    """Runs queries as a client does: each with its continuations, merged in order or by RowKey."""
    runs = []
    have = 0
    for table, query_filter in queries:
        want = top if top is None or merge == "by-row-key" else top - have
        if want == 0:
            break
        kept = []
        pages = tables(table).query_entities(query_filter, results_per_page=want).by_page()
        for page in pages:
            for e in page:
                if want is None or len(kept) < want:
                    kept.append(e)
            if want is not None and len(kept) >= want:
                break
        runs.append(kept)
        have += len(kept)
    found = [(e, q, at) for q, run in enumerate(runs) for at, e in enumerate(run)]
    if merge == "by-row-key":
        found.sort(key=lambda x: (_units(x[0]["RowKey"]), _units(x[0]["PartitionKey"]), x[1], x[2]))
    # Each entity with the table it came from.
    entities = [(queries[x[1]][0], x[0]) for x in found]
    return entities if top is None else entities[:top]


${PY_RECORDS}`;
