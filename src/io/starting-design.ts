/**
 * What a file imported as records starts with: a record type name made from the file's name,
 * and a first design the user sees in the key-design editor and changes from there. The design
 * is a plain guess, shown, never hidden: the PartitionKey groups by a String property and the
 * RowKey is an id-like property, or whatever tells the records apart (`startingKeys`).
 */
import type { DataRecord, Design, RecordProperty, RecordType, RecordValue } from '../design';

/** Record type names are property-name-like: a letter, then letters, digits and underscores. */
const NAME_PART = /[A-Za-z0-9]+/g;
/** Longest record type name made from a file name. */
const MAX_TYPE_NAME = 40;

/**
 * The record type name for a file: its name without extensions, in PascalCase, letters and
 * digits only (`my-employees.typed.csv` → `MyEmployees`); `Record` when nothing is left, and an
 * `R` before a leading digit.
 */
export function recordTypeName(fileName: string): string {
  const base = fileName.replace(/\.(typed\.csv|csv|tsv|txt|jsonl?|ndjson)$/i, '');
  const parts = base.match(NAME_PART) ?? [];
  const name = parts
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('')
    .slice(0, MAX_TYPE_NAME);
  if (name === '') return 'Record';
  return /^[0-9]/.test(name) ? `R${name}` : name;
}

/** Types whose text makes a readable key. */
const KEYABLE = new Set(['Edm.String', 'Edm.Int32', 'Edm.Int64', 'Edm.Guid']);
/** Names that say "identifier": Id, EmployeeId, order_id, SKU_Code (not Paid or Turkey). */
function idLike(name: string): boolean {
  return /(^|_)(id|key|code)$/i.test(name) || /[a-z0-9](Id|ID|Key|Code)$/.test(name);
}
/** Most properties a starting RowKey combines. */
const MAX_KEY_PARTS = 4;

/** A property's placeholder: integers zero-padded to their widest value, so keys sort as numbers. */
function placeholder(property: RecordProperty, records: readonly DataRecord[]): string {
  if (property.type !== 'Edm.Int32' && property.type !== 'Edm.Int64') return `{${property.name}}`;
  let width = 1;
  for (const record of records) {
    const value = record[property.name];
    if (value === undefined) continue;
    if ((value as number | bigint) < 0) return `{${property.name}}`;
    width = Math.max(width, String(value).length);
  }
  return `{${property.name}|pad:${width}}`;
}

/** The text of a property's value in a record, for telling records apart. */
function textOf(value: RecordValue | undefined): string {
  return value === undefined ? '\u0000' : String(value);
}

/** Whether the combination of `properties` tells every record apart (and none is missing). */
function unique(properties: readonly RecordProperty[], records: readonly DataRecord[]): boolean {
  const seen = new Set<string>();
  for (const record of records) {
    let text = '';
    for (const p of properties) {
      const value = record[p.name];
      if (value === undefined) return false;
      text += `${textOf(value)}\u0000`;
    }
    if (seen.has(text)) return false;
    seen.add(text);
  }
  return true;
}

/**
 * The starting keys: a single property that tells every record apart is the RowKey, with the
 * first other String property (else other String, Int32, Int64 or Guid property) as the
 * PartitionKey; else the first String property is the
 * PartitionKey and the RowKey is the shortest run of the other properties, in column order,
 * that tells the records of each partition apart (the longest tried when none does).
 */
function startingKeys(
  type: RecordType,
  records: readonly DataRecord[],
): { group: RecordProperty | undefined; rowKey: RecordProperty[] } {
  const keyable = type.properties.filter((p) => KEYABLE.has(p.type));
  const ordered = [
    ...keyable.filter((p) => idLike(p.name)),
    ...keyable.filter((p) => !idLike(p.name)),
  ];
  const firstString = (but: readonly RecordProperty[]) =>
    type.properties.find((p) => p.type === 'Edm.String' && !but.includes(p));
  for (const p of ordered) {
    if (!unique([p], records)) continue;
    // No other String property: group by another keyable one (Age, Year) rather than by nothing.
    const group = firstString([p]) ?? keyable.find((q) => q !== p);
    return { group, rowKey: [p] };
  }
  const group = firstString([]);
  const rest = type.properties.filter((p) => p !== group).slice(0, MAX_KEY_PARTS);
  for (let n = 1; n <= rest.length; n++) {
    const run = rest.slice(0, n);
    if (unique(group ? [group, ...run] : run, records)) return { group, rowKey: run };
  }
  return { group, rowKey: rest };
}

/** The starting design for records of `type`: one entity set, every property carried. */
export function startingDesign(type: RecordType, records: readonly DataRecord[]): Design {
  const { group, rowKey: parts } = startingKeys(type, records);
  const rowKey =
    parts.length === 0 ? '{$type}' : parts.map((p) => placeholder(p, records)).join('_');
  const partitionKey = group ? `{${group.name}}` : '{$type}';
  return {
    name: group ? `${type.name} by ${group.name}` : `${type.name} in one partition`,
    entitySets: [
      {
        name: 'primary',
        recordType: type.name,
        kind: 'copy',
        partitionKey,
        rowKey,
        properties: 'all',
      },
    ],
  };
}
